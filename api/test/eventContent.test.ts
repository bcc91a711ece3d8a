import { NOT_LOGGED_IN_MESSAGE, type Envelope } from '@atrium/shared/contract';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { postgres, sqlite } from '@atrium/shared/server/testing';

// Issue 5: Explore/*, Participant/*, Registration/GetRegistrationFormUrls (spec 1 §7, spec 2 §6, §7.1).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;
type Headers = Record<string, string>;

describe.each([sqlite, postgres])('event content api on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let demoId: string;
  let acmeId: string;
  let ada: Headers;
  let linus: Headers;
  let grace: Headers;
  let summitId: string;
  let forumId: string;
  let launchId: string;

  async function call(url: string, body: unknown = {}, headers: Headers = {}) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v2/${url}`,
      headers,
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  async function signIn(email: string, applicationId: string): Promise<Headers> {
    const { body } = await call(
      'login/signin',
      { email, password: DEMO_PASSWORD },
      { 'x-application-id': applicationId },
    );
    return { authorization: `Bearer ${body.data.token}`, 'x-application-id': applicationId };
  }

  const inEvent = (headers: Headers, eventId: string) => ({ ...headers, 'x-event-id': eventId });

  async function eventBySlug(headers: Headers, slug: string) {
    return (await call('Explore/GetEventBySlug', { slug }, headers)).body.data;
  }

  async function summitPrograms(headers = ada, body: object = {}) {
    return (await call('Explore/ListPrograms', body, inEvent(headers, summitId))).body.data;
  }

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, jwtSecret: 'test-secret' });
    await seedDemoData(api.db);
    demoId = (await call('login/getapplication', { id: 'demo' })).body.data.id;
    acmeId = (await call('login/getapplication', { id: 'acme' })).body.data.id;
    [ada, linus, grace] = await Promise.all([
      signIn('ada@demo.test', demoId),
      signIn('linus@demo.test', demoId),
      signIn('grace@acme.test', acmeId),
    ]);
    summitId = (await eventBySlug(ada, 'atrium-summit')).id;
    forumId = (await eventBySlug(ada, 'past-forum')).id;
    launchId = (await eventBySlug(grace, 'acme-launch')).id;
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  describe('Explore/SearchEvent (spec 1 §2 Home and event lists)', () => {
    const search = (headers: Headers, searchType: number, extra: object = {}) =>
      call('Explore/SearchEvent', { skip: 0, take: 10, searchType, ...extra }, headers);
    const slugs = (envelope: AnyEnvelope) => envelope.data.items.map((event: { slug: string }) => event.slug);

    test('is closed to guests', async () => {
      expect(await search({}, 0)).toEqual({
        status: 401,
        body: { hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null },
      });
    });

    test('splits the brand events into attended, upcoming and past', async () => {
      expect(slugs((await search(linus, 0)).body)).toEqual(['atrium-summit']);
      expect(slugs((await search(linus, 1)).body)).toEqual(['future-expo']);
      expect(slugs((await search(linus, 2)).body)).toEqual(['past-forum']);
      // Another brand's events never appear (tenancy).
      expect(slugs((await search(grace, 0)).body)).toEqual(['acme-launch']);
      expect(slugs((await search(grace, 1)).body)).toEqual([]);
    });

    test('answers every field of an event card (spec 1 §3)', async () => {
      const [card] = (await search(linus, 0)).body.data.items;
      expect(card).toEqual({
        id: summitId,
        slug: 'atrium-summit',
        title: 'Atrium Summit',
        type: 'hybrid',
        image: expect.stringMatching(/^data:image\/svg\+xml,/),
        logo: expect.stringMatching(/^data:image\/svg\+xml,/),
        category: 'Technology',
        startDate: expect.any(String),
        endDate: expect.any(String),
        startTime: '09:00',
        endTime: '18:00',
        timezone: 'Europe/Istanbul',
        location: {
          venue: 'Haliç Congress Center',
          address: expect.any(String),
          latitude: 41.0586,
          longtitude: 28.9478,
        },
        color: '#3949ab',
        modules: expect.any(Array),
        isAttending: true,
        organisation: { title: 'Atrium Events', image: expect.any(String) },
        settings: { isB2BNetworkingEnabled: true, b2BNetworkingInterval: 15 },
      });
      // Running now (DESIGN "Demo data"), 09:00 Istanbul = 06:00 UTC.
      expect(new Date(card.startDate).getTime()).toBeLessThan(Date.now());
      expect(new Date(card.endDate).getTime()).toBeGreaterThan(Date.now());
      expect(card.startDate).toMatch(/T06:00:00\.000Z$/);
    });

    test('pages with skip and take and counts everything', async () => {
      const first = await call('Explore/SearchEvent', { skip: 0, take: 1, searchType: 2 }, ada);
      expect(first.body.data).toMatchObject({ totalCount: 1, items: [{ slug: 'past-forum' }] });
      const beyond = await call('Explore/SearchEvent', { skip: 1, take: 1, searchType: 2 }, ada);
      expect(beyond.body.data).toEqual({ items: [], totalCount: 1 });
    });

    test('searches titles, case-insensitively, with LIKE wildcards taken literally', async () => {
      expect(slugs((await search(linus, 1, { searchTerm: 'EXPO' })).body)).toEqual(['future-expo']);
      expect(slugs((await search(linus, 1, { searchTerm: 'summit' })).body)).toEqual([]);
      expect(slugs((await search(linus, 1, { searchTerm: '%' })).body)).toEqual([]);
    });

    test('bad input is a field error, never a 500', async () => {
      const { status, body } = await call('Explore/SearchEvent', { skip: -1, take: 0, searchType: 3 }, ada);
      expect(status).toBe(400);
      expect(Object.keys(body.validationErrors ?? {}).sort()).toEqual(['searchType', 'skip', 'take']);
      const missing = await call('Explore/SearchEvent', {}, ada);
      expect(Object.keys(missing.body.validationErrors ?? {}).sort()).toEqual(['searchType', 'skip', 'take']);
    });
  });

  describe('Explore/GetEvent and GetEventBySlug (spec 2 §3, §4 Event load)', () => {
    test('answers the whole event with its modules, flags and about', async () => {
      const event = await eventBySlug(ada, 'atrium-summit');
      expect(event).toMatchObject({
        id: summitId,
        isAttending: true,
        about: expect.stringContaining('<p>'),
        contactEmail: 'hello@atrium-summit.example',
        organizator: {
          email: expect.any(String),
          emailIsActive: true,
          phoneNumberIsActive: true,
          mobilePhoneIsActive: false,
        },
        socialMedia: { twitterIsActive: true, facebookIsActive: false, websiteIsActive: true },
      });
      const names = event.modules.map((module: { name: string }) => module.name);
      expect(names).toEqual(expect.arrayContaining(['Program', 'Speakers', 'Attendees', 'Sponsors', 'SocialHub']));
      expect(event.modules.find((module: { isCustom: boolean }) => module.isCustom)).toEqual({
        name: 'Custom',
        title: 'Venue guide',
        titleTr: 'Mekân rehberi',
        isCustom: true,
        url: 'atrium.example/venue-guide',
      });
      expect((await call('Explore/GetEvent', { id: summitId }, ada)).body.data.slug).toBe('atrium-summit');
    });

    test('isAttending is false for a visitor', async () => {
      expect((await eventBySlug(ada, 'past-forum')).isAttending).toBe(false);
    });

    test("an unknown slug, an unknown id and another brand's event are 'Data not found.'", async () => {
      const notFound = { hasError: true, message: 'Data not found.', data: null, validationErrors: null };
      expect(await call('Explore/GetEventBySlug', { slug: 'no-such-event' }, ada)).toEqual({
        status: 404,
        body: notFound,
      });
      expect(await call('Explore/GetEvent', { id: 'no-such-id' }, ada)).toEqual({ status: 404, body: notFound });
      expect((await call('Explore/GetEventBySlug', { slug: 'acme-launch' }, ada)).body).toEqual(notFound);
      expect((await call('Explore/GetEvent', { id: launchId }, ada)).body).toEqual(notFound);
    });

    test('answers in Turkish', async () => {
      const { body } = await call('Explore/GetEventBySlug', { slug: 'nope' }, { ...ada, 'accept-language': 'tr' });
      expect(body.message).toBe('Veri bulunamadı.');
    });
  });

  describe('the event-id header (spec 1 §6)', () => {
    test('is required by the lists of one event', async () => {
      const { status, body } = await call('Explore/ListPrograms', {}, ada);
      expect(status).toBe(400);
      expect(body.validationErrors).toEqual({ 'x-event-id': 'This field is required.' });
    });

    test("an unknown event or another brand's event is 'Data not found.'", async () => {
      expect((await call('Explore/ListSpeakers', {}, inEvent(ada, 'nope'))).body.message).toBe('Data not found.');
      expect((await call('Explore/ListSpeakers', {}, inEvent(ada, launchId))).body.message).toBe('Data not found.');
      expect((await call('Participant/GetParticipants', {}, inEvent(grace, summitId))).body.message).toBe(
        'Data not found.',
      );
    });
  });

  describe('program (spec 2 §2.5)', () => {
    test('three consecutive days from the event start, in the event time zone', async () => {
      const event = await eventBySlug(ada, 'atrium-summit');
      const { items } = (await call('Explore/ListProgramDays', {}, inEvent(ada, summitId))).body.data;
      expect(items).toHaveLength(3);
      const firstDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
        new Date(event.startDate),
      );
      expect(items[0].date).toBe(firstDay);
      const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
      expect(dayMs(items[1].date) - dayMs(items[0].date)).toBe(86_400_000);
      expect(dayMs(items[2].date) - dayMs(items[1].date)).toBe(86_400_000);
    });

    test('a full page, a middle page and the last page all count the whole program', async () => {
      const { items } = await summitPrograms();
      const pages = await Promise.all([0, 10, 20].map((skip) => summitPrograms(ada, { skip, take: 10 })));
      expect(pages.map((page) => page.totalCount)).toEqual([23, 23, 23]);
      expect(pages.flatMap((page) => page.items)).toEqual(items);
    });

    test('items of every type in day and time order, with speakers and instants matching HH:mm', async () => {
      const { items, totalCount } = await summitPrograms();
      expect(totalCount).toBe(23);
      expect(new Set(items.map((item: { type: number }) => item.type))).toEqual(new Set([0, 1, 2, 3]));
      const keynote = items.find((item: { title: string }) => item.title.startsWith('Opening keynote'));
      expect(keynote).toMatchObject({
        type: 0,
        startTime: '09:30',
        endTime: '10:30',
        saloonID: expect.any(String),
        subEventID: null,
        avgRate: 5,
        rateCount: 1,
      });
      expect(keynote.speakers.map((s: { speaker: { fullName: string } }) => s.speaker.fullName)).toEqual([
        'Elif Yılmaz',
        'Daniel Okafor',
      ]);
      // Istanbul is UTC+3 all year.
      expect(keynote.startDate).toMatch(/T06:30:00\.000Z$/);
      expect(new Date(keynote.endDate).getTime() - new Date(keynote.startDate).getTime()).toBe(3_600_000);
      const badge = items.find(
        (item: { type: number; badgeTitle: string | null }) => item.type === 3 && item.badgeTitle,
      );
      expect(badge.badgeTitle).toMatch(/^fa fa-/);
      const starts = items.map((item: { startDate: string }) => item.startDate);
      expect([...starts].sort()).toEqual(starts);
    });

    test('searches titles and speaker names, and filters by ids', async () => {
      const byTitle = await summitPrograms(ada, { searchTerm: 'KEYNOTE' });
      expect(byTitle.totalCount).toBe(3);
      const bySpeaker = await summitPrograms(ada, { searchTerm: 'jonas' });
      expect(bySpeaker.items.map((item: { title: string }) => item.title).sort()).toEqual([
        'Observability for event platforms',
        'Securing a multi-tenant api',
      ]);
      const { items } = await summitPrograms();
      const picked = await summitPrograms(ada, { ids: [items[0].id, items[5].id] });
      expect(picked.items.map((item: { id: string }) => item.id)).toEqual([items[0].id, items[5].id]);
    });

    test('halls, sub-events with their usage, and one program by id', async () => {
      const halls = (await call('Explore/ListSaloons', {}, inEvent(ada, summitId))).body.data.items;
      expect(halls.map((hall: { title: string }) => hall.title)).toEqual(['Main Hall', 'Hall B', 'Workshop Room']);
      const subEvents = (await call('Explore/ListSubEvents', {}, inEvent(ada, summitId))).body.data.items;
      expect(subEvents.find((s: { title: string }) => s.title === 'Founders Dinner')).toMatchObject({
        stock: 2,
        usage: 1,
        type: 2,
        enableMobileRegistrations: true,
      });
      const { items } = await summitPrograms();
      const { body } = await call('Explore/GetProgram', { id: items[1].id }, ada);
      expect(body.data).toEqual(items[1]);
      expect((await call('Explore/GetProgram', { id: items[1].id }, grace)).body.message).toBe('Data not found.');
    });
  });

  describe('speakers, sponsors and groups (spec 2 §2.6, §2.8)', () => {
    test('speakers are searched by name, firm or title; one speaker comes with programs and links', async () => {
      const all = (await call('Explore/ListSpeakers', {}, inEvent(ada, summitId))).body.data;
      expect(all.totalCount).toBe(8);
      const found = (await call('Explore/ListSpeakers', { searchTerm: 'bosphorus' }, inEvent(ada, summitId))).body.data;
      expect(found.items.map((s: { fullName: string }) => s.fullName)).toEqual(['Elif Yılmaz']);
      const { body } = await call('Explore/GetSpeaker', { id: found.items[0].id, includePrograms: true }, ada);
      expect(body.data.presentations.map((p: { title: string }) => p.title)).toEqual([
        'Opening keynote: events without walls',
        'Keynote: real-time at scale',
      ]);
      expect(body.data.externalLinks).toContainEqual({ type: 2, url: expect.any(String), isActive: false });
      const without = await call('Explore/GetSpeaker', { id: found.items[0].id }, ada);
      expect(without.body.data.presentations).toEqual([]);
      expect((await call('Explore/GetSpeaker', { id: found.items[0].id }, grace)).body.message).toBe('Data not found.');
    });

    test('sponsor categories with logoScale, sponsors in categories, participant groups', async () => {
      const categories = (await call('Explore/ListSponsorCategories', {}, inEvent(ada, summitId))).body.data.items;
      expect(categories.map((c: { logoScale: number }) => c.logoScale)).toEqual([1.5, 1.2, 1, 0.8]);
      const sponsors = (await call('Explore/ListSponsors', {}, inEvent(ada, summitId))).body.data.items;
      expect(sponsors).toHaveLength(8);
      const categoryIds = new Set(categories.map((c: { id: string }) => c.id));
      expect(sponsors.every((s: { categoryID: string }) => categoryIds.has(s.categoryID))).toBe(true);
      expect(sponsors.some((s: { externalLink: string | null }) => s.externalLink === null)).toBe(true);
      const groups = (await call('Explore/ListGroups', {}, inEvent(ada, summitId))).body.data.items;
      expect(groups.map((g: { title: string }) => g.title)).toEqual(['Speakers', 'VIP', 'Attendees', 'Press']);
    });

    test('a take above 1000 is refused', async () => {
      const { body } = await call('Explore/ListSpeakers', { take: 1001 }, inEvent(ada, summitId));
      expect(body.validationErrors).toEqual({ take: 'This value is not valid.' });
    });

    test('participants take up to 10000, for the make-appointment dialog (spec 1 §9)', async () => {
      const all = await call('Participant/GetParticipants', { skip: 0, take: 10000 }, inEvent(ada, summitId));
      expect(all.body.hasError).toBe(false);
      expect(all.body.data.items.length).toBe(all.body.data.totalCount);
      const over = await call('Participant/GetParticipants', { take: 10001 }, inEvent(ada, summitId));
      expect(over.body.validationErrors).toEqual({ take: 'This value is not valid.' });
    });
  });

  describe('Participant/ActivateEvent (spec 1 §7)', () => {
    test('an event-wide code opens future-expo, which moves from upcoming to attended', async () => {
      const { body } = await call('Participant/ActivateEvent', { activationCode: ' 123456-7890123 ' }, ada);
      expect(body).toMatchObject({
        hasError: false,
        message: 'The event was added to your events.',
        data: { slug: 'future-expo', title: 'Future Expo' },
      });
      const attended = (await call('Explore/SearchEvent', { skip: 0, take: 6, searchType: 0 }, ada)).body.data.items;
      expect(attended.map((e: { slug: string }) => e.slug)).toEqual(['atrium-summit', 'future-expo']);
      const upcoming = (await call('Explore/SearchEvent', { skip: 0, take: 10, searchType: 1 }, ada)).body.data;
      expect(upcoming).toEqual({ items: [], totalCount: 0 });
      const again = await call('Participant/ActivateEvent', { activationCode: '123456-7890123' }, ada);
      expect(again.body).toMatchObject({ hasError: false, message: 'You already have access to this event.' });
    });

    test('a wrong, malformed or empty code is a field error', async () => {
      const wrong = await call('Participant/ActivateEvent', { activationCode: '000000-0000000' }, ada);
      expect(wrong).toEqual({
        status: 400,
        body: {
          hasError: true,
          message: 'This activation code is not valid.',
          data: null,
          validationErrors: { activationCode: 'This activation code is not valid.' },
        },
      });
      for (const activationCode of ['1234567890123', '12345-67890123', '']) {
        const { body } = await call('Participant/ActivateEvent', { activationCode }, ada);
        expect(body.validationErrors).toEqual({ activationCode: expect.any(String) });
      }
    });

    test("a personal code opens only for its user, and a brand's code not for another brand", async () => {
      const linusId = (await call('account/get', {}, linus)).body.data.user.id;
      await api.db('activation_codes').insert({
        application_id: demoId,
        event_id: forumId,
        code: '555555-5555555',
        kind: 'personal',
        user_id: linusId,
      });
      const other = await call('Participant/ActivateEvent', { activationCode: '555555-5555555' }, ada);
      expect(other.body.message).toBe('This activation code belongs to another account.');
      const own = await call('Participant/ActivateEvent', { activationCode: '555555-5555555' }, linus);
      expect(own.body.data.slug).toBe('past-forum');
      const acme = await call('Participant/ActivateEvent', { activationCode: '123456-7890123' }, grace);
      expect(acme.body.message).toBe('This activation code is not valid.');
    });
    test('a personal code follows one rule here and in fast login: the first account to use it owns it', async () => {
      const personal = (code: string) =>
        api.db('activation_codes').insert({ application_id: demoId, event_id: forumId, code, kind: 'personal' });
      const fastLogin = (activationCode: string, emailAddress: string) =>
        call(
          'login/fastlogin',
          { activationCode, emailAddress, password: DEMO_PASSWORD, checkbox: true },
          { 'x-application-id': demoId },
        );
      const taken = { hasError: true, message: 'This activation code belongs to another account.' };

      // Claimed here, refused to someone else by fast login.
      await personal('666666-6666666');
      const claimed = await call('Participant/ActivateEvent', { activationCode: '666666-6666666' }, ada);
      expect(claimed.body).toMatchObject({ hasError: false, data: { slug: 'past-forum' } });
      expect((await fastLogin('666666-6666666', 'linus@demo.test')).body).toMatchObject(taken);
      expect((await fastLogin('666666-6666666', 'ada@demo.test')).body.data.slug).toBe('past-forum');

      // Claimed by fast login, refused to someone else here.
      await personal('777777-7777777');
      expect((await fastLogin('777777-7777777', 'linus@demo.test')).body.hasError).toBe(false);
      expect((await call('Participant/ActivateEvent', { activationCode: '777777-7777777' }, ada)).body).toMatchObject(
        taken,
      );
      const own = await call('Participant/ActivateEvent', { activationCode: '777777-7777777' }, linus);
      expect(own.body).toMatchObject({ hasError: false, data: { slug: 'past-forum' } });

      // Ada is a visitor of the forum in the tests below.
      const adaId = (await call('account/get', {}, ada)).body.data.user.id;
      await api.db('event_attendees').where({ event_id: forumId, user_id: adaId }).delete();
    });
  });

  describe('participants (spec 2 §2.7, §6)', () => {
    test('attendees see who shows on the app, with groups, by group and by search', async () => {
      const { body } = await call('Participant/GetParticipants', {}, inEvent(ada, summitId));
      const firstNames = body.data.items.map((p: { firstName: string }) => p.firstName);
      // By first name; the demo's hidden attendee (Satoshi) is not among them (issue 12 item 6).
      expect(firstNames).toEqual(['Ada', 'Alan', 'Edsger', 'Hedy', 'Katherine', 'Linus', 'Margaret', 'Tim']);
      expect(body.data.totalCount).toBe(8);
      const named = (...names: string[]) =>
        body.data.items.filter((p: { firstName: string }) => names.includes(p.firstName));
      expect(named('Ada', 'Linus')).toEqual([
        expect.objectContaining({
          fullName: 'Ada Lovelace',
          firstName: 'Ada',
          group: { title: 'Attendees', color: '#1e88e5' },
        }),
        expect.objectContaining({
          fullName: 'Linus Torvalds',
          title: 'Maintainer',
          group: { title: 'VIP', color: '#f9a825' },
        }),
      ]);
      expect(body.data.items[0].id).toBe(body.data.items[0].userID);
      const groups = (await call('Explore/ListGroups', {}, inEvent(ada, summitId))).body.data.items;
      const vip = groups.find((g: { title: string }) => g.title === 'VIP').id;
      const byGroup = await call('Participant/GetParticipants', { groupID: vip }, inEvent(ada, summitId));
      expect(byGroup.body.data.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Linus']);
      const bySearch = await call('Participant/GetParticipants', { searchTerm: 'kernel' }, inEvent(ada, summitId));
      expect(bySearch.body.data.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Linus']);
      const byName = await call('Participant/GetParticipants', { searchTerm: 'ada love' }, inEvent(ada, summitId));
      expect(byName.body.data.totalCount).toBe(1);
    });

    test('someone hidden from the app (showMeOnAPP false) is not listed', async () => {
      await api.db('users').where({ email: 'linus@demo.test' }).update({ show_me_on_app: false });
      try {
        const { body } = await call('Participant/GetParticipants', {}, inEvent(ada, summitId));
        const firstNames = body.data.items.map((p: { firstName: string }) => p.firstName);
        expect(firstNames).toContain('Ada');
        expect(firstNames).not.toContain('Linus');
        expect(firstNames).toHaveLength(7);
      } finally {
        await api.db('users').where({ email: 'linus@demo.test' }).update({ show_me_on_app: true });
      }
    });

    test('a visitor gets a clear error, not the list', async () => {
      const { status, body } = await call('Participant/GetParticipants', {}, inEvent(ada, forumId));
      expect(status).toBe(403);
      expect(body).toEqual({
        hasError: true,
        message: 'Only attendees of this event can do this.',
        data: null,
        validationErrors: null,
      });
      expect((await call('Participant/GetCurrentParticipant', {}, inEvent(ada, forumId))).status).toBe(403);
    });

    test('the current participant', async () => {
      const { body } = await call('Participant/GetCurrentParticipant', {}, inEvent(linus, summitId));
      expect(body.data).toMatchObject({ fullName: 'Linus Torvalds', group: { title: 'VIP' } });
    });
  });

  describe('rating (spec 2 §4 Program rating, §5)', () => {
    let programID: string;
    beforeAll(async () => {
      programID = (await summitPrograms()).items.find((item: { title: string }) =>
        item.title.startsWith('Designing'),
      ).id;
    });

    test('a rating outside 1-5 is refused with a field error', async () => {
      for (const rate of [0, 6, 2.5, '5']) {
        const { status, body } = await call('Participant/RateProgram', { programID, rate }, ada);
        expect(status).toBe(400);
        expect(Object.keys(body.validationErrors ?? {})).toEqual(['rate']);
      }
    });

    test('one rating per user; deleting it lets the user rate again', async () => {
      const first = await call(
        'Participant/RateProgram',
        { programID, rate: 4, comment: '  Clear and useful.  ' },
        ada,
      );
      expect(first.body).toMatchObject({
        hasError: false,
        message: 'Thank you for your rating.',
        data: { programID, rate: 4, comment: 'Clear and useful.', user: { fullName: 'Ada Lovelace' } },
      });
      const second = await call('Participant/RateProgram', { programID, rate: 5 }, ada);
      expect(second.body).toMatchObject({ hasError: true, message: 'You have already rated this session.' });

      const mine = await call('Participant/GetMyProgramRates', {}, inEvent(ada, summitId));
      expect(mine.body.data.items.map((r: { programID: string }) => r.programID)).toEqual([programID]);
      const rates = await call('Participant/GetProgramRates', { programID }, ada);
      expect(rates.body.data).toMatchObject({ totalCount: 1, items: [{ rate: 4, comment: 'Clear and useful.' }] });
      const [item] = (await summitPrograms(ada, { ids: [programID] })).items;
      expect(item).toMatchObject({ avgRate: 4, rateCount: 1 });

      const deleted = await call('Participant/DeleteRate', { programID }, ada);
      expect(deleted.body).toEqual({
        hasError: false,
        message: 'Your rating was deleted.',
        data: null,
        validationErrors: null,
      });
      expect((await call('Participant/DeleteRate', { programID }, ada)).body.message).toBe('Data not found.');
      expect((await call('Participant/RateProgram', { programID, rate: 3 }, ada)).body.hasError).toBe(false);
    });

    test('a comment is optional and a user deletes only their own rating', async () => {
      expect(
        (await call('Participant/RateProgram', { programID, rate: 2, comment: null }, linus)).body.data.comment,
      ).toBeNull();
      await call('Participant/DeleteRate', { programID }, linus);
      const left = await call('Participant/GetProgramRates', { programID }, ada);
      expect(left.body.data.items.map((r: { user: { fullName: string } }) => r.user.fullName)).toEqual([
        'Ada Lovelace',
      ]);
    });

    test('someone hidden from the app is named in the appreciations to no one but themselves, and still counts', async () => {
      await call('Participant/RateProgram', { programID, rate: 5, comment: 'Mine.' }, linus);
      await api.db('users').where({ email: 'linus@demo.test' }).update({ show_me_on_app: false });
      try {
        const names = async (viewer: typeof ada) =>
          (await call('Participant/GetProgramRates', { programID }, viewer)).body.data.items.map(
            (r: { user: { fullName: string } }) => r.user.fullName,
          );
        expect(await names(ada)).toEqual(['Ada Lovelace']);
        expect(await names(linus)).toEqual(['Linus Torvalds', 'Ada Lovelace']);
        const [item] = (await summitPrograms(ada, { ids: [programID] })).items;
        expect(item).toMatchObject({ avgRate: 4, rateCount: 2 });
      } finally {
        await api.db('users').where({ email: 'linus@demo.test' }).update({ show_me_on_app: true });
        await call('Participant/DeleteRate', { programID }, linus);
      }
    });

    test('a visitor cannot rate, and an unknown program is not found', async () => {
      const forumProgram = (await call('Explore/ListPrograms', {}, inEvent(ada, forumId))).body.data.items[0].id;
      const { status, body } = await call('Participant/RateProgram', { programID: forumProgram, rate: 5 }, ada);
      expect(status).toBe(403);
      expect(body.message).toBe('Only attendees of this event can do this.');
      expect((await call('Participant/RateProgram', { programID: 'nope', rate: 5 }, ada)).body.message).toBe(
        'Data not found.',
      );
    });
  });

  describe('sub-event registration (spec 2 §4)', () => {
    let subEvents: { id: string; title: string }[];
    const idOf = (title: string) => subEvents.find((s) => s.title === title)!.id;
    beforeAll(async () => {
      subEvents = (await call('Explore/ListSubEvents', {}, inEvent(ada, summitId))).body.data.items;
    });

    test('types 0 and 1 confirm at once, other types wait for approval; one registration each', async () => {
      const workshop = await call(
        'Participant/RegisterToSubEvent',
        { subEventID: idOf('AI Workshop'), questions: [] },
        inEvent(ada, summitId),
      );
      expect(workshop.body).toMatchObject({
        hasError: false,
        message: 'Your registration is confirmed.',
        data: { subEventID: idOf('AI Workshop'), status: 1 },
      });
      const again = await call(
        'Participant/RegisterToSubEvent',
        { subEventID: idOf('AI Workshop') },
        inEvent(ada, summitId),
      );
      expect(again.body.message).toBe('You are already registered.');
      const dinner = await call(
        'Participant/RegisterToSubEvent',
        { subEventID: idOf('Founders Dinner') },
        inEvent(ada, summitId),
      );
      expect(dinner.body).toMatchObject({ message: 'Your registration is waiting for approval.', data: { status: 0 } });
      const mine = await call('Participant/GetMySubEventRegistrations', {}, inEvent(ada, summitId));
      expect(mine.body.data.items).toEqual([
        { subEventID: idOf('AI Workshop'), status: 1 },
        { subEventID: idOf('Founders Dinner'), status: 0 },
      ]);
    });

    test('closed when mobile registration is off or the stock is used up', async () => {
      const closed = await call(
        'Participant/RegisterToSubEvent',
        { subEventID: idOf('Hackathon') },
        inEvent(ada, summitId),
      );
      expect(closed.body.message).toBe('Registration for this sub-event is closed.');
      await api
        .db('sub_events')
        .where({ id: idOf('AI Workshop') })
        .update({ stock: 1 });
      try {
        const full = await call(
          'Participant/RegisterToSubEvent',
          { subEventID: idOf('AI Workshop') },
          inEvent(linus, summitId),
        );
        expect(full.body.message).toBe('There are no places left.');
      } finally {
        await api
          .db('sub_events')
          .where({ id: idOf('AI Workshop') })
          .update({ stock: 30 });
      }
    });

    test('the sub-event must belong to the X-Event-Id event, which the user must attend', async () => {
      await call('Participant/ActivateEvent', { activationCode: '123456-7890123' }, linus);
      const expo = await eventBySlug(linus, 'future-expo');
      const wrongEvent = await call(
        'Participant/RegisterToSubEvent',
        { subEventID: idOf('AI Workshop') },
        inEvent(linus, expo.id),
      );
      expect(wrongEvent.body.message).toBe('Data not found.');
      const visitor = await call(
        'Participant/RegisterToSubEvent',
        { subEventID: idOf('AI Workshop') },
        inEvent(grace, launchId),
      );
      expect(visitor.body.message).toBe('Data not found.');
      expect((await call('Participant/GetMySubEventRegistrations', {}, inEvent(ada, forumId))).status).toBe(403);
    });
  });

  describe('personal agenda (issue 5, beyond the seeds)', () => {
    test('stars are kept per user on the server', async () => {
      const { items } = await summitPrograms();
      const [a, b] = [items[1].id, items[4].id];
      await call('Participant/SetAgendaItem', { programID: a, isStarred: true }, ada);
      const starred = await call('Participant/SetAgendaItem', { programID: b, isStarred: true }, ada);
      expect(starred.body.data.programIds).toEqual([a, b]);
      await call('Participant/SetAgendaItem', { programID: a, isStarred: true }, ada);
      expect((await call('Participant/GetMyAgenda', {}, inEvent(ada, summitId))).body.data.programIds).toEqual([a, b]);
      expect((await call('Participant/GetMyAgenda', {}, inEvent(linus, summitId))).body.data.programIds).toEqual([]);
      await call('Participant/SetAgendaItem', { programID: a, isStarred: false }, ada);
      expect((await call('Participant/GetMyAgenda', {}, inEvent(ada, summitId))).body.data.programIds).toEqual([b]);
    });

    test('only for attendees', async () => {
      const forumProgram = (await call('Explore/ListPrograms', {}, inEvent(ada, forumId))).body.data.items[0].id;
      const { status } = await call('Participant/SetAgendaItem', { programID: forumProgram, isStarred: true }, ada);
      expect(status).toBe(403);
      const missing = await call('Participant/SetAgendaItem', { programID: forumProgram }, ada);
      expect(missing.body.validationErrors).toEqual({ isStarred: 'This field is required.' });
    });
  });

  test('Registration/GetRegistrationFormUrls lists the forms a visitor needs (spec 2 §2.3)', async () => {
    const expo = await eventBySlug(ada, 'future-expo');
    const { body } = await call('Registration/GetRegistrationFormUrls', {}, inEvent(ada, expo.id));
    expect(body.data.items).toEqual([
      { title: 'Visitor registration', url: expect.stringMatching(/^https:\/\//) },
      { title: 'Exhibitor ticket', url: expect.stringMatching(/^https:\/\//) },
    ]);
    expect((await call('Registration/GetRegistrationFormUrls', {}, inEvent(ada, summitId))).body.data.items).toEqual(
      [],
    );
  });

  test('every call of this issue refuses guests and answers bad bodies with field errors', async () => {
    const calls = [
      'Explore/GetEvent',
      'Explore/GetEventBySlug',
      'Explore/ListPrograms',
      'Participant/ActivateEvent',
      'Participant/GetParticipants',
      'Participant/RateProgram',
      'Participant/SetAgendaItem',
      'Registration/GetRegistrationFormUrls',
    ];
    for (const url of calls) {
      expect((await call(url, {})).status).toBe(401);
      const { status, body } = await call(url, [], inEvent(ada, summitId));
      expect(status).toBeLessThan(500);
      expect(body.hasError || body.data !== null).toBe(true);
    }
  });
});
