import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAILURE_QUORUM, FAILURE_REPORTS_PER_MINUTE, failingVersions } from '../src/failures';
import { appendHistory } from '../src/history';
import type { RemoteManifest } from '@atrium/shared/contract';
import type { Status } from '../src/manifest';
import { createRegistry, type Registry } from '../src/server';
import { versionDir, type RegistryOptions } from '../src/store';
import { build, BUILT_AGAINST, SHELL } from './builds';
import { postgres, sqlite } from './databases';

const TOKEN = 'test-ops-token-0123456789';
/** The deployment's TRUSTED_PROXY_SECRET: the gateway sends it with the X-Forwarded-For it writes. */
const PROXY_SECRET = 'test-proxy-secret';

describe.each([sqlite, postgres])('registry on $name', (storage) => {
  let registry: Registry;
  let options: RegistryOptions;
  let drop: () => Promise<void>;

  let base: string;

  /** Real HTTP, as the CLI and browsers call it. */
  async function inject(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token: string | null = TOKEN,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
      json: (): any => JSON.parse(body),
    };
  }
  const publish = (remote: string, body: object) =>
    inject('POST', '/registry/versions', { remote, actor: 'ada@ops', ...body });
  const promote = (remote: string, version: string, brand?: string) =>
    inject('POST', '/registry/promote', { remote, version, actor: 'ada@ops', ...(brand ? { brand } : {}) });
  const rollback = (remote: string, brand?: string) =>
    inject('POST', '/registry/rollback', { remote, actor: 'linus@ops', ...(brand ? { brand } : {}) });
  const manifest = async (brand: string) =>
    (await inject('GET', `/registry/manifest?brand=${brand}`, undefined, null)).json() as RemoteManifest;
  const history = async (query = '') => (await inject('GET', `/registry/history${query}`)).json();
  const status = async (remote: string) => (await inject('GET', `/registry/status?remote=${remote}`)).json() as Status;
  /** The paths of a version's files where this database's registry keeps them: rows with PostgreSQL, else disk. */
  async function storedPaths(remote: string, version: string): Promise<string[]> {
    const dir = versionDir(options, remote, version);
    const paths: string[] =
      storage.name === 'PostgreSQL'
        ? await registry.db('registry_files').where({ remote, version }).pluck('path')
        : fs.existsSync(dir)
          ? fs.readdirSync(dir)
          : [];
    return paths.sort();
  }

  beforeAll(async () => {
    const opened = await storage.open();
    options = opened.options;
    drop = opened.drop;
    registry = await createRegistry({ ...options, opsToken: TOKEN, trustedProxySecret: PROXY_SECRET });
    await registry.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(registry.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await registry?.close();
    await drop?.();
  });

  test('the manifest needs no token and is never stored; an unknown brand gets the defaults', async () => {
    const res = await inject('GET', '/registry/manifest?brand=acme', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      brand: 'acme',
      reportTo: '/registry/failures',
      healthTo: '/registry/reports',
      remotes: {},
    });
    expect((await inject('GET', '/registry/manifest?brand=../etc', undefined, null)).statusCode).toBe(400);
  });

  test('every change and every ops read needs the ops token', async () => {
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['POST', '/registry/versions', { remote: 'mf-social-hub', files: build() }],
      ['POST', '/registry/promote', { remote: 'mf-social-hub', version: '1.0.0' }],
      ['POST', '/registry/rollback', { remote: 'mf-social-hub' }],
      ['POST', '/registry/shell', SHELL],
      ['GET', '/registry/status'],
      ['GET', '/registry/history'],
    ];
    for (const [method, url, body] of calls) {
      expect((await inject(method, url, body, null)).statusCode).toBe(401);
      expect((await inject(method, url, body, 'wrong-token-wrong-token')).statusCode).toBe(401);
    }
    expect(await history()).toEqual([]);
  });

  test('the ops page is served to anyone, holds no data and runs only its own script (issue 34 item 5)', async () => {
    const page = await inject('GET', '/registry/ops', undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.body).toContain('src="/registry/ops/ops.js"');
    expect(page.body).not.toMatch(/<script>[^<]/);
    const script = await inject('GET', '/registry/ops/ops.js', undefined, null);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    // What the page shows comes from outside (failure messages, actors): set as text, never as HTML.
    expect(script.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect((await inject('GET', '/registry/ops/ops.css', undefined, null)).statusCode).toBe(200);
    expect((await inject('GET', '/registry/ops/other.js', undefined, null)).statusCode).toBe(404);
  });

  test('a remote is refused until the shell its singletons must match is recorded', async () => {
    const res = await publish('mf-social-hub', { files: build() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/record-shell/);
    const recorded = await inject('POST', '/registry/shell', { ...SHELL, actor: 'npm start' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({ version: expect.stringMatching(/^0\.1\.0-[0-9a-f]{10}$/), changed: true });
    expect((await inject('POST', '/registry/shell', SHELL)).json().changed).toBe(false);
  });

  test('publishing stores an immutable, content-named version; the same build again changes nothing', async () => {
    const first = await publish('mf-social-hub', { files: build() });
    expect(first.statusCode).toBe(201);
    const { version } = first.json();
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(await storedPaths('mf-social-hub', version)).toEqual([
      '__federation_expose_SocialHub.1234abcd.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);

    const again = await publish('mf-social-hub', { files: build() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ remote: 'mf-social-hub', version, created: false });

    const file = await inject('GET', `/remotes/mf-social-hub/${version}/remoteEntry.js`, undefined, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.body).toBe('var mf_social_hub = "hub";');

    expect(file.headers['content-type']).toMatch(/^application\/javascript/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const [entry] = (await status('mf-social-hub')).remotes[0].versions;
    expect(entry).toMatchObject({
      version,
      source: 'files',
      publishedBy: 'ada@ops',
      shared: BUILT_AGAINST,
      failures: null,
    });
  });

  test('a version name is never reused for other content', async () => {
    // A file a remote would not load is served as a download, never as a page.
    const page = { path: 'index.html', content: Buffer.from('<script>alert(1)</script>').toString('base64') };
    const files = [...build({ text: 'one' }), page];
    expect((await publish('mf-social-hub', { version: '1.0.0', files })).statusCode).toBe(201);
    const download = await inject('GET', '/remotes/mf-social-hub/1.0.0/index.html', undefined, null);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const clash = await publish('mf-social-hub', { version: '1.0.0', files: build({ text: 'two' }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/never change/);
    const served = await inject('GET', '/remotes/mf-social-hub/1.0.0/remoteEntry.js', undefined, null);
    expect(served.body).toContain('"one"');
  });

  test('a build whose shared singletons differ in major from the shell is refused, and nothing is written', async () => {
    const cases: [{ name: string; version: string }[], RegExp][] = [
      [[{ name: 'react/jsx-runtime', version: '18.3.1' }], /react: built against 18\.3\.1, the shell runs 19\.3\.1/],
      [[{ name: 'styled-components', version: '5.3.11' }], /styled-components/],
      // Below 1.0 the minor is the breaking part, as in npm's caret ranges.
      [[{ name: '@atrium/shared', version: '0.2.0' }], /@atrium\/shared/],
      [[{ name: 'left-pad', version: '1.3.0' }], /left-pad: the shell does not share it/],
    ];
    for (const [shared, reason] of cases) {
      const res = await publish('mf-social-hub', { version: '9.0.0', files: build({ shared, text: 'incompatible' }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(reason);
    }
    expect(await storedPaths('mf-social-hub', '9.0.0')).toEqual([]);
    // A newer minor of the same major is fine.
    const minor = await publish('mf-social-hub', {
      version: '1.1.0',
      files: build({ shared: [{ name: 'react/jsx-runtime', version: '19.4.0' }], text: 'minor' }),
    });
    expect(minor.statusCode).toBe(201);
  });

  test("a build whose first chunk is over the remote's budget in the catalogue is refused, and nothing is stored (issue 34 item 4)", async () => {
    const before = await history();
    const heavy = await publish('mf-live', { version: '8.0.0-heavy', files: build({ name: 'mf_live', chunkKb: 45 }) });
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().message).toMatch(
      /^mf-live's first chunk for \.\/SocialHub is 45\.\d KB gzip \(remoteEntry\.js, __federation_expose_SocialHub\.1234abcd\.js\), over its budget of 40 KB/,
    );
    expect(await storedPaths('mf-live', '8.0.0-heavy')).toEqual([]);
    expect(await registry.db('registry_versions').where({ version: '8.0.0-heavy' })).toEqual([]);
    expect(await history()).toEqual(before);
    // A file the manifest names that the build lacks is refused too, not measured as nothing.
    const files = build({ name: 'mf_live', chunkKb: 1 }).filter((f) => !f.path.startsWith('__federation'));
    const missing = await publish('mf-live', { version: '8.0.1-missing', files });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/no __federation_expose_SocialHub\.1234abcd\.js/);

    const light = await publish('mf-live', { version: '8.0.2-light', files: build({ name: 'mf_live', chunkKb: 35 }) });
    expect(light.statusCode).toBe(201);
  });

  test('bad builds are refused with the reason', async () => {
    const bad: [object, number, RegExp][] = [
      [{ files: [{ path: '../escape.js', content: 'eA==' }, ...build()] }, 400, /bad file path/],
      [{ files: [{ path: '/etc/x.js', content: 'eA==' }, ...build()] }, 400, /bad file path/],
      [{ files: build().slice(1) }, 422, /no mf-manifest\.json/],
      [{ files: build({ withoutEntry: true }) }, 422, /no remoteEntry\.js/],
      [
        { files: [{ path: 'mf-manifest.json', content: Buffer.from('{"name":1}').toString('base64') }] },
        422,
        /not the mf-manifest/,
      ],
      [{ files: build({ name: 'other_name', text: 'renamed' }) }, 409, /built as "mf_social_hub"/],
      [{ files: build(), url: 'https://cdn.example/x/mf-manifest.json' }, 400, /either files or a url/],
      [{ version: '../1', files: build() }, 400, /version/],
    ];
    for (const [body, code, reason] of bad) {
      const res = await publish('mf-social-hub', body);
      expect({ code: res.statusCode, error: res.json().message }).toEqual({
        code,
        error: expect.stringMatching(reason),
      });
    }
    expect((await inject('POST', '/registry/versions', { remote: 'Bad Name', files: build() })).statusCode).toBe(400);
  });

  test('promote per brand: a brand resolves its override, every other brand the default', async () => {
    await promote('mf-social-hub', '1.0.0');
    const acme = await publish('mf-social-hub', { version: '2.0.0-acme', files: build({ text: 'acme' }) });
    expect(acme.statusCode).toBe(201);
    const change = await promote('mf-social-hub', '2.0.0-acme', 'acme');
    expect(change.json()).toEqual({
      remote: 'mf-social-hub',
      brand: 'acme',
      before: null,
      after: '2.0.0-acme',
      changed: true,
    });

    expect((await manifest('acme')).remotes['mf-social-hub']).toEqual({
      name: 'mf_social_hub',
      version: '2.0.0-acme',
      entry: '/remotes/mf-social-hub/2.0.0-acme/remoteEntry.js',
      // Without an earlier version of its own, a brand falls back to what the default runs.
      lastGood: { version: '1.0.0', entry: '/remotes/mf-social-hub/1.0.0/remoteEntry.js' },
    });
    expect((await manifest('demo')).remotes['mf-social-hub']).toMatchObject({ version: '1.0.0', lastGood: null });

    expect((await promote('mf-social-hub', '1.1.0')).json()).toMatchObject({ before: '1.0.0', after: '1.1.0' });
    expect((await manifest('demo')).remotes['mf-social-hub']).toMatchObject({
      version: '1.1.0',
      lastGood: { version: '1.0.0' },
    });
    expect((await promote('mf-social-hub', '1.1.0')).json().changed).toBe(false);
    expect((await promote('mf-social-hub', 'no-such-version')).statusCode).toBe(404);
  });

  test('rollback returns a pointer to its previous version; a brand with nothing earlier follows the default again', async () => {
    expect((await rollback('mf-social-hub', 'acme')).json()).toEqual({
      remote: 'mf-social-hub',
      brand: 'acme',
      before: '2.0.0-acme',
      after: null,
      changed: true,
    });
    expect((await manifest('acme')).remotes['mf-social-hub'].version).toBe('1.1.0');
    expect((await rollback('mf-social-hub', 'acme')).statusCode).toBe(409);

    expect((await rollback('mf-social-hub')).json()).toMatchObject({ before: '1.1.0', after: '1.0.0' });
    expect((await manifest('demo')).remotes['mf-social-hub']).toMatchObject({ version: '1.0.0', lastGood: null });
    const none = await rollback('mf-social-hub');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/no earlier version/);
  });

  test('the history lists every change in order, with time, actor and before/after', async () => {
    const entries = await history('?remote=mf-social-hub');
    const lines = entries.map(
      (e: { action: string; brand: string | null; before: string | null; after: string | null }) =>
        `${e.action} ${e.brand ?? '-'} ${e.before ?? '-'} ${e.after ?? '-'}`,
    );
    expect(lines).toEqual([
      expect.stringMatching(/^publish - - 0\.1\.0-[0-9a-f]{10}$/),
      'publish - - 1.0.0',
      'publish - - 1.1.0',
      'promote * - 1.0.0',
      'publish - - 2.0.0-acme',
      'promote acme - 2.0.0-acme',
      'promote * 1.0.0 1.1.0',
      'rollback acme 2.0.0-acme -',
      'rollback * 1.1.0 1.0.0',
    ]);
    expect(entries[entries.length - 1]).toMatchObject({
      actor: 'linus@ops',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await history('?remote=mf-social-hub&brand=acme')).toHaveLength(2);
    expect(await history('?limit=2')).toHaveLength(2);
  });

  test('the database itself keeps the history append-only', async () => {
    // Its own row, so the check holds whatever ran before it (a trigger only fires on rows).
    await appendHistory(registry.db, 'grace@ops', {
      action: 'shell',
      remote: 'shell',
      brand: null,
      before: null,
      after: 'x',
    });
    await expect(registry.db('registry_history').update({ actor: 'someone else' })).rejects.toThrow(/append-only/);
    await expect(registry.db('registry_history').delete()).rejects.toThrow(/append-only/);
    expect((await history()).every((e: { actor: string }) => e.actor !== 'someone else')).toBe(true);
  });

  /** A browser's failure report, as the gateway forwards it: the address it saw, and the deployment's secret. */
  const reportFailure = (report: object, from: string) =>
    inject('POST', '/registry/failures', report, null, { 'x-forwarded-for': from, 'x-trusted-proxy': PROXY_SECRET });

  test('reports sent straight to the registry are one reporter, whatever X-Forwarded-For they make up (issue 32 item 7)', async () => {
    const version = '1.9.0-forged';
    expect((await publish('mf-social-hub', { version, files: build({ text: 'forged' }) })).statusCode).toBe(201);
    const report = { brand: 'demo', remote: 'mf-social-hub', version, message: 'ScriptExternalLoadError' };
    const reporters = async () =>
      (await registry.db('registry_failure_reporters').where({ remote: 'mf-social-hub', version })).length;
    // From loopback, where the gateway sits too, but without its secret or with a wrong one.
    for (const [from, proof] of [
      ['203.0.113.201', {}],
      ['203.0.113.202', { 'x-trusted-proxy': 'a-guess' }],
      ['203.0.113.203', { 'x-trusted-proxy': '' }],
      ['203.0.113.204', { 'x-trusted-proxy': PROXY_SECRET.toUpperCase() }],
    ] as const) {
      const sent = await inject('POST', '/registry/failures', report, null, { 'x-forwarded-for': from, ...proof });
      expect(sent.statusCode).toBe(202);
    }
    expect(await reporters()).toBe(1);
    expect((await failingVersions(registry.db, ['mf-social-hub'])).get('mf-social-hub')?.has(version)).toBeFalsy();
    // Through the gateway, each browser is its own reporter: two more make the quorum.
    await reportFailure(report, '203.0.113.205');
    await reportFailure(report, '203.0.113.206');
    expect(await reporters()).toBe(FAILURE_QUORUM);
    expect((await failingVersions(registry.db, ['mf-social-hub'])).get('mf-social-hub')?.has(version)).toBe(true);
  });

  test('failure reports are recorded, and a version reported by a quorum of clients is never the last good one', async () => {
    await promote('mf-social-hub', '1.1.0');
    await promote('mf-social-hub', '2.0.0-acme');
    expect((await manifest('demo')).remotes['mf-social-hub'].lastGood?.version).toBe('1.1.0');

    const report = { brand: 'demo', remote: 'mf-social-hub', version: '1.1.0', message: 'ScriptExternalLoadError' };
    // One client, however often (up to its rate limit), is one reporter: last good stays.
    for (let i = 0; i < 5; i++) expect((await reportFailure(report, '203.0.113.7')).statusCode).toBe(202);
    // So is one IPv6 host, whatever address of its /64 it sends from.
    await reportFailure(report, '2001:db8:1:2::1');
    await reportFailure(report, '2001:db8:1:2:ffff::9');
    expect((await manifest('demo')).remotes['mf-social-hub'].lastGood?.version).toBe('1.1.0');

    await reportFailure({ ...report, brand: 'acme', message: 'again' }, '198.51.100.20');
    expect((await manifest('demo')).remotes['mf-social-hub'].lastGood?.version).toBe('1.0.0');

    const failing = (await status('mf-social-hub')).remotes[0].versions.find((v) => v.version === '1.1.0');
    expect(failing?.failures).toMatchObject({ count: 8, lastBrand: 'acme', lastMessage: 'again' });
    // Hashes, never the address, and no more of them than the quorum needs.
    await reportFailure(report, '192.0.2.44');
    const stored = await registry.db('registry_failure_reporters').where({ remote: 'mf-social-hub', version: '1.1.0' });
    expect(stored).toHaveLength(3);
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|2001:db8|198\.51|192\.0\.2/);
    // Keyed: hashing each candidate address (all 2^32 IPv4 ones, say) finds none of them.
    const unkeyed = ['203.0.113.7', '2001:db8:1:2::/64', '198.51.100.20', '192.0.2.44'].map((reporter) =>
      createHash('sha256').update(`mf-social-hub@1.1.0\n${reporter}`).digest('hex'),
    );
    expect(stored.filter((row: { reporter_hash: string }) => unkeyed.includes(row.reporter_hash))).toEqual([]);

    const unknown = await reportFailure({ ...report, version: '7.7.7' }, '192.0.2.45');
    expect(unknown.statusCode).toBe(404);
    const tooLong = await reportFailure({ ...report, message: 'x'.repeat(3000) }, '192.0.2.46');
    expect(tooLong.statusCode).toBe(400);
  });

  test('one client gets 429 past its reports per minute, and other clients are not held back', async () => {
    const report = { brand: 'demo', remote: 'mf-social-hub', version: '1.0.0', message: 'ScriptExternalLoadError' };
    for (let i = 0; i < FAILURE_REPORTS_PER_MINUTE; i++) {
      expect((await reportFailure(report, '203.0.113.99')).statusCode).toBe(202);
    }
    const limited = await reportFailure(report, '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/rate limit/i);
    expect((await reportFailure(report, '203.0.113.100')).statusCode).toBe(202);
  });

  describe('publishing by URL (a build hosted elsewhere)', () => {
    let server: http.Server;
    let host: string;

    beforeAll(async () => {
      // The build's files as a host of its own serves them: the registry reads its first chunk.
      const hosted = new Map(build().map((f) => [`/hub/3.0.0/${f.path}`, Buffer.from(f.content, 'base64')]));
      server = http.createServer((req, res) => {
        const file = hosted.get(req.url ?? '');
        if (file) res.writeHead(200).end(file);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    test('by its manifest URL: checked like any build, its entry resolved beside it, nothing copied', async () => {
      const res = await publish('mf-social-hub', { version: '3.0.0', url: `${host}/hub/3.0.0/mf-manifest.json` });
      expect(res.statusCode).toBe(201);
      await promote('mf-social-hub', '3.0.0', 'acme');
      expect((await manifest('acme')).remotes['mf-social-hub'].entry).toBe(`${host}/hub/3.0.0/remoteEntry.js`);
      expect(await storedPaths('mf-social-hub', '3.0.0')).toEqual([]);
      // The gateway's Content-Security-Policy lets pages run scripts from it.
      const origins = await inject('GET', '/registry/origins', undefined, null);
      expect(origins.json()).toEqual({ origins: [host] });
    });

    test('by its entry URL, the manifest beside it is read; an unreadable one is refused', async () => {
      const res = await publish('mf-social-hub', { version: '3.0.1', url: `${host}/hub/3.0.0/remoteEntry.js` });
      expect(res.statusCode).toBe(201);
      const missing = await publish('mf-social-hub', { version: '3.0.2', url: `${host}/nowhere/remoteEntry.js` });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toMatch(/answered 404/);
      const notHttp = await publish('mf-social-hub', { version: '3.0.3', url: 'file:///etc/passwd' });
      expect(notHttp.statusCode).toBe(400);
    });
  });
});
