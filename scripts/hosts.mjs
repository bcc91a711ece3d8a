// `npm run start:hosts` (issue 33 item 1): the product as separate hosts, each a Linux network
// namespace of this machine with its own address and data folder, on one bridge, as described in
// scripts/topology.mjs: the edge (nginx in front of HAProxy), two api hosts and the registry host.
// PostgreSQL and Redis stay on the machine's 127.0.0.1, reached through scripts/forwarder.mjs on
// the bridge's address. One agent per host (scripts/hostAgent.mjs, started with `ip netns exec`)
// runs its processes, so killing every process of a namespace is that host dying. Needs root.
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { balancerCommand, balancerState, ensureHaproxy, statsSocketOf } from './balancer.mjs';
import { edgeCommand, ensureNginx } from './edge.mjs';
import {
  build,
  publishLocal,
  root,
  server,
  settings,
  stopOnSignals,
  trustedProxySecret,
  waitFor,
} from './processes.mjs';
import { prepareDatabase, withUser } from './scaleOut.mjs';
import { HOSTS, NAMESPACE_PREFIX, NETWORK, PORTS, hostNamed, namespaceOf, vethOf } from './topology.mjs';

function ip(args, { tolerate = false } = {}) {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0 && !tolerate) throw new Error(`ip ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout ?? '';
}

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The pids of every process in a namespace. */
export const pidsIn = (namespace) =>
  ip(['netns', 'pids', namespace], { tolerate: true }).split('\n').filter(Boolean).map(Number);

/** A host dies: SIGKILL to every process in its namespace, until none is left. */
export function killNamespace(namespace) {
  for (let round = 0; round < 50; round++) {
    const pids = pidsIn(namespace);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    sleepSync(100);
  }
  throw new Error(`processes of ${namespace} still running after SIGKILL: ${pidsIn(namespace).join(' ')}`);
}

/** Ends every host's processes and removes the namespaces and the bridge, this start's or a crashed one's. */
export function removeHosts() {
  const namespaces = ip(['netns', 'list'], { tolerate: true })
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter((name) => name.startsWith(NAMESPACE_PREFIX));
  for (const namespace of namespaces) {
    killNamespace(namespace);
    ip(['netns', 'del', namespace], { tolerate: true });
  }
  // Deleting a namespace deletes its veth pair; the bridge is the machine's.
  ip(['link', 'del', NETWORK.bridge], { tolerate: true });
}

function makeNetwork() {
  ip(['link', 'add', NETWORK.bridge, 'type', 'bridge']);
  ip(['addr', 'add', `${NETWORK.machine}/${NETWORK.prefix}`, 'dev', NETWORK.bridge]);
  ip(['link', 'set', NETWORK.bridge, 'up']);
  for (const host of HOSTS) {
    const namespace = namespaceOf(host);
    ip(['netns', 'add', namespace]);
    ip(['link', 'add', vethOf(host), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace]);
    ip(['link', 'set', vethOf(host), 'master', NETWORK.bridge]);
    ip(['link', 'set', vethOf(host), 'up']);
    ip(['-n', namespace, 'addr', 'add', `${host.address}/${NETWORK.prefix}`, 'dev', 'eth0']);
    ip(['-n', namespace, 'link', 'set', 'eth0', 'up']);
    ip(['-n', namespace, 'link', 'set', 'lo', 'up']);
  }
}

/** Starts the forwarder (scripts/forwarder.mjs); resolves to { cut(address), restore(address), stop() }. */
async function startForwarder(mappings) {
  const child = fork(path.join(root, 'scripts/forwarder.mjs'), [JSON.stringify(mappings)], {
    stdio: 'inherit',
    // Not its parent's node options (a test's --input-type).
    execArgv: [],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the forwarder exited (${code})`)));
  });
  let next = 0;
  const ask = (message) =>
    new Promise((resolve) => {
      const id = ++next;
      const answered = (answer) => {
        if (answer.id !== id) return;
        child.off('message', answered);
        resolve();
      };
      child.on('message', answered);
      child.send({ ...message, id });
    });
  return {
    cut: (address) => ask({ cut: address }),
    restore: (address) => ask({ restore: address }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const target = (url, port) => ({ host: url.hostname, port: Number(url.port || port) });

/**
 * Starts the topology and resolves once every host answers. `dataDir` holds one folder per host;
 * `database` is the PostgreSQL database of this deployment (made when missing, dropped first with
 * `fresh`); `databaseUrl` and `redisUrl` are where the machine has them. `liveStreams: false`
 * starts api-1 without its stream process (ffmpeg), `sfu: false` the api hosts without the SFU; `shell: false` starts the registry host
 * without the gateway (and publishes nothing), for a test that has not built the shell and the
 * remotes. `frontPort`: a port of the machine's 127.0.0.1 forwarded to the edge, for a browser.
 * Resolves to { edgeUrl, frontUrl, urlOf(host), kill(host), cut(host), restore(host), balancer(), stop() }.
 */
export async function startHosts({
  dataDir,
  database = 'atrium_hosts',
  databaseUrl = `postgres://127.0.0.1:5432/${database}`,
  redisUrl = 'redis://127.0.0.1:6379',
  fresh = false,
  liveStreams = true,
  sfu = true,
  shell = true,
  frontPort = null,
  quiet = false,
  env = {},
} = {}) {
  if (!dataDir) throw new Error('startHosts: dataDir is required');
  if (process.getuid?.() !== 0) throw new Error('The hosts are network namespaces: start them as root.');
  ensureNginx();
  ensureHaproxy();
  removeHosts();
  const dirOf = (name) => path.join(dataDir, name);
  for (const host of HOSTS) fs.mkdirSync(dirOf(host.name), { recursive: true });
  const machineDatabase = withUser(databaseUrl);
  await prepareDatabase(machineDatabase, fresh);

  const agents = new Map();
  let forwarder = null;
  const stop = async () => {
    for (const agent of agents.values())
      if (agent.exitCode === null && agent.signalCode === null) agent.kill('SIGTERM');
    const until = Date.now() + 10000;
    for (const agent of agents.values()) {
      while (agent.exitCode === null && agent.signalCode === null && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    removeHosts();
    await forwarder?.stop();
  };
  try {
    makeNetwork();
    const dbUrl = new URL(machineDatabase);
    const cacheUrl = new URL(redisUrl);
    const onBridge = (port) => ({ host: NETWORK.machine, port });
    forwarder = await startForwarder([
      { listen: onBridge(PORTS.postgres), target: target(dbUrl, 5432) },
      { listen: onBridge(PORTS.redis), target: target(cacheUrl, 6379) },
      ...(frontPort
        ? [
            {
              listen: { host: '127.0.0.1', port: frontPort },
              target: { host: hostNamed('edge').address, port: PORTS.edge },
            },
          ]
        : []),
    ]);
    const hostsDatabase = new URL(machineDatabase);
    hostsDatabase.host = `${NETWORK.machine}:${PORTS.postgres}`;
    const hostsRedis = new URL(redisUrl);
    hostsRedis.host = `${NETWORK.machine}:${PORTS.redis}`;
    const deployment = {
      databaseUrl: hostsDatabase.href,
      redisUrl: hostsRedis.href,
      proxySecret: trustedProxySecret({ ...process.env, ...env }),
      dataDir: dirOf,
      liveStreams: liveStreams ? '1' : '0',
      sfu: sfu ? '1' : '0',
    };
    if (shell) publishLocal({ dataDir: dirOf('registry') });

    const commands = {
      api: server('api', 'main', false),
      stream: server('api', 'main', false),
      registry: server('registry', 'main', false),
      gateway: [process.execPath, ['shell/server/gateway.mjs']],
      haproxy: balancerCommand(dirOf('edge')),
      // nginx sends the calls to HAProxy beside it, which chooses the api host.
      nginx: edgeCommand({
        dir: dirOf('edge'),
        port: PORTS.edge,
        upstreams: {
          apis: [`127.0.0.1:${PORTS.balancer}`],
          first: [`127.0.0.1:${PORTS.balancerStreams}`],
          gateway: [`${hostNamed('registry').address}:${PORTS.gateway}`],
        },
        streamOnFirst: true,
        // Every api host runs the SFU; HAProxy follows a room's sfuHost to its host.
        mediaOnFirst: false,
        proxySecret: deployment.proxySecret,
      }),
    };
    const startHost = (name) => {
      const host = hostNamed(name);
      const processes = host.runs
        .filter((p) => (shell || p.name !== 'gateway') && (liveStreams || p.name !== 'stream'))
        .map((p) => {
          const [command, args] = commands[p.name];
          const health = p.health && `http://127.0.0.1:${p.port}${p.health}`;
          const rolled = p.rolled !== false;
          return { name: p.name, command, args, env: { ...env, ...p.env(deployment) }, health, rolled };
        });
      const agent = spawn('ip', ['netns', 'exec', namespaceOf(host), process.execPath, 'scripts/hostAgent.mjs'], {
        cwd: root,
        stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
        env: { ...process.env, ATRIUM_HOST: JSON.stringify({ name, quiet, processes }) },
      });
      agents.set(name, agent);
      return agent;
    };
    const ready = (name, health, timeoutMs) =>
      waitFor(`http://${hostNamed(name).address}:${health}`, agents.get(name), timeoutMs);

    startHost('registry');
    // api-1 first: it migrates and seeds an empty database, which two at once would race at.
    startHost('api-1');
    await ready('api-1', `${PORTS.api}/api/v2/health`, 120000);
    startHost('api-2');
    await Promise.all([
      ready('api-2', `${PORTS.api}/api/v2/health`),
      ready('registry', `${PORTS.registry}/registry/health`),
      ...(shell ? [ready('registry', `${PORTS.gateway}/registry/health`)] : []),
    ]);
    // Last, so HAProxy's first checks find every api answering.
    startHost('edge');
    await ready('edge', `${PORTS.edge}/edge/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  const edgeUrl = `http://${hostNamed('edge').address}${PORTS.edge === 80 ? '' : `:${PORTS.edge}`}`;
  return {
    edgeUrl,
    frontUrl: frontPort ? `http://localhost:${frontPort}` : null,
    urlOf: (name) => {
      const p = hostNamed(name).runs[0];
      return `http://${hostNamed(name).address}:${p.port}`;
    },
    kill: (name) => killNamespace(namespaceOf(hostNamed(name))),
    cut: (name) => forwarder.cut(hostNamed(name).address),
    restore: (name) => forwarder.restore(hostNamed(name).address),
    balancer: () => balancerState(statsSocketOf(dirOf('edge'))),
    stop,
  };
}

/** The port and the data folder (one folder per host in it) of `npm run start:hosts`, from the environment. */
export const hostsSettings = (env = process.env) => settings({ ...env, DATA_DIR: env.DATA_DIR ?? '.data/hosts' });

// Run as a script: build, publish the remotes and start; --fresh starts from an empty database and data folder.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const s = hostsSettings();
  const fresh = process.argv.includes('--fresh');
  if (fresh) fs.rmSync(s.dataDir, { recursive: true, force: true });
  if (!process.argv.includes('--no-build')) {
    console.log('Building every package…');
    build();
  }
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  // The apis' database, not the registry's: publish-local writes into the registry host's folder.
  delete process.env.DATABASE_URL;
  const hosts = await startHosts({
    dataDir: s.dataDir,
    ...(databaseUrl && { databaseUrl }),
    ...(redisUrl && { redisUrl }),
    liveStreams: process.env.LIVE_STREAMS !== '0',
    fresh,
    frontPort: s.port,
  });
  // A crash of this script still takes the hosts down with it.
  process.on('exit', removeHosts);
  console.log(
    `\nAtrium (hosts in network namespaces: ${HOSTS.map((h) => `${h.name} ${h.address}`).join(', ')}) is running at` +
      ` ${hosts.frontUrl} (forwarded to the edge, ${hosts.edgeUrl})  (Ctrl-C stops it)\n`,
  );
  stopOnSignals(hosts.stop);
}
