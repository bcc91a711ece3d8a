import { createParcel, EVENT_ITEM_PATHS, EVENT_MODULE_PATHS, ROUTE_PATHS } from '@atrium/shared';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '../components/PageNotFound';
import { useActivationListener } from '../features/activation';
import { useEventDialogs } from '../features/dialogs';
import {
  EventWrapper,
  LiveSessionsSlot,
  NetworkingRoomSlot,
  NetworkingSlot,
  SessionPageSlot,
  useEvent,
} from '../features/event';
import { EventHome } from '../features/eventHome';
import { ParticipantsPage } from '../features/participants';
import { ProgramDetailDialog, ProgramPage } from '../features/program';
import { SpeakerDetailDialog, SpeakersPage } from '../features/speakers';
import { SponsorsPage } from '../features/sponsors';
import '../i18n/eventContent';

// The exhibition and the content modules load when first opened, so the parcel's first chunk
// (what every event page waits for) stays within its budget (firstChunkKb in shared/src/mf/remotes.json).
const StandsPage = lazy(() => import('../features/booths').then((m) => ({ default: m.StandsPage })));
const BoothPage = lazy(() => import('../features/booths').then((m) => ({ default: m.BoothPage })));
const SurveysPage = lazy(() => import('../features/surveys').then((m) => ({ default: m.SurveysPage })));
const FaqPage = lazy(() => import('../features/faq').then((m) => ({ default: m.FaqPage })));
const DocumentsPage = lazy(() => import('../features/documents').then((m) => ({ default: m.DocumentsPage })));
const GalleryPage = lazy(() => import('../features/gallery').then((m) => ({ default: m.GalleryPage })));
const MapsPage = lazy(() => import('../features/maps').then((m) => ({ default: m.MapsPage })));

/** A page loaded on first use; the page shows its own loading state once it is there. */
const later = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={null}>
    <Page />
  </Suspense>
);

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
export function EventContent() {
  useActivationListener();
  return (
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
        <Route path={EVENT_MODULE_PATHS.stands} element={later(StandsPage)} />
        <Route path={EVENT_ITEM_PATHS.booth.path} element={later(BoothPage)} />
        <Route path={EVENT_MODULE_PATHS.surveys} element={later(SurveysPage)} />
        <Route path={EVENT_MODULE_PATHS.faq} element={later(FaqPage)} />
        <Route path={EVENT_MODULE_PATHS.documents} element={later(DocumentsPage)} />
        <Route path={EVENT_MODULE_PATHS.gallery} element={later(GalleryPage)} />
        <Route path={EVENT_MODULE_PATHS.maps} element={later(MapsPage)} />
        <Route path={EVENT_MODULE_PATHS.livestreams} element={<LiveSessionsSlot />} />
        <Route path={EVENT_ITEM_PATHS.session.path} element={<SessionPageSlot />} />
        <Route path={EVENT_MODULE_PATHS.networking} element={<NetworkingSlot />} />
        <Route path={EVENT_ITEM_PATHS.room.path} element={<NetworkingRoomSlot />} />
        <Route path="*" element={<PageNotFound />} />
      </Route>
      {/* Leaving the event: the shell unmounts this parcel once its route changes. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

export default createParcel(EventContent);
