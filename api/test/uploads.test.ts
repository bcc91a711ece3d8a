import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { calls, type CallDeclaration, type Envelope } from '@atrium/shared/contract';
import limits from '@atrium/shared/limits.json';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { seedProfilePictures, patternSvg } from '../src/seed/pictures';
import { DiskStorage } from '../src/storage';
import { fileField, multipart } from './multipart';

// Issue 12 item 4: the upload route family. Files are checked on their bytes, pictures re-encoded
// and resized before they are stored, served with their true type, and only the owner's picture
// changes or goes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** A real PNG, wider than tall, with EXIF text that must not survive the re-encoding. */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3949ab' } })
    .withExif({ IFD0: { Copyright: 'secret-exif-text' } })
    .png()
    .toBuffer();

describe.each([sqlite, postgres])('uploads on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let folder: string;
  let demoId: string;
  let ada: string;

  async function signIn(email: string) {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/v2/login/signin',
      headers: { 'x-application-id': demoId },
      remoteAddress: '192.0.2.7',
      payload: { email, password: DEMO_PASSWORD },
    });
    return answer.json().data.token as string;
  }

  async function upload(
    token: string | null,
    body: { payload: Buffer; contentType: string },
    query = '?uploadType=profilePicture',
  ) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v2/account/uploadfile${query}`,
      headers: { ...(token && { authorization: `Bearer ${token}` }), 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  const imageOf = async (token: string) =>
    (
      await api.app.inject({
        method: 'POST',
        url: '/api/v2/account/get',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data.user.image as string | null;

  const served = (url: string) => api.app.inject({ method: 'GET', url });

  /** A new account of demo (a copy of Ada's row with her password), signed in. */
  async function newPerson() {
    const row = await api.db('users').where({ email: 'ada@demo.test', application_id: demoId }).first();
    const person = { ...row, id: randomUUID(), email: `person-${randomUUID()}@demo.test`, image: null };
    await api.db('users').insert(person);
    return signIn(person.email);
  }

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    folder = mkdtempSync(path.join(os.tmpdir(), 'atrium-uploads-test-'));
    api = await createApi({ ...opened.options, jwtSecret: 'test-secret', storage: new DiskStorage(folder) });
    await seedDemoData(api.db);
    demoId = (await api.db('applications').where({ slug: 'demo' }).first('id')).id;
    ada = await signIn('ada@demo.test');
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
    rmSync(folder, { recursive: true, force: true });
  });

  test('a real PNG is re-encoded to a 512 px square WebP without its metadata and becomes the picture', async () => {
    const original = await photo();
    const { status, body } = await upload(ada, fileField(original));
    expect(status).toBe(200);
    const url = body.data.item.url as string;
    expect(url).toMatch(new RegExp(`^/api/files/${demoId}/[0-9a-f-]{36}\\.webp$`));
    expect(await imageOf(ada)).toBe(url);

    const file = await served(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.equals(original)).toBe(false);
    expect(file.rawPayload.includes('secret-exif-text')).toBe(false);
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
  });

  test('a new picture replaces the stored one, which is deleted', async () => {
    const first = (await upload(ada, fileField(await photo()))).body.data.item.url;
    const second = (await upload(ada, fileField(await photo()))).body.data.item.url;
    expect(await imageOf(ada)).toBe(second);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
  });

  test('a message image fits inside 1280 px, is not enlarged and does not change the picture', async () => {
    const before = await imageOf(ada);
    const wide = await sharp({ create: { width: 2560, height: 640, channels: 3, background: '#c62828' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(ada, fileField(wide, 'wide.jpg', 'image/jpeg'), '?uploadType=message');
    expect(status).toBe(200);
    const stored = (await served(body.data.item.url)).rawPayload;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 320 });
    expect(await imageOf(ada)).toBe(before);

    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0000' } })
      .gif()
      .toBuffer();
    const kept = await upload(ada, fileField(small, 'small.gif', 'image/gif'), '?uploadType=message');
    const smallStored = (await served(kept.body.data.item.url)).rawPayload;
    expect(await sharp(smallStored).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  test('text named .png and declared image/png is refused as not an image; nothing changes', async () => {
    const before = await imageOf(ada);
    const stored = filesUnder(folder);
    const { status, body } = await upload(ada, fileField('<html><script>alert(1)</script></html>'));
    expect(status).toBe(400);
    expect(Object.keys(body.validationErrors ?? {})).toEqual(['file']);
    expect(await imageOf(ada)).toBe(before);
    expect(filesUnder(folder)).toEqual(stored);
  });

  test('an SVG (an image that can run script) is refused like any other format', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const { status, body } = await upload(ada, fileField(svg, 'x.svg', 'image/svg+xml'));
    expect(status).toBe(400);
    expect(Object.keys(body.validationErrors ?? {})).toEqual(['file']);
  });

  test('a file over the limit is refused with 413 and a field error, and nothing is stored', async () => {
    const before = await imageOf(ada);
    const stored = filesUnder(folder);
    const png = await photo();
    const large = Buffer.concat([png, Buffer.alloc(limits.uploadFileBytes + 1 - png.length)]);
    const { status, body } = await upload(ada, fileField(large));
    expect(status).toBe(413);
    expect(Object.keys(body.validationErrors ?? {})).toEqual(['file']);
    expect(await imageOf(ada)).toBe(before);
    expect(filesUnder(folder)).toEqual(stored);
  });

  test('a missing file, a misnamed field, a broken form and a JSON body are field errors for file', async () => {
    const png = await photo();
    const answers = await Promise.all([
      upload(ada, multipart([])),
      upload(ada, multipart([{ name: 'picture', filename: 'a.png', contentType: 'image/png', bytes: png }])),
      upload(ada, { payload: Buffer.from('--x\r\nbroken'), contentType: 'multipart/form-data; boundary=x' }),
      upload(ada, { payload: Buffer.from('{"file":"x"}'), contentType: 'application/json' }),
      upload(
        ada,
        multipart([
          { name: 'file', filename: 'a.png', bytes: png },
          { name: 'file', filename: 'b.png', bytes: png },
        ]),
      ),
    ]);
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(Object.keys(body.validationErrors ?? {})).toEqual(['file']);
    }
  });

  test('an unknown or missing uploadType is a field error, before the file is read', async () => {
    for (const query of ['?uploadType=avatar', '']) {
      const { status, body } = await upload(ada, fileField(await photo()), query);
      expect(status).toBe(400);
      expect(Object.keys(body.validationErrors ?? {})).toEqual(['uploadType']);
    }
  });

  test('without a token the answer is 401', async () => {
    expect((await upload(null, fileField(await photo()))).status).toBe(401);
    expect((await upload('not-a-token', fileField(await photo()))).status).toBe(401);
  });

  test('unknown and malformed keys are a 404 envelope', async () => {
    for (const url of [
      `/api/files/${demoId}/${randomUUID()}.webp`,
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      `/api/files/${demoId}/../../atrium.sqlite`,
      '/api/files/',
    ]) {
      const answer = await served(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ hasError: true, data: null });
    }
  });

  test('a deleted account takes its picture along and leaves everyone else\u2019s', async () => {
    const adaPicture = (await upload(ada, fileField(await photo()))).body.data.item.url;
    const person = await newPerson();
    const theirs = (await upload(person, fileField(await photo()))).body.data.item.url;
    const deleted = await api.app.inject({
      method: 'POST',
      url: '/api/v2/account/deletemyaccount',
      headers: { authorization: `Bearer ${person}` },
      payload: { reason: 'other words' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await served(theirs)).statusCode).toBe(404);
    expect((await served(adaPicture)).statusCode).toBe(200);
    expect(await imageOf(ada)).toBe(adaPicture);
  });

  test('the gateway lets exactly the upload calls of the call table through at the upload limit', () => {
    const uploads = Object.entries(calls as Record<string, CallDeclaration>)
      .filter(([, call]) => call.upload)
      .map(([name]) => name);
    expect(limits.uploadCalls).toEqual(uploads);
    expect(limits.uploadBodyBytes).toBeGreaterThan(limits.uploadFileBytes);
  });
});

describe('demo pictures', () => {
  test('every seeded user gets a WebP picture in the storage, served like an upload', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'atrium-seed-pictures-'));
    const api = await createApi({ sqliteFile: ':memory:', jwtSecret: 'test-secret', storage: new DiskStorage(folder) });
    try {
      await seedDemoData(api.db);
      const seeded = await seedProfilePictures(api.db, api.storage);
      const users: { email: string; image: string | null }[] = await api.db('users').select('email', 'image');
      expect(seeded).toBe(users.length);
      expect(users.map((user) => user.email)).toEqual(
        expect.arrayContaining(['ada@demo.test', 'linus@demo.test', 'grace@acme.test']),
      );
      const images = users.map((user) => user.image);
      expect(new Set(images).size).toBe(users.length);
      for (const image of images) {
        const file = await api.app.inject({ method: 'GET', url: image! });
        expect(file.headers['content-type']).toBe('image/webp');
        expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
      }
      // Ada's and Linus's patterns differ, so the two are told apart.
      expect(patternSvg('ada@demo.test')).not.toBe(patternSvg('linus@demo.test'));
      expect(await seedProfilePictures(api.db, api.storage)).toBe(0);
    } finally {
      await api.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
