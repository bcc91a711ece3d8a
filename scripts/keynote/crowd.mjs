// One thread of the keynote's crowd: each attendee opens the session page's socket at its moment in
// the join window, joins the page's channels, and (against the product) calls LiveEvent/Join and
// LiveEvent/Get as the session page does. It records what each would see: when it was subscribed,
// the watcher count shown and when it changed, every social hub message and how many arrived.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { url, attendees, joinWindowMs, startAt, sessionId, product, apiBase, headers } = workerData;
const now = () => performance.timeOrigin + performance.now();
const sleepUntil = (at) => new Promise((r) => setTimeout(r, Math.max(0, at - now())));

async function call(name, body, token) {
  const started = now();
  const res = await fetch(`${apiBase}/api/v2/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok || json?.hasError) throw new Error(`${name}: ${res.status} ${json?.message ?? ''}`);
  return { data: json.data, ms: now() - started };
}

const clients = [];
const errors = [];
const sockets = [];

async function join(attendee, index) {
  const client = {
    userId: attendee.userId,
    joinMs: null,
    subscribedAt: null,
    httpMs: [],
    watcherCount: null,
    watchersAt: null,
    hub: [],
    received: 0,
    hash: null,
  };
  clients.push(client);
  await sleepUntil(startAt + (index * joinWindowMs) / attendees.length);
  const started = now();
  const socket = io(url, {
    transports: ['websocket'],
    query: { token: attendee.token },
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
  sockets.push(socket);
  socket.onAny((event, payload) => {
    client.received++;
    const at = now();
    if (event === 'watchers' && payload?.sessionId === sessionId) {
      client.watcherCount = payload.watcherCount;
      client.watchersAt = at;
    } else if (attendee.hubEvents.includes(event)) {
      client.hub.push({ at, event, ids: idsOf(payload) });
    }
  });
  const pending = new Set(attendee.channels);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not subscribed within 60 s')), 60_000);
    socket.on('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`refused: ${error?.channel} ${error?.message}`));
    });
    socket.on('subscribe_success', ({ channel }) => {
      pending.delete(channel);
      if (pending.size === 0) {
        clearTimeout(timer);
        resolve();
      }
    });
    socket.on('connect', () => {
      for (const channel of attendee.channels) socket.emit('subscribe', { channel });
    });
  });
  client.subscribedAt = now();
  client.joinMs = client.subscribedAt - started;
  if (!product) return;
  // The session page's calls: Get (the session, with its watcher count) and Join (the stream's hash).
  const [get, joined] = await Promise.all([
    call('LiveEvent/Get', { id: sessionId }, attendee.token),
    call('LiveEvent/Join', { id: sessionId }, attendee.token),
  ]);
  client.httpMs.push(get.ms, joined.ms);
  client.hash = joined.data.hash;
  // The count the page shows first is Get's, until a `watchers` newer than it arrives.
  if (client.watchersAt === null) {
    client.watcherCount = get.data.watcherCount;
    client.watchersAt = now();
  }
}

/** The post ids a social hub message is about, whatever its shape. */
function idsOf(payload) {
  if (!payload || typeof payload !== 'object') return [];
  // Coalesced (issue 29): `{items: [{id, …}]}`, the posts of the last second.
  if (Array.isArray(payload.items)) return payload.items.map((item) => item?.id).filter(Boolean);
  return typeof payload.id === 'string' ? [payload.id] : [];
}

const joined = Promise.all(
  attendees.map((attendee, index) =>
    join(attendee, index).catch((error) => errors.push(`${attendee.userId}: ${error.message}`)),
  ),
);

parentPort.on('message', async (message) => {
  if (message === 'joined') {
    await joined;
    parentPort.postMessage({ type: 'joined', hashes: clients.map((client) => client.hash).filter(Boolean) });
  } else if (message === 'report') {
    await joined;
    parentPort.postMessage({ type: 'report', clients, errors: errors.slice(0, 20), errorCount: errors.length });
  } else if (message === 'close') {
    for (const socket of sockets) socket.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
