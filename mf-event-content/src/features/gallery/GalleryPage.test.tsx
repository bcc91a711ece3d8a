import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, sessionStore } from '@atrium/shared';
import type { AlbumItem, SocialAlbumItem } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, signInAs, type Call } from '@atrium/shared/testing';
import { ada, demo, event, list } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// Gallery (spec 2 §2.13, §8, §9): the uploads and the event memories.

const album: AlbumItem[] = [
  { id: 'a1', type: 0, url: '/images/opening.png', title: 'Opening keynote' },
  { id: 'a2', type: 0, url: '/images/coffee.png', title: null },
  { id: 'v1', type: 1, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Summit in two minutes' },
  { id: 'v2', type: 1, url: 'https://vimeo.com/76979871', title: 'Elsewhere' },
  { id: 'v3', type: 1, url: 'javascript:alert(1)', title: 'Not a link' },
];

const memory = (index: number): SocialAlbumItem => ({
  id: `m${index}`,
  image: `/images/memory-${index}.png`,
  owner: index % 5 === 4 ? null : { id: 'ada-id', fullName: 'Ada Lovelace' },
});
const memories = Array.from({ length: 30 }, (_, index) => memory(index));

let calls: Call[];

function serveGallery({ items = album, memoryList = memories, fail = false } = {}) {
  calls = serveEvent(event(), {
    'Explore/ListAlbums': (body) => {
      if (fail) return failed('The server is busy.', null, 500);
      const term = String(body.searchTerm ?? '').toLowerCase();
      return ok(list(items.filter((item) => (item.title ?? '').toLowerCase().includes(term))));
    },
    'Explore/ListEventAlbums': (body) => {
      const skip = body.skip as number;
      return ok({ items: memoryList.slice(skip, skip + (body.take as number)), totalCount: memoryList.length });
    },
  });
}

const grid = (name: string) => screen.findByRole('list', { name });

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(restoreFetch);

test('uploads: images, videos by their id and a link out; the lightbox pages through images and videos', async () => {
  serveGallery();
  renderEvent('/event/atrium-summit/album');
  expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Gallery', selected: true })).toBeTruthy();
  const uploads = await grid('Gallery');
  expect(within(uploads).getAllByRole('listitem')).toHaveLength(4);
  const outside = within(uploads).getByRole('link', { name: 'Elsewhere, opens the video site in a new tab' });
  expect(outside.getAttribute('href')).toBe('https://vimeo.com/76979871');
  expect(outside.getAttribute('target')).toBe('_blank');
  expect(within(uploads).queryByText('Not a link')).toBeNull();

  const opener = within(uploads).getByRole('button', { name: 'Opening keynote' });
  act(() => opener.focus());
  fireEvent.click(opener);
  const lightbox = screen.getByRole('dialog', { name: 'Gallery' });
  expect(within(lightbox).getByRole('img', { name: 'Opening keynote' }).getAttribute('src')).toBe(
    '/images/opening.png',
  );
  expect(within(lightbox).getByText('1 / 3')).toBeTruthy();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(within(lightbox).getByRole('img', { name: 'Item 2' })).toBeTruthy();
  fireEvent.click(within(lightbox).getByRole('button', { name: 'Next' }));
  expect(within(lightbox).getByTitle('Summit in two minutes').getAttribute('src')).toBe(
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  );
  expect(within(lightbox).getByText('3 / 3')).toBeTruthy();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);

  // A video tile opens the lightbox at the video.
  fireEvent.click(within(uploads).getByRole('button', { name: 'Video: Summit in two minutes' }));
  expect(within(screen.getByRole('dialog', { name: 'Gallery' })).getByText('3 / 3')).toBeTruthy();
});

test('uploads: search a second after typing stops; nothing found names the filter', async () => {
  serveGallery();
  renderEvent('/event/atrium-summit/album');
  await grid('Gallery');
  fireEvent.change(screen.getByLabelText('Search the gallery'), { target: { value: 'keynote' } });
  await waitFor(() => expect(screen.queryByRole('link', { name: /Elsewhere/ })).toBeNull(), { timeout: 3000 });
  expect(calls.filter((call) => call.path === 'explore/listalbums').map((call) => call.body.searchTerm)).toEqual([
    null,
    'keynote',
  ]);
  fireEvent.change(screen.getByLabelText('Search the gallery'), { target: { value: 'parking' } });
  expect(await screen.findByText('No content matches your filter', undefined, { timeout: 3000 })).toBeTruthy();
});

test('uploads: a failure shows Try again; an empty gallery says content not found', async () => {
  serveGallery({ fail: true });
  const view = renderEvent('/event/atrium-summit/album');
  expect((await screen.findByRole('alert')).textContent).toContain('The server is busy.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  view.unmount();
  restoreFetch();
  serveGallery({ items: [] });
  renderEvent('/event/atrium-summit/album');
  expect(await screen.findByText('Content not found')).toBeTruthy();
});

test('event memories: 24 a page with the owner or the organiser, Load more until an empty page returns', async () => {
  serveGallery();
  renderEvent('/event/atrium-summit/album');
  fireEvent.click(await screen.findByRole('tab', { name: 'Event memories' }));
  const photos = await grid('Event memories');
  expect(within(photos).getAllByRole('listitem')).toHaveLength(24);
  expect(within(photos).getAllByRole('button', { name: 'Photo by Ada Lovelace' }).length).toBeGreaterThan(0);
  expect(within(photos).getAllByRole('button', { name: 'Photo by the organiser' })).toHaveLength(4);
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(photos).getAllByRole('listitem')).toHaveLength(30));
  // A short page is not the end (spec 2 §2.13): photos keep coming in during an event.
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  const pages = calls.filter((call) => call.path === 'explore/listeventalbums').map((call) => call.body);
  expect(pages).toEqual([
    { type: 0, skip: 0, take: 24 },
    { type: 0, skip: 24, take: 24 },
    { type: 0, skip: 30, take: 24 },
  ]);
  expect(within(photos).getAllByRole('button', { name: 'Photo by the organiser' })).toHaveLength(6);
  fireEvent.click(within(photos).getAllByRole('button', { name: 'Photo by the organiser' })[0]);
  const lightbox = screen.getByRole('dialog', { name: 'Event memories' });
  expect(within(lightbox).getByText('5 / 30')).toBeTruthy();
  expect(within(lightbox).getByRole('img', { name: 'The organiser' })).toBeTruthy();
});

test('event memories: none says content not found', async () => {
  serveGallery({ memoryList: [] });
  renderEvent('/event/atrium-summit/album');
  fireEvent.click(await screen.findByRole('tab', { name: 'Event memories' }));
  expect(await screen.findByText('Content not found')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('Turkish', async () => {
  await i18n.changeLanguage('tr');
  serveGallery();
  renderEvent('/event/atrium-summit/album');
  expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
  expect(screen.getByLabelText('Galeride ara')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Etkinlik anıları' }));
  const photos = await grid('Etkinlik anıları');
  expect(within(photos).getAllByRole('button', { name: 'Fotoğraf: Organizatör' })).toHaveLength(4);
  expect(screen.getByRole('button', { name: 'Daha fazla yükle' })).toBeTruthy();
});
