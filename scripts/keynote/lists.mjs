// What a paged list costs as the event grows (issue 29 item 5): SocialHub/List's first page and a
// page further down, at the event's own posts and again with `rows` posts, each beside a bare
// Fastify handler answering the same JSON, at one request rate, p50 side by side.
import { drive, p50, post, startBare } from '../benchApi.mjs';

const COUNT = Number(process.env.BENCH_LIST_COUNT ?? 200);
const WARMUP = 50;
const PAGES = [
  { label: 'first page', body: { skip: 0, take: 20 } },
  { label: 'page 11', body: { skip: 200, take: 20 } },
];

async function measure(apiBase, headers) {
  const rows = [];
  for (const page of PAGES) {
    const url = `${apiBase}/api/v2/SocialHub/List`;
    const answer = await post(url, page.body, headers);
    const { worker, url: bare } = await startBare({ '/api/v2/SocialHub/List': answer });
    try {
      const targets = [apiBase, bare].map((base) => () => post(`${base}/api/v2/SocialHub/List`, page.body, headers));
      await drive(targets, WARMUP);
      const [api, floor] = await drive(targets, COUNT);
      rows.push({ ...page, api: p50(api), floor: p50(floor), totalCount: answer.data.totalCount });
    } finally {
      await worker.terminate();
    }
  }
  return rows;
}

export async function benchLists({ base, headers, db, eventId, rows, addPosts }) {
  const [{ n }] = await db('social_hub_posts').where({ event_id: eventId }).count({ n: '*' });
  const small = await measure(base, headers);
  await addPosts(db, { eventId, count: Math.max(0, rows - Number(n)) });
  const large = await measure(base, headers);
  console.log(`\n  SocialHub/List against a bare Fastify handler (same JSON), p50, ${COUNT} requests each:`);
  for (const [label, results, size] of [
    [`${n} posts`, small, Number(n)],
    [`${rows} posts`, large, rows],
  ]) {
    for (const r of results) {
      console.log(
        `    ${label.padEnd(12)} ${r.label.padEnd(10)} api ${r.api.toFixed(2).padStart(6)} ms   bare ${r.floor.toFixed(2).padStart(6)} ms   ${(r.api / r.floor).toFixed(1)}x   (totalCount answered: ${r.totalCount}, rows ${size})`,
      );
    }
  }
}
