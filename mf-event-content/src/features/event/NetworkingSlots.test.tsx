import { i18n, sessionStore } from '@atrium/shared';
import { restoreFetch, signInAs } from '@atrium/shared/testing';
import { screen } from '@testing-library/react';
import { ada, demo, event, onFixturesDay } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// Issue 17: the networking and room routes (spec 2 §2.1, §2.21, §2.22) mount mf-meeting's parcels.

const mounted: { remote: string; module: string; props: Record<string, unknown> }[] = [];

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual('@atrium/shared');
  return {
    ...actual,
    useParcelHost: () => ({ slug: 'demo', basename: '/demo', params: {} }),
    // The slot as it would mount the parcel: which one, and with what.
    RemoteSlot: (slot: { remote: string; module: string; props: Record<string, unknown> }) => {
      mounted.push(slot);
      return <p data-testid={`remote-slot-${slot.module}`}>{slot.remote}</p>;
    },
  };
});

beforeEach(async () => {
  mounted.length = 0;
  onFixturesDay();
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
  serveEvent(event());
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

test("the networking route is mf-meeting's networking list, for this event", async () => {
  renderEvent('/event/atrium-summit/networking');
  expect((await screen.findByTestId('remote-slot-./Networking')).textContent).toBe('mf-meeting');
  expect(mounted.filter((slot) => slot.module === './Networking').at(-1)).toMatchObject({
    remote: 'mf-meeting',
    module: './Networking',
    props: { slug: 'demo', basename: '/demo', eventId: 'summit-id', eventSlug: 'atrium-summit' },
  });
});

test("the room route is mf-meeting's room page, for the route's network_id", async () => {
  renderEvent('/event/atrium-summit/room/r7');
  expect((await screen.findByTestId('remote-slot-./NetworkingRoom')).textContent).toBe('mf-meeting');
  expect(mounted.filter((slot) => slot.module === './NetworkingRoom').at(-1)).toMatchObject({
    remote: 'mf-meeting',
    module: './NetworkingRoom',
    props: { eventId: 'summit-id', eventSlug: 'atrium-summit', roomId: 'r7' },
  });
});
