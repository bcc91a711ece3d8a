import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import catalogue from '@atrium/shared/remotes.json';
import { signIn } from '../tests/helpers';
import { bucketOf, filesDir, forkOf, npmRun, removeForks } from '../tests/opsCommands';

// Issue 34 item 6: canaries of mf-event-content meet acme's browser sessions, which report how
// each version does, and the registry rolls back or promotes them by itself. The product runs with
// a 45 s window and 3 sessions a side (playwright.canary.config.ts); every session here is a real
// page load in Chromium, its figures sent by the shell's own beacons.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const REMOTE = 'mf-event-content';
const THROWS = '0.4.0-throws-in-home';
const HEALTHY = '0.4.0-healthy';
const SLOW = '0.4.0-slow-home';
/** The slow canary's Home waits this long before it renders: its LCP is at least that. */
const SLOW_MS = 2500;
/** Each decision has come well within this many sessions (3 a side are enough). */
const MAX_SESSIONS = 40;
/** At most one session this often: the registry takes 60 reports a minute from one address. */
const SESSION_EVERY_MS = 1200;

const homeFile = (fork: string) => path.join(fork, catalogue[REMOTE].exposes['./Home']);
const slotOf = (page: Page) => page.locator(`[data-remote="${REMOTE}"]`);
const homeHeading = (page: Page) => page.getByRole('heading', { name: 'Your events' });

let acme: Page;
let demo: Page;
let original: string;
/** Files of the canaries this page's browser asked for: demo's must stay empty. */
const demoAskedFor: string[] = [];

async function signedIn(browser: Browser, slug: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/${slug}/login`);
  await signIn(page, email);
  await expect(homeHeading(page)).toBeVisible();
  return page;
}

/** Session ids on either side of a canary at `share`%, numbered after what `label` names. */
function sessionIds(label: string, share: number) {
  const ids = Array.from({ length: 400 }, (_, i) => `e2e-${label}-session-${String(i).padStart(4, '0')}`);
  return {
    inside: ids.filter((id) => bucketOf(REMOTE, id) < share),
    outside: ids.filter((id) => bucketOf(REMOTE, id) >= share),
  };
}

/**
 * A new browser session on the page's brand: the page loads with canary session `id`, as another
 * browser would, and shows Home. The session before it sends its figures as its page goes (the
 * shell's beacon on pagehide). Returns the version Home runs on.
 */
async function session(page: Page, slug: string, id: string, { vitals = false } = {}): Promise<string> {
  await page.evaluate((value) => localStorage.setItem('canarySession', value), id);
  await page.goto(`/${slug}`);
  await expect(slotOf(page)).toHaveAttribute('data-state', 'mounted');
  await expect(homeHeading(page)).toBeVisible({ timeout: 20_000 });
  if (vitals) {
    // Home is painted: the first key loads web-vitals (shell/src/features/health), which reads
    // the LCP the browser recorded; the page's figures go when the next session's load hides it.
    const loaded = page.waitForResponse((res) => /web-vitals/.test(res.url()));
    await page.keyboard.press('Shift');
    await loaded;
    await page.waitForTimeout(300);
  }
  return (await slotOf(page).getAttribute('data-version')) ?? '';
}

/**
 * acme's browsers arrive one after another, on the canary's side and the other in turn (ids of a
 * 50% canary named after `label`), until `decided`: nobody runs a command meanwhile. `open` is one
 * session and checks what its attendee sees. Returns how many sessions it took.
 */
async function sessionsUntil(
  label: string,
  decided: () => Promise<boolean>,
  open: (id: string, onCanary: boolean) => Promise<void>,
): Promise<number> {
  const { inside, outside } = sessionIds(label, 50);
  let sessions = 0;
  while (!(await decided())) {
    expect(sessions, 'the registry decided within this many sessions').toBeLessThan(MAX_SESSIONS);
    const started = Date.now();
    const onCanary = sessions % 2 === 0;
    // Index 0 of each side is left for the test to ask the manifest with.
    await open((onCanary ? inside : outside)[Math.floor(sessions / 2) + 1], onCanary);
    sessions++;
    // Under the registry's 60 reports a minute from one address, as browsers of one venue would be.
    await acme.waitForTimeout(Math.max(0, SESSION_EVERY_MS - (Date.now() - started)));
  }
  await leave(acme);
  console.log(`${label}: decided after ${sessions} sessions`);
  return sessions;
}

/** The page goes (its figures with it) to a plain document of the same origin, where the next session starts. */
const leave = (page: Page) => page.goto('/registry/health');

/** What acme's manifest gives a browser with no canary session: the current version. */
async function currentFor(page: Page, slug: string): Promise<string> {
  const manifest = await (await page.request.get(`/registry/manifest?brand=${slug}`)).json();
  return manifest.remotes[REMOTE].version;
}

/** What the manifest gives session `id` of acme. */
async function versionForSession(page: Page, id: string): Promise<string> {
  const manifest = await (await page.request.get(`/registry/manifest?brand=acme&session=${id}`)).json();
  return manifest.remotes[REMOTE].version;
}

/** acme's history of REMOTE as ops read it, without the time column. */
async function history(): Promise<string[]> {
  const text = await npmRun('registry', 'history', REMOTE, '--brand', 'acme');
  // For whoever reads the run: what the registry decided, and when.
  console.log(text);
  return text
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\S+ \S+\s+/, '').replace(/\s+/g, ' '));
}

/** demo, in a session that would be on a canary of acme's: it runs the original, and asks for nothing else. */
async function expectDemoUntouched(id: string) {
  expect(await session(demo, 'demo', id)).toBe(original);
  expect(demoAskedFor).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  acme = await signedIn(browser, 'acme', 'grace@acme.test');
  demo = await signedIn(browser, 'demo', 'ada@demo.test');
  demo.on('request', (req) => {
    if ([THROWS, HEALTHY, SLOW].some((v) => req.url().includes(`/remotes/${REMOTE}/${v}/`)))
      demoAskedFor.push(req.url());
  });
  original = await currentFor(acme, 'acme');
  expect(original).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
});

test.afterAll(async () => {
  removeForks();
  await acme?.context().close();
  await demo?.context().close();
});

test('a canary whose Home throws as it renders, on 50% of acme: rolled back by the registry after 3 sessions a side; acme then gets the current version', async () => {
  test.setTimeout(300_000);
  const fork = forkOf(REMOTE, 'throws-in-home', (dir) =>
    fs.writeFileSync(
      homeFile(dir),
      `import { createParcel } from '@atrium/shared';\n\nexport default createParcel(() => {\n  throw new Error('Home: this canary cannot render');\n});\n`,
    ),
  );
  expect(await npmRun('publish-remote', REMOTE, '--source', fork, '--version', THROWS, '--no-promote')).toContain(
    `${REMOTE}@${THROWS} published`,
  );
  expect(await npmRun('registry', 'canary', REMOTE, THROWS, '--brand', 'acme', '--share', '50%')).toContain(
    `${REMOTE}: 50% of acme's sessions get ${THROWS}, the others ${original}`,
  );

  const { inside } = sessionIds('throws', 50);
  const sessions = await sessionsUntil(
    'throws',
    async () => (await versionForSession(acme, inside[0])) !== THROWS,
    async (id) => {
      // Either way the attendee sees Home working: a canary session falls back to the current build at once.
      expect(await session(acme, 'acme', id)).toBe(original);
      await expect(acme.getByText('Home: this canary cannot render')).toHaveCount(0);
    },
  );
  expect(sessions).toBeGreaterThanOrEqual(6);

  // acme's new sessions, those that were on the canary too, all get the current version and never
  // ask for the canary's files.
  const askedFor: string[] = [];
  const listen = (req: { url(): string }) =>
    req.url().includes(`/remotes/${REMOTE}/${THROWS}/`) && askedFor.push(req.url());
  acme.on('request', listen);
  for (const id of inside.slice(-4)) expect(await session(acme, 'acme', id)).toBe(original);
  acme.off('request', listen);
  expect(askedFor).toEqual([]);

  // The history says who decided and why, with both sides' figures.
  const lines = await history();
  expect(lines.at(-1)).toMatch(
    new RegExp(
      `^registry \\(ramp\\) rollback ${REMOTE} acme ${THROWS} -> ${original} canary at 50% rolled back, failure rate worse: ` +
        `canary ${THROWS}: \\d+ sessions, 100\\.0% failing, median LCP (-|\\d+ ms); current ${original}: \\d+ sessions, 0\\.0% failing`,
    ),
  );
  expect(await npmRun('registry', 'status', REMOTE)).not.toContain(`canary ${THROWS}`);
  await expectDemoUntouched(inside[1]);
});

test('a healthy canary of the same remote ramps 50% -> 100% on its figures, then becomes acme’s current version', async () => {
  test.setTimeout(300_000);
  // The same build as the current one, published again as a new version: nothing to hold against it.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-healthy-'));
  try {
    fs.cpSync(path.join(filesDir, REMOTE, original), dist, { recursive: true });
    expect(await npmRun('publish-remote', REMOTE, '--dist', dist, '--version', HEALTHY, '--no-promote')).toContain(
      `${REMOTE}@${HEALTHY} published`,
    );
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
  expect(
    await npmRun('registry', 'canary', REMOTE, HEALTHY, '--brand', 'acme', '--ramp', '50,100', '--hold', '5s'),
  ).toContain(`${REMOTE}: 50% of acme's sessions get ${HEALTHY}`);

  // At 50% sessions alternate sides; at 100% every session runs the canary; after that step's
  // hold it is promoted.
  const { inside, outside } = sessionIds('healthy', 50);
  await sessionsUntil(
    'healthy',
    async () => (await currentFor(acme, 'acme')) === HEALTHY,
    async (id, onCanary) => {
      // A session on the canary stays on it; the others join it at 100%.
      const version = await session(acme, 'acme', id);
      if (onCanary) expect(version).toBe(HEALTHY);
      else expect([original, HEALTHY]).toContain(version);
    },
  );

  const lines = await history();
  const ramp = lines.findIndex((line) =>
    new RegExp(
      `^registry \\(ramp\\) ramp ${REMOTE} acme ${original} -> ${HEALTHY} 50% -> 100% of sessions \\(step 2 of 2\\); ` +
        `canary ${HEALTHY}: \\d+ sessions, 0\\.0% failing`,
    ).test(line),
  );
  expect(ramp, lines.join('\n')).toBeGreaterThan(-1);
  expect(lines.at(-1)).toMatch(
    new RegExp(
      `^registry \\(ramp\\) promote ${REMOTE} acme \\S+ -> ${HEALTHY} canary promoted after 50,100% held 5s each; canary ${HEALTHY}: \\d+ sessions, 0\\.0% failing`,
    ),
  );
  expect(await session(acme, 'acme', outside.at(-1)!)).toBe(HEALTHY);
  await expectDemoUntouched(inside[0]);

  // Back to the default for the next canary.
  expect(await npmRun('registry', 'rollback', REMOTE, '--brand', 'acme')).toContain(`${REMOTE}: acme rolled back`);
  expect(await currentFor(acme, 'acme')).toBe(original);
});

test('a canary whose Home paints 2.5 s late is rolled back on its median LCP alone', async () => {
  test.setTimeout(300_000);
  const fork = forkOf(REMOTE, 'slow-home', (dir) => {
    const source = fs
      .readFileSync(homeFile(dir), 'utf8')
      .replace('export default createParcel(Home);', '')
      .replace(
        "import { Route, Routes } from 'react-router-dom';",
        "import { useEffect, useState } from 'react';\nimport { Route, Routes } from 'react-router-dom';",
      );
    fs.writeFileSync(
      homeFile(dir),
      `${source}\nfunction SlowHome() {\n  const [ready, setReady] = useState(false);\n  useEffect(() => {\n    const timer = setTimeout(() => setReady(true), ${SLOW_MS});\n    return () => clearTimeout(timer);\n  }, []);\n  return ready ? <Home /> : null;\n}\n\nexport default createParcel(SlowHome);\n`,
    );
  });
  expect(await npmRun('publish-remote', REMOTE, '--source', fork, '--version', SLOW, '--no-promote')).toContain(
    `${REMOTE}@${SLOW} published`,
  );
  expect(await npmRun('registry', 'canary', REMOTE, SLOW, '--brand', 'acme', '--share', '50%')).toContain(
    `${REMOTE}: 50% of acme's sessions get ${SLOW}, the others ${original}`,
  );

  const { inside } = sessionIds('slow', 50);
  await sessionsUntil(
    'slow',
    async () => (await versionForSession(acme, inside[0])) !== SLOW,
    // Slow, but it works: Home appears, on the canary.
    async (id, onCanary) => expect(await session(acme, 'acme', id, { vitals: true })).toBe(onCanary ? SLOW : original),
  );

  const last = (await history()).at(-1);
  expect(last).toMatch(
    new RegExp(
      `^registry \\(ramp\\) rollback ${REMOTE} acme ${SLOW} -> ${original} canary at 50% rolled back, median LCP \\d+% worse: ` +
        `canary ${SLOW}: \\d+ sessions, 0\\.0% failing, median LCP \\d+ ms; current ${original}: \\d+ sessions, 0\\.0% failing, median LCP \\d+ ms`,
    ),
  );
  // The canary's median LCP is at least its delay.
  expect(Number(/canary \S+: \d+ sessions, 0\.0% failing, median LCP (\d+) ms/.exec(last!)![1])).toBeGreaterThanOrEqual(
    SLOW_MS,
  );
  expect(await session(acme, 'acme', inside[1])).toBe(original);
  await expectDemoUntouched(inside[2]);
});
