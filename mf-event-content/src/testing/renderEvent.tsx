import { render } from '@testing-library/react';
import { ThemeRoot } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { failed, ok, serve, type Call, type Handler } from '@atrium/shared/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { EventContent } from '../parcels/EventContent';

/** The event's load calls answered for `event` (null: an unknown slug), plus the page's own. */
export function serveEvent(event: Event | null, extra: Record<string, Handler> = {}): Call[] {
  return serve({
    'Explore/GetEventBySlug': (body) =>
      event && body.slug === event.slug ? ok(event) : failed('Data not found.', null, 404),
    'Registration/GetRegistrationFormUrls': () => ok({ items: [] }),
    'Participant/GetCurrentParticipant': () =>
      ok({
        id: 'ada-id',
        userID: 'ada-id',
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        title: null,
        image: null,
        group: null,
      }),
    ...extra,
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="where">{pathname}</output>
      <output data-testid="where-search">{search}</output>
    </>
  );
}

/** The event parcel at `url` (relative to the brand), in a window of the given size. */
export function renderEvent(url: string, { height = 1000, width = 1280 } = {}) {
  Object.assign(window, { innerHeight: height, innerWidth: width });
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <EventContent />
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
