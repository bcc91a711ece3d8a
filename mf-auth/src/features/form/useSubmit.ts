import { ApiNetworkError, bus } from '@atrium/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Runs a form's calls with the button in its loading state. A network failure (no answer at all)
 * shows in a snackbar (spec 1 §8 Login network exception); the form stays as it was.
 */
export function useSubmit() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        const message = error instanceof ApiNetworkError ? error.message : t('unexpected');
        bus.emit('snackbar.show', { message, kind: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run };
}
