import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { Server } from 'socket.io';
import limits from '@atrium/shared/limits.json';
import {
  createDatabase,
  filesStorageFor,
  forgetUntrustedForwarding,
  migrate,
  trustTheProxyInFront,
  type DatabaseOptions,
  type FilesStorage,
} from '@atrium/shared/server';
import applicationScope from './applicationScope';
import { createSessions, createTokens, loadJwtSecret } from './auth';
import { createChannels, type Publish } from './channels';
import { TOKEN_TTL_SECONDS } from './constants';
import { migrations } from './db/migrations';
import eventScope from './eventScope';
import callRoutes from './http/calls';
import { answerClientError, answerFrameworkError, installEnvelopeErrors } from './http/errors';
import accountModule from './modules/account';
import applicationModule from './modules/application';
import chatModule, { createTyping } from './modules/chat';
import definitionModule from './modules/definition';
import exploreModule from './modules/explore';
import healthModule from './modules/health';
import liveModule, { createSessionAccess, createWatchers, liveControlRoute } from './modules/live';
import loginModule, { type LoginModuleOptions } from './modules/login';
import networkingModule, {
  createNetworkingAccess,
  createNetworkRequests,
  type NetworkingAccess,
} from './modules/networking';
import notificationModule from './modules/notification';
import participantModule from './modules/participant';
import profileModule from './modules/profile';
import realtimeModule, { loadRedisPrefix, useRedisAdapter } from './modules/realtime';
import registrationModule from './modules/registration';
import socialHubModule from './modules/socialHub';
import standModule from './modules/stand';
import surveyModule from './modules/survey';
import uploadsModule, { filesRoute } from './modules/uploads';
import { createNotify } from './notify';
import { UNUSED_UPLOAD_SWEEP_MS, UNUSED_UPLOAD_TTL_MS } from './rateLimits/quota';
import { DatabaseStorage, DiskStorage, removeUnusedUploads, type Storage } from './storage';
import { createLiveStreams, type LiveStreams } from './streaming/ffmpeg';
import { startStreamLease } from './streaming/streamLease';
import { composeRoomAccess, type RoomAccess } from './sfu/access';
import { sfuControlRoute } from './sfu/control';
import { createRoomPlacement } from './sfu/placement';
import { createSignalling, type Signalling } from './sfu/signalling';
import { createSfuWorkers, SfuUnavailableError, type SfuWorkers } from './sfu/workers';
import { createLiveHashes, loadLiveHashKey } from './streaming/hash';
import { createLiveNow } from './streaming/liveNow';
import { liveStreamRoute } from './streaming/route';

export interface ApiOptions extends DatabaseOptions {
  /** With it, socket.io rooms are shared with every other instance on the same Redis. */
  redisUrl?: string;
  /** REDIS_PREFIX: starts every Redis key and channel of this deployment (default: made once per database, loadRedisPrefix). */
  redisPrefix?: string;
  /**
   * TRUSTED_PROXY_SECRET: X-Forwarded-For is believed only on requests carrying it as X-Trusted-Proxy
   * (the gateway and the edge add it; the start scripts make one per start). Unset: never believed.
   */
  trustedProxySecret?: string;
  /** Token signing secret; generated once and stored in the database when unset. */
  jwtSecret?: string;
  tokenTtlSeconds?: number;
  /** The ways in: mail transport, Facebook verification, public URL for links (issue 3). */
  auth?: LoginModuleOptions;
  /** Log warnings and unexpected errors (pino, to stdout). */
  logger?: boolean;
  /** Where uploads are kept, instead of what filesStorage chooses (tests give one). */
  storage?: Storage;
  /**
   * FILES_STORAGE: `database` keeps uploads in the database, where every api instance on it reads
   * them (issue 33 item 2); `disk` under filesDir. Default: `database` with databaseUrl, else `disk`.
   */
  filesStorage?: FilesStorage;
  /** The folder of `disk` storage; main.ts gives DATA_DIR/files, and without it a new temporary folder is used. */
  filesDir?: string;
  /** Where live sessions' HLS is written and served from; main.ts gives DATA_DIR/live, else a new temporary folder. */
  liveDir?: string;
  /** LIVE_STREAMS: run ffmpeg for the live sessions that have a stream source (issue 16). */
  liveStreams?: boolean;
  /**
   * LIVE_STREAMS_HOST: this stream process's host. With Redis, the stream processes of all hosts
   * take turns through a lease (streaming/streamLease.ts), so one of them streams at a time.
   */
  liveStreamsHost?: string;
  /** The lease's length (STREAMER_LEASE_MS by default); tests shorten it. */
  liveStreamsLeaseMs?: number;
  /** LIVE_DEMO_SOURCE: an rtmp:// URL or a file the demo sessions stream instead of the test picture. */
  liveDemoSource?: string;
  /** LIVE_CONTROL_SECRET: enables the ops control route of live sessions, for whoever sends it. */
  liveControlSecret?: string;
  /**
   * SFU: start the meeting room's mediasoup workers (issue 17), one per core. When the install could
   * not build the worker, the api starts without them and logs why (`Api.sfu` is then null).
   */
  sfu?: boolean;
  /** Check every published payload against the channel table and throw on a wrong one (default: outside production). */
  checkPayloads?: boolean;
  /** How often a session's `watchers` may go out (default WATCHERS_INTERVAL_MS; tests shorten it). */
  watchersIntervalMs?: number;
  /** How long a networking seat waits for its holder to (re)enter the room (networking/access.ts). */
  networkingGraceMs?: number;
  /** How often this instance releases the networking seats whose time is up (default SEAT_SWEEP_MS, 1 s; 0: never). */
  networkingSweepMs?: number;
  /** Who may enter a signalling room, instead of the api's own (tests give a fake). */
  roomAccess?: RoomAccess;
  /** SFU_ANNOUNCED_IP: the address the meeting room's ICE candidates carry (default 127.0.0.1, this machine only). */
  sfuAnnouncedIp?: string;
  /**
   * SFU_HOST: this host's name among the api hosts that run the SFU (HAProxy's server name). With
   * Redis, each meeting room lives on one of them, recorded in Redis (issue 33 item 2); without it,
   * in whichever process the browser reached.
   */
  sfuHost?: string;
  /** How long a room's record in Redis stands unrenewed (default ROOM_LEASE_MS; tests shorten it). */
  sfuRoomLeaseMs?: number;
  /** SFU_THROTTLE_SECRET: enables applyNetworkThrottle for whoever sends it (a developer tool, spec 2 §6). */
  sfuThrottleSecret?: string;
  /** SFU_CONTROL_SECRET: enables the ops route that restarts the signalling server (SFU_RESTART_PATH). */
  sfuControlSecret?: string;
}

export interface Api {
  app: FastifyInstance;
  io: Server;
  db: Knex;
  storage: Storage;
  /** The ffmpeg streams of live sessions, when liveStreams is on. */
  liveStreams: LiveStreams | null;
  /** The mediasoup workers, when sfu is on and the worker is built. */
  sfu: SfuWorkers | null;
  /** Who may enter a signalling room (`sfu`: a session's active publishers, `nsfu`: a networking seat's holder). */
  roomAccess: RoomAccess;
  /** The networking seats as room access: it sweeps the seats whose grace period ended. */
  networkingAccess: NetworkingAccess;
  /** The meeting room's signalling server, when the SFU runs. */
  signalling: Signalling | null;
  /** Emits an event of the channel table once to every socket subscribed to any of the channels, on every instance. */
  publish: Publish;
  close(): Promise<void>;
}

/** Builds the api on a migrated database; call `app.listen` to serve it, `close` to release everything. */
export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const db = createDatabase(options);
  try {
    return await buildApi(db, options);
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function buildApi(db: Knex, options: ApiOptions): Promise<Api> {
  await migrate(db, migrations);
  const jwtSecret = options.jwtSecret ?? (await loadJwtSecret(db));
  const tokens = createTokens(jwtSecret, options.tokenTtlSeconds ?? TOKEN_TTL_SECONDS);
  const sessions = createSessions(db, tokens);
  const { storage, temporaryFiles } = openStorage(db, options);
  const temporaryLive = options.liveDir ? null : mkdtempSync(path.join(os.tmpdir(), 'atrium-live-'));
  const liveDir = options.liveDir ?? temporaryLive!;
  const liveHashes = createLiveHashes(await loadLiveHashKey(db));

  const app = fastify({
    logger: options.logger ? { level: 'warn' } : false,
    // request.ip is the address the gateway or the edge saw, when they say so with the secret (below).
    trustProxy: trustTheProxyInFront,
    // Fastify's default, written down: the gateway refuses a larger body before it reaches us.
    bodyLimit: limits.apiBodyBytes,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // The spec writes one call as both `login/getapplication` and `Login/GetApplication`.
    // A stream's hash is one path parameter of about 105 characters (streaming/hash.ts).
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: 200,
    },
    // No coercion: a number where a string belongs is a wrong type, reported with every other field error.
    ajv: { customOptions: { coerceTypes: false, allErrors: true } },
  });
  // First of all hooks: the sign-in limits count request.ip, which a direct caller must not choose.
  app.addHook('onRequest', async (request) =>
    forgetUntrustedForwarding(request.raw.headers, options.trustedProxySecret),
  );
  app.decorateRequest('auth', null);
  installEnvelopeErrors(app);

  const io = new Server(app.server, { path: '/socket.io/', serveClient: false });
  const redis = options.redisUrl
    ? await useRedisAdapter(
        io,
        { url: options.redisUrl, prefix: options.redisPrefix ?? (await loadRedisPrefix(db)) },
        app.log,
      )
    : null;
  const channels = createChannels(io, { checkPayloads: options.checkPayloads });
  const { publish } = channels;
  const notify = createNotify(db, publish);
  const watchers = createWatchers({
    publish,
    log: app.log,
    redis,
    intervalMs: options.watchersIntervalMs,
  });
  const networkingAccess = createNetworkingAccess({
    db,
    publish,
    graceMs: options.networkingGraceMs,
    sweepMs: options.networkingSweepMs,
    log: app.log,
  });
  await networkingAccess.sweep();
  const roomAccess = composeRoomAccess({ nsfu: networkingAccess, sfu: createSessionAccess(db) });
  // With Redis and a host name, one stream process of all hosts streams at a time (issue 33 item 2).
  let liveStreams: LiveStreams | null = null;
  const streamLease =
    options.liveStreams && redis && options.liveStreamsHost
      ? await startStreamLease({
          client: redis.client,
          prefix: redis.prefix,
          host: options.liveStreamsHost,
          leaseMs: options.liveStreamsLeaseMs,
          changed: () => void liveStreams?.sync(),
          log: app.log,
        })
      : null;
  const streamsHere = () => Boolean(options.liveStreams) && (streamLease?.holds() ?? true);
  liveStreams = options.liveStreams
    ? createLiveStreams({ db, liveDir, demoSource: options.liveDemoSource, log: app.log, runsHere: streamsHere })
    : null;

  await app.register(
    async (v2) => {
      await v2.register(callRoutes, { db, tokens });
      await v2.register(applicationScope, { db });
      await v2.register(eventScope, { db });
      await v2.register(healthModule, { db, redis });
      await v2.register(applicationModule, { db });
      // The proof-of-work keys are derived from the kept secret, so every instance agrees (issue 32 item 1).
      await v2.register(loginModule, { db, sessions, proofSecret: jwtSecret, ...options.auth });
      await v2.register(accountModule, {
        db,
        sessions,
        mailTransport: options.auth?.mailTransport,
        publicUrl: options.auth?.publicUrl,
        storage,
      });
      await v2.register(uploadsModule, { db, storage });
      await v2.register(profileModule, { db, notify });
      await v2.register(chatModule, { db, storage, channels });
      await v2.register(notificationModule, { db, notify });
      await v2.register(definitionModule, { db });
      await v2.register(exploreModule, { db });
      await v2.register(participantModule, { db });
      await v2.register(registrationModule, { db, storage });
      await v2.register(standModule, { db });
      await v2.register(surveyModule, { db });
      await v2.register(socialHubModule, { db, storage, channels });
      await v2.register(liveModule, { db, hashes: liveHashes, watchers, channels });
      await v2.register(networkingModule, { db, channels, access: networkingAccess });
    },
    { prefix: '/api/v2' },
  );
  await app.register(filesRoute, { prefix: '/api', storage });
  const liveNow = createLiveNow(db);
  await app.register(liveStreamRoute, { prefix: '/api', hashes: liveHashes, liveNow, liveDir, streamsHere });
  if (options.liveControlSecret) {
    await app.register(liveControlRoute, {
      prefix: '/api',
      db,
      publish,
      watchers,
      secret: options.liveControlSecret,
      onLiveChanged: () => {
        liveNow.changed();
        void liveStreams?.sync();
      },
    });
  }
  await app.register(realtimeModule, {
    io,
    db,
    tokens,
    sessions,
    channels,
    clustered: Boolean(redis),
    onMembershipChanged: (userId, joined, left) => watchers.membershipChanged(userId, joined, left),
    sendNetworkRequest: createNetworkRequests({ db, publish }).send,
    forwardTyping: createTyping({ db, publish }).forward,
  });
  channels.assertAuthorised();
  await liveStreams?.sync();
  const sfu = options.sfu ? await startSfu(app) : null;
  const signalling = sfu
    ? createSignalling({
        httpServer: app.server,
        workers: sfu,
        access: options.roomAccess ?? roomAccess,
        db,
        tokens,
        sessions,
        throttleSecret: options.sfuThrottleSecret,
        announcedIp: options.sfuAnnouncedIp,
        placement:
          redis && options.sfuHost
            ? createRoomPlacement({
                client: redis.client,
                prefix: redis.prefix,
                host: options.sfuHost,
                leaseMs: options.sfuRoomLeaseMs,
                log: app.log,
              })
            : undefined,
        log: app.log,
      })
    : null;
  if (options.sfuControlSecret) {
    await app.register(sfuControlRoute, { secret: options.sfuControlSecret, signalling });
  }

  // Uploads nothing shows are removed by every instance now and then (deleting twice is harmless).
  const sweep = setInterval(() => {
    removeUnusedUploads(db, storage, UNUSED_UPLOAD_TTL_MS).catch((error: unknown) =>
      app.log.warn({ err: error }, 'removing unused uploads failed'),
    );
  }, UNUSED_UPLOAD_SWEEP_MS);
  sweep.unref();

  // Open websockets would keep the HTTP server from closing, so socket.io goes first.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    await watchers.close();
    await networkingAccess.close();
    await io.close();
    await liveStreams?.close();
    await streamLease?.close();
    await signalling?.close();
    await sfu?.close();
  });
  app.addHook('onClose', async () => {
    await redis?.close();
    await db.destroy();
    if (temporaryFiles) rmSync(temporaryFiles, { recursive: true, force: true });
    if (temporaryLive) rmSync(temporaryLive, { recursive: true, force: true });
  });

  return {
    app,
    io,
    db,
    storage,
    liveStreams,
    sfu,
    roomAccess,
    networkingAccess,
    signalling,
    publish,
    close: () => app.close(),
  };
}

/** The storage of uploads the options choose, and the temporary folder made for it, if one was. */
function openStorage(db: Knex, options: ApiOptions): { storage: Storage; temporaryFiles: string | null } {
  if (options.storage) return { storage: options.storage, temporaryFiles: null };
  if (filesStorageFor(options.filesStorage, options.databaseUrl) === 'database') {
    return { storage: new DatabaseStorage(db), temporaryFiles: null };
  }
  const temporaryFiles = options.filesDir ? null : mkdtempSync(path.join(os.tmpdir(), 'atrium-files-'));
  return { storage: new DiskStorage(options.filesDir ?? temporaryFiles!), temporaryFiles };
}

/** Until the networking and live modules answer who may enter, nobody enters. */
async function startSfu(app: FastifyInstance): Promise<SfuWorkers | null> {
  try {
    return await createSfuWorkers({ log: app.log });
  } catch (error) {
    if (!(error instanceof SfuUnavailableError)) throw error;
    app.log.warn(`The meeting room SFU is unavailable: ${error.message}`);
    return null;
  }
}
