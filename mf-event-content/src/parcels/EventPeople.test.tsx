import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, i18n, sessionStore } from '@atrium/shared';
import type { Participant, Speaker } from '@atrium/shared/contract';
import { ok, restoreFetch, signInAs, type Call, type Handler } from '@atrium/shared/testing';
import { ada, demo, event, list, program } from '../testing/fixtures';
import { renderEvent, serveEvent } from '../testing/renderEvent';

// Speakers (spec 2 §2.6), participants (spec 2 §2.7, §6) and sponsors (spec 2 §2.8).

const speaker = (id: string, fullName: string, extra: Partial<Speaker> = {}): Speaker => ({
  id,
  fullName,
  title: 'Engineer',
  firmName: 'Firm',
  image: null,
  details: '<p>Biography</p><script>window.ran()</script>',
  externalLinks: [],
  presentations: [],
  ...extra,
});

const participant = (id: string, fullName: string, group: Participant['group'] = null): Participant => ({
  id,
  userID: id,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ')[1],
  fullName,
  title: 'Title',
  image: null,
  group,
});

let calls: Call[];

// A person waits for debounces and 500 ms busy buttons; on a loaded machine that adds up.
jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(restoreFetch);

describe('speakers (spec 2 §2.6)', () => {
  const elif = speaker('elif', 'Elif Yılmaz', {
    externalLinks: [
      { type: 0, url: 'https://twitter.com/elif', isActive: true },
      { type: 2, url: 'https://facebook.com/elif', isActive: false },
      { type: 5, url: 'elif.example', isActive: true },
    ],
    presentations: [{ id: 'p1', title: 'Opening keynote' }],
  });

  function serveSpeakers(extra: Record<string, Handler> = {}) {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    calls = serveEvent(event(), {
      'Explore/ListSpeakers': (body) => {
        const term = String(body.searchTerm ?? '').toLowerCase();
        return ok(list([elif, speaker('marco', 'Marco Rossi')].filter((s) => s.fullName.toLowerCase().includes(term))));
      },
      'Explore/GetSpeaker': () => ok(elif),
      ...extra,
    });
    return { gate, answer };
  }

  test('nine skeleton cards while loading, then the grid; search by name', async () => {
    serveSpeakers();
    renderEvent('/event/atrium-summit/speakers');
    expect(await screen.findAllByTestId('speaker-skeleton')).toHaveLength(9);
    expect(await screen.findByRole('button', { name: /Elif Yılmaz/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search speakers'), { target: { value: 'marco' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Elif Yılmaz/ })).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('button', { name: /Marco Rossi/ })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'explore/listspeakers').at(-1)?.body.searchTerm).toBe('marco');
  });

  test('the detail dialog: biography without scripts, programs, and only active links by type', async () => {
    const ran = jest.fn();
    Object.assign(window, { ran });
    serveSpeakers();
    renderEvent('/event/atrium-summit/speakers');
    fireEvent.click(await screen.findByRole('button', { name: /Elif Yılmaz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Elif Yılmaz' });
    expect(await within(dialog).findByText('Biography')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('<script');
    expect(ran).not.toHaveBeenCalled();
    const links = within(dialog).getByRole('list', { name: 'Social links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Twitter', 'https://twitter.com/elif'],
      ['Website', 'https://elif.example/'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Opening keynote' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'explore/getspeaker')?.body).toEqual({
      id: 'elif',
      includePrograms: true,
    });
  });

  test("a speaker's session opens the program item in place of the speaker", async () => {
    serveSpeakers({ 'Explore/GetProgram': () => ok(program('p1', { title: 'Opening keynote' })) });
    renderEvent('/event/atrium-summit/speakers');
    fireEvent.click(await screen.findByRole('button', { name: /Elif Yılmaz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Elif Yılmaz' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Opening keynote' }));
    expect(await screen.findByRole('dialog', { name: 'Opening keynote' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Elif Yılmaz' })).toBeNull();
  });

  test('an empty list offers a refresh', async () => {
    serveEvent(event(), { 'Explore/ListSpeakers': () => ok(list([])) });
    renderEvent('/event/atrium-summit/speakers');
    expect(await screen.findByText('Content not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('participants (spec 2 §2.7, §6)', () => {
  const vip = { title: 'VIP', color: '#f9a825' };

  test('by group and by search, 20 a page; a row opens the profile', async () => {
    const people = Array.from({ length: 25 }, (_, i) =>
      participant(`u${i}`, `Person ${String(i).padStart(2, '0')}`, i % 2 ? vip : null),
    );
    calls = serveEvent(event(), {
      'Explore/ListGroups': () => ok(list([{ id: 'vip', title: 'VIP', color: '#f9a825' }])),
      'Participant/GetParticipants': (body) => {
        const matching = people.filter(
          (p) =>
            (!body.groupID || p.group) &&
            p.fullName.toLowerCase().includes(String(body.searchTerm ?? '').toLowerCase()),
        );
        return ok({
          items: matching.slice(body.skip as number, (body.skip as number) + (body.take as number)),
          totalCount: matching.length,
        });
      },
    });
    const opened: string[] = [];
    const subscription = bus.on('profile.open').subscribe(({ userId }) => opened.push(userId));
    renderEvent('/event/atrium-summit/attendees');
    const rows = () =>
      within(screen.getByRole('list', { name: 'Participants' })).getAllByRole('button', { name: /^Person/ });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const first = calls.find((call) => call.path === 'participant/getparticipants')!;
    expect(first.body).toMatchObject({ skip: 0, take: 20 });
    expect(first.eventId).toBe('summit-id');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(within(rows()[1]).getByText('VIP')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Group'), { target: { value: 'vip' } });
    await waitFor(() => expect(rows()).toHaveLength(12));
    fireEvent.change(screen.getByLabelText('Search participants'), { target: { value: 'person 01' } });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 2000 });
    fireEvent.click(rows()[0]);
    expect(opened).toEqual(['u1']);
    subscription.unsubscribe();
  });

  test('every other row offers make-appointment while the event runs with B2B networking (spec 1 §6)', async () => {
    const people = [participant('ada-id', 'Ada Lovelace'), participant('linus', 'Linus Torvalds')];
    const serve = (overrides: Parameters<typeof event>[0]) =>
      serveEvent(event(overrides), {
        'Explore/ListGroups': () => ok(list([])),
        'Participant/GetParticipants': () => ok({ items: people, totalCount: 2 }),
      });
    const asked: unknown[] = [];
    const subscription = bus.on('appointment.make').subscribe((payload) => asked.push(payload));
    const future = new Date(Date.now() + 86_400_000).toISOString();

    calls = serve({ endDate: future });
    const view = renderEvent('/event/atrium-summit/attendees');
    fireEvent.click(await screen.findByRole('button', { name: 'Make an appointment with Linus Torvalds' }));
    expect(asked).toEqual([{ eventId: 'summit-id', userIds: ['linus'] }]);
    // Not with oneself.
    expect(screen.queryByRole('button', { name: 'Make an appointment with Ada Lovelace' })).toBeNull();
    subscription.unsubscribe();
    view.unmount();
    restoreFetch();

    for (const overrides of [
      { endDate: new Date(Date.now() - 60_000).toISOString() },
      { endDate: future, settings: { isB2BNetworkingEnabled: false, b2BNetworkingInterval: 0 } },
    ]) {
      calls = serve(overrides);
      const shown = renderEvent('/event/atrium-summit/attendees');
      expect(await screen.findByRole('button', { name: /^Linus Torvalds/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Make an appointment/ })).toBeNull();
      shown.unmount();
      restoreFetch();
    }
  });

  test('a visitor is told the list is for attendees, and nothing is asked for', async () => {
    calls = serveEvent(event({ isAttending: false }));
    renderEvent('/event/atrium-summit/attendees');
    expect(await screen.findByText('Only attendees of this event can see its participants.')).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain('participant/getparticipants');
  });
});

describe('sponsors (spec 2 §2.8)', () => {
  test('categories with headings, logos sized by logoScale, links in a new window, titles as tooltips', async () => {
    calls = serveEvent(event(), {
      'Explore/ListSponsorCategories': () =>
        ok(
          list([
            { id: 'gold', title: 'Gold', logoScale: 1.5 },
            { id: 'silver', title: 'Silver', logoScale: 1 },
            { id: 'empty', title: 'Bronze', logoScale: 1 },
          ]),
        ),
      'Explore/ListSponsors': () =>
        ok(
          list([
            {
              id: 's1',
              categoryID: 'gold',
              title: 'Nimbus Cloud',
              image: 'data:image/svg+xml,a',
              externalLink: 'nimbus.example',
            },
            { id: 's2', categoryID: 'silver', title: 'Tulip Bank', image: 'data:image/svg+xml,b', externalLink: null },
          ]),
        ),
    });
    renderEvent('/event/atrium-summit/sponsors', { width: 1280 });
    expect(await screen.findByRole('heading', { name: 'Gold' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bronze' })).toBeNull();
    const nimbus = screen.getByRole('img', { name: 'Nimbus Cloud' });
    expect(nimbus.style.width).toBe('180px');
    expect(nimbus.closest('a')?.getAttribute('href')).toBe('https://nimbus.example/');
    expect(nimbus.closest('a')?.getAttribute('target')).toBe('_blank');
    const tulip = screen.getByRole('img', { name: 'Tulip Bank' });
    expect(tulip.closest('a')).toBeNull();
    expect(tulip.closest('li')?.getAttribute('title')).toBe('Tulip Bank');
    expect(tulip.style.width).toBe('120px');
  });

  test('full scale under 768 px', async () => {
    serveEvent(event(), {
      'Explore/ListSponsorCategories': () => ok(list([{ id: 'gold', title: 'Gold', logoScale: 1 }])),
      'Explore/ListSponsors': () =>
        ok(
          list([
            { id: 's1', categoryID: 'gold', title: 'Nimbus Cloud', image: 'data:image/svg+xml,a', externalLink: null },
          ]),
        ),
    });
    renderEvent('/event/atrium-summit/sponsors', { width: 375 });
    expect((await screen.findByRole('img', { name: 'Nimbus Cloud' })).style.width).toBe('220px');
  });
});
