import {
  createParcel,
  EmptyState,
  itemBackRoute,
  routes,
  Spinner,
  useCall,
  type ConferenceRoomProps,
  type HostProps,
} from '@atrium/shared';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { conferenceSessionQuery, LazyMeetingRoom } from '../features/room';

/**
 * An active publisher's conference room (spec 2 §2.19, §2.22, §6): the meeting room on the session's
 * `sfu` room. Leaving goes to the event's live sessions (spec 2 §2.1 back from a session).
 */
function ConferenceRoom({ eventId, sessionId, params }: HostProps & ConferenceRoomProps) {
  const { t } = useTranslation('room');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useCall(conferenceSessionQuery(eventId, sessionId));
  const [refused, setRefused] = useState<string | null>(null);
  // The session route's own back (spec 2 §2.1); the event's slug is the route's id.
  const back = itemBackRoute(pathname) ?? (params.id ? routes.eventModule(params.id, 'livestreams') : routes.home());
  const onLeave = useCallback(() => void navigate(back), [navigate, back]);
  const onRefused = useCallback((_status: number, message: string) => setRefused(message), []);

  if (refused)
    return (
      <EmptyState
        role="alert"
        message={t('refused', { message: refused })}
        onRefresh={onLeave}
        refreshLabel={t('goBack')}
      />
    );
  return (
    <Suspense fallback={<Spinner size={40} />}>
      <LazyMeetingRoom
        key={sessionId}
        namespace="sfu"
        roomId={sessionId}
        eventId={eventId}
        title={session.data?.title ?? ''}
        onLeave={onLeave}
        onRefused={onRefused}
      />
    </Suspense>
  );
}

/** Mounted by mf-live's session page for an active publisher (area conferenceRoom). */
export default createParcel<ConferenceRoomProps>(ConferenceRoom);
