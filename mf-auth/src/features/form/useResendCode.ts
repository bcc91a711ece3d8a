import { bus, errorMessage, useFormSubmit } from '@atrium/shared';
import { useTranslation } from 'react-i18next';

/**
 * The "send the code again" link of a code step. It has no form of its own, so both the news and
 * the server's no show in the snackbar.
 */
export function useResendCode(send: () => Promise<unknown>) {
  const { t } = useTranslation('auth');
  const { busy, run } = useFormSubmit();
  const resend = () =>
    run([], async () => {
      try {
        await send();
        bus.emit('snackbar.show', { message: t('codeResent'), kind: 'success' });
      } catch (error) {
        bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
      }
    });
  return { busy, resend };
}
