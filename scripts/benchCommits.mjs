// React commits per route (issue 30 item 3): each product page opened in headless Chromium at a
// phone's size, counting the commits React reports to a stand-in DevTools hook in the first 8 s
// after navigation. A bare page commits once; every further commit is the tree rendered again.
import { PRODUCT_PAGES, signedInStorage } from './benchPages.mjs';

const RUNS = Number(process.env.BENCH_COMMIT_RUNS ?? 3);
const WINDOW_MS = 8000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The DevTools hook every react-dom copy reports to: each commit's time on the page's clock, the
 * roots committed, and how many documents this tab loaded (a reload restarts the clock).
 */
const countCommits = () => {
  const commits = [];
  const roots = new Set();
  let documents = 1;
  try {
    documents = Number(sessionStorage.getItem('benchDocuments') ?? 0) + 1;
    sessionStorage.setItem('benchDocuments', String(documents));
  } catch {
    // about:blank and sandboxed frames have no storage; only the page's own document counts
  }
  window.__benchCommits = { commits, roots, documents };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      commits.push(performance.now());
      roots.add(root);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
};

async function countOnce(browser, url, storage) {
  // Lighthouse's phone (Moto G Power), so the layout is the one the Lighthouse figures are of.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    storageState: storage
      ? { cookies: [], origins: [{ origin: new URL(url).origin, localStorage: storage }] }
      : undefined,
  });
  try {
    await context.addInitScript(countCommits);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction((ms) => performance.now() >= ms, WINDOW_MS, { polling: 250 });
    const seen = await page.evaluate((ms) => {
      const { commits, roots, documents } = window.__benchCommits;
      const inWindow = commits.filter((at) => at <= ms);
      return { commits: inWindow.length, roots: roots.size, lastMs: Math.round(inWindow.at(-1) ?? 0), documents };
    }, WINDOW_MS);
    return { ...seen, landedOn: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

export async function benchCommits({ browser, baseUrl }) {
  const storage = await signedInStorage(baseUrl);
  const results = PRODUCT_PAGES.map((page) => ({ ...page, runs: [] }));
  // Interleaved, like the Lighthouse runs: the machine's load drifts over all pages alike.
  for (let i = 0; i < RUNS; i++) {
    for (const page of results) {
      page.runs.push(await countOnce(browser, `${baseUrl}${page.path}`, page.signedIn ? storage : null));
    }
  }
  console.log(
    '\nReact commits in the first %d s after navigation (headless Chromium at 412x823, median of %d)   issue target: 1, or close',
    WINDOW_MS / 1000,
    RUNS,
  );
  const width = Math.max(...results.map((page) => page.name.length));
  for (const page of results) {
    const counts = page.runs.map((run) => run.commits);
    const last = median(page.runs.map((run) => run.lastMs));
    const notes = [
      ...new Set(
        page.runs.flatMap((run) => [
          ...(run.landedOn !== page.path ? [`landed on ${run.landedOn}`] : []),
          ...(run.commits === 0 ? ['a run rendered nothing (the page did not load)'] : []),
          ...(run.documents > 1 ? ['the page reloaded: commits before the reload are not counted'] : []),
        ]),
      ),
    ];
    console.log(
      `  ${page.name.padEnd(width)}  ${String(median(counts)).padStart(3)} commits (runs: ${counts.join(', ')}), ` +
        `${page.runs[0].roots} root(s), last at ${last} ms${notes.length ? `; ${notes.join('; ')}` : ''}`,
    );
  }
}
