// Networking rooms (issue 17) in headless Chromium with fake cameras, against the product the bench
// started and its real SFU: the time from pressing a room's card to the first decoded frame of a
// person already in the room, what mf-meeting's list and room weigh, and four people in one room,
// every video decoding, with the CPU each costs. A report, not a test.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** The catalogue, where each remote's first-chunk budget is (issue 34 item 4). */
const REMOTES = createRequire(import.meta.url)('@atrium/shared/remotes.json');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROOM = 'Open lounge';
const LIST = '/demo/event/atrium-summit/networking';
const WINDOW_MS = 10_000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Chromium ignores a switch it does not know: this one finds the browser's own process.
const MARKER = '--atrium-bench-meeting';
/** Fake cameras and microphones, granted without a prompt, and the marker. */
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', MARKER];

/** The page's own clock at the card's press and at the first frame of someone else's video. */
const markEnterToFrame = (room) => {
  // Room for every resource of the visit, so meetingScripts sees them all.
  performance.setResourceTimingBufferSize(2000);
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(`button[aria-label^="${room}, "]`))
        window.__enterAt = performance.now();
    },
    true,
  );
  const watched = new WeakSet();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('figure video')) {
      const figure = video.closest('figure');
      if (watched.has(video) || figure.getAttribute('aria-label').endsWith('(you)')) continue;
      watched.add(video);
      video.requestVideoFrameCallback(() => (window.__frameAt ??= performance.now()));
    }
  }).observe(document, { subtree: true, childList: true });
};

/** mf-meeting's scripts the page has fetched so far, from its resource timings. */
const meetingScripts = (page) =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.includes('/mf-meeting/') && file.endsWith('.js')),
    ),
  ]);

/** Every process under `pid`, itself included, from /proc. */
function processTree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(entry));
    children.set(stat.ppid, list);
  }
  const tree = [];
  const walk = (id) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(pid);
  return tree;
}

/** ppid, command name and CPU ticks (utime + stime, 1/100 s) of one process; null once it is gone. */
function readStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The browser process this bench launched: the one whose command line carries MARKER. */
const browserPid = () =>
  Number(
    fs.readdirSync('/proc').find((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        return fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(MARKER);
      } catch {
        return false;
      }
    }),
  );

const mediasoupWorkers = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && readStat(entry)?.name.startsWith('mediasoup-work'))
    .map(Number);

const ticksOf = (pids) => pids.reduce((sum, pid) => sum + (readStat(pid)?.ticks ?? 0), 0);

/** Frames decoded so far by every other person's video on the page, by their name. */
const remoteFrames = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('figure')]
        .filter((figure) => !figure.getAttribute('aria-label').endsWith('(you)'))
        .map((figure) => {
          const video = figure.querySelector('video');
          const frames = video && video.videoWidth > 0 ? video.getVideoPlaybackQuality().totalVideoFrames : 0;
          return [figure.getAttribute('aria-label'), frames];
        }),
    ),
  );

async function signedIn(browser, baseUrl, email, init) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    permissions: ['camera', 'microphone'],
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  if (init) await page.addInitScript(init, ROOM);
  await page.goto(`${baseUrl}/demo/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Atrium-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/demo\/?$/);
  await page.goto(`${baseUrl}${LIST}`);
  return { context, page };
}

async function enterRoom(page) {
  await page.getByRole('button', { name: new RegExp(`^${ROOM}, Open`) }).click();
  await page.locator('[data-room-state="connected"]').waitFor({ timeout: 30_000 });
}

async function gzipKb(baseUrl, paths) {
  let bytes = 0;
  for (const file of paths) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${file}`)).arrayBuffer());
    bytes += zlib.gzipSync(body, { level: 6 }).length;
  }
  return bytes / 1024;
}

export async function benchMeeting({ baseUrl, launchOptions }) {
  // A browser of its own: the fake devices are launch flags.
  const browser = await chromium.launch({ ...launchOptions, args: [...launchOptions.args, ...FAKE_MEDIA] });
  const people = [];
  try {
    // Linus sits in the lounge with his camera on; Ada walks in, five times, each a new visit.
    const linus = await signedIn(browser, baseUrl, 'linus@demo.test');
    people.push(linus);
    await enterRoom(linus.page);

    const joins = [];
    let listJs = [];
    let roomJs = [];
    for (let i = 0; i < RUNS; i++) {
      const ada = await signedIn(browser, baseUrl, 'ada@demo.test', markEnterToFrame);
      const card = ada.page.getByRole('button', { name: new RegExp(`^${ROOM}, Open`) });
      await card.waitFor();
      await ada.page.waitForLoadState('networkidle');
      if (i === 0) listJs = await meetingScripts(ada.page);
      await card.click();
      await ada.page.waitForFunction(() => window.__frameAt !== undefined, null, { timeout: 30_000 });
      joins.push(await ada.page.evaluate(() => Math.round(window.__frameAt - window.__enterAt)));
      if (i === 0) roomJs = (await meetingScripts(ada.page)).filter((file) => !listJs.includes(file));
      if (i < RUNS - 1) await ada.context.close();
      else people.push(ada);
    }

    // Alan and Katherine come in too: four people, each sending a camera and a microphone.
    for (const email of ['alan@demo.test', 'katherine@demo.test']) {
      const person = await signedIn(browser, baseUrl, email);
      await enterRoom(person.page);
      people.push(person);
    }
    // Until everyone sees the three others' video.
    const everyoneSeesThree = async () =>
      (await Promise.all(people.map(({ page }) => remoteFrames(page)))).every(
        (frames) => Object.values(frames).filter((n) => n > 0).length === 3,
      );
    const deadline = Date.now() + 30_000;
    while (!(await everyoneSeesThree()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));

    const chromiumPids = processTree(browserPid());
    const workerPids = mediasoupWorkers();
    const framesBefore = await Promise.all(people.map(({ page }) => remoteFrames(page)));
    const chromiumBefore = ticksOf(chromiumPids);
    const workerBefore = ticksOf(workerPids);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const chromiumCores = (ticksOf(chromiumPids) - chromiumBefore) / 100 / (WINDOW_MS / 1000);
    const workerCores = (ticksOf(workerPids) - workerBefore) / 100 / (WINDOW_MS / 1000);
    const framesAfter = await Promise.all(people.map(({ page }) => remoteFrames(page)));
    const rates = framesAfter.flatMap((after, index) =>
      Object.entries(after).map(([name, frames]) => ({
        name,
        fps: (frames - (framesBefore[index][name] ?? 0)) / (WINDOW_MS / 1000),
      })),
    );
    const decoding = rates.filter((rate) => rate.fps > 1).length;
    const fps = rates.map((rate) => rate.fps);

    console.log('\nNetworking room (issue 17), headless Chromium with fake cameras, the real SFU, %d runs', RUNS);
    console.log(
      `  Enter to first remote frame: median ${median(joins)} ms (runs: ${joins.join(', ')})   budget <= 2000 ms`,
    );
    console.log(
      `  The list's mf-meeting JS:    ${(await gzipKb(baseUrl, listJs)).toFixed(1)} KB gzip in ${listJs.length} files   budget <= ${REMOTES['mf-meeting'].firstChunkKb} KB`,
    );
    console.log(
      `  The room's JS (on entering): ${(await gzipKb(baseUrl, roomJs)).toFixed(1)} KB gzip in ${roomJs.length} files, mediasoup-client included   budget <= 120 KB`,
    );
    console.log(
      `  Four people in one room:     ${decoding} of ${rates.length} remote videos decoding (each person sees 3), ${Math.min(...fps).toFixed(1)}-${Math.max(...fps).toFixed(1)} frames/s over ${WINDOW_MS / 1000} s   budget: all`,
    );
    console.log(
      `  CPU per person:              ${((chromiumCores / people.length) * 100).toFixed(0)} % of a core in Chromium (${(chromiumCores * 100).toFixed(0)} % for all four), mediasoup-worker ${(workerCores * 100).toFixed(1)} % for the room; ${os.cpus().length} cores here`,
    );
  } finally {
    await browser.close();
  }
}
