import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io-client';
import {
  LIVE_HASH_TTL_SECONDS,
  channel as channelOf,
  liveControlPath,
  liveStreamPath,
  type CallName,
  type LiveSession,
} from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { seedDemoData } from '../src/seed';
import { DEMO_CLOCK_KEY, keepDemoDatesRelative } from '../src/seed/events';
import { createTokens } from '../src/auth';
import { createApi, type Api } from '../src/server';
import { createLiveStreams } from '../src/streaming/ffmpeg';
import { createLiveHashes, loadLiveHashKey, type LiveHashes } from '../src/streaming/hash';
import { DemoEvent, fieldsOf, NOT_FOUND, type Headers, type Person } from './demoEvent';
import { tcpProxy, type TcpProxy } from './tcpProxy';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 16 items 4, 5, 7: live sessions' api (spec 2 §2.18-2.20, §3 Session, §6 publisher, §7.4,
// §7.6), the streaming host's signed hashes, the watchers counted from real sockets and the ops
// control route, on the seeded summit.

const NOT_ATTENDING = 'Only attendees of this event can do this.';
const HASH_INVALID = 'This stream link is not valid. Join the session again.';
const HASH_EXPIRED = 'This stream link has expired. Join the session again.';
const CONTROL_SECRET = 'ops-secret-for-tests';
const DAY = 24 * 60 * 60 * 1000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The watchers' interval of these tests' apis, shorter than the product's WATCHERS_INTERVAL_MS.
const WATCHERS_INTERVAL = 300;

const TITLES_IN_ORDER = [
  'Speakers’ green room',
  'Opening keynote: the state of hybrid events',
  'Panel: building for hybrid audiences',
  'Hallway track on the video site',
  'Product demos from our streaming partner',
  'Closing keynote rehearsal',
];

describe.each([sqlite, postgres])('live sessions on $name', (database) => {
  let demo: DemoEvent;
  let summitId: string;
  let liveDir: string;
  let ada: Person;
  let linus: Person;
  let dennis: Person;
  let grace: Person;
  const sessions: Record<string, LiveSession> = {};

  const call = (name: CallName, body: unknown, headers: Headers, eventId: string | null = summitId) =>
    demo.call(name, body, headers, eventId);
  const list = async (body: object = {}, headers: Headers = ada.headers) => {
    const { status, body: answer } = await call('LiveEvent/List', body, headers);
    expect(status).toBe(200);
    return answer.data as { items: LiveSession[]; totalCount: number };
  };
  const join = async (id: string, who: Person = ada) => {
    const { status, body } = await call('LiveEvent/Join', { id }, who.headers);
    expect(status).toBe(200);
    return body.data as { hash: string; expiresAt: string };
  };
  const fetchStream = (sessionId: string, hash: string, file = 'index.m3u8') =>
    demo.api.app.inject({
      method: 'GET',
      url: liveStreamPath(sessionId, hash).replace(/index\.m3u8$/, file),
    });
  const control = (method: 'POST' | 'DELETE', sessionId: string, payload?: object, secret = CONTROL_SECRET) =>
    demo.api.app.inject({
      method,
      url: liveControlPath(sessionId),
      headers: secret ? { 'x-live-control-secret': secret } : {},
      ...(payload && { payload }),
    });

  beforeAll(async () => {
    liveDir = mkdtempSync(path.join(tmpdir(), 'atrium-live-test-'));
    demo = await DemoEvent.open(database, {
      // No networking seat sweeper (issue 33): its reads each second would be counted with the others.
      networkingSweepMs: 0,
      liveDir,
      liveControlSecret: CONTROL_SECRET,
      watchersIntervalMs: WATCHERS_INTERVAL,
    });
    ({ summitId } = demo);
    [ada, linus, dennis, grace] = await Promise.all([
      demo.person('ada@demo.test'),
      demo.person('linus@demo.test'),
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.person('dennis@demo.test'),
      demo.person('grace@acme.test', demo.acmeId),
    ]);
    for (const session of (await list()).items) sessions[session.title.split(/[:’ ]/)[0]] = session;
  });

  afterAll(async () => {
    closeSockets();
    await demo?.close();
    rmSync(liveDir, { recursive: true, force: true });
  });

  describe('LiveEvent/List (spec 2 §2.18, §3 Session, §7.4)', () => {
    test('the summit’s sessions by orderNO, as the seed made them', async () => {
      const { items, totalCount } = await list();
      expect(totalCount).toBe(6);
      expect(items.map((item) => item.title)).toEqual(TITLES_IN_ORDER);
      expect(items.map((item) => item.orderNO)).toEqual([1, 2, 3, 4, 5, 6]);

      const keynote = items[1];
      expect(keynote).toEqual(
        expect.objectContaining({
          isLive: 1,
          isActive: true,
          type: null,
          sessionType: 0,
          showWatcherCount: true,
          watcherCount: 0,
          publishers: [],
          externalLivestreamProviders: [],
          roomUrl: null,
        }),
      );
      expect(keynote.topBanner).toMatch(/^data:image\/svg\+xml,/);
      expect(keynote.backgrounBanner).toMatch(/^data:image\/svg\+xml,/);
      expect(Date.parse(keynote.startDate!)).toBeLessThan(Date.now());
      // The organiser's source of the stream is never sent.
      expect(Object.keys(keynote)).not.toEqual(expect.arrayContaining(['streamSource', 'rmtpUrl']));

      const panel = items[2];
      expect(panel.isLive).toBe(0);
      const startsIn = Date.parse(panel.startDate!) - Date.now();
      expect(startsIn).toBeGreaterThan(50 * 60 * 1000);
      expect(startsIn).toBeLessThan(61 * 60 * 1000);

      const greenRoom = items[0];
      expect(greenRoom).toEqual(expect.objectContaining({ type: 2, isActive: true, isActiveForSpeakers: true }));
      expect(greenRoom.publishers).toEqual(
        expect.arrayContaining([
          { participantID: linus.id, isActive: true },
          { participantID: ada.id, isActive: false },
        ]),
      );
      expect(greenRoom.publishers).toHaveLength(2);

      expect(items[3]).toEqual(
        expect.objectContaining({
          sessionType: 2,
          roomUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//),
        }),
      );
      expect(items[4].sessionType).toBe(1);
      expect(items[4].externalLivestreamProviders).toEqual([
        { id: expect.any(String), title: 'Partner stream', type: 1, url: expect.stringContaining('youtube-nocookie') },
      ]);
      // Ada broadcasts none of them (spec 2 §6: an active publishers entry).
      expect(items.some((item) => item.publishers.some((p) => p.participantID === ada.id && p.isActive))).toBe(false);
    });

    test('isActive, sessionType and the title search narrow only when given', async () => {
      expect((await list({ isActive: true })).items.map((item) => item.title)).toEqual(TITLES_IN_ORDER.slice(0, 5));
      expect((await list({ isActive: false })).items.map((item) => item.title)).toEqual([TITLES_IN_ORDER[5]]);
      expect((await list({ sessionType: 2 })).items.map((item) => item.title)).toEqual([TITLES_IN_ORDER[3]]);
      expect((await list({ sessionType: 1, isActive: true })).totalCount).toBe(1);
      expect((await list({ sessionType: 0 })).totalCount).toBe(4);
      expect((await list({ searchTerm: 'KEYNOTE' })).items.map((item) => item.title)).toEqual([
        TITLES_IN_ORDER[1],
        TITLES_IN_ORDER[5],
      ]);
      expect((await list({ searchTerm: '  keynote  ', isActive: true })).totalCount).toBe(1);
      // The search's own wildcards are taken as they are.
      expect((await list({ searchTerm: '%' })).totalCount).toBe(0);
      expect((await list({ searchTerm: null })).totalCount).toBe(6);
    });

    test('skip and take page the list, with the total of every match', async () => {
      const page = await list({ skip: 1, take: 2 });
      expect(page.items.map((item) => item.orderNO)).toEqual([2, 3]);
      expect(page.totalCount).toBe(6);
      expect(await list({ skip: 6 })).toEqual({ items: [], totalCount: 6 });
    });

    test('anyone of the brand lists them; another brand, an event without live sessions or no token do not', async () => {
      expect((await list({}, dennis.headers)).totalCount).toBe(6);
      expect((await call('LiveEvent/List', {}, grace.headers)).body).toEqual(NOT_FOUND);
      const forum = await call('LiveEvent/List', {}, dennis.headers, demo.forumId);
      expect(forum.status).toBe(404);
      expect(forum.body.message).toBe('This event has no live sessions.');
      expect((await call('LiveEvent/List', {}, { 'x-application-id': demo.demoId })).status).toBe(401);
    });

    test('wrong types and bounds are field errors, never a 500', async () => {
      const answer = await call(
        'LiveEvent/List',
        { isActive: 'yes', sessionType: 3, searchTerm: 7, skip: -1, take: 0 },
        ada.headers,
      );
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual(['isActive', 'searchTerm', 'sessionType', 'skip', 'take']);
      expect(fieldsOf(await call('LiveEvent/List', { searchTerm: 'a\u0000' }, ada.headers))).toEqual(['searchTerm']);
    });
  });

  describe('LiveEvent/Get and LiveEvent/Join (spec 2 §2.18 join flow, §7.4)', () => {
    test('Get answers the session as List does; another event’s or a missing id is not found', async () => {
      const keynote = sessions.Opening;
      const got = await call('LiveEvent/Get', { id: keynote.id }, dennis.headers);
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(keynote);
      expect((await call('LiveEvent/Get', { id: randomUUID() }, ada.headers)).body).toEqual(NOT_FOUND);
      // The summit's session asked for inside past-forum, and by another brand.
      const elsewhere = await call('LiveEvent/Get', { id: keynote.id }, dennis.headers, demo.forumId);
      expect(elsewhere.status).toBe(404);
      expect((await call('LiveEvent/Get', { id: keynote.id }, grace.headers)).body).toEqual(NOT_FOUND);
      expect(fieldsOf(await call('LiveEvent/Get', { id: 42 }, ada.headers))).toEqual(['id']);
      expect(fieldsOf(await call('LiveEvent/Get', {}, ada.headers))).toEqual(['id']);
    });

    test('Join answers a hash carrying the user and its expiry; visitors are refused', async () => {
      const before = Date.now();
      const { hash, expiresAt } = await join(sessions.Opening.id);
      const expires = Date.parse(expiresAt);
      expect(expires).toBeGreaterThanOrEqual(before + (LIVE_HASH_TTL_SECONDS - 1) * 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + LIVE_HASH_TTL_SECONDS * 1000);
      const [user, expiry, mac] = hash.split('.');
      expect(Buffer.from(user, 'base64url').toString()).toBe(ada.id);
      expect(Number(expiry) * 1000).toBe(expires);
      expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(encodeURIComponent(hash)).toBe(hash);

      const visitor = await call('LiveEvent/Join', { id: sessions.Opening.id }, dennis.headers);
      expect(visitor.status).toBe(403);
      expect(visitor.body).toEqual({ hasError: true, message: NOT_ATTENDING, data: null, validationErrors: null });
      expect((await call('LiveEvent/Join', { id: randomUUID() }, ada.headers)).body).toEqual(NOT_FOUND);
      expect((await call('LiveEvent/Join', { id: sessions.Opening.id }, grace.headers)).status).toBe(404);
      expect(fieldsOf(await call('LiveEvent/Join', { id: '' }, ada.headers))).toEqual(['id']);
    });

    test('a social hub post may be about one of the event’s sessions, and is found by it', async () => {
      const keynote = sessions.Opening;
      const posted = await call(
        'socialhub/addorupdate',
        { postText: 'Great keynote!', session: keynote.id },
        ada.headers,
      );
      expect(posted.status).toBe(200);
      expect(posted.body.data.session).toEqual({ id: keynote.id, title: keynote.title });
      const about = await call('SocialHub/List', { sessionIds: [keynote.id] }, ada.headers);
      expect(about.body.data.items.map((item: { id: string }) => item.id)).toEqual([posted.body.data.id]);
      const elsewhere = await call('socialhub/addorupdate', { postText: 'Hm', session: randomUUID() }, ada.headers);
      expect(elsewhere.body.validationErrors).toEqual({ session: 'There is no such session in this event.' });
    });

    test('a session of another brand’s event is theirs alone', async () => {
      const launch = await demo.api.db('events').where({ slug: 'acme-launch' }).first('id');
      await demo.api.db('event_modules').insert({
        event_id: launch.id,
        name: 'LiveStreams',
        title: 'Live',
        title_tr: 'Canlı',
        is_custom: false,
        url: null,
        order_no: 9,
      });
      const id = randomUUID();
      const now = new Date();
      await demo.api.db('live_sessions').insert({
        id,
        event_id: launch.id,
        title: 'ACME launch stream',
        is_live: true,
        order_no: 0,
        created_at: now,
        updated_at: now,
      });
      const theirs = await call('LiveEvent/List', {}, grace.headers, launch.id);
      expect(theirs.body.data.items.map((item: LiveSession) => item.id)).toEqual([id]);
      expect((await call('LiveEvent/List', {}, ada.headers, launch.id)).body).toEqual(NOT_FOUND);
      expect((await call('LiveEvent/Get', { id }, ada.headers)).body).toEqual(NOT_FOUND);
      expect((await call('LiveEvent/Join', { id }, ada.headers)).body).toEqual(NOT_FOUND);
      expect((await list({ take: 100 })).items.map((item) => item.id)).not.toContain(id);
    });
  });

  describe('the streaming host: a playlist per viewer, the stream under its key (issue 16 item 4, issue 29 item 2)', () => {
    const MEDIA = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nsrun1-7.ts\n';
    const SEGMENT = Buffer.from([0x47, 1, 2, 3]);
    let hash: string;
    let keys: LiveHashes;

    /** The one variant a viewer's playlist names, as a player resolves it against the playlist's URL. */
    const variantOf = (viewerUrl: string, body: string) =>
      new URL(
        body.split('\n').find((line) => line && !line.startsWith('#'))!,
        `http://host${viewerUrl}`,
      ).pathname;
    const streamFile = (sessionId: string, key: string, file: string) =>
      demo.api.app.inject({ method: 'GET', url: `/api/live/stream/${sessionId}/${key}/${file}` });
    const writeStream = (sessionId: string) => {
      const folder = path.join(liveDir, sessionId);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'index.m3u8'), MEDIA);
      writeFileSync(path.join(folder, 'srun1-7.ts'), SEGMENT);
    };

    beforeAll(async () => {
      for (const session of [sessions.Opening, sessions.Product, sessions.Panel]) writeStream(session.id);
      writeFileSync(path.join(liveDir, 'secret.ts'), 'not a stream');
      ({ hash } = await join(sessions.Opening.id));
      keys = createLiveHashes(await loadLiveHashKey(demo.api.db));
    });

    test('a viewer’s playlist is theirs alone and names the session’s stream, the same for every viewer', async () => {
      const id = sessions.Opening.id;
      const playlist = await fetchStream(id, hash);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlist.headers['cache-control']).toBe('private, no-store');
      expect(playlist.body).toMatch(/^#EXTM3U\n(#.*\n)*#EXT-X-STREAM-INF:BANDWIDTH=\d+\n/);
      const media = variantOf(liveStreamPath(id, hash), playlist.body);
      expect(media).toBe(`/api/live/stream/${id}/${keys.streamKey(id)}/index.m3u8`);
      expect(media).not.toContain(hash.split('.')[0]);
      const linusHash = (await join(id, linus)).hash;
      expect(variantOf(liveStreamPath(id, linusHash), (await fetchStream(id, linusHash)).body)).toBe(media);

      const answer = await demo.api.app.inject({ method: 'GET', url: media });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(MEDIA);
      expect(answer.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(answer.headers['cache-control']).toBe('public, max-age=1');
      const segment = await demo.api.app.inject({ method: 'GET', url: media.replace('index.m3u8', 'srun1-7.ts') });
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload).toEqual(SEGMENT);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await demo.api.app.inject({ method: 'GET', url: media.replace('index.m3u8', 'srun1-8.ts') });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
      // The viewer's path serves the viewer's playlist only: no segment carries a hash any more.
      expect((await fetchStream(id, hash, 'srun1-7.ts')).statusCode).toBe(404);
    });

    test('a wrong, altered or other session’s hash gets 401 “not valid”; an expired one 403 “expired”', async () => {
      const id = sessions.Opening.id;
      const [user, expiry, mac] = hash.split('.');
      const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      const later = String(Number(expiry) + 3600);
      const past = keys.sign(id, ada.id, new Date(Date.now() - (LIVE_HASH_TTL_SECONDS + 1) * 1000)).hash;
      const [, pastExpiry, pastMac] = past.split('.');
      const linusUser = Buffer.from(linus.id).toString('base64url');
      const otherSession = (await join(sessions.Panel.id)).hash;
      const otherKey = createLiveHashes('another key').sign(id, ada.id).hash;
      for (const bad of [
        'nonsense',
        `${user}.${expiry}.${flipped}`,
        `${user}.${later}.${mac}`,
        `${linusUser}.${expiry}.${mac}`,
        // Altered and past its time: still “not valid”, never taken for a genuine expired link.
        `${user}.${pastExpiry}.${pastMac[0] === 'A' ? 'B' : 'A'}${pastMac.slice(1)}`,
        otherSession,
        otherKey,
        // The stream key is no hash: holding it opens the stream, never a viewer's playlist.
        keys.streamKey(id),
      ]) {
        const answer = await fetchStream(id, bad);
        expect([bad, answer.statusCode]).toEqual([bad, 401]);
        expect(answer.json()).toEqual({ hasError: true, message: HASH_INVALID, data: null, validationErrors: null });
      }
      const expired = await fetchStream(id, past);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ hasError: true, message: HASH_EXPIRED, data: null, validationErrors: null });
    });

    test('a stream key opens its own live session’s files only: forged, altered or another’s key gets 404', async () => {
      const [opening, product] = [sessions.Opening.id, sessions.Product.id];
      const key = keys.streamKey(opening);
      expect((await streamFile(opening, key, 'srun1-7.ts')).statusCode).toBe(200);
      expect((await streamFile(product, keys.streamKey(product), 'srun1-7.ts')).statusCode).toBe(200);
      // The last character's two low bits are not part of the 32 bytes: flipped, the bytes stay.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const sameBytes = key.slice(0, -1) + alphabet[alphabet.indexOf(key.at(-1)!) ^ 1];
      expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(key, 'base64url'));
      for (const bad of [
        keys.streamKey(product),
        createLiveHashes('another key').streamKey(opening),
        `${key[0] === 'A' ? 'B' : 'A'}${key.slice(1)}`,
        // The same bytes spelt another way: one key has one URL, or a cache could be filled again and again.
        sameBytes,
        key.slice(0, -1),
        hash,
        'nonsense',
      ]) {
        for (const file of ['index.m3u8', 'srun1-7.ts']) {
          const answer = await streamFile(opening, bad, file);
          expect([bad, file, answer.statusCode]).toEqual([bad, file, 404]);
          expect(answer.json()).toEqual(NOT_FOUND);
        }
      }
    });

    test('only stream file names inside the session’s folder are served', async () => {
      const id = sessions.Opening.id;
      const key = keys.streamKey(id);
      for (const file of [
        '..%2Fsecret.ts',
        '..%2F..%2Fetc%2Fpasswd',
        '.hidden.ts',
        'index.m3u8.tmp',
        'a.mp4',
        'x%00.ts',
      ]) {
        for (const answer of [await fetchStream(id, hash, file), await streamFile(id, key, file)]) {
          expect([file, answer.statusCode]).toEqual([file, 404]);
          expect(answer.json().hasError).toBe(true);
        }
      }
      const climbing = await demo.api.app.inject({ method: 'GET', url: `/api/live/..%2F${id}/${hash}/index.m3u8` });
      expect(climbing.statusCode).toBe(404);
      const climbingStream = await streamFile(`..%2F${id}`, key, 'index.m3u8');
      expect(climbingStream.statusCode).toBe(404);
    });

    test('a session that is not live serves nothing, whatever the hash or key; going live opens it at once', async () => {
      const id = sessions.Panel.id;
      const { hash: panelHash } = await join(id);
      const answer = await fetchStream(id, panelHash);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('This session is not live now.');
      expect((await streamFile(id, keys.streamKey(id), 'srun1-7.ts')).statusCode).toBe(404);

      // The control route tells this instance at once; the answers are read from memory, not per request.
      expect((await control('POST', id, { isLive: 1 })).statusCode).toBe(200);
      expect((await fetchStream(id, panelHash)).statusCode).toBe(200);
      expect((await streamFile(id, keys.streamKey(id), 'srun1-7.ts')).statusCode).toBe(200);
      expect((await control('POST', id, { isLive: 0 })).statusCode).toBe(200);
      expect((await fetchStream(id, panelHash)).statusCode).toBe(403);
      expect((await streamFile(id, keys.streamKey(id), 'srun1-7.ts')).statusCode).toBe(404);
    });

    test('viewers’ playlists ask the database once a second, not once each; another instance’s change shows within it', async () => {
      const id = sessions.Opening.id;
      const asked: string[] = [];
      const count = (query: { sql: string }) => {
        if (query.sql.includes('live_sessions')) asked.push(query.sql);
      };
      demo.api.db.on('query', count);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const answers = await Promise.all(Array.from({ length: 100 }, () => fetchStream(id, hash)));
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
        expect(asked.length).toBeLessThanOrEqual(2);

        // As another instance's control route would: the row changes, this instance is not told.
        await demo.api.db('live_sessions').where({ id }).update({ is_live: false });
        const changedAt = Date.now();
        while ((await fetchStream(id, hash)).statusCode === 200 && Date.now() - changedAt < 3000) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(Date.now() - changedAt).toBeLessThan(1300);
        expect((await fetchStream(id, hash)).statusCode).toBe(403);
      } finally {
        demo.api.db.off('query', count);
        await demo.api.db('live_sessions').where({ id }).update({ is_live: true });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    });
  });

  describe('real time: livestream-{eventId} and the session’s presence channel (spec 2 §7.6)', () => {
    let url: string;
    let listener: Socket;
    const presence = (sessionId: string, applicationId = demo.demoId, eventId = summitId) =>
      channelOf.sessionPresence({ applicationId, eventId, sessionId }).name;
    const next = <T>(name: string, matches: (payload: T) => boolean = () => true) =>
      new Promise<T>((resolve) => {
        const on = (payload: T) => {
          if (!matches(payload)) return;
          listener.off(name, on);
          resolve(payload);
        };
        listener.on(name, on);
      });
    const watchers = (sessionId: string, watcherCount: number) =>
      next<{ sessionId: string; watcherCount: number }>(
        'watchers',
        (payload) => payload.sessionId === sessionId && payload.watcherCount === watcherCount,
      );
    const countOf = async (sessionId: string) =>
      (await call('LiveEvent/Get', { id: sessionId }, ada.headers)).body.data.watcherCount as number;

    beforeAll(async () => {
      url = await listen(demo.api);
      listener = await openSocket(url, linus.token);
      expect(await subscribe(listener, channelOf.liveStream({ eventId: summitId }).name)).toEqual({ ok: true });
    });

    /** Every `watchers` of the session the listener hears, with when, until stopped. */
    const hear = (sessionId: string) => {
      const heard: { watcherCount: number; at: number }[] = [];
      const on = (payload: { sessionId: string; watcherCount: number }) => {
        if (payload.sessionId === sessionId) heard.push({ watcherCount: payload.watcherCount, at: Date.now() });
      };
      listener.on('watchers', on);
      return { heard, stop: () => listener.off('watchers', on) };
    };

    /** `count` attendees of the summit made at once (users, attendance, a session each) and their tokens, without sign-in's scrypt. */
    async function attendees(count: number): Promise<string[]> {
      const { db } = demo.api;
      const model = await db('users').where({ id: ada.id }).first();
      const now = new Date();
      const people = Array.from({ length: count }, (_, index) => ({
        ...model,
        id: randomUUID(),
        email: `watcher${index}-${randomUUID()}@demo.test`,
      }));
      await db.batchInsert('users', people, 20);
      await db.batchInsert(
        'event_attendees',
        people.map((person) => ({ event_id: summitId, user_id: person.id, created_at: now })),
        100,
      );
      const rows = people.map((person) => ({
        id: randomUUID(),
        user_id: person.id,
        application_id: demo.demoId,
        created_at: now,
        expires_at: new Date(now.getTime() + DAY),
      }));
      await db.batchInsert('sessions', rows, 100);
      const tokens = createTokens('test-secret', DAY / 1000);
      return rows.map((row) => tokens.sign({ userId: row.user_id, applicationId: demo.demoId, sessionId: row.id }));
    }

    test('two people watching count 2, a second tab of one of them does not, one leaving makes 1', async () => {
      const id = sessions.Opening.id;
      const { heard, stop } = hear(id);
      const [adaTab, adaSecondTab, linusTab] = await Promise.all([
        openSocket(url, ada.token),
        openSocket(url, ada.token),
        openSocket(url, linus.token),
      ]);
      let counted = watchers(id, 1);
      expect(await subscribe(adaTab, presence(id))).toEqual({ ok: true });
      await counted;
      counted = watchers(id, 2);
      expect(await subscribe(linusTab, presence(id))).toEqual({ ok: true });
      await counted;
      expect(await subscribe(adaSecondTab, presence(id))).toEqual({ ok: true });
      // Subscribing again to a channel it is in changes nothing.
      expect(await subscribe(adaSecondTab, presence(id))).toEqual({ ok: true });
      expect(await countOf(id)).toBe(2);
      expect((await list()).items.find((item) => item.id === id)!.watcherCount).toBe(2);

      counted = watchers(id, 1);
      linusTab.disconnect();
      await counted;
      expect(await countOf(id)).toBe(1);
      // Ada's first tab leaves; her second still watches, so nothing goes out.
      const left = new Promise((resolve) => adaTab.once('unsubscribe_success', resolve));
      adaTab.emit('unsubscribe', { channel: presence(id) });
      await left;
      expect(await countOf(id)).toBe(1);
      counted = watchers(id, 0);
      adaSecondTab.emit('unsubscribe', { channel: presence(id) });
      await counted;
      expect(await countOf(id)).toBe(0);
      stop();
      expect(heard.map((message) => message.watcherCount)).toEqual([1, 2, 1, 0]);
    });

    test('many joining at once: a few `watchers`, an interval apart, ending on the right count (issue 29 item 3)', async () => {
      const id = sessions.Opening.id;
      const many = 40;
      const sockets = await Promise.all((await attendees(many)).map((token) => openSocket(url, token)));
      const { heard, stop } = hear(id);
      const all = watchers(id, many);
      const started = Date.now();
      const answers = await Promise.all(sockets.map((socket) => subscribe(socket, presence(id))));
      const joinedIn = Date.now() - started;
      expect(answers.every((answer) => answer.ok)).toBe(true);
      await all;
      expect(await countOf(id)).toBe(many);
      expect((await list()).items.find((item) => item.id === id)!.watcherCount).toBe(many);

      const none = watchers(id, 0);
      for (const socket of sockets) socket.disconnect();
      await none;
      stop();
      // Not one per join (40 + 40): at most one an interval, each a different number.
      const counts = heard.map((message) => message.watcherCount);
      expect(counts.at(-1)).toBe(0);
      expect(counts).toContain(many);
      expect(heard.length).toBeLessThanOrEqual(2 * (Math.ceil(joinedIn / WATCHERS_INTERVAL) + 2));
      expect(heard.length).toBeLessThan(many / 4);
      for (let index = 1; index < heard.length; index += 1) {
        expect(counts[index]).not.toBe(counts[index - 1]);
        // Timers and delivery may each be a little early or late.
        expect(heard[index].at - heard[index - 1].at).toBeGreaterThanOrEqual(WATCHERS_INTERVAL - 50);
      }
    });

    test('the session page’s subscribes for one event read its attendance once, and the session not at all', async () => {
      const id = sessions.Opening.id;
      const socket = await openSocket(url, ada.token);
      const queries: string[] = [];
      const onQuery = (query: { sql: string }) => queries.push(query.sql);
      demo.api.db.on('query', onQuery);
      try {
        const answers = await Promise.all([
          subscribe(socket, channelOf.liveStream({ eventId: summitId }).name),
          subscribe(socket, presence(id)),
          subscribe(socket, channelOf.private({ userId: ada.id }).name),
        ]);
        expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      } finally {
        demo.api.db.removeListener('query', onQuery);
      }
      expect(queries.filter((sql) => sql.includes('event_attendees'))).toHaveLength(1);
      expect(queries.filter((sql) => sql.includes('sessions') && !sql.includes('live_sessions'))).toEqual([]);
      // The presence channel's session is read (it must be of that event), and nothing else.
      expect(queries).toHaveLength(2);
    });

    test('only attendees of the event, of its own brand, with a session of that event, join the presence channel', async () => {
      const id = sessions.Opening.id;
      const visitor = await openSocket(url, dennis.token);
      expect((await subscribe(visitor, presence(id))).ok).toBe(false);
      const otherBrand = await openSocket(url, grace.token);
      expect((await subscribe(otherBrand, presence(id))).ok).toBe(false);
      expect((await subscribe(otherBrand, presence(id, demo.acmeId))).ok).toBe(false);
      const attendee = await openSocket(url, ada.token);
      expect((await subscribe(attendee, presence(id, demo.acmeId))).ok).toBe(false);
      expect((await subscribe(attendee, presence(randomUUID()))).ok).toBe(false);
      // Dennis attends past-forum, but the summit's session is not one of its sessions.
      expect((await subscribe(visitor, presence(id, demo.demoId, demo.forumId))).ok).toBe(false);
      expect((await subscribe(attendee, `presence-session-${demo.demoId}-${summitId}`)).ok).toBe(false);
      expect((await subscribe(visitor, channelOf.liveStream({ eventId: summitId }).name)).ok).toBe(false);
    });

    test('the control route: 403 without the secret, field errors, 404 for a missing session', async () => {
      const id = sessions.Panel.id;
      for (const secret of ['', 'wrong']) {
        const refused = await control('POST', id, { isLive: 1 }, secret);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('The live control secret is missing or wrong.');
      }
      expect((await control('DELETE', id, undefined, 'wrong')).statusCode).toBe(403);
      // Refused before the body is read, whatever it holds.
      const unread = await demo.api.app.inject({
        method: 'POST',
        url: liveControlPath(id),
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(unread.statusCode).toBe(403);
      const bad = await control('POST', id, { isLive: 'yes', title: '', orderNO: 1.5, isActive: 1, color: 'red' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().validationErrors).sort()).toEqual(['isActive', 'isLive', 'orderNO', 'title']);
      expect((await control('POST', randomUUID(), { isLive: 1 })).json()).toEqual(NOT_FOUND);
      expect((await control('DELETE', randomUUID())).json()).toEqual(NOT_FOUND);
      expect((await call('LiveEvent/Get', { id }, ada.headers)).body.data.isLive).toBe(0);
    });

    test('going live, renaming, reordering and removing reach the channel as Get answers them', async () => {
      const id = sessions.Panel.id;
      const updated = next<LiveSession>('liveStreamUpdated');
      const answer = await control('POST', id, { isLive: 1, title: 'Panel: hybrid audiences, live' });
      expect(answer.statusCode).toBe(200);
      const pushed = await updated;
      expect(pushed).toEqual(expect.objectContaining({ id, isLive: 1, title: 'Panel: hybrid audiences, live' }));
      expect(pushed).toEqual((await call('LiveEvent/Get', { id }, ada.headers)).body.data);
      expect(answer.json().data).toEqual(pushed);

      const sorted = next<{ items: { id: string; orderNO: number }[] }>('liveStreamSortingChanged');
      const updatedToo = jest.fn();
      listener.on('liveStreamUpdated', updatedToo);
      expect((await control('POST', id, { orderNO: 0 })).statusCode).toBe(200);
      const { items } = await sorted;
      expect(items[0]).toEqual({ id, orderNO: 0 });
      expect(items).toHaveLength(6);
      expect((await list()).items[0].id).toBe(id);
      listener.off('liveStreamUpdated', updatedToo);
      expect(updatedToo).not.toHaveBeenCalled();

      const removed = next<{ id: string }>('liveStreamRemoved');
      expect((await control('DELETE', id)).statusCode).toBe(200);
      expect(await removed).toEqual({ id });
      expect((await call('LiveEvent/Get', { id }, ada.headers)).body).toEqual(NOT_FOUND);
    });
  });
});

describe('watchers across api instances on PostgreSQL and one Redis (issue 29 item 3)', () => {
  const apis: Api[] = [];
  let proxy: TcpProxy | undefined;
  let drop: () => Promise<void> = async () => {};

  afterAll(async () => {
    closeSockets();
    // Back, so the instance behind the proxy closes as the others do.
    await proxy?.restore();
    await Promise.all(apis.map((api) => api.close()));
    await proxy?.close();
    await drop();
  });

  test('each instance counts its own, all answer the sum and it goes out once; a departed instance drops out', async () => {
    const database = await postgres.open();
    drop = database.drop;
    proxy = await tcpProxy(REDIS_URL);
    const options = { ...database.options, jwtSecret: 'two-instances', watchersIntervalMs: WATCHERS_INTERVAL };
    const a = await createApi({ ...options, redisUrl: REDIS_URL });
    apis.push(a);
    await seedDemoData(a.db);
    const b = await createApi({ ...options, redisUrl: REDIS_URL });
    apis.push(b);
    // C reaches Redis through the proxy, which the test cuts.
    const c = await createApi({ ...options, redisUrl: proxy.url });
    apis.push(c);
    const [urlOfA, urlOfB, urlOfC] = [await listen(a), await listen(b), await listen(c)];
    const summit = await a.db('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
    const keynote = await a.db('live_sessions').where({ event_id: summit.id, order_no: 2 }).first('id');
    const signIn = async (api: Api, email: string) => {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/v2/login/signin',
        headers: { 'x-application-id': summit.application_id },
        payload: { email, password: 'Atrium-demo-1' },
      });
      return answer.json().data.token as string;
    };
    const adaToken = await signIn(a, 'ada@demo.test');
    const countOn = async (api: Api) => {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/v2/LiveEvent/Get',
        headers: {
          authorization: `Bearer ${adaToken}`,
          'x-application-id': summit.application_id,
          'x-event-id': summit.id,
        },
        payload: { id: keynote.id },
      });
      return answer.json().data.watcherCount as number;
    };
    const channel = channelOf.sessionPresence({
      applicationId: summit.application_id,
      eventId: summit.id,
      sessionId: keynote.id,
    }).name;

    const ada = await openSocket(urlOfA, adaToken);
    const linus = await openSocket(urlOfB, await signIn(b, 'linus@demo.test'));
    const alan = await openSocket(urlOfC, await signIn(c, 'alan@demo.test'));
    const heard: number[] = [];
    const waiting: { count: number; resolve: () => void }[] = [];
    ada.on('watchers', (payload: { sessionId: string; watcherCount: number }) => {
      if (payload.sessionId !== keynote.id) return;
      heard.push(payload.watcherCount);
      for (const wait of waiting.filter((one) => one.count === payload.watcherCount)) wait.resolve();
    });
    const hears = (count: number) => new Promise<void>((resolve) => waiting.push({ count, resolve }));
    expect(await subscribe(ada, channelOf.liveStream({ eventId: summit.id }).name)).toEqual({ ok: true });

    let counted = hears(2);
    expect(await subscribe(ada, channel)).toEqual({ ok: true });
    expect(await subscribe(linus, channel)).toEqual({ ok: true });
    // Linus joined on B; Ada, on A, hears the sum.
    await counted;
    expect([await countOn(a), await countOn(b)]).toEqual([2, 2]);
    counted = hears(3);
    expect(await subscribe(alan, channel)).toEqual({ ok: true });
    await counted;
    expect([await countOn(a), await countOn(b), await countOn(c)]).toEqual([3, 3, 3]);

    // C's link is cut: once its key expires (5 intervals), its watcher is taken from the sum.
    counted = hears(2);
    await proxy.cut();
    await counted;
    expect([await countOn(a), await countOn(b)]).toEqual([2, 2]);
    // Back, C writes its count again.
    counted = hears(3);
    await proxy.restore();
    await counted;
    expect(await countOn(a)).toBe(3);
    // C closing leaves the sum at once.
    counted = hears(2);
    await c.close();
    apis.splice(apis.indexOf(c), 1);
    await counted;
    expect(await countOn(b)).toBe(2);
    // Each change went out once, though three instances saw it (Ada alone may have been told first).
    expect(heard.slice(heard.indexOf(2))).toEqual([2, 3, 2, 3, 2]);
    expect(heard.indexOf(2)).toBeLessThanOrEqual(1);
  });
});

describe('the demo on SQLite: streams made by ffmpeg (issue 16 item 4), moving dates, no control route without its secret', () => {
  let api: Api;
  let drop: () => Promise<void>;
  let liveDir: string;
  let headers: Headers;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, extra: Headers = {}) =>
    api.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload && { payload }) });
  const waitFor = async <T>(what: () => Promise<T | undefined>, ms: number): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const found = await what();
      if (found !== undefined) return found;
      if (Date.now() > until) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    liveDir = mkdtempSync(path.join(tmpdir(), 'atrium-live-ffmpeg-'));
    const opened = await sqlite.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, liveDir, liveStreams: true, liveControlSecret: CONTROL_SECRET });
    await seedDemoData(api.db);
    const summit = await api.db('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
    const signedIn = await api.app.inject({
      method: 'POST',
      url: '/api/v2/login/signin',
      headers: { 'x-application-id': summit.application_id },
      payload: { email: 'ada@demo.test', password: 'Atrium-demo-1' },
    });
    headers = {
      authorization: `Bearer ${signedIn.json().data.token}`,
      'x-application-id': summit.application_id,
      'x-event-id': summit.id,
    };
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
    rmSync(liveDir, { recursive: true, force: true });
  });

  const sessionTitled = async (prefix: string) =>
    (await api.db('live_sessions').where('title', 'like', `${prefix}%`).first('id')).id as string;
  /** The playlist through the streaming host once it lists a segment, and that segment. */
  const firstSegment = async (sessionId: string, ms: number, notOfRun?: string) => {
    const { hash } = (await inject('POST', '/api/v2/LiveEvent/Join', { id: sessionId })).json().data;
    const viewerUrl = liveStreamPath(sessionId, hash);
    const variant = (await inject('GET', viewerUrl)).body.split('\n').find((line) => line && !line.startsWith('#'))!;
    const mediaUrl = new URL(variant, `http://host${viewerUrl}`).pathname;
    const name = await waitFor(async () => {
      const answer = await inject('GET', mediaUrl);
      const found = answer.statusCode === 200 ? /^(\w+)-\d+\.ts$/m.exec(answer.body) : null;
      return found && found[1] !== notOfRun ? found : undefined;
    }, ms);
    return { run: name[1], segment: await inject('GET', mediaUrl.replace('index.m3u8', name[0])) };
  };

  test('the running demo session streams HLS within 3 s of starting, and again after ffmpeg dies', async () => {
    const keynote = await sessionTitled('Opening keynote');
    await api.liveStreams!.sync();
    const { run, segment } = await firstSegment(keynote, 3000 + 1000);
    expect(segment.statusCode).toBe(200);
    // An MPEG-TS packet starts with its sync byte.
    expect(segment.rawPayload[0]).toBe(0x47);

    const pid = api.liveStreams!.pid(keynote)!;
    expect(alive(pid)).toBe(true);
    process.kill(pid, 'SIGKILL');
    const restarted = await waitFor(async () => {
      const next = api.liveStreams!.pid(keynote);
      return next !== undefined && next !== pid ? next : undefined;
    }, 2000);
    expect(alive(restarted)).toBe(true);
    // The new run's segments are named afresh: a cache keeping the old ones for good is never wrong.
    const again = await firstSegment(keynote, 3000 + 1000, run);
    expect(again.segment.statusCode).toBe(200);
    expect(again.run).not.toBe(run);
  });

  test('a session switched live starts streaming (ending a left-over ffmpeg); switched off, its ffmpeg ends and its files go', async () => {
    const panel = await sessionTitled('Panel');
    const control = (isLive: number) =>
      inject('POST', liveControlPath(panel), { isLive }, { 'x-live-control-secret': CONTROL_SECRET });
    // An ffmpeg of an api killed outright, still writing into the panel's folder.
    const leftOver = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', path.join(liveDir, panel)]);
    const leftOverEnded = new Promise((resolve) => leftOver.once('exit', (_code, signal) => resolve(signal)));
    writeFileSync(path.join(liveDir, `${panel}.pid`), String(leftOver.pid));
    expect((await control(1)).statusCode).toBe(200);
    expect(await leftOverEnded).toBe('SIGKILL');
    expect((await firstSegment(panel, 5000)).segment.statusCode).toBe(200);
    const pid = api.liveStreams!.pid(panel)!;
    expect((await control(0)).statusCode).toBe(200);
    await waitFor(async () => (api.liveStreams!.pid(panel) === undefined && !alive(pid) ? true : undefined), 3000);
    expect(existsSync(path.join(liveDir, panel))).toBe(false);
    expect(existsSync(path.join(liveDir, `${panel}.pid`))).toBe(false);
  });

  test('a missing ffmpeg is logged once, saying how to install it', async () => {
    const errors: string[] = [];
    const log = { error: (message: string) => errors.push(String(message)), warn: jest.fn() };
    const streams = createLiveStreams({
      db: api.db,
      liveDir: path.join(liveDir, 'elsewhere'),
      log: log as unknown as FastifyBaseLogger,
      ffmpegPath: path.join(liveDir, 'no-ffmpeg-here'),
    });
    await streams.sync();
    await waitFor(async () => (errors.length ? true : undefined), 2000);
    await streams.sync();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('apt-get install -y ffmpeg');
    await streams.close();
  });

  test('the demo’s session dates move with the days, as the events do', async () => {
    const before = await api.db('live_sessions').orderBy('order_no').select('id', 'start_date', 'end_date');
    const clock = await api.db('settings').where({ key: DEMO_CLOCK_KEY }).first('value');
    expect(await keepDemoDatesRelative(api.db, new Date(Date.parse(clock.value) + 2 * DAY))).toBe(2);
    const after = await api.db('live_sessions').orderBy('order_no').select('id', 'start_date', 'end_date');
    expect(after.map((row) => new Date(row.start_date).getTime() - 2 * DAY)).toEqual(
      before.map((row) => new Date(row.start_date).getTime()),
    );
    expect(after.map((row) => new Date(row.end_date).getTime() - 2 * DAY)).toEqual(
      before.map((row) => new Date(row.end_date).getTime()),
    );
  });

  test('without LIVE_CONTROL_SECRET the control route does not exist', async () => {
    const opened = await sqlite.open();
    const plain = await createApi(opened.options);
    try {
      const keynote = await sessionTitled('Opening keynote');
      for (const method of ['POST', 'DELETE'] as const) {
        const answer = await plain.app.inject({
          method,
          url: liveControlPath(keynote),
          headers: { 'x-live-control-secret': CONTROL_SECRET },
          payload: {},
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.json().hasError).toBe(true);
      }
    } finally {
      await plain.close();
      await opened.drop();
    }
  });

  test('closing the api ends every ffmpeg', async () => {
    const keynote = await sessionTitled('Opening keynote');
    const pid = api.liveStreams!.pid(keynote)!;
    expect(alive(pid)).toBe(true);
    await api.close();
    expect(alive(pid)).toBe(false);
    api = undefined as unknown as Api;
  });
});

describe('live hashes: only the text sign wrote is taken (spec 2 §2.20)', () => {
  const hashes = createLiveHashes('a key');
  const sessionId = '710a1cdb-d890-4f60-a7a0-d1dae4c4d409';
  const { hash } = hashes.sign(sessionId, 'user-1');

  test('every change of the signature’s last character is refused, those base64url decodes to the same bytes too', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const altered = [...alphabet].filter((c) => c !== hash.at(-1)).map((c) => hash.slice(0, -1) + c);
    expect(hashes.check(sessionId, hash)).toBe('valid');
    expect(altered.filter((other) => hashes.check(sessionId, other) !== 'invalid')).toEqual([]);
  });

  test('another spelling of the user part is refused', () => {
    // 7 bytes: the tenth character's last four bits are no byte's.
    const userHash = hashes.sign(sessionId, 'user-12').hash;
    const [user, ...rest] = userHash.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = user.slice(0, -1) + alphabet[alphabet.indexOf(user.at(-1)!) ^ 1];
    expect(Buffer.from(respelt, 'base64url').toString()).toBe('user-12');
    expect(hashes.check(sessionId, userHash)).toBe('valid');
    expect(hashes.check(sessionId, [respelt, ...rest].join('.'))).toBe('invalid');
  });
});
