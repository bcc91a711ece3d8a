// Live sessions (issue 16) in headless Chromium against the product the bench started: the time
// from pressing JOIN to the player's first decoded frame (the spec's 3 s wait included), whether
// hls.js is in the list page's JS, the list's first chunk, and the CPU the demo stream's ffmpeg
// uses. A report, not a test.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

/** The catalogue, where each remote's first-chunk budget is (issue 34 item 4). */
const REMOTES = createRequire(import.meta.url)('@atrium/shared/remotes.json');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEYNOTE = 'Opening keynote: the state of hybrid events';
const gzipKb = (bytes) => zlib.gzipSync(bytes, { level: 6 }).length / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The page's own clock at the JOIN press and at the first frame the player's video decodes. */
const markJoinToFrame = () => {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[aria-label^="Join "]'))
        window.__joinAt = performance.now();
    },
    true,
  );
  new MutationObserver((_, observer) => {
    const video = document.querySelector('video');
    if (!video) return;
    observer.disconnect();
    video.requestVideoFrameCallback(() => (window.__frameAt = performance.now()));
  }).observe(document, { subtree: true, childList: true });
};

/** mf-live's ./LiveSessions expose: remoteEntry.js and its synchronous chunks, as the weight test counts. */
function listChunkKb(root) {
  const dist = path.join(root, 'mf-live/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((entry) => entry.path === './LiveSessions');
  const files = [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync];
  return files.reduce((sum, file) => sum + gzipKb(fs.readFileSync(path.join(dist, file))), 0);
}

/** Cores the process used over `ms`, from /proc (utime + stime in clock ticks of 1/100 s). */
async function cpuCores(pid, ms = 10_000) {
  const ticks = () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const before = ticks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (ticks() - before) / 100 / (ms / 1000);
}

export async function benchLive({ browser, baseUrl, dataDir, root }) {
  const joins = [];
  let listScripts = [];
  let sessionId = null;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.addInitScript(markJoinToFrame);
    const scripts = [];
    page.on('response', (res) => {
      if (/\.js(\?|$)/.test(res.url())) scripts.push(new URL(res.url()).pathname);
    });
    await page.goto(`${baseUrl}/demo/login`);
    await page.getByLabel('E-mail').fill('ada@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Atrium-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/demo\/?$/);
    await page.goto(`${baseUrl}/demo/event/atrium-summit/sessions`);
    const join = page.getByRole('button', { name: `Join ${KEYNOTE}` });
    await join.waitFor();
    await page.waitForLoadState('networkidle');
    if (i === 0) listScripts = [...scripts];
    await join.click();
    await page.waitForFunction(() => window.__frameAt !== undefined, null, { timeout: 30_000 });
    joins.push(await page.evaluate(() => Math.round(window.__frameAt - window.__joinAt)));
    sessionId ??= decodeURIComponent(page.url().split('/live/')[1]);
    await context.close();
  }

  const pidFile = path.join(dataDir, 'live', `${sessionId}.pid`);
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : null;
  const cores = pid ? await cpuCores(pid) : null;

  console.log('\nLive sessions (Ada, the running keynote, headless Chromium, %d runs)', RUNS);
  console.log(
    `  JOIN to first frame:        median ${median(joins)} ms (runs: ${joins.join(', ')}), the 3 s wait included   budget <= 5000 ms`,
  );
  const hls = listScripts.filter((file) => /\/hls\./.test(file));
  console.log(`  hls.js in the list's JS:    ${hls.length ? hls.join(', ') : 'no'}   budget: no`);
  console.log(
    `  The list's first chunk:     ${listChunkKb(root).toFixed(1)} KB gzip   budget <= ${REMOTES['mf-live'].firstChunkKb} KB`,
  );
  console.log(
    `  Demo stream's ffmpeg:       ${cores === null ? 'not found' : `${(cores * 100).toFixed(1)} % of one core over 10 s`}   budget < 50 %`,
  );
}
