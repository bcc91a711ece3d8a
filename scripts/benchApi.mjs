// The api half of `npm run bench`: three hot calls of the running api against a bare Fastify handler
// answering the same JSON, at one fixed request rate on loopback, p50 side by side (issue 9 item 7).
// Alone: `API_URL=http://127.0.0.1:3001 node scripts/benchApi.mjs` against an api already seeded.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import fastify from 'fastify';

const RATE = Number(process.env.BENCH_API_RATE ?? 50); // requests a second, both targets together
const COUNT = Number(process.env.BENCH_API_COUNT ?? 300); // timed requests per target and call
const WARMUP = 100;
const BUDGET = 2;

/** What the pages send (mf-event-content): a home list page, the whole program, a participants page. */
const CALLS = [
  { name: 'Explore/SearchEvent', body: { searchType: 0, skip: 0, take: 10 } },
  { name: 'Explore/ListPrograms', body: { skip: 0, take: 1000, searchTerm: null }, inEvent: true },
  {
    name: 'Participant/GetParticipants',
    body: { groupID: null, subEventID: null, searchTerm: null, skip: 0, take: 20 },
    inEvent: true,
  },
];

// The bare handler runs on its own thread, so its event loop is not the load generator's.
if (!isMainThread) {
  const app = fastify();
  for (const [path, answer] of Object.entries(workerData.answers)) app.post(path, async () => answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  parentPort.postMessage(`http://127.0.0.1:${app.server.address().port}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

export function post(url, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 10000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs ada in on the demo brand and finds atrium-summit: the headers the pages send. */
async function session(apiUrl) {
  const call = (name, body, headers) => post(`${apiUrl}/api/v2/${name}`, body, headers);
  const application = (await call('login/getapplication', { id: 'demo' })).data;
  const signIn = await call(
    'login/signin',
    { email: 'ada@demo.test', password: 'Atrium-demo-1' },
    { 'x-application-id': application.id },
  );
  const headers = { authorization: `Bearer ${signIn.data.token}`, 'x-application-id': application.id };
  const event = (await call('Explore/GetEventBySlug', { slug: 'atrium-summit' }, headers)).data;
  return { headers, eventHeaders: { ...headers, 'x-event-id': event.id } };
}

/**
 * Sends COUNT requests to each target at RATE in all, alternating between them so both see the same
 * load from the rest of the machine; returns each target's latencies in ms (bounded: every request
 * times out after 10 s, and no more than COUNT are sent).
 */
export async function drive(targets, count) {
  const latencies = targets.map(() => []);
  const interval = 1000 / RATE;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < count * targets.length; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const which = i % targets.length;
    const sent = performance.now();
    pending.push(targets[which]().then(() => latencies[which].push(performance.now() - sent)));
  }
  await Promise.all(pending);
  return latencies;
}

export const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A bare Fastify handler on its own thread answering each path's JSON; answers its URL. */
export async function startBare(answers) {
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { answers } });
  const url = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  return { worker, url };
}

/** Measures and prints; returns [{ name, api, bare, ratio }] with p50s in ms. */
export async function benchApi(apiUrl) {
  const { headers, eventHeaders } = await session(apiUrl);
  const answers = {};
  for (const c of CALLS) {
    answers[`/api/v2/${c.name}`] = await post(`${apiUrl}/api/v2/${c.name}`, c.body, c.inEvent ? eventHeaders : headers);
  }
  const { worker, url: bareUrl } = await startBare(answers);
  const rows = [];
  try {
    for (const c of CALLS) {
      const targets = [apiUrl, bareUrl].map(
        (base) => () => post(`${base}/api/v2/${c.name}`, c.body, c.inEvent ? eventHeaders : headers),
      );
      await drive(targets, WARMUP);
      const [api, bare] = await drive(targets, COUNT);
      rows.push({ name: c.name, api: p50(api), bare: p50(bare), ratio: p50(api) / p50(bare) });
    }
  } finally {
    await worker.terminate();
    agent.destroy();
  }
  console.log(`\nApi hot path against a bare Fastify handler, p50 at ${RATE} requests/s, ${COUNT} each`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(28)} api ${r.api.toFixed(2).padStart(6)} ms   bare ${r.bare.toFixed(2).padStart(6)} ms   ${r.ratio.toFixed(1)}x   target <= ${BUDGET}x`,
    );
  }
  return rows;
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchApi(process.env.API_URL ?? 'http://127.0.0.1:3001');
}
