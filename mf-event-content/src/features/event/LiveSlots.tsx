import {
  RemoteSlot,
  remoteArea,
  Skeleton,
  useCall,
  useParcelHost,
  type LiveSessionsProps,
  type SessionPageProps,
} from '@atrium/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { currentParticipantQuery } from './api';
import { useEvent } from './useEvent';

// The event's live sessions (spec 2 §2.18, §2.19) are mf-live's parcels (DESIGN "The mounting contract").

/** The livestreams route: the event's live sessions list. */
export function LiveSessionsSlot() {
  const host = useParcelHost();
  const { id: eventId, slug: eventSlug } = useEvent();
  const props = useMemo(
    () => (host ? ({ ...host, eventId, eventSlug } satisfies LiveSessionsProps) : null),
    [host, eventId, eventSlug],
  );
  // Outside a host (a test, a standalone page) there is no registry to load it from.
  if (!props) return null;
  return <RemoteSlot {...remoteArea('liveSessions')} props={props} minHeight={320} />;
}

/**
 * The session route: one session's page. It waits for the user's participant (loaded with the event
 * into the shared cache), since being one of the session's publishers changes the whole page.
 */
export function SessionPageSlot() {
  const host = useParcelHost();
  const { session_id: sessionId = '' } = useParams();
  const { id: eventId, slug: eventSlug, isAttending } = useEvent();
  const participant = useCall(currentParticipantQuery(eventId), { enabled: isAttending });
  const settled = !isAttending || !participant.isPending;
  const participantId = participant.data?.id ?? null;
  const props = useMemo(
    () =>
      host && settled ? ({ ...host, eventId, eventSlug, sessionId, participantId } satisfies SessionPageProps) : null,
    [host, settled, eventId, eventSlug, sessionId, participantId],
  );
  if (!host) return null;
  if (!props) return <Skeleton height={320} />;
  return <RemoteSlot {...remoteArea('sessionPage')} props={props} minHeight={320} />;
}
