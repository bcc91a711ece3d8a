import { bus, i18n, inBrand, realtime, routes, SNACKBAR_MS, useChannel } from '@atrium/shared';
import type { NetworkRequest, NetworkRequestEmit } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

const fullName = ({ firstName, lastName }: NetworkRequest['from']) => `${firstName} ${lastName}`.trim();

/**
 * Network requests (spec 1 §2 Dialogs 6, §7 Real-time): an invitation into a networking room comes
 * on the user's private channel, which the shell's one socket is on whatever page is open. It shows
 * for 15 s (spec 1 §9) with Accept, which tells the inviter and opens the room, and Reject, which
 * only closes it. The inviter hears of an acceptance in a short note.
 * @param brandSlug the brand the page is on (the invitation is of an event of that brand)
 * @param userId the signed-in user (useSignInState), null for a guest
 */
export function useNetworkRequests(brandSlug: string, userId: string | null): void {
  const navigate = useNavigate();
  // Accept may come up to 15 s after the invitation: it opens the room with the navigate of then.
  const go = useRef(navigate);
  go.current = navigate;

  const t = (key: string, values: Record<string, string> = {}) => i18n.t(`shell:networkRequest.${key}`, values);
  useChannel(userId ? channel.private({ userId }) : null, {
    'client-network-request': (request) => {
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
    },
    'client-network-accept': (accepted) => {
      bus.emit('snackbar.show', { message: t('accepted', { name: fullName(accepted.from) }), kind: 'info' });
    },
  });
}
