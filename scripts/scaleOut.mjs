// `npm run start:scale-out`: the product as several machines would run it (issue 29), on this one:
// two api instances on PostgreSQL and Redis sharing one data folder, the registry, the gateway and
// nginx as the caching edge in front of them all. startScaleOut is what the bench calls.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEdge } from './edge.mjs';
import {
  build,
  processGroup,
  publishLocal,
  root,
  server,
  settings,
  stopOnSignals,
  trustedProxySecret,
  waitFor,
} from './processes.mjs';

const pg = createRequire(path.join(root, 'api/package.json'))('pg');

/**
 * The database URL the apis get. A URL naming no user means the login's name, which pg takes from
 * PGUSER or USER; with neither (a container's root shell), PostgreSQL's own `postgres`.
 */
export function withUser(databaseUrl) {
  const url = new URL(databaseUrl);
  if (!url.username && !process.env.PGUSER && !process.env.USER) url.username = 'postgres';
  return url.href;
}

/** Makes the database when it does not exist; `fresh` drops it first. */
export async function prepareDatabase(databaseUrl, fresh) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (fresh) await admin.query(`drop database if exists ${quoted} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the scale-out topology and resolves once every process answers:
 * - api 1 on apiPort (PORT+1) and api 2 on api2Port (PORT+3): DATABASE_URL, REDIS_URL and DATA_DIR
 *   shared; only api 1 runs ffmpeg (LIVE_STREAMS=1 unless liveStreams is false) and the meeting
 *   room's SFU, so the meeting rooms' signalling stays in one process (the seats are in the database);
 * - the registry on registryPort (PORT+2, its SQLite file in the data folder) and the gateway on
 *   gatewayPort (PORT+4), on 127.0.0.1;
 * - nginx on port (PORT), the one origin a browser or the bench uses: edgeUrl.
 * The built packages are run (call build() and publishLocal(s) first, as the CLI below does).
 * `fresh` drops the database first (the data folder is the caller's). `env` goes to every process.
 * Resolves to { edgeUrl, apiUrls, gatewayUrl, registryUrl, databaseUrl, accessLog, stop }.
 */
export async function startScaleOut({
  port = 3000,
  apiPort = port + 1,
  registryPort = port + 2,
  api2Port = port + 3,
  gatewayPort = port + 4,
  dataDir,
  database = 'atrium',
  databaseUrl = `postgres://127.0.0.1:5432/${database}`,
  redisUrl = 'redis://127.0.0.1:6379',
  liveStreams = true,
  fresh = false,
  env = {},
  quiet = false,
} = {}) {
  if (!dataDir) throw new Error('startScaleOut: dataDir is required');
  fs.mkdirSync(dataDir, { recursive: true });
  const url = withUser(databaseUrl);
  await prepareDatabase(url, fresh);

  // The edge and the gateway send it; the apis and the registry believe X-Forwarded-For only with it.
  const proxySecret = trustedProxySecret({ ...process.env, ...env });
  const { start, stop, supervise } = processGroup({ quiet, env: { ...env, TRUSTED_PROXY_SECRET: proxySecret } });
  const local = (p) => `http://127.0.0.1:${p}`;
  const apiUrls = [local(apiPort), local(api2Port)];
  const shared = { DATABASE_URL: url, REDIS_URL: redisUrl, DATA_DIR: dataDir };
  const startApi = (name, apiPortOf, own) =>
    start(
      name,
      ...server('api', 'main', false),
      { ...shared, PORT: String(apiPortOf), ...own },
      `${local(apiPortOf)}/api/v2/health`,
    );
  let edge = null;
  try {
    const registry = start(
      'registry',
      ...server('registry', 'main', false),
      // Its SQLite file in the data folder, where publishLocal(s) put the remotes.
      { PORT: String(registryPort), DATA_DIR: dataDir, DATABASE_URL: '' },
      `${local(registryPort)}/registry/health`,
    );
    // One at a time: the first migrates and seeds an empty database, which two at once would race at.
    const first = startApi('api 1', apiPort, { LIVE_STREAMS: liveStreams ? '1' : '0' });
    await waitFor(`${apiUrls[0]}/api/v2/health`, first.child, 120000);
    const second = startApi('api 2', api2Port, { LIVE_STREAMS: '0', SFU: '0' });
    await Promise.all([
      waitFor(`${apiUrls[1]}/api/v2/health`, second.child),
      waitFor(`${local(registryPort)}/registry/health`, registry.child),
    ]);
    const gateway = start(
      'gateway',
      process.execPath,
      ['shell/server/gateway.mjs'],
      { PORT: String(gatewayPort), HOST: '127.0.0.1', API_URL: apiUrls[0], REGISTRY_URL: local(registryPort) },
      `${local(gatewayPort)}/`,
    );
    await waitFor(`${local(gatewayPort)}/registry/health`, gateway.child);
    edge = await startEdge({ port, apiPorts: [apiPort, api2Port], gatewayPort, dataDir, quiet, proxySecret });
  } catch (error) {
    await stop();
    throw error;
  }
  supervise();
  return {
    edgeUrl: local(port),
    apiUrls,
    gatewayUrl: local(gatewayPort),
    registryUrl: local(registryPort),
    databaseUrl: url,
    accessLog: edge.accessLog,
    stop: () => Promise.all([edge.stop(), stop()]),
  };
}

// Run as a script: build, publish the remotes and start; --fresh starts from an empty database and data folder.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const s = settings({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data/scale-out' });
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  // The apis' database, not the registry's: publish-local writes into the data folder's registry.
  delete process.env.DATABASE_URL;
  const fresh = process.argv.includes('--fresh');
  if (fresh) fs.rmSync(s.dataDir, { recursive: true, force: true });
  if (!process.argv.includes('--no-build')) {
    console.log('Building every package…');
    build();
  }
  publishLocal(s);
  const topology = await startScaleOut({
    ...s,
    ...(databaseUrl && { databaseUrl }),
    ...(redisUrl && { redisUrl }),
    liveStreams: process.env.LIVE_STREAMS !== '0',
    fresh,
  });
  console.log(
    `\nAtrium (scale-out: two api instances, PostgreSQL, Redis, nginx edge) is running at http://localhost:${s.port}` +
      `  (Ctrl-C stops it; edge log: ${topology.accessLog})\n`,
  );
  stopOnSignals(topology.stop);
}
