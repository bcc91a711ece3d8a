import fs from 'node:fs';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { filesInDatabase, importFromDisk, IMMUTABLE, isRemoteFile, serveFromDatabase } from './buildFiles';
import { REMOTES } from './config';
import { answerFrameworkError, installEnvelopeErrors, refuse, RegistryError } from './errors';
import { alwaysUp, startCanary, startRampTimer, type CanaryJudge } from './canary';
import { FAILURE_REPORTS_PER_MINUTE, loadReporterKey, recordFailure, reporterOf } from './failures';
import { readHistory } from './history';
import {
  DEFAULT_HEALTH,
  HEALTH_REPORTS_PER_MINUTE,
  healthJudge,
  healthSeries,
  recordHealth,
  sweepHealth,
  type HealthSettings,
} from './health';
import {
  CanaryRequest,
  FailureReport,
  FiguresQuery,
  HealthReport,
  HistoryQuery,
  ManifestQuery,
  PromoteRequest,
  PublishRequest,
  RollbackRequest,
  ShellRecordRequest,
  StatusQuery,
  type RemoteManifest,
} from '@atrium/shared/contract';
import { forgetUntrustedForwarding, trustTheProxyInFront } from '@atrium/shared/server';
import { buildManifest, FAILURES_PATH, fileOrigins, HEALTH_PATH, readStatus } from './manifest';
import { registerOpsPage } from './opsPage';
import { sameToken } from './opsToken';
import { promote, rollback } from './pointers';
import { publishFiles, publishUrl, recordShell } from './publish';
import { DEFAULT_BRAND, migrate, openStore, type RegistryOptions } from './store';

export interface Registry {
  app: FastifyInstance;
  db: Knex;
  close(): Promise<void>;
}

export interface RegistryServerOptions extends RegistryOptions {
  /** Every change needs it as `Authorization: Bearer <token>`; reading the manifest does not. */
  opsToken: string;
  logger?: boolean;
  /** TRUSTED_PROXY_SECRET: X-Forwarded-For is believed only on requests carrying it as X-Trusted-Proxy. */
  trustedProxySecret?: string;
  /** `npm run dev`: the manifest points at each remote's dev server (its port in the catalogue). */
  devServers?: boolean;
  /**
   * Whether a brand exists (the api knows the brands, the registry does not): a canary for an
   * unknown one is refused. Without it every well-formed slug counts as a brand.
   */
  brandExists?: (slug: string) => Promise<boolean>;
  /** The time ramps are held by; tests move it on. */
  clock?: () => Date;
  /** How often the registry looks for a ramp step held long enough (canary.ts RAMP_TICK_MS). */
  rampTickMs?: number;
  /**
   * The health judge's settings (issue 34 item 3): with them the registry rolls back or ramps up
   * canaries from the browsers' figures; the window also bounds the stored reports.
   */
  health?: HealthSettings;
  /** Health reports per client and minute (HEALTH_REPORTS_PER_MINUTE); tests that send many raise it. */
  healthReportsPerMinute?: number;
  /** What a canary does next; by default healthJudge with `health`, else every held step goes up. */
  judge?: CanaryJudge;
}

/** A whole build in one request: remotes are small, and source maps are most of it. */
const PUBLISH_BODY_LIMIT = 256 * 1024 * 1024;

function withDevServers(manifest: RemoteManifest): RemoteManifest {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([remote, { container, devPort }]) => [
      remote,
      { name: container, version: 'dev', entry: `http://localhost:${devPort}/remoteEntry.js`, lastGood: null },
    ]),
  );
  return { ...manifest, remotes: { ...manifest.remotes, ...remotes } };
}

export async function createRegistry(options: RegistryServerOptions): Promise<Registry> {
  const db = openStore(options);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const filesUrl = options.filesUrl ?? '/remotes';
  const clock = options.clock ?? (() => new Date());
  const reporterKey = await loadReporterKey(db);
  const health = options.health ?? DEFAULT_HEALTH;
  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    // request.ip is the browser's as the gateway or the edge saw it, when they say so with the secret (below).
    trustProxy: trustTheProxyInFront,
    frameworkErrors: answerFrameworkError,
  });
  // First of all hooks: the failure reports' rate limit and quorum count request.ip, which a direct
  // caller must not choose (issue 32 item 7).
  app.addHook('onRequest', async (req) => forgetUntrustedForwarding(req.raw.headers, options.trustedProxySecret));

  installEnvelopeErrors(app);

  // Never stored: a promote or rollback is live on the next page load, and with a canary running
  // the answer is the session's own (the session is in the URL, so nothing needs a Vary).
  app.get<{ Querystring: ManifestQuery }>(
    '/registry/manifest',
    { schema: { querystring: ManifestQuery } },
    async (req, reply) => {
      const brand = req.query.brand || 'default';
      reply.header('Cache-Control', 'no-store');
      const manifest = await buildManifest(db, brand, filesUrl, req.query.session);
      return options.devServers ? withDevServers(manifest) : manifest;
    },
  );

  // Read by the gateway for its Content-Security-Policy; public like the manifest that names them.
  app.get('/registry/origins', async () => ({ origins: await fileOrigins(db, filesUrl) }));

  // Only the failure reports are limited, per client (reporterOf); limits refused as 429 by the handler above.
  await app.register(fastifyRateLimit, { global: false, keyGenerator: (req) => reporterOf(req.ip) });

  // Browsers report a version that failed to load; anonymous, so small, bounded and rate-limited (see recordFailure).
  app.post<{ Body: FailureReport }>(
    FAILURES_PATH,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: FAILURE_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: FailureReport },
    },
    async (req, reply) => {
      const recorded = await recordFailure(db, req.body, { reporter: reporterOf(req.ip), key: reporterKey });
      return recorded ? reply.code(202).send({ recorded }) : refuse(reply, 404, 'no such version');
    },
  );

  // Browsers' health per version (issue 34 item 2): anonymous too, so limited alike; a session that
  // opted out of tracking is not counted even if its page sent it.
  app.post<{ Body: HealthReport }>(
    HEALTH_PATH,
    {
      bodyLimit: 16 * 1024,
      config: {
        rateLimit: { max: options.healthReportsPerMinute ?? HEALTH_REPORTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: { body: HealthReport },
    },
    async (req, reply) => {
      if (req.headers.dnt === '1' || req.headers['sec-gpc'] === '1') return reply.code(202).send({ recorded: 0 });
      const recorded = await recordHealth(db, req.body, { key: reporterKey, at: clock() });
      return recorded ? reply.code(202).send({ recorded }) : refuse(reply, 404, 'no such version');
    },
  );

  await app.register(async (ops) => {
    ops.addHook('onRequest', async (req, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !sameToken(token, options.opsToken)) {
        return refuse(reply, 401, 'this needs the ops token (Authorization: Bearer <token>)');
      }
    });

    ops.post<{ Body: PublishRequest }>(
      '/registry/versions',
      { bodyLimit: PUBLISH_BODY_LIMIT, schema: { body: PublishRequest } },
      async (req, reply) => {
        const { files, url, ...rest } = req.body;
        if (Boolean(files) === Boolean(url)) throw new RegistryError(400, 'publish either files or a url');
        const who = { ...rest, actor: rest.actor ?? 'ops' };
        const result = files
          ? await publishFiles(db, options, {
              ...who,
              files: files.map((f) => ({ path: f.path, content: Buffer.from(f.content, 'base64') })),
            })
          : await publishUrl(db, { ...who, url: url! });
        return reply.code(result.created ? 201 : 200).send(result);
      },
    );

    ops.post<{ Body: PromoteRequest }>('/registry/promote', { schema: { body: PromoteRequest } }, async (req) =>
      promote(db, { ...req.body, actor: req.body.actor ?? 'ops' }),
    );

    ops.post<{ Body: RollbackRequest }>('/registry/rollback', { schema: { body: RollbackRequest } }, async (req) =>
      rollback(db, { ...req.body, actor: req.body.actor ?? 'ops' }),
    );

    ops.post<{ Body: CanaryRequest }>('/registry/canary', { schema: { body: CanaryRequest } }, async (req) => {
      const { brand } = req.body;
      if (brand !== DEFAULT_BRAND && options.brandExists && !(await options.brandExists(brand))) {
        throw new RegistryError(404, `there is no brand "${brand}"`);
      }
      return startCanary(db, { ...req.body, actor: req.body.actor ?? 'ops' }, clock());
    });

    ops.post<{ Body: ShellRecordRequest }>('/registry/shell', { schema: { body: ShellRecordRequest } }, async (req) =>
      recordShell(db, { ...req.body, actor: req.body.actor ?? 'ops' }),
    );

    ops.get<{ Querystring: StatusQuery }>('/registry/status', { schema: { querystring: StatusQuery } }, async (req) =>
      readStatus(db, filesUrl, { remote: req.query.remote, at: clock(), windowSeconds: health.windowSeconds }),
    );

    ops.get<{ Querystring: FiguresQuery }>(
      '/registry/figures',
      { schema: { querystring: FiguresQuery } },
      async (req) => {
        const until = clock();
        const since = new Date(until.getTime() - health.windowSeconds * 1000);
        const brand = req.query.brand ?? DEFAULT_BRAND;
        return { versions: await healthSeries(db, { remote: req.query.remote, brand, since, until }) };
      },
    );

    ops.get<{ Querystring: HistoryQuery }>(
      '/registry/history',
      { schema: { querystring: HistoryQuery } },
      async (req) =>
        readHistory(db, { remote: req.query.remote, brand: req.query.brand, limit: req.query.limit ?? 100 }),
    );
  });

  const inDatabase = filesInDatabase(options);
  if (inDatabase) {
    const imported = await importFromDisk(db, options);
    if (imported.length) app.log.warn(`copied into the database from ${options.filesDir}: ${imported.join(', ')}`);
  } else {
    fs.mkdirSync(options.filesDir, { recursive: true });
  }
  await app.register(async (files) => {
    // A published file is served as what it is only when a remote's page could load it as such;
    // anything else (an HTML page, say) is a download, never a page at the product's origin.
    files.addHook('onSend', async (req, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (reply.statusCode === 200 && !isRemoteFile(req.url.split('?')[0])) {
        reply.header('Content-Type', 'application/octet-stream').header('Content-Disposition', 'attachment');
      }
    });
    // Published versions never change, so browsers and the edge may keep them forever.
    if (inDatabase) serveFromDatabase(files, db);
    else
      await files.register(fastifyStatic, {
        root: options.filesDir,
        prefix: '/remotes/',
        cacheControl: false,
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
      });
  });

  app.get('/registry/health', async () => ({ ok: true }));
  registerOpsPage(app);

  const ramps = startRampTimer(db, {
    everyMs: options.rampTickMs,
    clock,
    judge: options.judge ?? (options.health ? healthJudge(options.health, clock) : alwaysUp),
    alsoEachTick: (at) => sweepHealth(db, at, health),
    onError: (error) => app.log.error(error),
  });

  return {
    app,
    db,
    async close() {
      await ramps.stop();
      await app.close();
      await db.destroy();
    },
  };
}
