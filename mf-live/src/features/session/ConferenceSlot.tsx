import { RemoteSlot, remoteArea, useParcelHost, type ConferenceRoomProps } from '@atrium/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * An active publisher's conference room (spec 2 §2.19, §6): mf-meeting's parcel, mounted at run time
 * like any remote (DESIGN "The mounting contract"), never a copy of it.
 */
export function ConferenceSlot({ eventId, sessionId }: ConferenceRoomProps) {
  const { t } = useTranslation('session');
  const host = useParcelHost();
  const props = useMemo(
    () => (host ? ({ ...host, eventId, sessionId } satisfies ConferenceRoomProps) : null),
    [host, eventId, sessionId],
  );
  return (
    <section aria-label={t('conferenceRoom')}>
      {/* Outside a host (a test, a standalone page) there is no registry to load it from. */}
      {props && <RemoteSlot {...remoteArea('conferenceRoom')} props={props} minHeight={480} />}
    </section>
  );
}
