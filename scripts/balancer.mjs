// HAProxy on the edge host (issue 33): behind the edge's nginx, it balances the api calls and the
// sockets over the api hosts of scripts/topology.mjs, takes a host out of turn when its health
// says so or it stops answering, and sends a call that could not reach one host to the other.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianPackages } from './processes.mjs';
import { API_HOSTS, BALANCER_HEALTH, PORTS, STREAMER_HEALTH, apiServers, hostNamed } from './topology.mjs';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** Installs Debian's haproxy with apt when it is missing (as root; anyone else is told how). */
export function ensureHaproxy() {
  ensureDebianPackages([{ name: 'haproxy', present: () => fs.existsSync(HAPROXY) }]);
}

/** The stats socket of the HAProxy whose files are in `dir`. */
export const statsSocketOf = (dir) => path.join(dir, 'haproxy.sock');

/**
 * haproxy.cfg. Every api host is asked `GET /api/v2/health` every second: two failed asks (a 503,
 * no answer within 2 s, a refused connection) take it out of turn, two good ones put it back.
 * The sockets are websocket-only (shared/src/realtime/createRealtime.ts and the meeting room's), so
 * a socket lives on the one connection that reached a host and needs no stickiness. A connection
 * a host refused, or that it closed without answering (a host killed while the connection waited
 * to be reused), is tried again on another host; a call a host has started answering is not.
 */
export function balancerConfig({ dir }) {
  const servers = apiServers();
  const server = ({ name, address }) => `  server ${name} ${address} check`;
  return [
    '# Written by scripts/balancer.mjs at every start of the edge: edit that, not this.',
    'global',
    `  stats socket ${statsSocketOf(dir)} mode 600 level admin`,
    // Two descriptors a connection (browser side, api side) within this machine's 20,000 a process.
    '  maxconn 9000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 60s',
    // A socket is a tunnel once upgraded: it stays open as long as the browser keeps it.
    '  timeout tunnel 1h',
    '  timeout check 2s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  option httpchk',
    '  http-check send meth GET uri /api/v2/health ver HTTP/1.1 hdr Host balancer',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    'listen apis',
    `  bind 127.0.0.1:${PORTS.balancer}`,
    // The registry host's processes ask the api here (topology.mjs apisUrl), not through nginx.
    `  bind ${hostNamed('edge').address}:${PORTS.balancer}`,
    // HAProxy's own answer, for its host's agent: nginx sends it nothing but /api/ and /socket.io/.
    `  monitor-uri ${BALANCER_HEALTH}`,
    '  balance roundrobin',
    // A meeting room's signalling names the host that has the room (issue 33 item 2). HAProxy's
    // configuration manual (use-server): "If a rule designates a server which is down, and option
    // persist is not used and no force-persist rule was validated, it is ignored", so while that
    // host is DOWN the connection is balanced, and the api it reaches takes the room over. A host
    // killed before its checks fail refuses the connection, which redispatch sends to another.
    ...servers.map(({ name }) => `  use-server ${name} if { urlp(sfuHost) -m str ${name} }`),
    // A browser with the cookie `atrium_host=<host>` goes to that host while it is up, for every
    // call and socket but a meeting room's: an operator watching one host, and the host-death e2e,
    // which puts Ada and Linus on different hosts. Down, the same rule is ignored and it is balanced.
    ...servers.map(({ name }) => `  use-server ${name} if { req.cook(atrium_host) -m str ${name} }`),
    ...servers.map(server),
    // The live streams' files: only the stream process that makes them now says 200 (the others
    // wait to take over, topology.mjs streamProcess), so one failed ask moves them to the new one.
    'listen streams',
    `  bind 127.0.0.1:${PORTS.balancerStreams}`,
    `  http-check send meth GET uri ${STREAMER_HEALTH} ver HTTP/1.1 hdr Host balancer`,
    '  http-check expect status 200',
    '  default-server inter 1s fall 1 rise 1',
    ...API_HOSTS.map((h) => `  server ${h.name} ${h.address}:${PORTS.stream} check`),
    '',
  ].join('\n');
}

/** Writes haproxy.cfg into `dir` and returns HAProxy's command line (foreground, to be supervised). */
export function balancerCommand(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(conf, balancerConfig({ dir }), { mode: 0o600 });
  return [HAPROXY, ['-db', '-f', conf]];
}

/** One command on HAProxy's stats socket; resolves to its answer. */
export function askBalancer(socketPath, command, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`HAProxy did not answer "${command}"`)));
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (data) => (answer += data));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Each server of the `apis` backend as HAProxy sees it now (`show stat`): { name: { status, total } },
 * status as HAProxy words it (UP, DOWN, UP 1/2 going down, …), total the calls and sockets it was sent.
 */
export async function balancerState(socketPath, backend = 'apis') {
  const csv = await askBalancer(socketPath, 'show stat');
  const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const servers = {};
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((value, index) => [columns[index], value]));
    if (row.pxname !== backend || row.svname === 'FRONTEND' || row.svname === 'BACKEND') continue;
    servers[row.svname] = { status: row.status, total: Number(row.stot) };
  }
  return servers;
}
