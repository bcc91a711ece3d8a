import { bus, useSession } from '@atrium/shared';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

const PENDING_KEY = 'pendingActivationCode';
const ACTIVATE_DELAY_MS = 500; // spec 1 §2
const OFFER_EVERY_MS = 1000;
const OFFER_TRIES = 30;

/**
 * Any route accepts ?code= (spec 1 §2): signed in, the event is activated after 500 ms; a guest's
 * code is kept until after sign-in. The event-content remote does the activation on the bus event.
 */
export function usePendingActivationCode(): void {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  // On forgot-password, ?code= is the reset code of the mail link (spec 1 §2), not an event's.
  const code = pathname.endsWith('/forgot-password') ? null : params.get('code');

  useEffect(() => {
    if (code) sessionStorage.setItem(PENDING_KEY, code);
  }, [code]);

  useEffect(() => {
    if (!signedIn) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return;
    // The event-content remote may still be loading: offer the code until it says it took it.
    let tries = 0;
    let timer = setTimeout(function offer() {
      bus.emit('event.activate', { activationCode: pending });
      if (++tries < OFFER_TRIES) timer = setTimeout(offer, OFFER_EVERY_MS);
    }, ACTIVATE_DELAY_MS);
    const handled = bus.on('event.activationHandled').subscribe(({ activationCode }) => {
      if (activationCode !== pending) return;
      clearTimeout(timer);
      sessionStorage.removeItem(PENDING_KEY);
    });
    return () => {
      clearTimeout(timer);
      handled.unsubscribe();
    };
  }, [signedIn, code]);
}
