// Starting and stopping the product's processes, shared by `npm start`, the e2e suite and the bench.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// The catalogue of remotes: each one's dev server port is in its entry, read by its webpack config.
const REMOTES = createRequire(import.meta.url)('@atrium/shared/remotes.json');

/** Ports and data folder, from the environment. */
export function settings(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    apiPort: Number(env.API_PORT ?? port + 1),
    registryPort: Number(env.REGISTRY_PORT ?? port + 2),
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
  };
}

/** Whether a command is on the PATH. */
export const hasCommand = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs with apt, as root, those of the Debian packages the product needs that this machine
 * lacks (`present()` says); anyone else is told the command. Throws when they cannot be had.
 */
export function ensureDebianPackages(packages) {
  const names = packages.filter((p) => !p.present()).map((p) => p.name);
  if (names.length === 0) return;
  const list = names.join(' and ');
  if (process.getuid?.() !== 0) {
    throw new Error(`${list} missing: run \`apt-get install -y ${names.join(' ')}\` as root.`);
  }
  console.log(`Installing ${list} with apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!apt(['update', '-q']) || !apt(['install', '-y', '-q', ...names])) {
    throw new Error(`apt-get could not install ${list}.`);
  }
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * How a server package (api, registry) runs: in production the JavaScript its build wrote to dist/,
 * in development its TypeScript through tsx.
 */
export const server = (pkg, entry, dev) =>
  dev
    ? [bin('tsx'), [`${pkg}/src/${entry}.ts`]]
    : [process.execPath, ['--enable-source-maps', `${pkg}/dist/${entry}.js`]];

export function build() {
  run(bin('lerna'), ['run', 'build', '--concurrency', '2', '--loglevel', 'warn']);
}

/**
 * Records the built shell's shared versions and publishes every built remote to the registry (new
 * builds become current), straight to its storage: the registry is not listening yet.
 */
export function publishLocal(s) {
  const [command, args] = server('registry', 'cli', false);
  run(command, [...args, 'publish-local'], {
    env: { ...process.env, DATA_DIR: s.dataDir },
  });
}

/** Resolves once url answers 2xx; rejects when the child exits first or the time runs out. */
export async function waitFor(url, child, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// A process that dies is started again after a pause that doubles from the first to the longest;
// one that served for a while (since it first answered) before dying starts from the first pause again.
const RESTART_FIRST_MS = 250;
const RESTART_LONGEST_MS = 5000;
const RAN_FINE_MS = 30000;

// A process that stops answering (a busy loop, a deadlock) is as gone as one that died: asked every
// few seconds, it is killed, and so restarted, once nothing has answered for UNRESPONSIVE_MS. Any
// answer counts, a 500 too (a database that is down is not mended by restarting), and a slow one
// too: an ask waits until that limit, so an api that is far behind but still answering (a burst) is
// left to catch up instead of losing every socket it holds. A starting process (one that has not
// answered yet) has START_TIMEOUT_MS from its spawn: a start-up slowed down by a loaded machine is
// no hang, and killing it only starts the same slow start again.
const LIVENESS_EVERY_MS = Number(process.env.LIVENESS_EVERY_MS ?? 5000);
const UNRESPONSIVE_MS = Number(process.env.LIVENESS_UNRESPONSIVE_MS ?? 30000);
const START_TIMEOUT_MS = Number(process.env.LIVENESS_START_TIMEOUT_MS ?? 120000);

// The shortest wait of an ask, even one made past the limit: a kill follows a real ask.
const LIVENESS_TIMEOUT_MS = 2000;

async function answers(url, timeoutMs) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(Math.max(timeoutMs, LIVENESS_TIMEOUT_MS)) }).then((res) =>
      res.body?.cancel(),
    );
    return true;
  } catch {
    return false;
  }
}

/** Ends one process: SIGTERM, then SIGKILL if it has not exited within 5 s. */
function end(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * One of the product's processes. Once `supervise()` is called, a crash (an exit other than a clean
 * one: code 0, or the SIGINT/SIGTERM of a Ctrl-C or a stop) starts it again with backoff while the
 * others keep serving, and so does a hang (livenessUrl unanswered); before that, a process that
 * dies makes startup fail.
 */
function keepRunning(name, spawnOne, livenessUrl) {
  let child;
  let supervising = false;
  let stopped = false;
  // A restart asked for (restart()): the exit it causes is not a crash to start again after a pause.
  let restarting = false;
  let pause = RESTART_FIRST_MS;
  let timer;
  let asking = false;
  // Of the running child: when it was spawned, first answered (null: still starting) and last answered.
  let startedAt = 0;
  let readyAt = null;
  let answeredAt = 0;
  const watchdog =
    livenessUrl &&
    setInterval(async () => {
      // `killed`: the watchdog's own kill is on its way; its exit starts the next one.
      if (asking || !supervising || stopped || child.killed || child.exitCode !== null || child.signalCode !== null)
        return;
      const asked = child;
      const starting = readyAt === null;
      const deadline = starting ? startedAt + START_TIMEOUT_MS : answeredAt + UNRESPONSIVE_MS;
      asking = true;
      const answered = await answers(livenessUrl, deadline - Date.now());
      asking = false;
      if (asked !== child || stopped || asked.exitCode !== null || asked.signalCode !== null) return;
      if (answered) {
        answeredAt = Date.now();
        readyAt ??= answeredAt;
        return;
      }
      if (Date.now() < deadline) return;
      console.error(
        starting
          ? `[${name}] has not answered ${livenessUrl} within ${START_TIMEOUT_MS} ms of starting; killing it`
          : `[${name}] has not answered ${livenessUrl} for ${UNRESPONSIVE_MS} ms; killing it`,
      );
      asked.kill('SIGKILL');
    }, LIVENESS_EVERY_MS);
  watchdog?.unref();
  const launch = () => {
    startedAt = Date.now();
    readyAt = null;
    child = spawnOne();
    child.once('exit', (code, signal) => {
      if (stopped || !supervising || restarting) return;
      if (code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') {
        console.error(`[${name}] stopped (${code ?? signal}); not restarted`);
        return;
      }
      if (readyAt !== null && Date.now() - readyAt >= RAN_FINE_MS) pause = RESTART_FIRST_MS;
      console.error(`[${name}] exited (${code ?? signal}); starting it again in ${pause} ms`);
      timer = setTimeout(launch, pause);
      pause = Math.min(pause * 2, RESTART_LONGEST_MS);
    });
  };
  launch();
  return {
    get child() {
      return child;
    },
    supervise() {
      supervising = true;
    },
    /** Ends the running child as stop() does (SIGTERM first) and starts a new one; resolves to it. */
    async restart() {
      restarting = true;
      clearTimeout(timer);
      await end(child);
      restarting = false;
      if (!stopped) launch();
      return child;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      return end(child);
    },
  };
}

/**
 * A set of the product's processes, each started with `start` and kept running (keepRunning) once
 * `supervise()` is called; `stop()` ends every one of them.
 */
export function processGroup({ quiet = false, env: extraEnv = {} } = {}) {
  const processes = [];
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  return {
    start(name, command, args, env, livenessUrl) {
      const spawnOne = () => spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...extraEnv, ...env } });
      const kept = keepRunning(name, spawnOne, livenessUrl);
      processes.push(kept);
      return kept;
    },
    supervise() {
      for (const p of processes) p.supervise();
    },
    stop: () => Promise.all(processes.map((p) => p.stop())),
  };
}

/** A start script's Ctrl-C or SIGTERM: `stop()` once, then exit. Returns that shutdown, for other causes. */
export function stopOnSignals(stop) {
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return shutdown;
}

/**
 * The secret the gateway and the edge add to what they forward, so the api and the registry
 * believe their X-Forwarded-For and no one else's (issue 32 item 7): TRUSTED_PROXY_SECRET, or a
 * new one each start, handed to every process of the start (restarts keep it).
 */
export const trustedProxySecret = (env = process.env) =>
  env.TRUSTED_PROXY_SECRET || randomBytes(32).toString('base64url');

/**
 * Starts api, registry and the gateway (or, with dev, the dev servers), each restarted when it
 * crashes. Returns stop(), which ends every one of them.
 */
export async function startServices(s, { dev = false, quiet = false, env: extraEnv = {} } = {}) {
  fs.mkdirSync(s.dataDir, { recursive: true });
  const { start, stop, supervise } = processGroup({
    quiet,
    env: { TRUSTED_PROXY_SECRET: trustedProxySecret(), ...extraEnv },
  });

  const apiHealth = `http://127.0.0.1:${s.apiPort}/api/v2/health`;
  const registryHealth = `http://127.0.0.1:${s.registryPort}/registry/health`;
  const api = start(
    'api',
    ...server('api', 'main', dev),
    { PORT: String(s.apiPort), DATA_DIR: s.dataDir, SQLITE_FILE: path.join(s.dataDir, 'atrium.sqlite') },
    apiHealth,
  );
  const registry = start(
    'registry',
    ...server('registry', 'main', dev),
    {
      PORT: String(s.registryPort),
      DATA_DIR: s.dataDir,
      // Where a canary's brand is checked (registry/src/main.ts).
      API_URL: `http://127.0.0.1:${s.apiPort}`,
      ...(dev ? { REGISTRY_DEV_SERVERS: '1' } : {}),
    },
    registryHealth,
  );
  try {
    await Promise.all([waitFor(apiHealth, api.child), waitFor(registryHealth, registry.child)]);
    const backends = { API_URL: `http://127.0.0.1:${s.apiPort}`, REGISTRY_URL: `http://127.0.0.1:${s.registryPort}` };
    if (dev) {
      for (const remote of Object.keys(REMOTES)) {
        start(remote, bin('webpack'), ['serve', '--mode', 'development', '-c', `${remote}/webpack.config.js`]);
      }
      start(
        'shell',
        bin('webpack'),
        ['serve', '--mode', 'development', '-c', 'shell/webpack.config.js', '--port', String(s.port)],
        {
          ...backends,
        },
      );
    } else {
      // The gateway's own answer (the shell's page), so a slow back end does not count against it.
      const gateway = start(
        'gateway',
        process.execPath,
        ['shell/server/gateway.mjs'],
        { PORT: String(s.port), ...backends },
        `http://127.0.0.1:${s.port}/`,
      );
      await waitFor(`http://127.0.0.1:${s.port}/registry/health`, gateway.child);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  supervise();
  return { stop };
}
