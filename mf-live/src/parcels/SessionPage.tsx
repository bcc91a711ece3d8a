import { createParcel, Skeleton, type SessionPageProps } from '@atrium/shared';
import { lazy, Suspense } from 'react';

// Loaded when the session route opens, so mf-live's first chunk holds only what the list needs.
const SessionPage = lazy(() => import('../features/session').then((m) => ({ default: m.SessionPage })));

/** Mounted by mf-event-content on the event's session route (spec 2 §2.1, §2.19). */
export default createParcel<SessionPageProps>(({ eventId, eventSlug, sessionId, participantId }) => (
  <Suspense fallback={<Skeleton height={360} />}>
    <SessionPage
      key={`${eventId}/${sessionId}`}
      eventId={eventId}
      eventSlug={eventSlug}
      sessionId={sessionId}
      participantId={participantId}
    />
  </Suspense>
));
