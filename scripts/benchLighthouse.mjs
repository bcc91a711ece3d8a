// Lighthouse, side by side (issue 30 item 5): a bare React 19 page that renders a sign-in form and
// the product's pages, in one run, interleaved (bare, login, home, program, live; bare, login, …) so
// the machine's load drifts over all of them alike. Lighthouse's mobile preset with simulated
// throttling; every run in a new Chromium profile (an empty HTTP cache), the signed-in pages with
// a token stored. Prints the medians against issue 30's budgets and the failing SEO and
// accessibility audits. A report, not a test.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import lighthouse from 'lighthouse';
import { PRODUCT_PAGES, signedInStorage } from './benchPages.mjs';
import { root } from './processes.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const RUN_TIMEOUT_MS = 120_000;
const CATEGORIES = ['performance', 'accessibility', 'seo'];
// Debian's Chromium with the flags this machine needs (as in bench.mjs), headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The Chromium launcher and puppeteer of the Lighthouse installed, not copies of our own.
const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const importFromLighthouse = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);
const { launch } = await importFromLighthouse('chrome-launcher');
const { default: puppeteer } = await importFromLighthouse('puppeteer-core');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The libraries page takes the same slim entries the build shares in place of whole packages
// (shared/build): exact package names resolved to those files, and the deep files they import.
const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const slim = (file) => path.join(root, 'shared/src/mf/slim', file);
const LIBS_ENTRIES = {
  'react-router-dom': slim('reactRouter.ts'),
  'react-router': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
  rxjs: slim('rxjs.ts'),
  'react-i18next': slim('reactI18next.js'),
  '@tanstack/react-query': slim('reactQuery.js'),
};
const DEEP = /^(react-i18next|@tanstack\/react-query)\/(dist|build)\//;
const slimEntries = {
  name: 'slim-entries',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, ({ path: request }) => {
      if (LIBS_ENTRIES[request]) return { path: LIBS_ENTRIES[request] };
      const deep = DEEP.exec(request);
      if (!deep) return undefined;
      const file = path.join(packageDir(deep[1]), request.slice(deep[1].length + 1));
      return { path: /\.[cm]?js$/.test(file) ? file : require.resolve(file) };
    });
  },
};

/**
 * Serves a baseline page (scripts/benchBarePage.tsx, or the libraries page) bundled as the product's
 * code is for production (from node_modules, minified), gzipped, with the gateway's cache headers.
 * Resolves to its URL and close().
 */
async function serveBarePage(entry = 'scripts/benchBarePage.tsx', plugins = []) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    plugins,
    bundle: true,
    minify: true,
    write: false,
    outfile: 'bare.js',
    jsx: 'automatic',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Sign in to the event."><title>Sign in</title>' +
    '<script defer src="/bare.js"></script></head><body><div id="root"></div></body></html>';
  const script = zlib.gzipSync(outputFiles[0].contents, { level: 9 });
  const files = {
    '/': { type: 'text/html; charset=utf-8', cache: 'no-cache', body: zlib.gzipSync(html) },
    '/bare.js': { type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable', body: script },
  };
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'cache-control': file.cache, 'content-encoding': 'gzip' });
    res.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, resolve));
  return {
    url: `http://localhost:${server.address().port}/`,
    kb: script.length / 1024,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Rejects after ms; the caller's finally ends what the promise was waiting on. */
function within(promise, ms, what) {
  let timer;
  promise.catch(() => {}); // its late failure, once the run is given up, is nobody's
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One Lighthouse run in a new Chromium (a new profile: nothing cached, nothing stored). With
 * `storage`, localStorage gets it on the page's origin first and Lighthouse is told not to reset
 * storage; the HTTP cache is cleared again after that visit.
 */
async function runOnce(url, storage, chromePath) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let browser;
  try {
    const run = async () => {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      const page = await browser.newPage();
      if (storage) {
        // A small answer of the same origin: the page itself would fill the cache.
        await page.goto(new URL('/registry/health', url).href);
        await page.evaluate((entries) => {
          for (const { name, value } of entries) localStorage.setItem(name, value);
        }, storage);
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: true },
        undefined,
        page,
      );
      return result.lhr;
    };
    return await within(run(), RUN_TIMEOUT_MS, url);
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
  }
}

/** The figures of one run; null scores when Lighthouse could not load the page. */
function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const failed = ['seo', 'accessibility'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      // Weightless ones too: they do not move the score, but they are findings (issue 30 item 6).
      .filter((ref) => lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id === 'seo' ? 'SEO' : 'a11y'}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    accessibility: score('accessibility'),
    seo: score('seo'),
    failed,
    landedOn: new URL(lhr.finalDisplayedUrl).pathname,
    error: lhr.runtimeError?.message ?? null,
  };
}

const seconds = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`);

function printTable(pages, budgets) {
  const medianOf = (page, key) => {
    const xs = page.runs.map((run) => run[key]).filter((x) => x != null);
    return xs.length ? median(xs) : null;
  };
  const bare = medianOf(pages[0], 'performance');
  const rows = pages.map((page, i) => {
    const perf = medianOf(page, 'performance');
    const lcp = medianOf(page, 'lcp');
    const tbt = medianOf(page, 'tbt');
    const gap = i === 0 || perf == null || bare == null ? null : bare - perf;
    const over = [
      ...(gap != null && gap > budgets.lighthouseGapPoints ? [`gap > ${budgets.lighthouseGapPoints}`] : []),
      ...(lcp != null && lcp > budgets.lighthouseLcpMs ? [`LCP > ${seconds(budgets.lighthouseLcpMs)}`] : []),
      ...(tbt != null && tbt > budgets.lighthouseTbtMs ? [`TBT > ${millis(budgets.lighthouseTbtMs)}`] : []),
    ];
    return [
      page.name,
      `${perf ?? '–'} (${page.runs.map((run) => run.performance ?? '–').join('/')})`,
      seconds(lcp),
      millis(tbt),
      String(medianOf(page, 'accessibility') ?? '–'),
      String(medianOf(page, 'seo') ?? '–'),
      i === 0 ? '' : gap == null ? '–' : String(-gap),
      i === 0 ? '' : over.length ? `over: ${over.join(', ')}` : 'within',
    ];
  });
  const header = ['page', 'Performance (runs)', 'LCP', 'TBT', 'a11y', 'SEO', 'vs bare', 'budget'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells) => `  | ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(line(header));
  console.log(`  |${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export { serveBarePage, slimEntries };

export async function benchLighthouse({ baseUrl, budgets, chromePath = '/usr/bin/chromium' }) {
  const started = Date.now();
  const storage = await signedInStorage(baseUrl);
  const bare = await serveBarePage();
  const libs = await serveBarePage('scripts/benchLibsPage.tsx', [slimEntries]);
  const pages = [
    { name: `bare React 19 page (${bare.kb.toFixed(0)} KB JS)`, url: bare.url, storage: null },
    { name: `+ the shell's libraries (${libs.kb.toFixed(0)} KB JS)`, url: libs.url, storage: null },
    ...PRODUCT_PAGES.map((page) => ({
      ...page,
      url: `${baseUrl}${page.path}`,
      storage: page.signedIn ? storage : null,
    })),
  ].map((page) => ({ ...page, runs: [], errors: [] }));
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const page of pages) {
        try {
          const run = figures(await runOnce(page.url, page.storage, chromePath));
          page.runs.push(run);
          if (run.error) page.errors.push(run.error);
        } catch (error) {
          page.errors.push(error.message);
        }
      }
    }
  } finally {
    await bare.close();
    await libs.close();
  }

  console.log(
    '\nLighthouse %s, mobile preset (simulated throttling), median of %d interleaved runs, each from an empty HTTP cache (%d s)',
    fromLighthouse('../package.json').version,
    RUNS,
    Math.round((Date.now() - started) / 1000),
  );
  console.log(
    `  budgets: within ${budgets.lighthouseGapPoints} points of the bare page, LCP <= ${seconds(budgets.lighthouseLcpMs)}, TBT <= ${millis(budgets.lighthouseTbtMs)}`,
  );
  printTable(pages, budgets);
  for (const page of pages) {
    const failed = [...new Set(page.runs.flatMap((run) => run.failed))];
    const landed = [...new Set(page.runs.map((run) => run.landedOn))].filter((p) => p !== new URL(page.url).pathname);
    if (failed.length) console.log(`  ${page.name}: failing audits ${failed.join(', ')}`);
    if (landed.length) console.log(`  ${page.name}: landed on ${landed.join(', ')}`);
    for (const error of new Set(page.errors)) console.log(`  ${page.name}: ${error}`);
  }
}
