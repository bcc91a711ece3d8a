import { NOT_LOGGED_IN_MESSAGE, type CallName } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { seedDocumentFiles } from '../src/seed/files';
import { DemoEvent, fieldsOf, NOT_FOUND, type Headers } from './demoEvent';

// Issue 14: an event's FAQ, documents, gallery (uploads and event memories) and area maps
// (spec 2 §2.11-2.14, §3, §7.1, §9), their files, and who may read them.

const titles = (data: { items: { title: string }[] }) => data.items.map((item) => item.title);

describe.each([sqlite, postgres])('event content lists on $name', (database) => {
  let demo: DemoEvent;
  let ada: Headers;
  let dennis: Headers;
  let grace: Headers;

  const call = (name: CallName, body: unknown, headers: Headers = ada, eventId: string | null = demo.summitId) =>
    demo.call(name, body, headers, eventId);
  const data = async (name: CallName, body: object = {}, headers: Headers = ada, eventId = demo.summitId) =>
    (await call(name, body, headers, eventId)).body.data;

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    [ada, dennis, grace] = await Promise.all([
      demo.signIn('ada@demo.test'),
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.signIn('dennis@demo.test'),
      demo.signIn('grace@acme.test', demo.acmeId),
    ]);
  });

  afterAll(async () => {
    await demo?.close();
  });

  test('Explore/ListFaqs: questions with HTML answers, searched in both (spec 2 §2.11)', async () => {
    const faqs = await data('Explore/ListFaqs');
    expect(faqs.totalCount).toBe(7);
    expect(faqs.items[0]).toEqual({
      id: expect.any(String),
      title: 'Where do I pick up my badge?',
      details: expect.stringMatching(/^<p>At the registration desk/),
    });
    expect(titles(await data('Explore/ListFaqs', { searchTerm: 'WI-FI' }))).toEqual(['Is there Wi-Fi at the venue?']);
    expect(titles(await data('Explore/ListFaqs', { searchTerm: 'ferry' }))).toEqual(['How do I get to the venue?']);
    expect(await data('Explore/ListFaqs', { skip: 6, take: 5 })).toMatchObject({ totalCount: 7, items: [{}] });
  });

  test('Explore/ListDocumentsQuery and ListDocumentCategories: files in two categories (spec 2 §2.12)', async () => {
    const categories = await data('Explore/ListDocumentCategories');
    expect(categories).toEqual({
      items: [
        { id: expect.any(String), title: 'Event guides', color: '#3949ab' },
        { id: expect.any(String), title: 'Exhibitor resources', color: '#00897b' },
      ],
      totalCount: 2,
    });
    const documents = await data('Explore/ListDocumentsQuery');
    expect(documents.totalCount).toBe(6);
    expect(documents.items[0]).toEqual({
      id: expect.any(String),
      title: 'Attendee handbook',
      image: expect.stringMatching(new RegExp(`^/api/files/${demo.demoId}/[0-9a-f-]{36}\\.pdf$`)),
      categoryID: categories.items[0].id,
    });
    const extensions = documents.items.map((document: { image: string }) => document.image.split('.').pop());
    expect(extensions).toEqual(['pdf', 'pdf', 'txt', 'pdf', 'csv', 'png']);
    const exhibitors = await data('Explore/ListDocumentsQuery', { categoryID: categories.items[1].id });
    expect(titles(exhibitors)).toEqual(['Exhibitor manual', 'Booth list by hall', 'Atrium Summit logo']);
    expect(titles(await data('Explore/ListDocumentsQuery', { searchTerm: 'manual' }))).toEqual(['Exhibitor manual']);
    expect(fieldsOf(await call('Explore/ListDocumentsQuery', { categoryID: 5 }))).toEqual(['categoryID']);
  });

  test('the documents are real files the api serves, written once', async () => {
    expect(await seedDocumentFiles(demo.api.db, demo.api.storage)).toBe(6);
    expect(await seedDocumentFiles(demo.api.db, demo.api.storage)).toBe(0);
    const { items } = await data('Explore/ListDocumentsQuery', { take: 10 });
    const get = (title: string) =>
      demo.api.app.inject({ method: 'GET', url: items.find((item: { title: string }) => item.title === title).image });

    const handbook = await get('Attendee handbook');
    expect(handbook.statusCode).toBe(200);
    expect(handbook.headers['content-type']).toBe('application/pdf');
    expect(handbook.body.startsWith('%PDF-1.4')).toBe(true);
    expect(handbook.body).toContain('(Attendee handbook) Tj');
    expect(handbook.body.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object where it starts, or PDF readers repair or refuse it.
    const offsets = [...handbook.body.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset) => handbook.body.slice(offset, offset + 8))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `${n} 0 obj\n`),
    );

    const csv = await get('Booth list by hall');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual(['Hall,Booth', '"Hall A · Platforms","Nimbus Cloud"']);
    expect((await get('Atrium Summit logo')).rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('Wi-Fi and accessibility guide')).body).toContain('Network:  AtriumSummit');
  });

  test('Explore/ListAlbums: images and video-site links, searched by title (spec 2 §2.13 Uploads)', async () => {
    const albums = await data('Explore/ListAlbums');
    expect(albums.totalCount).toBe(8);
    expect(albums.items.filter((item: { type: number }) => item.type === 0)).toHaveLength(6);
    expect(albums.items[0]).toEqual({
      id: expect.any(String),
      type: 0,
      url: expect.stringMatching(/^data:image\/svg\+xml,/),
      title: 'Opening keynote',
    });
    expect((await data('Explore/ListAlbums', { searchTerm: 'two minutes' })).items).toEqual([
      {
        id: expect.any(String),
        type: 1,
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        title: 'Atrium Summit in two minutes',
      },
    ]);
  });

  test('Explore/ListEventAlbums: memories newest first, 24 a page, until an empty page (spec 2 §2.13, §9)', async () => {
    const first = await data('Explore/ListEventAlbums', { type: 0 });
    expect(first.totalCount).toBe(30);
    expect(first.items).toHaveLength(24);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      image: expect.stringMatching(/^data:image\/svg\+xml,/),
      owner: { id: expect.any(String), fullName: 'Ada Lovelace' },
    });
    // Every fifth is the organiser's: no owner.
    expect(first.items[4].owner).toBeNull();
    const second = await data('Explore/ListEventAlbums', { type: 0, skip: 24 });
    expect(second.items).toHaveLength(6);
    expect(new Set([...first.items, ...second.items].map((item: { id: string }) => item.id)).size).toBe(30);
    expect((await data('Explore/ListEventAlbums', { type: 0, skip: 30 })).items).toEqual([]);
    // Memories are photos only.
    expect(await data('Explore/ListEventAlbums', { type: 1 })).toEqual({ items: [], totalCount: 0 });
    const bad = await call('Explore/ListEventAlbums', { type: 2, skip: -1, take: 0 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['skip', 'take', 'type']);
  });

  test('Explore/ListAreaMaps: two maps, searched by title (spec 2 §2.14)', async () => {
    expect(await data('Explore/ListAreaMaps')).toEqual({
      items: [
        { id: expect.any(String), title: 'Ground floor', image: expect.stringMatching(/^data:image\/svg\+xml,/) },
        { id: expect.any(String), title: 'First floor', image: expect.stringMatching(/^data:image\/svg\+xml,/) },
      ],
      totalCount: 2,
    });
    expect(titles(await data('Explore/ListAreaMaps', { searchTerm: 'first' }))).toEqual(['First floor']);
  });

  const LISTS: CallName[] = [
    'Explore/ListFaqs',
    'Explore/ListDocumentsQuery',
    'Explore/ListDocumentCategories',
    'Explore/ListAlbums',
    'Explore/ListEventAlbums',
    'Explore/ListAreaMaps',
  ];

  test.each(LISTS)('%s: visitors read, guests are refused, every event and brand has its own', async (name) => {
    expect((await data(name, {}, dennis)).totalCount).toBeGreaterThan(0);
    expect(await call(name, {}, { 'x-application-id': demo.demoId })).toEqual({
      status: 401,
      body: { hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null },
    });
    expect(await data(name, {}, ada, demo.forumId)).toEqual({ items: [], totalCount: 0 });
    expect(await call(name, {}, grace)).toEqual({ status: 404, body: NOT_FOUND });
    expect(fieldsOf(await call(name, {}, ada, null))).toEqual(['x-event-id']);
    expect(fieldsOf(await call(name, { skip: 'many', searchTerm: 'a\u0000' }))).toEqual(
      name === 'Explore/ListEventAlbums' ? ['skip'] : ['searchTerm', 'skip'],
    );
  });

  test("a deleted account's memories go with it (docs/decisions.md)", async () => {
    const alan = await demo.api.db('users').where({ email: 'alan@demo.test' }).first('id');
    const before = (await data('Explore/ListEventAlbums', { take: 100 })).totalCount;
    await demo.api.db('users').where({ id: alan.id }).delete();
    const after = await data('Explore/ListEventAlbums', { take: 100 });
    expect(after.totalCount).toBeLessThan(before);
    expect(after.items.some((item: { owner: { id: string } | null }) => item.owner?.id === alan.id)).toBe(false);
  });
});
