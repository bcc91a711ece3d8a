import {
  bus,
  CallFailed,
  EmptyState,
  errorMessage,
  routes,
  Skeleton,
  useCall,
  VisuallyHidden,
  type NetworkingRoomProps,
} from '@atrium/shared';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LazyMeetingRoom } from '../room';
import { joinRoom, roomQuery, saysFull } from './api';
import { InviteDialog } from './InviteDialog';
import { useNetworkingRealtime, useRoomPresence } from './useNetworkingRealtime';
import './i18n';

type Seat = { state: 'joining' } | { state: 'seated' } | { state: 'failed'; error: unknown };

/**
 * A networking room's page (spec 2 §2.22): the room, then its seat (JoinNetworkingArea; coming from
 * the list the seat is already held, which the api accepts), then the meeting room, where everyone
 * publishes (spec 2 §6). A room that is missing, inactive or removed, or a join the api refuses,
 * sends the user back to the list (replacing this page in the history), with the api's words.
 */
export function RoomPage({ eventId, eventSlug, roomId }: NetworkingRoomProps) {
  const { t } = useTranslation('networking');
  const navigate = useNavigate();
  const room = useCall(roomQuery(eventId, roomId));
  const [seat, setSeat] = useState<Seat>({ state: 'joining' });
  const [attempt, setAttempt] = useState(0);
  const [inviting, setInviting] = useState(false);
  const list = routes.eventModule(eventSlug, 'networking');

  const leave = (message?: string) => {
    if (message) bus.emit('snackbar.show', { message, kind: 'warning' });
    void navigate(list, { replace: true });
  };
  // The latest of each for the effects, so a new navigate or language never joins the room again.
  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  const noSpace = useRef(t('noSpace'));
  noSpace.current = t('noSpace');

  useNetworkingRealtime(eventId, (gone) => {
    if (gone === roomId) leave();
  });
  useRoomPresence(eventId, roomId);

  const found = room.data?.isActive ? room.data.id : null;
  const missing = room.error instanceof CallFailed || room.data?.isActive === false;

  const refusal = room.error instanceof CallFailed ? room.error.message : undefined;
  useEffect(() => {
    if (missing) leaveRef.current(refusal);
  }, [missing, refusal]);

  useEffect(() => {
    if (!found) return;
    let cancelled = false;
    setSeat({ state: 'joining' });
    joinRoom(eventId, found).then(
      () => !cancelled && setSeat({ state: 'seated' }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof CallFailed) {
          // 404 (gone since) or full: both go back to the list, a full room with its message.
          leaveRef.current(saysFull(error.message, noSpace.current) ? noSpace.current : error.message);
        } else setSeat({ state: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [eventId, found, attempt]);

  const failure = room.error && !missing ? room.error : seat.state === 'failed' ? seat.error : null;
  if (failure) {
    return (
      <EmptyState
        role="alert"
        message={errorMessage(failure)}
        onRefresh={() => (room.error ? void room.refetch() : setAttempt((n) => n + 1))}
        refreshLabel={t('common:retry')}
      />
    );
  }
  const waiting = (
    <div role="status">
      <VisuallyHidden>{t('loadingRoom')}</VisuallyHidden>
      <Skeleton height={360} />
    </div>
  );
  if (!room.data || !found || seat.state !== 'seated') return waiting;

  const current = room.data;
  return (
    <>
      <Suspense fallback={waiting}>
        <LazyMeetingRoom
          namespace="nsfu"
          roomId={current.id}
          eventId={eventId}
          title={current.title}
          onLeave={() => void navigate(list)}
          onRefused={(_status, message) => leave(message)}
          onInvite={() => setInviting(true)}
        />
      </Suspense>
      {inviting && <InviteDialog eventId={eventId} room={current} onClose={() => setInviting(false)} />}
    </>
  );
}
