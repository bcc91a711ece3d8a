import { bus, errorMessage } from '@atrium/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { activateEvent } from './api';
import { maskActivationCode } from './activationCode';

/**
 * A ?code= query met a signed-in user (spec 1 §2): the shell announces it on the bus and this
 * remote activates it, then shows the result in a snackbar.
 */
export function useActivationListener(): void {
  const { t } = useTranslation('event');
  useEffect(() => {
    // The shell repeats a code until it hears it was handled; each is activated once.
    const handled = new Set<string>();
    const subscription = bus.on('event.activate').subscribe(({ activationCode }) => {
      if (handled.has(activationCode)) return;
      handled.add(activationCode);
      bus.emit('event.activationHandled', { activationCode });
      // Sent as six characters, a dash and the rest (spec 1 §5), however the link wrote it.
      activateEvent(maskActivationCode(activationCode)).then(
        (message) => bus.emit('snackbar.show', { message: message ?? t('eventActivated'), kind: 'success' }),
        (error: unknown) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
      );
    });
    return () => subscription.unsubscribe();
  }, [t]);
}
