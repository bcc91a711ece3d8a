import { randomUUID } from 'node:crypto';
import { NOT_LOGGED_IN_MESSAGE, type CallName } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DemoEvent, fieldsOf, NOT_FOUND as notFound, type Headers } from './demoEvent';

// Issue 14: the exhibition's booths (spec 2 §2.9, §2.10, §3 Booth, §4 Booth, §6, §7.2, §9): pages,
// search, the hall filter, the booth's detail, check-in with the booth's questions, and joining.

describe.each([sqlite, postgres])('booths on $name', (database) => {
  let demo: DemoEvent;
  let api: DemoEvent['api'];
  let summitId: string;
  let forumId: string;
  let ada: Headers;
  let linus: Headers;
  let dennis: Headers;
  let satoshi: Headers;
  let grace: Headers;
  const stands = new Map<string, string>();

  const call = (name: CallName, body: unknown, headers: Headers, eventId: string | null = summitId) =>
    demo.call(name, body, headers, eventId);
  const list = async (body: object = {}, headers = ada) => (await call('Stand/List', body, headers)).body.data;
  const titles = (data: { items: { title: string }[] }) => data.items.map((item) => item.title);
  const booth = async (title: string, headers = ada) =>
    (await call('stand/get', { id: stands.get(title) }, headers)).body.data.item;
  const checkIn = (body: object, headers = ada) => call('stand/checkin', body, headers);

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    ({ api, summitId, forumId } = demo);
    for (const row of await api.db('stands').select('id', 'title')) stands.set(row.title, row.id);
    [ada, linus, dennis, satoshi, grace] = await Promise.all([
      demo.signIn('ada@demo.test'),
      demo.signIn('linus@demo.test'),
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.signIn('dennis@demo.test'),
      demo.signIn('satoshi@demo.test'),
      demo.signIn('grace@acme.test', demo.acmeId),
    ]);
  });

  afterAll(async () => {
    await demo?.close();
  });

  describe('Stand/List and Stand/ListSaloons (spec 2 §2.9)', () => {
    test('pages 15 at a time by default, with the total of all 18 booths (skip = (page - 1) * take)', async () => {
      const first = await list();
      expect(first.totalCount).toBe(18);
      expect(first.items).toHaveLength(15);
      expect(first.items[0]).toEqual({
        id: stands.get('Nimbus Cloud'),
        title: 'Nimbus Cloud',
        cover: expect.stringMatching(/^data:image\/svg\+xml,/),
        image: expect.stringMatching(/^data:image\/svg\+xml,/),
        saloonID: expect.any(String),
        saloon: { title: 'Hall A · Platforms' },
      });
      const second = await list({ skip: 15, take: 15 });
      expect(second).toMatchObject({ totalCount: 18 });
      expect(titles(second)).toEqual(['Women in Tech', 'Frequency Works', 'Shortest Path BV']);
      // No booth on two pages, none left out.
      expect(new Set([...titles(first), ...titles(second)]).size).toBe(18);
    });

    test.each([20, 30, 40, 50])('takes the page size %i', async (take) => {
      expect((await list({ take })).items).toHaveLength(18);
    });

    test('refuses any other page size and a negative skip with field errors', async () => {
      const answer = await call('Stand/List', { take: 17, skip: -1 }, ada);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual(['skip', 'take']);
      expect(fieldsOf(await call('Stand/List', { take: 1000 }, ada))).toEqual(['take']);
    });

    test('searches titles case-insensitively, LIKE wildcards taken literally', async () => {
      expect(titles(await list({ searchTerm: 'CLOUD' }))).toEqual(['Nimbus Cloud']);
      expect(titles(await list({ searchTerm: ' open ' }))).toEqual(['OpenStage', 'Open Source TR']);
      expect(await list({ searchTerm: '%' })).toEqual({ items: [], totalCount: 0 });
    });

    test('filters by hall, and lists the two halls', async () => {
      const halls = await call('Stand/ListSaloons', {}, ada);
      expect(halls.body.data).toEqual({
        items: [
          { id: expect.any(String), title: 'Hall A · Platforms' },
          { id: expect.any(String), title: 'Hall B · Startups' },
        ],
        totalCount: 2,
      });
      const [platforms, startups] = halls.body.data.items;
      expect(await list({ saloonID: startups.id, take: 50 })).toMatchObject({ totalCount: 8 });
      const inHallA = await list({ saloonID: platforms.id, searchTerm: 'o' });
      expect(inHallA.items.every((item: { saloonID: string }) => item.saloonID === platforms.id)).toBe(true);
      expect(titles(inHallA)).toContain('Orbit Media');
      expect(titles(inHallA)).not.toContain('OpenStage');
      expect(await list({ saloonID: randomUUID() })).toEqual({ items: [], totalCount: 0 });
    });

    test("another event's list is its own, and another brand's event is 'Data not found.'", async () => {
      expect((await call('Stand/List', {}, ada, forumId)).body.data).toEqual({ items: [], totalCount: 0 });
      expect(await call('Stand/List', {}, grace)).toEqual({ status: 404, body: notFound });
      expect(fieldsOf(await call('Stand/List', {}, ada, null))).toEqual(['x-event-id']);
    });

    test('guests are refused; visitors of the event read the exhibition', async () => {
      const guest = await call('Stand/List', {}, { 'x-application-id': demo.demoId });
      expect(guest).toEqual({
        status: 401,
        body: { hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null },
      });
      expect((await list({}, dennis)).totalCount).toBe(18);
      expect((await booth('Orbit Media', dennis)).title).toBe('Orbit Media');
    });
  });

  describe('stand/get (spec 2 §2.10, §3 Booth)', () => {
    test('answers the booth under data.item with every field of spec 2 §3', async () => {
      const item = await booth('Nimbus Cloud');
      expect(item).toEqual({
        id: stands.get('Nimbus Cloud'),
        title: 'Nimbus Cloud',
        cover: expect.stringMatching(/^data:image\/svg\+xml,/),
        image: expect.stringMatching(/^data:image\/svg\+xml,/),
        saloonID: expect.any(String),
        saloon: { title: 'Hall A · Platforms' },
        links: [
          { id: expect.any(String), title: 'Product tour', url: 'https://nimbus.example/tour' },
          { id: expect.any(String), title: 'Pricing', url: 'https://nimbus.example/pricing' },
          { id: expect.any(String), title: 'Careers', url: 'https://nimbus.example/careers' },
        ],
        managers: [
          {
            id: expect.any(String),
            participant: {
              userID: expect.any(String),
              firstName: 'Margaret',
              lastName: 'Hamilton',
              title: 'Software Engineer',
              image: null,
              tag: null,
            },
          },
          expect.objectContaining({ participant: expect.objectContaining({ firstName: 'Alan' }) }),
        ],
        gallery: [
          { id: expect.any(String), type: 0, url: expect.stringMatching(/^data:image\/svg\+xml,/) },
          { id: expect.any(String), type: 0, url: expect.stringMatching(/^data:image\/svg\+xml,/) },
          { id: expect.any(String), type: 0, url: expect.stringMatching(/^data:image\/svg\+xml,/) },
          { id: expect.any(String), type: 1, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
        ],
        detail: expect.stringContaining('<h3>Cloud for live events</h3>'),
        location: {
          venue: 'Hall A · Booth A1',
          address: expect.stringContaining('İstanbul'),
          latitude: 41.0586,
          longtitude: 28.9478,
        },
        organizator: {
          email: 'booth@nimbus.example',
          emailIsActive: true,
          phoneNumber: '+90 212 555 11 00',
          phoneNumberIsActive: true,
          mobilePhone: '+90 532 555 11 00',
          mobilePhoneIsActive: false,
        },
        socialMedia: {
          twitter: 'https://twitter.com/nimbuscloud',
          twitterIsActive: true,
          linkedIn: 'https://www.linkedin.com/company/nimbus-cloud',
          linkedInIsActive: true,
          facebook: null,
          facebookIsActive: false,
          instagram: 'https://instagram.com/nimbuscloud',
          instagramIsActive: false,
          youtube: 'https://youtube.com/@nimbuscloud',
          youtubeIsActive: true,
          website: 'https://nimbus.example',
          websiteIsActive: true,
        },
        checkInTypes: [2],
        isCheckedIn: false,
      });
    });

    test('a plain booth has no location, contacts or check-in, and isCheckedIn is per caller', async () => {
      expect(await booth('Pixel Forge')).toMatchObject({
        links: [],
        managers: [],
        gallery: [],
        location: null,
        organizator: { email: null, emailIsActive: false },
        checkInTypes: [],
        isCheckedIn: false,
      });
      // Linus checked in at Nimbus Cloud in the seed.
      expect((await booth('Nimbus Cloud', linus)).isCheckedIn).toBe(true);
    });

    test('a manager hidden from the app is listed only to themselves (spec 2 §2.7)', async () => {
      const names = (item: { managers: { participant: { firstName: string } }[] }) =>
        item.managers.map((manager) => manager.participant.firstName);
      expect(names(await booth('Nimbus Cloud'))).toEqual(['Margaret', 'Alan']);
      expect(names(await booth('Nimbus Cloud', satoshi))).toEqual(['Margaret', 'Alan', 'Satoshi']);
    });

    test("another event's or another brand's booth, or none, is 'Data not found.'", async () => {
      const id = stands.get('Nimbus Cloud');
      expect(await call('stand/get', { id }, ada, forumId)).toEqual({ status: 404, body: notFound });
      expect((await call('stand/get', { id }, grace)).body).toEqual(notFound);
      expect((await call('stand/get', { id: randomUUID() }, ada)).body).toEqual(notFound);
      expect(fieldsOf(await call('stand/get', {}, ada))).toEqual(['id']);
    });
  });

  describe('stand/checkin and Stand/Join (spec 2 §4 Booth, §6, §7.2)', () => {
    test('checks the caller in once; a second check-in is no error and changes nothing', async () => {
      const standID = stands.get('Orbit Media');
      const first = await checkIn({ standID, currentStandID: standID, questions: [] });
      expect(first).toEqual({
        status: 200,
        body: {
          hasError: false,
          message: 'You are checked in at this booth.',
          data: { standID, isCheckedIn: true },
          validationErrors: null,
        },
      });
      const again = await checkIn({ standID }, { ...ada, 'accept-language': 'tr' });
      expect(again.body).toMatchObject({ hasError: false, message: 'Bu stantta girişiniz zaten yapılmış.' });
      expect((await booth('Orbit Media')).isCheckedIn).toBe(true);
      const rows = await api.db('stand_check_ins').where({ stand_id: standID }).select('current_stand_id');
      expect(rows).toEqual([{ current_stand_id: standID }]);
    });

    test("refuses a required question left blank and answers to another booth's questions", async () => {
      const standID = stands.get('Nimbus Cloud');
      const [why, demo] = await api
        .db('registration_questions')
        .where('stand_id', standID)
        .orderBy('order_no')
        .select('id');
      const elsewhere = randomUUID();
      await api.db('registration_questions').insert({
        id: elsewhere,
        event_id: summitId,
        stand_id: stands.get('Kite Travel'),
        type: 3,
        title: 'Where are you travelling next?',
        is_required: false,
        details: '{}',
        order_no: 0,
      });

      const blank = await checkIn({ standID, questions: [{ id: why.id, answer: '   ' }] });
      expect(blank.status).toBe(400);
      expect(blank.body.validationErrors).toEqual({ 'questions.0.answer': 'Please answer this question.' });
      expect((await checkIn({ standID, questions: [{ id: demo.id, answer: 'no' }] })).body.validationErrors).toEqual({
        questions: 'Please answer the required question “What brings you to our booth?”.',
      });

      const foreign = await checkIn({
        standID,
        questions: [
          { id: why.id, answer: 'Streaming' },
          { id: elsewhere, answer: 'Tokyo' },
        ],
      });
      expect(foreign.body.validationErrors).toEqual({ 'questions.1.id': 'This booth does not ask this question.' });
      const twice = await checkIn({
        standID,
        questions: [
          { id: why.id, answer: 'Streaming' },
          { id: why.id, answer: 'Again' },
        ],
      });
      expect(fieldsOf(twice)).toEqual(['questions.1.id']);
      expect((await booth('Nimbus Cloud')).isCheckedIn).toBe(false);

      const answers = [
        { id: why.id, answer: 'Streaming our meetups' },
        { id: demo.id, answer: 'later' },
      ];
      expect((await checkIn({ standID, questions: answers })).body.data).toEqual({ standID, isCheckedIn: true });
      const row = await api
        .db('stand_check_ins')
        .where({ stand_id: standID, user_id: await idOf('ada') })
        .first();
      expect(JSON.parse(row.answers)).toEqual(answers);
    });

    async function idOf(name: string): Promise<string> {
      return (
        await api
          .db('users')
          .where({ email: `${name}@demo.test` })
          .first('id')
      ).id;
    }

    test('a booth without check-in types, an unknown current booth and a visitor are refused', async () => {
      const pixel = await checkIn({ standID: stands.get('Pixel Forge') });
      expect(pixel).toMatchObject({ status: 400, body: { message: 'This booth does not take check-ins.' } });
      const current = await checkIn({ standID: stands.get('Kite Travel'), currentStandID: randomUUID() });
      expect(current.body.validationErrors).toEqual({ currentStandID: 'Data not found.' });
      const visitor = await checkIn({ standID: stands.get('Kite Travel') }, dennis);
      expect(visitor).toMatchObject({ status: 403, body: { message: 'Only attendees of this event can do this.' } });
      expect((await booth('Kite Travel')).isCheckedIn).toBe(false);
    });

    test("another event's or another brand's booth is 'Data not found.'", async () => {
      const standID = stands.get('Kite Travel');
      const elsewhere = await api.db('events').where({ slug: 'past-forum' }).first('id');
      await api
        .db('event_attendees')
        .insert({ event_id: elsewhere.id, user_id: await idOf('ada'), created_at: new Date() });
      expect(await call('stand/checkin', { standID }, ada, forumId)).toEqual({ status: 404, body: notFound });
      expect(await call('Stand/Join', { id: standID }, ada, forumId)).toEqual({ status: 404, body: notFound });
      await api
        .db('event_attendees')
        .where({ event_id: elsewhere.id, user_id: await idOf('ada') })
        .delete();
      expect((await call('stand/checkin', { standID }, grace)).body).toEqual(notFound);
    });

    test('bad bodies get field errors, never a 500', async () => {
      expect(fieldsOf(await checkIn({}))).toEqual(['standID']);
      const broken = await checkIn({
        standID: '',
        currentStandID: 5,
        questions: [{ id: 'x'.repeat(65), answer: 'a'.repeat(2001) }],
      });
      expect(broken.status).toBe(400);
      expect(fieldsOf(broken)).toEqual(['currentStandID', 'questions.0.answer', 'questions.0.id', 'standID']);
      const many = Array.from({ length: 101 }, () => ({ id: 'q', answer: null }));
      expect(fieldsOf(await checkIn({ standID: 'x', questions: many }))).toEqual(['questions']);
      expect(fieldsOf(await call('Stand/Join', { id: 7 }, ada))).toEqual(['id']);
    });

    test('Stand/Join counts the caller’s visits to a booth of the event; visitors are refused', async () => {
      const id = stands.get('Tulip Bank');
      expect(await call('Stand/Join', { id }, ada)).toEqual({
        status: 200,
        body: { hasError: false, message: null, data: null, validationErrors: null },
      });
      await call('Stand/Join', { id }, ada);
      const visit = await api
        .db('stand_visits')
        .where({ stand_id: id, user_id: await idOf('ada') })
        .first();
      expect(Number(visit.visit_count)).toBe(2);
      expect((await call('Stand/Join', { id }, dennis)).status).toBe(403);
      expect((await call('Stand/Join', { id: randomUUID() }, ada)).body).toEqual(notFound);
    });
  });
});
