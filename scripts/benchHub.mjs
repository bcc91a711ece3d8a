// The social hub's feed with 10,000 posts (issue 15 item 1): posts are added to the bench's database
// beside the seed, then Ada scrolls the feed in headless Chromium page after page to its end. It
// reports what a reader feels (frame times while scrolling, the wait for each page) and what keeps
// it so (how many post cards the DOM holds). A report, not a test.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const POSTS = Number(process.env.BENCH_HUB_POSTS ?? 10_000);

/** Copies of a seeded attendee's text post, one a minute back in time, so the feed's order is theirs. */
function addPosts(dataDir) {
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'atrium.sqlite'));
  try {
    const model = db
      .prepare('select * from social_hub_posts where type = 0 and user_id is not null and image is null limit 1')
      .get();
    const oldest = db
      .prepare('select min(created_at) as at from social_hub_posts where event_id = ?')
      .get(model.event_id);
    // Stored as the seed stored them: epoch milliseconds or text.
    const start = typeof oldest.at === 'number' ? oldest.at : Date.parse(oldest.at);
    const at = (ms) => (typeof oldest.at === 'number' ? ms : new Date(ms).toISOString());
    const columns = Object.keys(model);
    const insert = db.prepare(
      `insert into social_hub_posts (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    db.transaction(() => {
      for (let i = 1; i <= POSTS; i++) {
        const when = at(start - i * 60_000);
        insert.run({
          ...model,
          id: randomUUID(),
          post_text: `Bench post ${i}: ${'a thought about the summit, '.repeat(1 + (i % 9))}`,
          like_count: 0,
          comment_count: 0,
          created_at: when,
          updated_at: when,
        });
      }
    })();
  } finally {
    db.close();
  }
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

export async function benchHub({ browser, baseUrl, dataDir }) {
  addPosts(dataDir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const pageWaits = [];
  let loaded = 0;
  page.on('requestfinished', async (request) => {
    if (!/socialhub\/list$/i.test(new URL(request.url()).pathname)) return;
    const timing = request.timing();
    pageWaits.push(timing.responseEnd);
    const body = await (await request.response())?.json().catch(() => null);
    loaded += body?.data?.items?.length ?? 0;
  });
  try {
    await page.goto(`${baseUrl}/demo/login`);
    await page.getByLabel('E-mail').fill('ada@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Atrium-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/demo\/?$/);
    await page.goto(`${baseUrl}/demo/event/atrium-summit`);
    const feed = page.getByRole('region', { name: 'Posts' }).last();
    await feed.getByRole('article').first().waitFor();

    // Frame times from the page's own clock while the reader scrolls.
    await page.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const started = Date.now();
    let maxCards = 0;
    let still = 0;
    while (still < 20) {
      const before = loaded;
      // A reader's wheel, a screen at a time, then a jump to the end to ask for the next page.
      for (let i = 0; i < 3; i++) {
        await feed.hover();
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(16);
      }
      await feed.evaluate((region) => {
        const box = [region, ...region.querySelectorAll('*')].find((el) => el.scrollHeight > el.clientHeight + 10);
        if (box) box.scrollTop = box.scrollHeight;
      });
      await page.waitForTimeout(120);
      maxCards = Math.max(maxCards, await feed.getByRole('article').count());
      still = loaded === before ? still + 1 : 0;
    }
    const seconds = (Date.now() - started) / 1000;
    const frames = (await page.evaluate(() => window.__frames)).slice(1);
    const end = await page.getByText(/You've seen every post/).count();
    console.log('\nSocial hub feed with %d extra posts (Ada, 1280 px, headless Chromium)', POSTS);
    console.log(
      `  Posts loaded by scrolling:  ${loaded} in ${pageWaits.length} pages, ${seconds.toFixed(0)} s${end ? ', end of feed shown' : ''}`,
    );
    console.log(`  Post cards in the DOM:      at most ${maxCards} (a virtual list)`);
    console.log(
      `  Page wait (request to answer): median ${percentile(pageWaits, 0.5).toFixed(0)} ms, p95 ${percentile(pageWaits, 0.95).toFixed(0)} ms`,
    );
    console.log(
      `  Frames while scrolling:     ${frames.length}, median ${percentile(frames, 0.5).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms, ${frames.filter((f) => f > 50).length} over 50 ms`,
    );
  } finally {
    await context.close();
  }
}
