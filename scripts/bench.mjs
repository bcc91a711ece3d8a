// `npm run bench`: the api's hot path against bare Fastify, then the login route's weight and speed
// in headless Chromium, against the product started as `npm start` starts it. A script, not a test:
// it reports numbers, it does not judge them.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchApi } from './benchApi.mjs';
import { benchCommits } from './benchCommits.mjs';
import { benchHub } from './benchHub.mjs';
import { benchLighthouse } from './benchLighthouse.mjs';
import { benchLive } from './benchLive.mjs';
import { benchMeeting } from './benchMeeting.mjs';
import { VERSION_MARKER } from './benchPages.mjs';
import { build, ensureDebianPackages, hasCommand, publishLocal, root, settings, startServices } from './processes.mjs';

// `npm run bench -- keynote [--attendees N --players V --scale-out …]`: the keynote at scale
// (scripts/keynote/keynote.mjs, issue 29) instead of the figures below.
if (process.argv[2] === 'keynote') {
  await import('./keynote/keynote.mjs');
  process.exit(0);
}
// `npm run bench -- lighthouse`: only the Lighthouse table and the React commits per route (issue 30).
const lighthouseOnly = process.argv[2] === 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The same budgets e2e/tests/weight.spec.ts holds the production build to.
const budgets = JSON.parse(fs.readFileSync(new URL('../e2e/budgets.json', import.meta.url), 'utf8'));
const s = settings({
  ...process.env,
  PORT: process.env.BENCH_PORT ?? '4900',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data/bench',
});
fs.rmSync(s.dataDir, { recursive: true, force: true });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensureDebianPackages([
  { name: 'chromium', present: () => fs.existsSync(chromePath) },
  { name: 'ffmpeg', present: () => hasCommand('ffmpeg') },
]);

build();
publishLocal(s);
// The demo stream runs as under `npm start` (issue 16), so the live figures are of a real stream.
const { stop } = await startServices(s, { quiet: true, env: { LIVE_STREAMS: '1' } });
try {
  if (!lighthouseOnly) await benchApi(`http://127.0.0.1:${s.apiPort}`);
} catch (error) {
  await stop();
  throw error;
}
// Debian's Chromium with the flags this machine needs (the e2e suite's too).
const launchOptions = {
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const browser = await chromium.launch(launchOptions);

// Counts React renderers the way React DevTools does: every react-dom copy injects itself here.
const countRenderers = () => {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
};

// The page's own clock (since navigation start) when the login form's e-mail field is first shown:
// what a visitor waits for, without the bench's round trips to ask whether it is there yet.
const markFormShown = () => {
  new MutationObserver((_, observer) => {
    const field = document.querySelector('input[type=email]');
    if (field && field.getClientRects().length > 0) {
      window.__formShownMs = Math.round(performance.now());
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const samples = [];

function printLogin() {
  const last = samples[samples.length - 1];
  console.log('\nLogin route (/demo/login), headless Chromium, cold cache, %d runs', RUNS);
  console.log(
    `  JS transferred:     ${kb(last.wire)} on the wire; ${kb(last.gzip)} gzip -6 (${kb(last.raw)} raw) in ${last.files} files   budget <= ${budgets.loginJsKb} KB gzip (issue 30 target ${budgets.loginJsIssueTargetKb} KB)`,
  );
  console.log(`  React copies:       ${last.renderers}   budget exactly 1`);
  console.log('  Largest JS files (gzip):');
  for (const [url, f] of last.largest) console.log(`    ${kb(f.gzip).padStart(9)}  ${new URL(url).pathname}`);
  const timed = samples.slice(0, RUNS).map((x) => x.ms);
  console.log(
    `  Time to login form (from navigation start): median ${median(timed)} ms (runs: ${timed.join(', ')})   budget <= ${budgets.loginFormMs} ms`,
  );
}

/** The login route's weight and time to its form, RUNS cold runs and one that weighs. */
async function benchLogin() {
  // The timed runs read no bodies: copying each script to this process while the page loads
  // competes for the same two cores and slowed the page by a few hundred ms. One more run weighs.
  for (let i = 0; i <= RUNS; i++) {
    const weighing = i === RUNS;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(countRenderers);
    await page.addInitScript(markFormShown);
    const js = new Map();
    page.on('response', async (res) => {
      if (!weighing || !/\.js(\?|$)/.test(res.url())) return;
      const body = await res.body().catch(() => null);
      const sizes = await res
        .request()
        .sizes()
        .catch(() => null);
      if (body) {
        js.set(res.url(), {
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 6 }).length,
          wire: sizes?.responseBodySize ?? body.length,
        });
      }
    });
    // A visitor who has this version's flag (spec 1 §1), with an empty HTTP cache (a new context).
    await page.addInitScript((version) => localStorage.setItem('appVersion', version), VERSION_MARKER);
    await page.goto(`http://localhost:${s.port}/demo/login`, { waitUntil: 'commit' });
    await page.getByLabel('E-mail').waitFor();
    const ms = await page.evaluate(() => window.__formShownMs);
    await page.waitForLoadState('networkidle');
    const renderers = await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
    const total = [...js.values()].reduce(
      (a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip, wire: a.wire + f.wire }),
      { raw: 0, gzip: 0, wire: 0 },
    );
    samples.push({
      ms,
      renderers,
      files: js.size,
      ...total,
      largest: [...js].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8),
    });
    await context.close();
  }
  printLogin();
}

try {
  if (!lighthouseOnly) await benchLogin();
  await benchLighthouse({ baseUrl: `http://localhost:${s.port}`, budgets, chromePath });
  await benchCommits({ browser, baseUrl: `http://localhost:${s.port}` });
  if (!lighthouseOnly) {
    await benchLive({ browser, baseUrl: `http://localhost:${s.port}`, dataDir: s.dataDir, root });
    await benchHub({ browser, baseUrl: `http://localhost:${s.port}`, dataDir: s.dataDir });
    await benchMeeting({ baseUrl: `http://localhost:${s.port}`, launchOptions });
  }
} finally {
  await browser.close();
  await stop();
}
