import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, sessionStore } from '@atrium/shared';
import type { AreaMap } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, signInAs, type Call } from '@atrium/shared/testing';
import { ada, demo, event, list } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// Area maps (spec 2 §2.14, §8, §9).

const maps: AreaMap[] = [
  { id: 'ground', title: 'Ground floor', image: '/images/ground.svg' },
  { id: 'first', title: 'First floor', image: '/images/first.svg' },
];

let calls: Call[];

function serveMaps(answer?: () => ReturnType<typeof ok>) {
  calls = serveEvent(event(), {
    'Explore/ListAreaMaps': (body) =>
      answer?.() ??
      ok(list(maps.filter((map) => map.title.toLowerCase().includes(String(body.searchTerm ?? '').toLowerCase())))),
  });
}

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(restoreFetch);

test('thumbnails with titles open in the lightbox, the next map by the arrow key', async () => {
  serveMaps();
  renderEvent('/event/atrium-summit/maps');
  expect(await screen.findByRole('heading', { name: 'Area maps' })).toBeTruthy();
  const grid = await screen.findByRole('list', { name: 'Area maps' });
  expect(within(grid).getByText('First floor')).toBeTruthy();
  const opener = within(grid).getByRole('button', { name: 'Open the map Ground floor' });
  act(() => opener.focus());
  fireEvent.click(opener);
  const lightbox = screen.getByRole('dialog', { name: 'Area maps' });
  expect(within(lightbox).getByRole('img', { name: 'Ground floor' }).getAttribute('src')).toBe('/images/ground.svg');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(within(lightbox).getByRole('img', { name: 'First floor' })).toBeTruthy();
  expect(within(lightbox).getByText('2 / 2')).toBeTruthy();
  fireEvent.click(within(lightbox).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('search a second after typing stops; nothing found names the filter', async () => {
  serveMaps();
  renderEvent('/event/atrium-summit/maps');
  await screen.findByRole('list', { name: 'Area maps' });
  fireEvent.change(screen.getByLabelText('Search the maps'), { target: { value: 'first' } });
  await waitFor(() => expect(screen.queryByText('Ground floor')).toBeNull(), { timeout: 3000 });
  expect(calls.filter((call) => call.path === 'explore/listareamaps').at(-1)?.body.searchTerm).toBe('first');
  fireEvent.change(screen.getByLabelText('Search the maps'), { target: { value: 'roof' } });
  expect(await screen.findByText('No content matches your filter', undefined, { timeout: 3000 })).toBeTruthy();
});

test('no maps: content not found; a failure: Try again', async () => {
  serveMaps(() => ok(list([])));
  const view = renderEvent('/event/atrium-summit/maps');
  expect(await screen.findByText('Content not found')).toBeTruthy();
  view.unmount();
  restoreFetch();
  serveMaps(() => failed('The server is busy.', null, 500));
  renderEvent('/event/atrium-summit/maps');
  expect((await screen.findByRole('alert')).textContent).toContain('The server is busy.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('Turkish', async () => {
  await i18n.changeLanguage('tr');
  serveMaps();
  renderEvent('/event/atrium-summit/maps');
  expect(await screen.findByRole('heading', { name: 'Alan haritaları' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Ground floor haritasını aç' })).toBeTruthy();
  expect(screen.getByLabelText('Haritalarda ara')).toBeTruthy();
});
