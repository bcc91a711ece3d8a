import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRegistry, type Registry } from '../src/server';
import { versionDir, type RegistryOptions } from '../src/store';
import { build, SHELL } from './builds';
import { postgres } from './databases';

// Issue 33 item 2: with PostgreSQL, a published build's files are rows, so any registry instance
// on the database serves any build, immutable, with nothing shared on disk.

const TOKEN = 'test-ops-token-0123456789';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENTRY = '/remotes/mf-social-hub/1.0.0/remoteEntry.js';

interface Running {
  registry: Registry;
  base: string;
}

async function start(options: RegistryOptions): Promise<Running> {
  const registry = await createRegistry({ ...options, opsToken: TOKEN });
  await registry.app.listen({ port: 0, host: '127.0.0.1' });
  return { registry, base: `http://127.0.0.1:${(registry.app.server.address() as AddressInfo).port}` };
}

const post = ({ base }: Running, url: string, body: object) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actor: 'ada@ops', ...body }),
  });

/** Another host's data folder: the same database, nothing on disk in common. */
function elsewhere(options: RegistryOptions): RegistryOptions {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-registry-test-'));
  return { ...options, dataDir, filesDir: path.join(dataDir, 'files') };
}

describe('two registry instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let options: RegistryOptions[];
  let one: Running;
  let two: Running;

  beforeAll(async () => {
    const opened = await postgres.open();
    drop = opened.drop;
    options = [opened.options, elsewhere(opened.options)];
    one = await start(options[0]);
    two = await start(options[1]);
    expect((await post(one, '/registry/shell', SHELL)).status).toBe(200);
  });

  afterAll(async () => {
    await one?.registry.close();
    await two?.registry.close();
    await drop?.();
    fs.rmSync(options[1].dataDir, { recursive: true, force: true });
  });

  test('a build published through one is served by the other, immutable, from the database alone', async () => {
    const published = await post(one, '/registry/versions', {
      remote: 'mf-social-hub',
      version: '1.0.0',
      files: build(),
    });
    expect(published.status).toBe(201);
    expect((await post(one, '/registry/promote', { remote: 'mf-social-hub', version: '1.0.0' })).status).toBe(200);

    const manifest = await (await fetch(`${two.base}/registry/manifest?brand=demo`)).json();
    expect(manifest.remotes['mf-social-hub'].entry).toBe(ENTRY);
    const file = await fetch(`${two.base}${ENTRY}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('var mf_social_hub = "hub";');
    expect(file.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(file.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = file.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    for (const each of options) expect(fs.existsSync(versionDir(each, 'mf-social-hub', '1.0.0'))).toBe(false);

    const revalidated = await fetch(`${one.base}${ENTRY}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('a version is never overwritten, through either instance', async () => {
    const files = build({ text: 'other' });
    const clash = await post(two, '/registry/versions', { remote: 'mf-social-hub', version: '1.0.0', files });
    expect(clash.status).toBe(409);
    expect(await (await fetch(`${one.base}${ENTRY}`)).text()).toContain('"hub"');
  });

  test('a file a remote would not load is a download; a missing one is a 404 in the envelope', async () => {
    const page = { path: 'index.html', content: Buffer.from('<script>alert(1)</script>').toString('base64') };
    const files = [...build({ text: 'page' }), page];
    expect((await post(two, '/registry/versions', { remote: 'mf-social-hub', version: '1.1.0', files })).status).toBe(
      201,
    );
    const download = await fetch(`${one.base}/remotes/mf-social-hub/1.1.0/index.html`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toBe('attachment');

    for (const url of ['/remotes/mf-social-hub/1.1.0/nothing.js', '/remotes/mf-social-hub/9.9.9/remoteEntry.js']) {
      const missing = await fetch(`${one.base}${url}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBeNull();
      expect(await missing.json()).toMatchObject({ hasError: true, data: null });
    }
  });
});

describe('a registry on PostgreSQL whose builds were on its disk', () => {
  test('copies them into the database when it starts, and serves them from there', async () => {
    const opened = await postgres.open();
    let running: Running[] = [];
    try {
      const onDisk = await start({ ...opened.options, filesStorage: 'disk' });
      expect((await post(onDisk, '/registry/shell', SHELL)).status).toBe(200);
      expect(
        (await post(onDisk, '/registry/versions', { remote: 'mf-social-hub', version: '1.0.0', files: build() }))
          .status,
      ).toBe(201);
      await onDisk.registry.close();
      expect(fs.existsSync(versionDir(opened.options, 'mf-social-hub', '1.0.0'))).toBe(true);

      // Two starting together copy the version once.
      running = await Promise.all([start(opened.options), start(opened.options)]);
      const paths = await running[0].registry.db('registry_files').where({ version: '1.0.0' }).pluck('path');
      expect(paths.sort()).toEqual(['__federation_expose_SocialHub.1234abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
      fs.rmSync(opened.options.filesDir, { recursive: true, force: true });
      for (const { base } of running) {
        expect(await (await fetch(`${base}${ENTRY}`)).text()).toBe('var mf_social_hub = "hub";');
      }
    } finally {
      for (const { registry } of running) await registry.close();
      await opened.drop();
    }
  });
});
