// `npm run bench -- keynote` (issue 29 item 1): thousands of attendees in one live session, against
// the product started as `npm start` starts it (or, with --scale-out, two api instances on
// PostgreSQL and Redis behind the nginx edge; with --hosts, as root, the hosts of `npm run
// start:hosts` in network namespaces), each figure beside a floor measured in the same run:
// a bare socket.io server for joining and fan-out, nginx serving the same segments as static files
// for the stream, a bare Fastify handler for the lists. A report, not a test; bounded in time and
// count (every wait has a deadline, every phase a fixed length).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { build, publishLocal, settings, startServices } from '../processes.mjs';
import { addPosts, makeAttendees, openDatabase } from './attendees.mjs';
import { benchLists } from './lists.mjs';
import { startStaticNginx } from './staticNginx.mjs';
import { snapshot, usageLines } from './procStats.mjs';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    attendees: { type: 'string', default: '1000' },
    players: { type: 'string', default: '200' },
    'join-seconds': { type: 'string', default: '30' },
    'play-seconds': { type: 'string', default: '30' },
    'post-every': { type: 'string', default: '4' },
    'list-rows': { type: 'string', default: '37000' },
    'scale-out': { type: 'boolean', default: false },
    hosts: { type: 'boolean', default: false },
    'skip-floors': { type: 'boolean', default: false },
    // Uses the packages as last built (while changing only the bench).
    'no-build': { type: 'boolean', default: false },
  },
});
const N = Number(options.attendees);
const V = Math.min(N, Number(options.players));
const JOIN_WINDOW_MS = Number(options['join-seconds']) * 1000;
const PLAY_SECONDS = Number(options['play-seconds']);
const POST_EVERY_MS = Number(options['post-every']) * 1000;
// A thread of the load generator holds this many sockets, or players.
const SOCKETS_PER_THREAD = 2500;
const PLAYERS_PER_THREAD = 500;
const DELIVERY_DEADLINE_MS = 15_000;
const WATCHERS_DEADLINE_MS = 20_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
// Spread into Math.max, a list of a million figures would overflow the stack.
const maxOf = (xs) => xs.reduce((a, b) => Math.max(a, b), -Infinity);
const ms = (x) => (Number.isNaN(x) ? '   -' : `${Math.round(x)}`.padStart(5));
const chunks = (xs, size) =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

/** Runs a worker thread of this folder to its report. */
function thread(file, data) {
  const worker = new Worker(new URL(file, import.meta.url), { workerData: data });
  const messages = [];
  const waiting = [];
  worker.on('message', (message) => {
    const next = waiting.shift();
    if (next) next(message);
    else messages.push(message);
  });
  const errored = new Promise((_, reject) => worker.once('error', reject));
  errored.catch(() => {});
  return {
    ask(message) {
      if (message !== undefined) worker.postMessage(message);
      return Promise.race([
        messages.length ? Promise.resolve(messages.shift()) : new Promise((r) => waiting.push(r)),
        errored,
      ]);
    },
    stop: () => worker.terminate(),
  };
}

/** The session page's channels, named as the contract's table names them (shared/src/contract/channels.ts). */
const pageChannels = ({ applicationId, eventId, sessionId }, userId) => [
  `private-${userId}`,
  `message-${userId}`,
  `presence-user-${userId}`,
  `event-social-hub-${eventId}`,
  `livestream-${eventId}`,
  `presence-session-${applicationId}-${eventId}-${sessionId}`,
];

const HUB_EVENTS = ['newPost'];

/** N sockets over the join window, on as many threads as they need; answers when all are in. */
async function joinCrowd({ url, attendees, product, apiBase, headers, sessionId }) {
  const startAt = now() + 1000;
  const threads = chunks(attendees, Math.ceil(attendees.length / Math.ceil(attendees.length / SOCKETS_PER_THREAD))).map(
    (part, t, all) =>
      thread('./crowd.mjs', {
        url,
        product,
        apiBase,
        headers,
        sessionId,
        // Interleaved over the window: thread t takes every t-th moment.
        startAt: startAt + (t * JOIN_WINDOW_MS) / attendees.length,
        joinWindowMs: (JOIN_WINDOW_MS * part.length * all.length) / attendees.length,
        attendees: part,
      }),
  );
  const joined = await Promise.all(threads.map((t) => t.ask('joined')));
  return { threads, hashes: joined.flatMap((j) => j.hashes), startedAt: startAt };
}

async function reportCrowd(threads) {
  const reports = await Promise.all(threads.map((t) => t.ask('report')));
  await Promise.all(threads.map((t) => t.ask('close')));
  await Promise.all(threads.map((t) => t.stop()));
  return {
    clients: reports.flatMap((r) => r.clients),
    errors: reports.flatMap((r) => r.errors),
    errorCount: reports.reduce((n, r) => n + r.errorCount, 0),
  };
}

/** Delivery of each sent post to each client: the first message about it (or, without ids, after it). */
function deliveries(clients, sent) {
  const times = [];
  let lost = 0;
  for (const client of clients) {
    if (client.subscribedAt === null) continue;
    for (const post of sent) {
      if (post.sentAt < client.subscribedAt) continue;
      const arrival = client.hub.find(
        (message) => message.at >= post.sentAt && (message.ids.length === 0 || message.ids.includes(post.id)),
      );
      if (arrival) times.push(arrival.at - post.sentAt);
      else lost++;
    }
  }
  return { times, lost };
}

function printJoin(label, crowd, startedAt) {
  const joins = crowd.clients.map((c) => c.joinMs).filter((x) => x !== null);
  const last = maxOf(crowd.clients.map((c) => c.subscribedAt ?? 0));
  console.log(
    `  ${label.padEnd(22)} ${joins.length}/${crowd.clients.length} subscribed, all in ${((last - startedAt) / 1000).toFixed(1)} s; join p50 ${ms(pct(joins, 0.5))} ms  p99 ${ms(pct(joins, 0.99))} ms${crowd.errorCount ? `; ${crowd.errorCount} failed (${crowd.errors[0]})` : ''}`,
  );
  return last;
}

function printDelivery(label, clients, sent) {
  const { times, lost } = deliveries(clients, sent);
  console.log(
    `  ${label.padEnd(22)} ${sent.length} posts × ${clients.length}: delivery p50 ${ms(pct(times, 0.5))} ms  p99 ${ms(pct(times, 0.99))} ms  max ${ms(maxOf(times))} ms; lost ${lost}`,
  );
}

function printPlayers(label, reports) {
  const results = reports.flatMap((r) => r.results);
  const segments = results.flatMap((r) => r.segments);
  const playlists = results.flatMap((r) => r.playlists);
  const stalled = results.filter((r) => r.stalls > 0).length;
  const failed = results.filter((r) => r.failure || r.segments.length === 0).length;
  const first = results.map((r) => r.firstSegmentMs).filter((x) => x !== null);
  console.log(
    `  ${label.padEnd(22)} ${results.length} players: segment p50 ${ms(pct(segments, 0.5))} ms  p99 ${ms(pct(segments, 0.99))} ms; playlist p50 ${ms(pct(playlists, 0.5))} ms  p99 ${ms(pct(playlists, 0.99))} ms; first segment p99 ${ms(pct(first, 0.99))} ms; ${stalled} stalled (${((stalled / Math.max(1, results.length)) * 100).toFixed(1)}%), ${failed} got nothing, ${results.reduce((n, r) => n + r.errors, 0)} errors, ${segments.length} segments`,
  );
}

async function playFor(base, players) {
  const threads = chunks(players, PLAYERS_PER_THREAD).map((part) =>
    thread('./players.mjs', { base, players: part, seconds: PLAY_SECONDS, startWindowMs: 2000 }),
  );
  const reports = await Promise.all(threads.map((t) => t.ask()));
  await Promise.all(threads.map((t) => t.stop()));
  return reports;
}

async function call(apiBase, name, body, headers) {
  const res = await fetch(`${apiBase}/api/v2/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json();
  if (!res.ok || json.hasError) throw new Error(`${name}: ${res.status} ${json.message}`);
  return json.data;
}

async function startProduct() {
  const s = settings({ ...process.env, PORT: process.env.BENCH_PORT ?? '4950', DATA_DIR: '.data/keynote' });
  fs.rmSync(s.dataDir, { recursive: true, force: true });
  if (!options['no-build']) build();
  if (options.hosts) {
    const { startHosts } = await import('../hosts.mjs');
    const { withUser } = await import('../scaleOut.mjs');
    const database = 'atrium_keynote_hosts';
    const hosts = await startHosts({ dataDir: s.dataDir, database, fresh: true, quiet: true });
    const { API_HOSTS } = await import('../topology.mjs');
    const dataDirs = API_HOSTS.map((host) => path.join(s.dataDir, host.name));
    return {
      s,
      stop: hosts.stop,
      base: hosts.edgeUrl,
      db: openDatabase({ databaseUrl: withUser(`postgres://127.0.0.1:5432/${database}`) }),
      // The folder of whichever host's stream process makes the streams.
      liveDir: (id) =>
        dataDirs.map((dir) => path.join(dir, 'live', id)).find((dir) => fs.existsSync(dir)) ?? dataDirs[0],
    };
  }
  publishLocal(s);
  if (options['scale-out']) {
    const { startScaleOut } = await import('../scaleOut.mjs');
    const topology = await startScaleOut({
      port: s.port,
      dataDir: s.dataDir,
      database: 'atrium_keynote',
      fresh: true,
      quiet: true,
    });
    return { s, stop: topology.stop, base: topology.edgeUrl, db: openDatabase({ databaseUrl: topology.databaseUrl }) };
  }
  const { stop } = await startServices(s, { quiet: true, env: { LIVE_STREAMS: '1' } });
  return {
    s,
    stop,
    liveDir: (id) => path.join(s.dataDir, 'live', id),
    base: `http://127.0.0.1:${s.port}`,
    db: openDatabase({ sqliteFile: path.join(s.dataDir, 'atrium.sqlite') }),
  };
}

const clustered = options['scale-out'] || options.hosts;
const product = await startProduct();
const { s, db, base } = product;
const extra = [];
try {
  console.log(
    `\nThe keynote (${options.hosts ? 'hosts: an edge (nginx, HAProxy), two api hosts, a registry host, in network namespaces' : options['scale-out'] ? 'scale-out: two api instances, PostgreSQL, Redis, nginx edge' : 'single-machine default'}): ${N} attendees joining within ${JOIN_WINDOW_MS / 1000} s, ${V} players for ${PLAY_SECONDS} s, a post every ${POST_EVERY_MS / 1000} s`,
  );
  const crowdOf = await makeAttendees(db, { count: N + 1 });
  const poster = crowdOf.attendees.pop();
  const { applicationId, eventId, keynote } = crowdOf;
  const ids = { applicationId, eventId, sessionId: keynote.id };
  for (const attendee of crowdOf.attendees) {
    attendee.channels = pageChannels(ids, attendee.userId);
    attendee.hubEvents = HUB_EVENTS;
  }
  const headers = { 'x-application-id': applicationId, 'x-event-id': eventId };
  const posterHeaders = { ...headers, authorization: `Bearer ${poster.token}` };
  const samplePost = (await call(base, 'SocialHub/List', { skip: 0, take: 1 }, posterHeaders)).items[0];

  // The floor: a bare socket.io server, the same sockets, channels and payload.
  if (!options['skip-floors']) {
    const bare = fork(new URL('./bareSocket.mjs', import.meta.url), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    extra.push(() => bare.kill('SIGTERM'));
    const { port } = await new Promise((resolve) => bare.once('message', resolve));
    const before = snapshot({ services: clustered });
    const t0 = now();
    const crowd = await joinCrowd({ url: `http://127.0.0.1:${port}`, attendees: crowdOf.attendees, product: false });
    const sent = [];
    for (let i = 0; i < 5; i++) {
      const id = `bare-${i}`;
      sent.push({ id, sentAt: now() });
      bare.send({ room: `event-social-hub-${eventId}`, event: 'newPost', payload: { ...samplePost, id } });
      await sleep(POST_EVERY_MS);
    }
    await sleep(2000);
    const report = await reportCrowd(crowd.threads);
    console.log('\n  Bare socket.io server (the floor), same sockets, channels and post payload:');
    printJoin('join', report, crowd.startedAt);
    printDelivery('post fan-out', report.clients, sent);
    console.log(
      `  ${'messages per socket'.padEnd(22)} ${(report.clients.reduce((n, c) => n + c.received, 0) / report.clients.length).toFixed(1)}`,
    );
    console.log('  Processes during the floor run:');
    for (const line of usageLines(before, snapshot({ services: clustered }), (now() - t0) / 1000)) console.log(line);
    bare.kill('SIGTERM');
  }

  // The product.
  const before = snapshot({ services: clustered });
  const t0 = now();
  const crowd = await joinCrowd({
    url: base,
    attendees: crowdOf.attendees,
    product: true,
    apiBase: base,
    headers,
    sessionId: keynote.id,
  });
  const joinedAt = now();
  // Players play while the crowd posts and votes.
  const players = crowd.hashes.slice(0, V).map((hash) => ({
    path: `/api/live/${keynote.id}/${encodeURIComponent(hash)}/index.m3u8`,
  }));
  const playing = playFor(base, players);
  const sent = [];
  const poll = (await call(base, 'participant/checkpoll', {}, posterHeaders)).poll;
  let votes = 0;
  let voteErrors = 0;
  const voting = (async () => {
    if (!poll) return;
    const until = now() + PLAY_SECONDS * 1000;
    for (let i = 0; now() < until && i < crowdOf.attendees.length; i++) {
      const voter = crowdOf.attendees[i];
      await call(
        base,
        'participant/dovote',
        { answer: poll.answers[i % poll.answers.length] },
        {
          ...headers,
          authorization: `Bearer ${voter.token}`,
        },
      ).then(
        () => votes++,
        () => voteErrors++,
      );
      await sleep(100);
    }
  })();
  const postUntil = now() + PLAY_SECONDS * 1000;
  while (now() < postUntil) {
    const sentAt = now();
    const post = await call(
      base,
      'socialhub/addorupdate',
      { postText: `Keynote question ${sent.length + 1}` },
      posterHeaders,
    );
    sent.push({ id: post.id, sentAt });
    await sleep(Math.max(0, POST_EVERY_MS - (now() - sentAt)));
  }
  const playerReports = await playing;
  await voting;
  // The last posts and watcher counts have their deadline to arrive.
  await sleep(Math.min(DELIVERY_DEADLINE_MS, WATCHERS_DEADLINE_MS) / 3);
  const report = await reportCrowd(crowd.threads);
  const seconds = (now() - t0) / 1000;
  const after = snapshot({ services: clustered });

  console.log('\n  The product:');
  const lastJoin = printJoin('join', report, crowd.startedAt);
  const http = report.clients.flatMap((c) => c.httpMs);
  console.log(`  ${'LiveEvent/Get + Join'.padEnd(22)} p50 ${ms(pct(http, 0.5))} ms  p99 ${ms(pct(http, 0.99))} ms`);
  const joinedClients = report.clients.filter((c) => c.subscribedAt !== null);
  const right = joinedClients.filter((c) => c.watcherCount === joinedClients.length);
  const settled = maxOf(right.map((c) => c.watchersAt));
  console.log(
    `  ${'watcher count'.padEnd(22)} ${right.length}/${joinedClients.length} show ${joinedClients.length}; ${right.length ? `the last of them ${((settled - lastJoin) / 1000).toFixed(1)} s after the last join` : 'none does'}${right.length < joinedClients.length ? ` (others show e.g. ${joinedClients.find((c) => c.watcherCount !== joinedClients.length)?.watcherCount})` : ''}`,
  );
  printDelivery('post fan-out', report.clients, sent);
  console.log(
    `  ${'messages per socket'.padEnd(22)} ${(report.clients.reduce((n, c) => n + c.received, 0) / report.clients.length).toFixed(1)} over ${((now() - joinedAt) / 1000 + JOIN_WINDOW_MS / 1000).toFixed(0)} s`,
  );
  console.log(`  ${'live poll votes'.padEnd(22)} ${votes} (${voteErrors} failed)`);
  printPlayers(clustered ? 'HLS through the edge' : 'HLS through gateway', playerReports);
  console.log('  Processes during the product run:');
  for (const line of usageLines(before, after, seconds)) console.log(line);

  // The floor for the stream: nginx serving the same segments as files.
  if (!options['skip-floors']) {
    const liveFolder = product.liveDir(keynote.id);
    const floor = await startStaticNginx({ from: liveFolder, dir: path.join(s.dataDir, 'static-floor') });
    extra.push(floor.stop);
    const reports = await playFor(
      floor.url,
      players.map(() => ({ path: '/index.m3u8', static: true })),
    );
    console.log('\n  nginx serving the same segments as static files (the floor):');
    printPlayers('HLS from files', reports);
    await floor.stop();
  }

  if (!clustered) {
    await benchLists({ base, headers: posterHeaders, db, eventId, rows: Number(options['list-rows']), addPosts });
  }
} finally {
  for (const stop of extra) await Promise.resolve(stop()).catch(() => {});
  await db.destroy();
  await product.stop();
}
