import { createParcel, EVENT_SEARCH_TYPE, ROUTE_PATHS } from '@atrium/shared';
import { Route, Routes } from 'react-router-dom';
import { useActivationListener } from '../features/activation';
import { EventListScreen, HomeScreen } from '../features/events';
import '../i18n/eventContent';

/** Home and the event lists of spec 1 §2; the shell mounts this parcel on each of their routes. */
export function Home() {
  useActivationListener();
  return (
    <Routes>
      <Route index element={<HomeScreen />} />
      <Route path={ROUTE_PATHS.start} element={<HomeScreen />} />
      <Route path={ROUTE_PATHS.events} element={<EventListScreen searchType={EVENT_SEARCH_TYPE.attended} />} />
      <Route path={ROUTE_PATHS.incomingEvents} element={<EventListScreen searchType={EVENT_SEARCH_TYPE.upcoming} />} />
      <Route path={ROUTE_PATHS.pastEvents} element={<EventListScreen searchType={EVENT_SEARCH_TYPE.past} />} />
    </Routes>
  );
}

export default createParcel(Home);
