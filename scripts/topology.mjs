// The reference deployment of issue 33: which hosts, their addresses and ports, what each runs with
// which variables, and what they share. The one description read by `npm run start:hosts`
// (scripts/hosts.mjs, which makes the hosts as network namespaces of this machine), HAProxy's
// configuration (scripts/balancer.mjs), the edge's nginx (scripts/edge.mjs) and the "Reference
// deployment" section of docs/architecture.md (scripts/architecture.mjs writes it from here).

/** The hosts' network: one bridge on the machine, each host on it through a veth pair. */
export const NETWORK = {
  bridge: 'atrium0',
  prefix: 24,
  subnet: '10.77.0.0/24',
  /** The machine's own address on the bridge: where the hosts reach PostgreSQL and Redis. */
  machine: '10.77.0.1',
};

/** Each host's namespace is `atrium-<name>`; the machine's end of its veth pair is `atr-<name>`. */
export const NAMESPACE_PREFIX = 'atrium-';

export const PORTS = {
  /** nginx on the edge: the one origin. */
  edge: 80,
  /** HAProxy on the edge's own 127.0.0.1: every api host, and the stream process that streams now. */
  balancer: 8080,
  balancerStreams: 8081,
  api: 3001,
  registry: 3002,
  /** Each api host's stream process: the live streams' ffmpeg and their files, apart from the api a roll restarts. */
  stream: 3003,
  gateway: 3000,
  /** On the machine's bridge address: forwarded to PostgreSQL's and Redis's 127.0.0.1 ports. */
  postgres: 6132,
  redis: 6179,
};

const API_HEALTH = '/api/v2/health';
/** 200 from the stream process that makes the live streams now, 503 from the others (api/src/streaming/route.ts). */
export const STREAMER_HEALTH = '/api/live/streamer';
/** HAProxy answers it itself (monitor-uri) while it runs. */
export const BALANCER_HEALTH = '/balancer/health';

/** What every host that has it must share: the rest of a host's state is its own data folder. */
export const SHARED = [
  { what: 'PostgreSQL', variable: 'DATABASE_URL', holds: 'every row (sessions, the JWT secret, the Redis prefix)' },
  {
    what: 'Redis',
    variable: 'REDIS_URL',
    holds:
      "the socket.io stream between api hosts, the watcher counts, which api host has each meeting room and which host's stream process makes the live streams",
  },
  {
    what: 'the trusted proxy secret',
    variable: 'TRUSTED_PROXY_SECRET',
    holds: 'what the edge sends so the apis, the gateway and the registry believe its X-Forwarded-For',
  },
];

/**
 * An api host's stream process: the api's build in a process of its own that a rolling update leaves
 * running (\`rolled: false\`), so restarting the api does not stop the keynote. Every api host has
 * one; they take turns through a lease in Redis (api/src/streaming/streamLease.ts): one makes the
 * streams, the other takes over when its host dies.
 */
function streamProcess(host) {
  return {
    name: 'stream',
    what: `the live sessions' ffmpeg and their files (\`/api/live/stream/\`) while it holds the streams' lease in Redis, else waiting to take over: the api's build, without the SFU; not restarted by \`npm run roll:hosts\``,
    port: PORTS.stream,
    health: API_HEALTH,
    rolled: false,
    env: (c) => ({
      ...apiEnv(c, host),
      PORT: String(PORTS.stream),
      SFU: '0',
      LIVE_STREAMS: c.liveStreams ?? '1',
      LIVE_STREAMS_HOST: host,
    }),
  };
}

/**
 * The hosts and their processes. `env(c)` is a process's variables in a deployment `c`:
 * { databaseUrl, redisUrl, proxySecret, dataDir(host) }; the docs call it with the names instead.
 */
const EDGE_ADDRESS = '10.77.0.10';

export const HOSTS = [
  {
    name: 'edge',
    address: EDGE_ADDRESS,
    runs: [
      {
        name: 'haproxy',
        what: `HAProxy: asks each api's \`${API_HEALTH}\` every second, balances calls and sockets over the api hosts, tries a refused connection again on another, sends a meeting room's signalling to the host its \`sfuHost\` names while that host is up, and the live streams' files to the stream process whose \`${STREAMER_HEALTH}\` says it streams`,
        port: PORTS.balancer,
        health: BALANCER_HEALTH,
        listen: `127.0.0.1 and ${EDGE_ADDRESS}:${PORTS.balancer} (every api), 127.0.0.1:${PORTS.balancerStreams} (the stream process that streams)`,
        env: () => ({}),
      },
      {
        name: 'nginx',
        what: "nginx: the one origin; caches the live streams' files, the uploaded files and the remotes' builds, answers the envelopes, sends `/api/` and `/socket.io/` to HAProxy and the rest to the gateway",
        port: PORTS.edge,
        health: '/edge/health',
        env: () => ({}),
      },
    ],
  },
  {
    name: 'api-1',
    address: '10.77.0.11',
    runs: [
      {
        name: 'api',
        what: "the api, with the meeting rooms' SFU, without ffmpeg",
        port: PORTS.api,
        health: API_HEALTH,
        env: (c) => ({ ...apiEnv(c, 'api-1'), ...sfuEnv(c, 'api-1'), LIVE_STREAMS: '0' }),
      },
      streamProcess('api-1'),
    ],
  },
  {
    name: 'api-2',
    address: '10.77.0.12',
    runs: [
      {
        name: 'api',
        what: "the api, with the meeting rooms' SFU, without ffmpeg",
        port: PORTS.api,
        health: API_HEALTH,
        env: (c) => ({ ...apiEnv(c, 'api-2'), ...sfuEnv(c, 'api-2'), LIVE_STREAMS: '0' }),
      },
      streamProcess('api-2'),
    ],
  },
  {
    name: 'registry',
    address: '10.77.0.13',
    runs: [
      {
        name: 'registry',
        what: "the registry: the remotes' builds and its SQLite file in its data folder (`DATABASE_URL` empty)",
        port: PORTS.registry,
        health: '/registry/health',
        env: (c) => ({
          HOST: '0.0.0.0',
          PORT: String(PORTS.registry),
          DATA_DIR: c.dataDir('registry'),
          DATABASE_URL: '',
          API_URL: apisUrl(),
          TRUSTED_PROXY_SECRET: c.proxySecret,
        }),
      },
      {
        name: 'gateway',
        what: "the gateway: the shell's files, `/registry` and `/remotes`",
        port: PORTS.gateway,
        health: '/registry/health',
        env: (c) => ({
          HOST: '0.0.0.0',
          PORT: String(PORTS.gateway),
          API_URL: apisUrl(),
          REGISTRY_URL: `http://127.0.0.1:${PORTS.registry}`,
          TRUSTED_PROXY_SECRET: c.proxySecret,
        }),
      },
    ],
  },
];

/**
 * Where the registry host reaches the api (the gateway's early answers, the registry's brand
 * checks): HAProxy on the edge, so either api host answers and a dead one is passed over.
 */
const apisUrl = () => `http://${EDGE_ADDRESS}:${PORTS.balancer}`;

function apiEnv(c, host) {
  return {
    HOST: '0.0.0.0',
    PORT: String(PORTS.api),
    DATABASE_URL: c.databaseUrl,
    REDIS_URL: c.redisUrl,
    DATA_DIR: c.dataDir(host),
    TRUSTED_PROXY_SECRET: c.proxySecret,
  };
}

/**
 * Every api host runs the SFU under its own name (HAProxy's server name): each meeting room lives on
 * one of them, recorded in Redis (issue 33 item 2), and its ICE candidates carry the host's address.
 */
function sfuEnv(c, host) {
  return { SFU: c.sfu ?? '1', SFU_HOST: host, SFU_ANNOUNCED_IP: hostNamed(host).address };
}

export function hostNamed(name) {
  const host = HOSTS.find((h) => h.name === name);
  if (!host) throw new Error(`no host ${name} in the topology`);
  return host;
}

export const API_HOSTS = HOSTS.filter((h) => h.name.startsWith('api-'));

export const namespaceOf = (host) => `${NAMESPACE_PREFIX}${host.name}`;

/** The machine's end of a host's veth pair (at most 15 characters, as Linux wants). */
export const vethOf = (host) => `atr-${host.name}`;

/** HAProxy's servers: each api host's name and address. */
export const apiServers = () => API_HOSTS.map((h) => ({ name: h.name, address: `${h.address}:${PORTS.api}` }));

/** The deployment with its values named, not filled in: what the docs print. */
const NAMED = {
  databaseUrl: `postgres://${NETWORK.machine}:${PORTS.postgres}/<database>`,
  redisUrl: `redis://${NETWORK.machine}:${PORTS.redis}`,
  proxySecret: '<secret>',
  dataDir: (host) => `<${host}'s own folder>`,
};

/** docs/architecture.md's "Reference deployment" block, as Markdown lines. */
export function referenceDeployment() {
  const cell = (text) => String(text).replace(/\|/g, '\\|');
  const rows = HOSTS.flatMap((host) =>
    host.runs.map((p, index) => {
      const env = Object.entries(p.env(NAMED))
        .map(([name, value]) => `\`${name}=${value}\``)
        .join(' ');
      const first = index === 0;
      return `| ${first ? `**${host.name}**` : ''} | ${first ? host.address : ''} | ${p.name} | ${p.listen ?? p.port} | ${cell(p.what)} | ${cell(env) || 'none'} |`;
    }),
  );
  return [
    `Hosts on one network (${NETWORK.subnet}); PostgreSQL and Redis at ${NETWORK.machine} (ports ${PORTS.postgres} and ${PORTS.redis}).`,
    '',
    '| host | address | process | port | what | variables |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Shared by every host that has it:',
    '',
    ...SHARED.map((s) => `- ${s.what} (\`${s.variable}\`): ${s.holds}.`),
    '',
    "The registry's builds and its SQLite file are on the registry host alone: there is one registry.",
  ];
}
