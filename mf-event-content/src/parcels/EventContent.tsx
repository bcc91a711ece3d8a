import { createParcel, EVENT_ITEM_PATHS, EVENT_MODULE_PATHS, ROUTE_PATHS, type HostProps } from '@atrium/shared';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import { PageNotFound } from '../components/PageNotFound';
import { useActivationListener } from '../features/activation';
import { BoothPage, StandsPage } from '../features/booths';
import { useEventDialogs } from '../features/dialogs';
import { EventWrapper, useEvent } from '../features/event';
import { DocumentsPage } from '../features/documents';
import { EventHome } from '../features/eventHome';
import { FaqPage } from '../features/faq';
import { GalleryPage } from '../features/gallery';
import { MapsPage } from '../features/maps';
import { ParticipantsPage } from '../features/participants';
import { ProgramDetailDialog, ProgramPage } from '../features/program';
import { SpeakerDetailDialog, SpeakersPage } from '../features/speakers';
import { SponsorsPage } from '../features/sponsors';
import { SurveysPage } from '../features/surveys';
import { HostPropsContext } from '../host/HostPropsContext';
import '../i18n/eventContent';

/** Module pages that other remotes or later issues bring (spec 2 §2.1): a short note until then. */
const COMING = [
  EVENT_MODULE_PATHS.livestreams,
  EVENT_ITEM_PATHS.session.path,
  EVENT_MODULE_PATHS.networking,
  EVENT_ITEM_PATHS.room.path,
];

/** The wrapper's dialogs (spec 2 §2.2), over whichever page opened them. */
function EventDialogs() {
  const { slug } = useEvent();
  // A dialog belongs to its event: another event, or leaving, closes it.
  useEffect(() => {
    const { closeProgram, closeSpeaker } = useEventDialogs.getState();
    return () => {
      closeProgram();
      closeSpeaker();
    };
  }, [slug]);
  return (
    <>
      <ProgramDetailDialog />
      <SpeakerDetailDialog />
    </>
  );
}

/** Everything inside one event (spec 2 §2): the shell mounts this parcel on /:slug/event/:id/*. */
export function EventContent(host: Partial<HostProps>) {
  useActivationListener();
  // Only the shell's mount gives whole host props; a test renders the parcel without them.
  const value = host.location && host.navigator ? (host as HostProps) : null;
  return (
    <HostPropsContext.Provider value={value}>
      <Routes>
        <Route
          path={ROUTE_PATHS.event}
          element={
            <EventWrapper>
              <EventDialogs />
            </EventWrapper>
          }
        >
          <Route index element={<EventHome />} />
          <Route path={EVENT_MODULE_PATHS.program} element={<ProgramPage />} />
          <Route path={EVENT_MODULE_PATHS.speakers} element={<SpeakersPage />} />
          <Route path={EVENT_MODULE_PATHS.attendees} element={<ParticipantsPage />} />
          <Route path={EVENT_MODULE_PATHS.sponsors} element={<SponsorsPage />} />
          <Route path={EVENT_MODULE_PATHS.stands} element={<StandsPage />} />
          <Route path={EVENT_ITEM_PATHS.booth.path} element={<BoothPage />} />
          <Route path={EVENT_MODULE_PATHS.surveys} element={<SurveysPage />} />
          <Route path={EVENT_MODULE_PATHS.faq} element={<FaqPage />} />
          <Route path={EVENT_MODULE_PATHS.documents} element={<DocumentsPage />} />
          <Route path={EVENT_MODULE_PATHS.gallery} element={<GalleryPage />} />
          <Route path={EVENT_MODULE_PATHS.maps} element={<MapsPage />} />
          {COMING.map((path) => (
            <Route key={path} path={path} element={<ComingSoon area={path.split('/')[0]} />} />
          ))}
          <Route path="*" element={<PageNotFound />} />
        </Route>
        {/* Leaving the event: the shell unmounts this parcel once its route changes. */}
        <Route path="*" element={null} />
      </Routes>
    </HostPropsContext.Provider>
  );
}

export default createParcel(EventContent);
