import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { BLOB_CHUNK_BYTES } from '@atrium/shared/server';
import { createApi, type Api } from '../src/server';
import { copyFilesFromDisk, DatabaseStorage, DiskStorage, newFileKey, removeUnusedUploads } from '../src/storage';
import { DemoEvent, type Headers } from './demoEvent';
import { fileField } from './multipart';

// Issue 33 item 2: with PostgreSQL, uploaded files are rows every api instance reads, served
// immutable with an ETag so the edge keeps them; SQLite keeps them on the api's disk.

const IMMUTABLE = 'public, max-age=31536000, immutable';

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([sqlite, postgres])('DatabaseStorage on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, filesStorage: 'database' });
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  test('a file larger than one read streams out whole, with its type and size; a key is written once', async () => {
    expect(api.storage).toBeInstanceOf(DatabaseStorage);
    const bytes = randomBytes(2 * BLOB_CHUNK_BYTES + 1234);
    const key = newFileKey('demo-app', 'pdf');
    await api.storage.put(key, bytes, 'application/pdf');
    const file = await api.storage.get(key);
    expect(file).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect((await readAll(file!.stream)).equals(bytes)).toBe(true);

    await expect(api.storage.put(key, randomBytes(10), 'application/pdf')).rejects.toThrow();
    expect((await readAll((await api.storage.get(key))!.stream)).equals(bytes)).toBe(true);

    await api.storage.delete(key);
    expect(await api.storage.get(key)).toBeNull();
    await api.storage.delete(key);
    expect(await api.storage.get('../../etc/passwd')).toBeNull();
  });

  test('files a DiskStorage kept are copied in once, with their type', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'atrium-storage-test-'));
    try {
      const key = newFileKey('demo-app', 'webp');
      const bytes = await picture('#8e24aa');
      await new DiskStorage(folder).put(key, bytes, 'image/webp');
      expect(await copyFilesFromDisk(api.db, folder)).toBe(1);
      expect(await copyFilesFromDisk(api.db, folder)).toBe(0);
      const file = await api.storage.get(key);
      expect(file).toMatchObject({ contentType: 'image/webp', size: bytes.length });
      expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('two api instances on one PostgreSQL', () => {
  let demo: DemoEvent;
  let one: Api;
  let two: Api;

  const served = (api: Api, url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  async function upload(api: Api, headers: Headers, bytes: Buffer, uploadType = 'profilePicture') {
    const body = fileField(bytes);
    const answer = await api.app.inject({
      method: 'POST',
      url: `/api/v2/account/uploadfile?uploadType=${uploadType}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data.item.url as string;
  }

  beforeAll(async () => {
    demo = await DemoEvent.open(postgres);
    one = demo.api;
    // No storage and no shared folder: what one writes, the other reads from the database alone.
    two = await createApi({ ...demo.databaseOptions, jwtSecret: 'test-secret' });
  });

  afterAll(async () => {
    await two?.close();
    await demo?.close();
  });

  test('a file uploaded through one is served by the other, immutable, with an ETag that revalidates', async () => {
    expect(one.storage).toBeInstanceOf(DatabaseStorage);
    const url = await upload(one, await demo.signIn('ada@demo.test'), await picture('#3949ab'));
    const first = await served(one, url);
    const other = await served(two, url);
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(first.rawPayload.length),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      etag: first.headers.etag,
    });
    expect(other.headers.etag).toMatch(/^"[^"]+"$/);

    const again = await served(two, url, { 'if-none-match': String(other.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test('a missing key is a 404 in the envelope, on both', async () => {
    for (const api of [one, two]) {
      for (const url of [`/api/files/${newFileKey(demo.demoId, 'webp')}`, '/api/files/not-a-key']) {
        const answer = await served(api, url);
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['cache-control']).toBeUndefined();
        expect(answer.json()).toMatchObject({ hasError: true, data: null });
      }
    }
  });

  test('a replaced picture and an unused upload are deleted for every instance', async () => {
    const linus = await demo.signIn('linus@demo.test');
    const before = await upload(two, linus, await picture('#00897b'));
    const after = await upload(one, linus, await picture('#e53935'));
    expect((await served(two, before)).statusCode).toBe(404);
    expect((await served(two, after)).statusCode).toBe(200);

    const unsent = await upload(one, linus, await picture('#fdd835'), 'message');
    expect((await served(two, unsent)).statusCode).toBe(200);
    expect(await removeUnusedUploads(two.db, two.storage, 0, Date.now() + 1000)).toBeGreaterThanOrEqual(1);
    expect((await served(one, unsent)).statusCode).toBe(404);
    expect(
      await one
        .db('stored_files')
        .where({ key: unsent.replace('/api/files/', '') })
        .first(),
    ).toBeUndefined();
  });
});

describe('where files live by default', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(os.tmpdir(), 'atrium-storage-test-'));
    folders.push(made);
    return made;
  };
  afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

  test('SQLite keeps them on the disk under filesDir; PostgreSQL does when told to', async () => {
    const onSqlite = await createApi({ ...(await sqlite.open()).options, filesDir: folder() });
    const pg = await postgres.open();
    const forced = await createApi({ ...pg.options, filesStorage: 'disk', filesDir: folder() });
    try {
      for (const [api, filesDir] of [
        [onSqlite, folders[0]],
        [forced, folders[1]],
      ] as const) {
        expect(api.storage).toBeInstanceOf(DiskStorage);
        const key = newFileKey('demo-app', 'webp');
        await api.storage.put(key, await picture('#3949ab'), 'image/webp');
        expect(readdirSync(path.join(filesDir, 'demo-app'))).toContain(key.split('/')[1]);
        expect(Number((await api.db('stored_files').count({ count: '*' }).first())?.count)).toBe(0);
      }
    } finally {
      await onSqlite.close();
      await forced.close();
      await pg.drop();
    }
  });
});
