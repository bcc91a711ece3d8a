import { bus, Button, CodeField, CONFIRM_KEY_LENGTH, CONFIRM_TYPE, errorMessage } from '@atrium/shared';
import type { ConfirmType } from '@atrium/shared/contract';
import { useState, type ReactNode } from 'react';
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
 * With `pending` (a new sign-in address, issue 32 item 2) the code was sent already: the input shows
 * at once, the button sends it again, and the right code makes that address the sign-in address.
 */
export function ConfirmNow({
  kind,
  confirmed,
  pending,
  children,
}: {
  kind: 'email' | 'phone';
  confirmed: boolean;
  pending?: string;
  /** More actions beside the button (cancelling a pending change). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const type: ConfirmType = CONFIRM_TYPE[kind];
  const [asked, setAsked] = useState(Boolean(pending));
  const sendCode = useSendConfirmCode();
  const { form, submit, busy, formError, errorOf, clear } = useConfirmCodeForm<Code>({
    defaultValues: { key: '' },
    toBody: ({ key }) => ({ type, key }),
    // Spec 1 §5 names the code's errors by what it confirms.
    fieldAliases: { emailKey: 'key', phoneKey: 'key' },
    onSuccess({ message }) {
      setAsked(false);
      form.reset({ key: '' });
      bus.emit('snackbar.show', { message: (pending && message) || t('confirmedNow'), kind: 'success' });
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
  const action = pending ? t('sendCodeAgain') : t('confirmNow');
  const what = pending
    ? t('confirmNewEmail', { email: pending })
    : kind === 'email'
      ? t('confirmEmail')
      : t('confirmPhone');
  return (
    <>
      <Row>
        <State $confirmed={false}>{pending ? t('emailPending', { email: pending }) : t('notConfirmed')}</State>
        <Button
          size="sm"
          variant="secondary"
          loading={sendCode.isPending}
          onClick={() => void ask()}
          aria-label={`${action}: ${kind === 'email' ? t('email') : t('phoneNumber')}`}
        >
          {action}
        </Button>
        {children}
      </Row>
      {asked && (
        <CodeForm role="group" aria-label={what}>
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
