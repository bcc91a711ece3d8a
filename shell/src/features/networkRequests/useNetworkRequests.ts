import { bus, i18n, inBrand, realtime, routes, SNACKBAR_MS, useSession } from '@atrium/shared';
import type { NetworkRequest, NetworkRequestEmit } from '@atrium/shared/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

const fullName = ({ firstName, lastName }: NetworkRequest['from']) => `${firstName} ${lastName}`.trim();

/**
 * Network requests (spec 1 §2 Dialogs 6, §7 Real-time): an invitation into a networking room comes
 * on the user's private channel, which the shell's one socket is on whatever page is open. It shows
 * for 15 s (spec 1 §9) with Accept, which tells the inviter and opens the room, and Reject, which
 * only closes it. The inviter hears of an acceptance in a short note.
 * @param brandSlug the brand the page is on (the invitation is of an event of that brand)
 */
export function useNetworkRequests(brandSlug: string): void {
  const userId = useSession((state) => state.user?.id ?? null);
  const navigate = useNavigate();
  // The latest navigate, so a route change doesn't listen again.
  const go = useRef(navigate);
  go.current = navigate;

  useEffect(() => {
    if (!userId) return;
    const t = (key: string, values: Record<string, string> = {}) => i18n.t(`shell:networkRequest.${key}`, values);
    const requests = realtime.on<NetworkRequest>('client-network-request').subscribe((request) => {
      bus.emit('snackbar.show', {
        message: t('invites', { name: fullName(request.from), room: request.roomTitle }),
        kind: 'info',
        durationMs: SNACKBAR_MS.networkRequest,
        actions: [
          {
            label: t('accept'),
            onClick: () => {
              const accept: NetworkRequestEmit = {
                event: 'client-network-accept',
                userId: request.from.id,
                roomId: request.roomId,
              };
              realtime.emit('emit-private-room', accept);
              void go.current(inBrand(brandSlug, routes.room(request.eventSlug, request.roomId)));
            },
          },
          // The snackbar closes itself after any action: nothing goes to the inviter.
          { label: t('reject'), onClick: () => undefined },
        ],
      });
    });
    requests.add(
      realtime.on<NetworkRequest>('client-network-accept').subscribe((accepted) => {
        bus.emit('snackbar.show', { message: t('accepted', { name: fullName(accepted.from) }), kind: 'info' });
      }),
    );
    return () => requests.unsubscribe();
  }, [userId, brandSlug]);
}
