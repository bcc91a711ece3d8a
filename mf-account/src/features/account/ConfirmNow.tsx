import { bus, Button, CodeField, CONFIRM_KEY_LENGTH, CONFIRM_TYPE, errorMessage } from '@atrium/shared';
import type { ConfirmType } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormError } from '../../components/layout';
import { useConfirmCodeForm, useSendConfirmCode } from './api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const State = styled.span<{ $confirmed: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $confirmed }) => ($confirmed ? theme.colors.success : theme.colors.warning)};
`;

// Not a form of its own: it sits inside the account form, and a form may not hold another.
const CodeForm = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  > button {
    margin-top: calc(
      ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight} +
        ${({ theme }) => theme.spacing.xs}
    );
  }
`;

interface Code {
  key: string;
}

/**
 * Spec 1 §4 Email and phone confirmation: unconfirmed shows 'confirm now'; asking sends a code (the
 * server's message shows in a snackbar) and a code input appears; the right code reloads the user, confirmed.
 */
export function ConfirmNow({ kind, confirmed }: { kind: 'email' | 'phone'; confirmed: boolean }) {
  const { t } = useTranslation('account');
  const type: ConfirmType = CONFIRM_TYPE[kind];
  const [asked, setAsked] = useState(false);
  const sendCode = useSendConfirmCode();
  const { form, submit, busy, formError, errorOf, clear } = useConfirmCodeForm<Code>({
    defaultValues: { key: '' },
    toBody: ({ key }) => ({ type, key }),
    // Spec 1 §5 names the code's errors by what it confirms.
    fieldAliases: { emailKey: 'key', phoneKey: 'key' },
    onSuccess() {
      setAsked(false);
      form.reset({ key: '' });
      bus.emit('snackbar.show', { message: t('confirmedNow'), kind: 'success' });
    },
  });

  const ask = async () => {
    try {
      const { message } = await sendCode.mutateAsync(type);
      if (message) bus.emit('snackbar.show', { message, kind: 'info' });
      setAsked(true);
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    }
  };

  if (confirmed) {
    return (
      <Row>
        <State $confirmed>✓ {t('confirmed')}</State>
      </Row>
    );
  }
  const key = form.register('key');
  return (
    <>
      <Row>
        <State $confirmed={false}>{t('notConfirmed')}</State>
        <Button
          size="sm"
          variant="secondary"
          loading={sendCode.isPending}
          onClick={() => void ask()}
          aria-label={`${t('confirmNow')}: ${kind === 'email' ? t('email') : t('phoneNumber')}`}
        >
          {t('confirmNow')}
        </Button>
      </Row>
      {asked && (
        <CodeForm role="group" aria-label={kind === 'email' ? t('confirmEmail') : t('confirmPhone')}>
          <CodeField
            {...key}
            label={t('code')}
            hint={t('codeHint')}
            // Spec 1 §5: the confirmation key is typed as digits only, at most six.
            length={CONFIRM_KEY_LENGTH}
            error={errorOf('key')}
            onChange={(event) => {
              clear('key');
              void key.onChange(event);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void submit();
            }}
          />
          <Button loading={busy} onClick={() => void submit()}>
            {t('confirm')}
          </Button>
          {formError && <FormError role="alert">{formError}</FormError>}
        </CodeForm>
      )}
    </>
  );
}
