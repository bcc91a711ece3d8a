import { bus, Button, errorMessage, formErrorsOf, TextField } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { activateEvent } from './api';
import { isCompleteActivationCode, maskActivationCode } from './activationCode';

/** The activation-code bar of the attended-events block (spec 1 §2 Home and event lists). */
export function ActivationCodeBar() {
  const { t } = useTranslation('event');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return setError(t('fill_blank_input'));
    if (!isCompleteActivationCode(code)) return setError(t('activationCodeIncomplete'));
    setBusy(true);
    try {
      const message = await activateEvent(code);
      setCode('');
      bus.emit('snackbar.show', { message: message ?? t('eventActivated'), kind: 'success' });
    } catch (failure) {
      const beside = formErrorsOf(failure, ['activationCode'])?.fields.activationCode;
      if (beside) setError(beside);
      else bus.emit('snackbar.show', { message: errorMessage(failure), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Bar onSubmit={submit} noValidate aria-label={t('activationTitle')}>
      <Field
        label={t('activationCode')}
        name="activationCode"
        placeholder="______-_______"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        value={code}
        error={error}
        hint={t('activationHint')}
        onChange={(e) => {
          setCode(maskActivationCode(e.target.value));
          setError(null);
        }}
      />
      <Button type="submit" loading={busy}>
        {t('activate')}
      </Button>
    </Bar>
  );
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  button {
    /* Level with the input, under its label. */
    margin-top: 26px;
  }
`;

const Field = styled(TextField)`
  flex: 0 1 360px;
  width: auto;
`;
