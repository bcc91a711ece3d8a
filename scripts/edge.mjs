// The caching edge of the scale-out path (issue 29 item 2): nginx from Debian's packages, in front
// of the api instances and the gateway, keeping each live segment once for every viewer.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureDebianPackages, processGroup, waitFor } from './processes.mjs';

const { apiBodyBytes, uploadBodyBytes, uploadCalls } = createRequire(import.meta.url)('@atrium/shared/limits.json');

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Installs Debian's nginx with apt when it is missing (as root; anyone else is told how). */
export function ensureNginx() {
  ensureDebianPackages([{ name: 'nginx', present: () => fs.existsSync(NGINX) }]);
}

// What the gateway adds to the api's answers (shell/server/gateway.mjs), and its envelopes for
// what the edge answers itself.
const API_HEADERS = [
  // The api sets this one on some answers itself; once is enough.
  'proxy_hide_header X-Content-Type-Options;',
  `add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'" always;`,
  'add_header X-Content-Type-Options nosniff always;',
  'add_header Referrer-Policy strict-origin-when-cross-origin always;',
];
const envelope = (message) => JSON.stringify({ hasError: true, message, data: null, validationErrors: null });

/**
 * The edge's nginx.conf. `/api/live/stream/` (a live session's media playlist and segments under
 * its stream key, api/src/streaming/route.ts) is cached, one origin request per file however many
 * ask at once; a viewer's own playlist (`/api/live/{sessionId}/{hash}/…`) and every other api call
 * go to the apis in turn; the meeting room's signalling to the first api alone (its mediasoup rooms
 * live in that process; the networking seats are in the database), or with `mediaOnFirst: false` to
 * the apis in turn, where HAProxy sends it to the host that has the room (issue 33 item 2); the
 * rest to the gateway.
 * Uploaded files (`/api/files/`) and the remotes' builds (`/remotes/`) are immutable: the edge
 * keeps a copy, one origin request per file. Upstreams are `apiPorts` and `gatewayPort` on
 * 127.0.0.1, or `upstreams` ({ apis, first, gateway }: lists of host:port) on other hosts.
 * `streamOnFirst`: the apis do not share a data folder, so the stream's files, which ffmpeg writes
 * into one process's, go to `first`: the first api, or on the hosts HAProxy's listener for the
 * stream process that streams now (issue 33); uploads are in PostgreSQL, which every api reads.
 */
export function edgeConfig({
  port,
  apiPorts,
  gatewayPort,
  upstreams,
  streamOnFirst = false,
  mediaOnFirst = true,
  dir,
  proxySecret = '',
}) {
  const local = (p) => `127.0.0.1:${p}`;
  const { apis, first, gateway } = upstreams ?? {
    apis: apiPorts.map(local),
    first: [local(apiPorts[0])],
    gateway: [local(gatewayPort)],
  };
  const stream = streamOnFirst ? 'first' : 'apis';
  // What never changes under its address, cached until evicted (the origin says immutable).
  const immutable = [
    'proxy_cache files;',
    'proxy_cache_key $uri;',
    'proxy_cache_lock on;',
    'add_header X-Cache $upstream_cache_status always;',
  ];
  // max_fails=0: one connection an api reset under load must not take it out of turn for 10 s
  // (nginx's default), which sent every call to the other api and then to none (the keynote bench
  // at 10,000 attendees: 545 resets became 5,926 "no live upstreams"). A refused connect still
  // goes on to the next api; a dead api is the supervisor's to restart.
  const servers = (addresses) => addresses.map((a) => `server ${a} max_fails=0;`).join(' ');
  const api = (upstream, ...more) => [`proxy_pass http://${upstream};`, ...API_HEADERS, ...more];
  const block = (head, lines) => [`${head} {`, ...lines.map((line) => `  ${line}`), '}'];
  const websocket = ['proxy_read_timeout 1h;', 'proxy_send_timeout 1h;'];
  const server = [
    `listen ${port};`,
    // Upgrade and Connection as the client sent them: websockets pass, everything else keeps the
    // upstream connection alive (an empty Connection).
    'proxy_http_version 1.1;',
    'proxy_set_header Host $host;',
    // The edge is the outermost proxy: the address it saw replaces what the client wrote, and the
    // secret tells the apis, the gateway and the registry it was the edge that wrote it (issue 32
    // item 7; shared/src/server/forwarded.ts). Without one, a client's header is not passed on.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host "";',
    `proxy_set_header X-Trusted-Proxy "${proxySecret}";`,
    'proxy_set_header Upgrade $http_upgrade;',
    'proxy_set_header Connection $connection_upgrade;',
    // Refused here, as the gateway does, before a byte reaches an api; uploads take more below.
    `client_max_body_size ${apiBodyBytes};`,
    'error_page 413 = @tooLarge;',
    'error_page 502 504 = @unavailable;',
    // What nginx refuses before a location is chosen (a request line or headers past its buffers,
    // a request it cannot read) is the gateway's envelope too (issue 32 item 6), never nginx's page.
    // By path, not a named location: a request line it could not read has no URI to carry there.
    'error_page 414 = /edge/414;',
    'error_page 494 = /edge/431;',
    'error_page 400 = /edge/400;',
    ...block('location @tooLarge', [
      'default_type application/json;',
      `return 413 '${envelope('The request body is too large.')}';`,
    ]),
    ...block('location = /edge/414', [
      'default_type application/json;',
      `return 414 '${envelope('The address is too long.')}';`,
    ]),
    ...block('location = /edge/431', [
      'default_type application/json;',
      `return 431 '${envelope('The request headers are too large.')}';`,
    ]),
    ...block('location = /edge/400', [
      'default_type application/json;',
      `return 400 '${envelope('The request could not be read.')}';`,
    ]),
    ...block('location @unavailable', [
      'default_type application/json;',
      `return 502 '${envelope('Service unavailable')}';`,
    ]),
    ...block('location = /edge/health', ['access_log off;', 'return 204;']),
    ...block(
      'location ^~ /api/live/stream/',
      api(
        stream,
        'proxy_cache live;',
        // By path alone: a query string added by anyone is not another copy to fetch.
        'proxy_cache_key $uri;',
        // The first asker fetches, the others wait for its copy; an expired playlist is served
        // stale to the others while the first fetches the new one.
        'proxy_cache_lock on;',
        'proxy_cache_lock_timeout 5s;',
        'proxy_cache_use_stale updating error timeout http_502 http_503 http_504;',
        'add_header X-Cache $upstream_cache_status always;',
      ),
    ),
    ...block('location ^~ /api/media/socket.io/', api(mediaOnFirst ? 'first' : 'apis', ...websocket)),
    ...block(
      `location ~* ^/api/v2/(${uploadCalls.join('|')})/?$`,
      api('apis', `client_max_body_size ${uploadBodyBytes};`),
    ),
    ...block('location ^~ /api/files/', api('apis', ...immutable)),
    ...block('location ^~ /remotes/', ['proxy_pass http://gateway;', ...immutable]),
    ...block('location ^~ /socket.io/', api('apis', ...websocket)),
    // Not ^~: the regular expression above must still be able to take a call from here.
    ...block('location /api/', api('apis')),
    ...block('location /', ['proxy_pass http://gateway;']),
  ];
  const http = [
    'default_type application/octet-stream;',
    'server_tokens off;',
    // A cached segment goes from the page cache to the socket without passing through nginx.
    // Not tcp_nopush: its corked last packet added 40 ms to every segment.
    'sendfile on;',
    // One line a request: what the edge answered from its cache ($upstream_cache_status: HIT, MISS,
    // EXPIRED, UPDATING…) and which origin it asked, if any ($upstream_addr); see readEdgeLog.
    "log_format edge '$msec\\t$status\\t$request_method\\t$uri\\t$upstream_cache_status\\t$upstream_addr\\t$request_time';",
    `access_log ${dir}/access.log edge buffer=64k flush=1s;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/temp/${kind};`),
    `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=live:16m max_size=2g inactive=2m use_temp_path=off;`,
    `proxy_cache_path ${dir}/files levels=1:2 keys_zone=files:8m max_size=1g inactive=1d use_temp_path=off;`,
    'gzip on;',
    'gzip_types application/json;',
    'gzip_proxied any;',
    'gzip_min_length 1024;',
    'gzip_vary on;',
    ...block('map $http_upgrade $connection_upgrade', ["default 'upgrade';", "'' '';"]),
    ...block('upstream apis', [servers(apis), 'keepalive 64;']),
    ...block('upstream first', [servers(first), 'keepalive 8;']),
    ...block('upstream gateway', [servers(gateway), 'keepalive 16;']),
    ...block('server', server),
  ];
  return [
    '# Written by scripts/edge.mjs at every start of the edge: edit that, not this.',
    // As root, nginx's workers would run as nobody, who cannot write the cache inside a data folder
    // only its owner may enter (a test's mkdtemp folder is 0700).
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    'worker_rlimit_nofile 65536;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    // A keynote's sockets pass through here too: two connections each (client and api).
    ...block('events', ['worker_connections 16384;']),
    ...block('http', http),
    '',
  ].join('\n');
}

/**
 * A starter killed outright leaves its nginx running, holding the port: the pid it wrote finds it,
 * and /proc confirms it is still that nginx (a pid can be reused) before it is ended.
 */
async function endLeftOver(dir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(path.join(dir, 'nginx.conf'))) return;
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && fs.existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 100));
  } catch {
    // No pid file, no such process, or no /proc: nothing left over that can be found.
  }
}

/**
 * Writes the edge's configuration into `dir` (edgeConfig's options, its cache emptied first) and
 * returns nginx's command line, in the foreground, to be run and kept running by the caller.
 */
export function edgeCommand({ dir, ...options }) {
  ensureNginx();
  fs.rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  // Readable by its owner only: it holds the trusted proxy secret.
  fs.writeFileSync(conf, edgeConfig({ ...options, dir }), { mode: 0o600 });
  fs.chmodSync(conf, 0o600);
  // -e: nginx opens its built-in error log before reading the configuration, and only root may write that one.
  return [NGINX, ['-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;']];
}

/**
 * Starts nginx as the edge on `port`, its configuration, pid, logs, temporary files and cache in
 * `dataDir/edge` (the cache emptied first), kept running like the product's other processes.
 * `proxySecret`: the TRUSTED_PROXY_SECRET the processes behind it were given.
 * Resolves once it answers; `stop()` ends it. `accessLog` is the file readEdgeLog reads.
 */
export async function startEdge({ port, apiPorts, gatewayPort, dataDir, quiet = false, proxySecret = '' }) {
  const dir = path.join(dataDir, 'edge');
  await endLeftOver(dir);
  const [command, args] = edgeCommand({ dir, port, apiPorts, gatewayPort, proxySecret });
  const { start, stop, supervise } = processGroup({ quiet });
  const health = `http://127.0.0.1:${port}/edge/health`;
  const nginx = start('edge', command, args, {}, health);
  try {
    await waitFor(health, nginx.child, 15000);
  } catch (error) {
    await stop();
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    throw new Error(`${error.message}\n${log.trim().split('\n').slice(-5).join('\n')}`);
  }
  supervise();
  return { url: `http://127.0.0.1:${port}`, accessLog: path.join(dir, 'access.log'), stop };
}

/**
 * The edge's access log as records: { status, method, uri, cache, origin }, where `origin` is the
 * upstream asked ('' when the edge answered from its cache alone). nginx writes it at most a second late.
 */
export function readEdgeLog(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, status, method, uri, cache, origin] = line.split('\t');
      return {
        status: Number(status),
        method,
        uri,
        cache: cache === '-' ? '' : cache,
        origin: origin === '-' ? '' : origin,
      };
    });
}
