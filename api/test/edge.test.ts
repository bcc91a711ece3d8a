import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_HASH_TTL_SECONDS } from '@atrium/shared/contract';
import { sqlite } from '@atrium/shared/server/testing';
import { seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { fileUrl, newFileKey } from '../src/storage';
import { createLiveHashes, loadLiveHashKey, type LiveHashes } from '../src/streaming/hash';
import { listen } from './sockets';

// Issue 29 item 2: the caching edge of the scale-out path (scripts/edge.mjs, Debian's nginx,
// installed when missing) in front of one api streaming ffmpeg's test picture. Many players cost
// the api one request per segment, counted where the api receives them; a viewer without a valid
// hash gets nothing through the edge, nor does a stream key of another session.

const root = path.resolve(__dirname, '../..');
/** The start's TRUSTED_PROXY_SECRET: the edge sends it to the api with the address it saw. */
const PROXY_SECRET = 'edge-test-proxy-secret';
const PLAYERS = 50;
const ROUNDS = 4;

interface EdgeRecord {
  status: number;
  uri: string;
  cache: string;
  origin: string;
}

/** A free local port: the edge's own listen cannot be asked for port 0 and told which it got. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a snippet with scripts/edge.mjs (ES modules, which this CommonJS test cannot import) in a node of its own. */
function edgeProcess(code: string, args: unknown): ChildProcess {
  const script = `import * as edge from ${JSON.stringify(path.join(root, 'scripts/edge.mjs'))};\n${code}`;
  return spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('the caching edge in front of the streaming host (issue 29 item 2)', () => {
  let api: Api;
  let drop: () => Promise<void>;
  let liveDir: string;
  let dataDir: string;
  let helper: ChildProcess | undefined;
  let edgeUrl: string;
  let accessLog: string;
  let keys: LiveHashes;
  let keynote: string;
  let product: string;
  /** Every request the api received, by path: the origin's own count. */
  const atOrigin = new Map<string, number>();
  /** The headers of each request the api received, by path, as they arrived. */
  const headersAtOrigin = new Map<string, Record<string, unknown>>();

  const get = async (url: string) => {
    const answer = await fetch(`${edgeUrl}${url}`);
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()), headers: answer.headers };
  };
  const lastLine = (text: string) => text.trim().split('\n').pop()!;
  const variantOf = (viewerUrl: string, text: string) =>
    new URL(
      text.split('\n').find((line) => line && !line.startsWith('#'))!,
      `http://edge${viewerUrl}`,
    ).pathname;
  const viewerUrl = (sessionId: string, hash: string) => `/api/live/${sessionId}/${hash}/index.m3u8`;
  const readLog = (): EdgeRecord[] =>
    readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [, status, , uri, cache, origin] = line.split('\t');
        return { status: Number(status), uri, cache, origin };
      });

  beforeAll(async () => {
    liveDir = mkdtempSync(path.join(tmpdir(), 'atrium-edge-live-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-edge-'));
    const opened = await sqlite.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, liveDir, liveStreams: true, trustedProxySecret: PROXY_SECRET });
    await seedDemoData(api.db);
    // Before the api's own listener, which removes what it does not believe.
    api.app.server.prependListener('request', (request: { url?: string; headers: Record<string, unknown> }) => {
      const url = request.url ?? '';
      atOrigin.set(url, (atOrigin.get(url) ?? 0) + 1);
      headersAtOrigin.set(url, { ...request.headers });
    });
    const apiPort = Number(new URL(await listen(api)).port);
    await api.liveStreams!.sync();
    keys = createLiveHashes(await loadLiveHashKey(api.db));
    const idOf = async (title: string) =>
      (await api.db('live_sessions').where('title', 'like', `${title}%`).first('id')).id as string;
    [keynote, product] = await Promise.all([idOf('Opening keynote'), idOf('Product demos')]);

    const port = await freePort();
    helper = edgeProcess(
      `const started = await edge.startEdge(JSON.parse(process.argv[1]));
       console.log(JSON.stringify({ accessLog: started.accessLog }));
       process.on('SIGTERM', () => started.stop().then(() => process.exit(0)));`,
      // The api is the gateway too: nothing here asks for a page.
      { port, apiPorts: [apiPort], gatewayPort: apiPort, dataDir, quiet: true, proxySecret: PROXY_SECRET },
    );
    const started = await new Promise<{ accessLog: string }>((resolve, reject) => {
      helper!.stdout!.once('data', (data: Buffer) => resolve(JSON.parse(data.toString())));
      helper!.once('exit', (code) => reject(new Error(`the edge did not start (${code})`)));
    });
    accessLog = started.accessLog;
    edgeUrl = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    if (helper && helper.exitCode === null) {
      const exited = new Promise((resolve) => helper!.once('exit', resolve));
      helper.kill('SIGTERM');
      await exited;
    }
    await api?.close();
    await drop?.();
    rmSync(liveDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test(`${PLAYERS} players, ${ROUNDS} segments: one request per segment reaches the api, every viewer's playlist reaches it`, async () => {
    const hashes = Array.from({ length: PLAYERS }, (_, i) => keys.sign(keynote, `viewer-${i}`).hash);
    // ffmpeg's first segment, through the edge (its misses are not counted below).
    const first = viewerUrl(keynote, keys.sign(keynote, 'the first viewer').hash);
    const media = variantOf(first, (await get(first)).body.toString());
    const until = Date.now() + 10_000;
    while ((await get(media)).status !== 200 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));

    const masters = await Promise.all(hashes.map((hash) => get(viewerUrl(keynote, hash))));
    expect(masters.map((answer) => answer.status)).toEqual(hashes.map(() => 200));
    expect(new Set(masters.map((answer) => variantOf('/api/live/x/y/index.m3u8', answer.body.toString())))).toEqual(
      new Set([media]),
    );
    const fetched = new Set<string>();
    const started = Date.now();
    const mediaBefore = atOrigin.get(media) ?? 0;
    const newest = async () => new URL(lastLine((await get(media)).body.toString()), `http://edge${media}`).pathname;
    for (let round = 0; round < ROUNDS; round++) {
      // A round a segment: once the edge's playlist names a new one, every player asks for the
      // playlist and the newest segment it lists, all at once.
      const waitUntil = Date.now() + 5000;
      while (fetched.has(await newest()) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
      const segments = await Promise.all(
        hashes.map(async () => {
          const playlist = await get(media);
          expect(playlist.status).toBe(200);
          const segment = new URL(lastLine(playlist.body.toString()), `http://edge${media}`).pathname;
          const answer = await get(segment);
          expect(answer.status).toBe(200);
          expect(answer.body[0]).toBe(0x47);
          return segment;
        }),
      );
      for (const segment of segments) fetched.add(segment);
    }
    const seconds = (Date.now() - started) / 1000;

    // Counted by the api: one request for each segment however many players asked.
    expect(fetched.size).toBe(ROUNDS);
    for (const segment of fetched) expect([segment, atOrigin.get(segment)]).toEqual([segment, 1]);
    // The media playlist, shared, at most about once a second (nginx counts whole seconds).
    expect(atOrigin.get(media)! - mediaBefore).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Each viewer's own playlist is never kept: asked again, it is asked of the api again.
    for (const hash of hashes) expect(atOrigin.get(viewerUrl(keynote, hash))).toBe(1);
    await get(viewerUrl(keynote, hashes[0]));
    expect(atOrigin.get(viewerUrl(keynote, hashes[0]))).toBe(2);

    // The edge's own log says the same: a MISS per segment, every other request a HIT.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const segmentRecords = readLog().filter((record) => fetched.has(record.uri));
    expect(segmentRecords.filter((record) => record.origin !== '-')).toHaveLength(fetched.size);
    expect(segmentRecords.filter((record) => record.cache === 'HIT').length).toBe(PLAYERS * ROUNDS - fetched.size);
  }, 60_000);

  test('an uploaded file is immutable: the edge asks the api for it once however many ask (issue 33 item 2)', async () => {
    const key = newFileKey('edge-test', 'txt');
    await api.storage.put(key, Buffer.from('the same bytes for everyone'), 'text/plain');
    const url = fileUrl(key);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await get(url));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((answer) => answer.body.toString() === 'the same bytes for everyone')).toBe(true);
    expect(answers.slice(1).map((answer) => answer.headers.get('x-cache'))).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    expect(atOrigin.get(url)).toBe(1);
  });

  test('through the edge, a forged or altered hash gets 401 and nothing, an expired one 403; no stream key opens another session', async () => {
    const { hash } = keys.sign(keynote, 'viewer-0');
    const [user, expiry, mac] = hash.split('.');
    const expired = keys.sign(keynote, 'viewer-0', new Date(Date.now() - (LIVE_HASH_TTL_SECONDS + 1) * 1000)).hash;
    for (const [bad, status] of [
      ['nonsense', 401],
      [`${user}.${expiry}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`, 401],
      [`${user}.${Number(expiry) + 3600}.${mac}`, 401],
      [createLiveHashes('a forged key').sign(keynote, 'viewer-0').hash, 401],
      [keys.sign(product, 'viewer-0').hash, 401],
      [expired, 403],
    ] as const) {
      const answer = await get(viewerUrl(keynote, bad));
      expect([bad, answer.status]).toEqual([bad, status]);
      expect(answer.body.toString()).not.toContain('#EXTM3U');
      expect(answer.body.toString()).not.toContain(keys.streamKey(keynote));
    }
    const expiredAnswer = JSON.parse((await get(viewerUrl(keynote, expired))).body.toString());
    expect(expiredAnswer.message).toBe('This stream link has expired. Join the session again.');

    // The product demos are live too: their key is no key to the keynote's files.
    const keynoteMedia = `/api/live/stream/${keynote}/${keys.streamKey(keynote)}/index.m3u8`;
    const segment = lastLine((await get(keynoteMedia)).body.toString());
    for (const key of [keys.streamKey(product), createLiveHashes('a forged key').streamKey(keynote), hash]) {
      for (const file of ['index.m3u8', segment]) {
        const answer = await get(`/api/live/stream/${keynote}/${key}/${file}`);
        expect([key, file, answer.status]).toEqual([key, file, 404]);
        expect(answer.body[0]).not.toBe(0x47);
      }
    }
    // Nor is a refusal kept: the edge asks the api each time.
    const forged = `/api/live/stream/${keynote}/${keys.streamKey(product)}/index.m3u8`;
    const before = atOrigin.get(forged) ?? 0;
    await get(forged);
    expect(atOrigin.get(forged)).toBe(before + 1);
  }, 30_000);

  test("what nginx refuses itself is the envelope, and the api's refusals pass through (issue 32 item 6)", async () => {
    const envelope = (status: number, message: string) => ({
      status,
      json: { hasError: true, message, data: null, validationErrors: null },
    });
    const answer = async (url: string, headers: Record<string, string> = {}) => {
      const got = await fetch(`${edgeUrl}${url}`, { headers });
      const text = await got.text();
      expect(text).not.toContain('aaaaaaaaaaaa');
      return { status: got.status, json: JSON.parse(text) };
    };
    // Past nginx's 8 KiB request line, and past the api's 200 characters only.
    expect(await answer(`/api/live/${keynote}/${'a'.repeat(10_000)}/index.m3u8`)).toEqual(
      envelope(414, 'The address is too long.'),
    );
    expect(await answer(`/api/live/${keynote}/${'a'.repeat(300)}/index.m3u8`)).toEqual(
      envelope(414, 'The address is too long.'),
    );
    expect(await answer('/api/v2/health', { 'x-big': 'a'.repeat(40_000) })).toEqual(
      envelope(431, 'The request headers are too large.'),
    );
    // A request nginx cannot read at all.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(edgeUrl).port), '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let text = '';
      socket.on('data', (data) => (text += data.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual(
      envelope(400, 'The request could not be read.').json,
    );
  });

  test('the edge tells the api the address it saw, with the secret, whatever the client claims (issue 32 item 7)', async () => {
    const url = '/api/v2/health?who';
    await fetch(`${edgeUrl}${url}`, { headers: { 'x-forwarded-for': '198.51.100.77', 'x-trusted-proxy': 'a-guess' } });
    expect(headersAtOrigin.get(url)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-trusted-proxy': PROXY_SECRET });
  });
});
