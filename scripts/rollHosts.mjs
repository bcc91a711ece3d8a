// A rolling update of `npm run start:hosts` (issue 33 item 4): `npm run roll:hosts` restarts each api
// host's api in turn from what is built on disk (build first, e.g. `npm run build -w api`), while
// the other host serves everyone. For each host: HAProxy puts it in maintenance (its runtime API,
// the stats socket scripts/balancer.mjs configures), so no new call or socket reaches it, even one
// pinned by the `atrium_host` cookie; its host agent is told to restart the api (SIGUSR2,
// scripts/hostAgent.mjs), which ends it with SIGTERM: the api closes its sockets and their
// browsers reconnect through the edge to the other host. Once the new api answers its /health,
// HAProxy takes it back and the roll waits for its checks to say UP before the next host. A host
// whose new api does not answer in time is handed back to HAProxy's checks (not left in
// maintenance) and the roll stops there. The stream processes (ffmpeg and the live streams' files)
// are not restarted: the keynote plays on.
// `--json` prints a summary as the last line: each host's old and new api pid and its times.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { askBalancer, balancerState, statsSocketOf } from './balancer.mjs';
import { hostsSettings, pidsIn } from './hosts.mjs';
import { server } from './processes.mjs';
import { API_HOSTS, PORTS, namespaceOf } from './topology.mjs';

/** How long a restarted api may take to answer, and HAProxy to call it UP: a start on a loaded machine. */
const BACK_WITHIN_MS = 120_000;

const [, apiArgs] = server('api', 'main', false);
const API_ENTRY = apiArgs.at(-1);

const commandLine = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

const environment = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/**
 * The pid of the process of `host`'s namespace whose command line has `entry` (and, given `port`,
 * that listens on it: each api host's stream process runs the api's build too), or null.
 */
function pidRunning(host, entry, port) {
  return (
    pidsIn(namespaceOf(host)).find(
      (pid) => commandLine(pid).includes(entry) && (!port || environment(pid).includes(`PORT=${port}`)),
    ) ?? null
  );
}

async function until(what, check, timeoutMs = BACK_WITHIN_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * Rolls every api host of the topology whose files are in `dataDir`, one at a time. `log` is told
 * each step. Resolves to { tookMs, hosts: [{ name, oldPid, newPid, outMs }] }, where outMs is
 * how long the host was out of turn.
 */
export async function rollApiHosts({ dataDir, log = console.log, backWithinMs = BACK_WITHIN_MS }) {
  const socket = statsSocketOf(path.join(dataDir, 'edge'));
  if (!fs.existsSync(socket)) throw new Error(`no HAProxy stats socket at ${socket}: are the hosts running?`);
  const balancer = (command) => askBalancer(socket, command);
  const started = Date.now();
  const hosts = [];
  for (const host of API_HOSTS) {
    const from = Date.now();
    const since = () => `${((Date.now() - from) / 1000).toFixed(1)} s`;
    const oldPid = pidRunning(host, API_ENTRY, PORTS.api);
    const agent = pidRunning(host, 'scripts/hostAgent.mjs');
    if (!oldPid || !agent) throw new Error(`${host.name}: its api or its agent is not running`);
    const states = await balancerState(socket);
    if (states[host.name]?.status !== 'UP') throw new Error(`${host.name} is ${states[host.name]?.status} at HAProxy`);

    await balancer(`set server apis/${host.name} state maint`);
    log(`${host.name}: out of turn at HAProxy; restarting its api (pid ${oldPid})`);
    let newPid;
    try {
      process.kill(agent, 'SIGUSR2');
      const health = `http://${host.address}:${PORTS.api}/api/v2/health`;
      newPid = await until(
        `${host.name}'s new api answering`,
        async () => {
          const pid = pidRunning(host, API_ENTRY, PORTS.api);
          return pid && pid !== oldPid && (await answers(health)) && pid;
        },
        backWithinMs,
      );
    } finally {
      // Answering or not, the host goes back to HAProxy's checks: they keep it DOWN until it answers.
      await balancer(`set server apis/${host.name} state ready`);
    }
    log(`${host.name}: new api (pid ${newPid}) answers after ${since()}`);
    await until(
      `${host.name} UP at HAProxy`,
      async () => (await balancerState(socket))[host.name]?.status === 'UP',
      backWithinMs,
    );
    log(`${host.name}: back in turn after ${since()}`);
    hosts.push({ name: host.name, oldPid, newPid, outMs: Date.now() - from });
  }
  return { tookMs: Date.now() - started, hosts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const backWithinMs = Number(process.env.ROLL_BACK_WITHIN_MS) || undefined;
    const summary = await rollApiHosts({ dataDir: hostsSettings().dataDir, backWithinMs });
    console.log(`Rolled ${summary.hosts.length} api hosts in ${(summary.tookMs / 1000).toFixed(1)} s`);
    if (process.argv.includes('--json')) console.log(JSON.stringify(summary));
  } catch (error) {
    console.error(`roll: ${error.message}; the roll stopped there, and the hosts after it were not rolled`);
    process.exit(1);
  }
}
