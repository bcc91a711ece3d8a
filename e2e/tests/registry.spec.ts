import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import catalogue from '@atrium/shared/remotes.json';
import { accountName, signIn } from './helpers';
import { bucketOf, filesDir, forkOf as forkOfRemote, npmRun, removeForks, root } from './opsCommands';

// Issue 4: independent deploys, brand-specific remotes and one-command rollback, done with the
// commands ops run (`npm run publish-remote`, `npm run registry`) against the running product.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

/** mf-event-content's Home is what an attendee sees first on every brand; the shell mounts it at /<slug>. */
const REMOTE = 'mf-event-content';
const NEW_VERSION = '0.2.0-e2e';
const NEW_TEXT = 'Home, deployed on its own';

/** path -> sha256 of every file under dir. */
function hashTree(dir: string, label: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[`${label}/${path.relative(dir, file)}`] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/** The shell's files and every published file of every remote. */
const deployedFiles = () => ({
  ...hashTree(path.join(root, 'shell/dist'), 'shell'),
  ...hashTree(filesDir, 'registry'),
});

const forkOf = (label: string, edit: (fork: string) => void) => forkOfRemote(REMOTE, label, edit);

/** A fork whose Home says NEW_TEXT. */
const forkWithNewText = () =>
  forkOf('new-text', (fork) =>
    fs.writeFileSync(
      path.join(fork, catalogue[REMOTE].exposes['./Home']),
      `import { createParcel } from '@atrium/shared';\n\nexport default createParcel(() => <h1>${NEW_TEXT}</h1>);\n`,
    ),
  );

const slotOf = (page: Page, remote = REMOTE) => page.locator(`[data-remote="${remote}"]`);

async function signedIn(browser: Browser, slug: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // A slot that fails says why in the console (RemoteSlot): kept in the test's output for whoever reads a failure.
  page.on('console', (message) => message.type() === 'error' && console.log(`[${slug} page] ${message.text()}`));
  await page.goto(`/${slug}/login`);
  await signIn(page, email);
  await expect(slotOf(page)).toHaveAttribute('data-state', 'mounted');
  return page;
}

/** The next page load, and which build of the remote it mounted. */
async function reloadAndReadVersion(page: Page): Promise<string> {
  await page.reload();
  await expect(slotOf(page)).toHaveAttribute('data-state', 'mounted');
  return (await slotOf(page).getAttribute('data-version')) ?? '';
}

let demo: Page;
let acme: Page;
let original: string;

test.beforeAll(async ({ browser }) => {
  demo = await signedIn(browser, 'demo', 'ada@demo.test');
  acme = await signedIn(browser, 'acme', 'grace@acme.test');
  original = (await slotOf(demo).getAttribute('data-version')) ?? '';
  expect(original).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
});

test.afterAll(async () => {
  removeForks();
  await demo?.context().close();
  await acme?.context().close();
});

test('independent deploy: one remote is built and published; nothing else changes; the next load shows it', async () => {
  test.setTimeout(180_000);
  const fork = forkWithNewText();
  const before = deployedFiles();
  expect(Object.keys(before).filter((f) => f.startsWith('shell/')).length).toBeGreaterThan(3);

  const output = await npmRun('publish-remote', REMOTE, '--source', fork, '--version', NEW_VERSION);
  expect(output).toContain(`${REMOTE}@${NEW_VERSION} published`);
  expect(output).toContain(`${REMOTE}: every brand now runs ${NEW_VERSION} (was ${original})`);

  const after = deployedFiles();
  // Byte for byte the same shell and the same published files of every remote, old versions included…
  expect(Object.fromEntries(Object.keys(before).map((f) => [f, after[f]]))).toEqual(before);
  // …and the only new files are the new version's.
  const added = Object.keys(after).filter((f) => !(f in before));
  expect(added.length).toBeGreaterThan(0);
  expect(added.filter((f) => !f.startsWith(`registry/${REMOTE}/${NEW_VERSION}/`))).toEqual([]);
  expect(added).toContain(`registry/${REMOTE}/${NEW_VERSION}/mf-manifest.json`);

  // Nothing restarted: the page the attendee has open gets the new build on its next load.
  await expect(demo.getByRole('heading', { name: NEW_TEXT })).toHaveCount(0);
  expect(await reloadAndReadVersion(demo)).toBe(NEW_VERSION);
  await expect(demo.getByRole('heading', { name: NEW_TEXT })).toBeVisible();
  await expect(accountName(demo)).toHaveText('Ada Lovelace');
});

test('brand swap: the new build runs for acme only, demo keeps the old one', async () => {
  // Every brand goes back to the original, then acme alone takes the new build.
  expect(await npmRun('registry', 'rollback', REMOTE)).toContain(
    `${REMOTE}: every brand rolled back to ${original} (was ${NEW_VERSION})`,
  );
  expect(await npmRun('registry', 'promote', REMOTE, NEW_VERSION, '--brand', 'acme')).toContain(
    `${REMOTE}: acme now runs ${NEW_VERSION} (was the default)`,
  );

  expect(await reloadAndReadVersion(acme)).toBe(NEW_VERSION);
  await expect(acme.getByRole('heading', { name: NEW_TEXT })).toBeVisible();
  expect(await reloadAndReadVersion(demo)).toBe(original);
  await expect(demo.getByRole('heading', { name: NEW_TEXT })).toHaveCount(0);

  const manifest = await (await demo.request.get('/registry/manifest?brand=acme')).json();
  expect(manifest.remotes[REMOTE]).toMatchObject({ version: NEW_VERSION, lastGood: { version: original } });
});

test('rollback: one command returns acme to the old build on the next load; history has every change', async () => {
  expect(await npmRun('registry', 'rollback', REMOTE, '--brand', 'acme')).toContain(
    `${REMOTE}: acme rolled back to the default ${REMOTE} (was ${NEW_VERSION})`,
  );
  expect(await reloadAndReadVersion(acme)).toBe(original);
  await expect(acme.getByRole('heading', { name: NEW_TEXT })).toHaveCount(0);

  const history = (await npmRun('registry', 'history', REMOTE))
    .trim()
    .split('\n')
    .filter((line) => line.includes('e2e@atrium'))
    .map((line) => line.replace(/^\S+ \S+\s+/, '').replace(/\s+/g, ' '));
  expect(history).toEqual([
    expect.stringMatching(new RegExp(`^e2e@atrium publish ${REMOTE} ${NEW_VERSION} \\d+ files$`)),
    `e2e@atrium promote ${REMOTE} every brand ${original} -> ${NEW_VERSION}`,
    `e2e@atrium rollback ${REMOTE} every brand ${NEW_VERSION} -> ${original}`,
    `e2e@atrium promote ${REMOTE} acme default -> ${NEW_VERSION}`,
    `e2e@atrium rollback ${REMOTE} acme ${NEW_VERSION} -> default`,
  ]);
});

/** What the gateway put in the page for a path: the #atrium-early block. */
async function earlyBlock(
  page: Page,
  pathname: string,
): Promise<{ answers: Record<string, string>; preload: string[] }> {
  const html = await (await page.request.get(pathname)).text();
  return JSON.parse(/<script type="application\/json" id="atrium-early">(.*?)<\/script>/s.exec(html)![1]);
}

test("canary: half of acme's browsers get the new build, each always the same one; demo none; rollback ends it (issue 34 item 1)", async ({
  browser,
}) => {
  // Two sign-ins and four of ops' commands, each a process of its own.
  test.setTimeout(180_000);
  const ids = Array.from({ length: 40 }, (_, i) => `e2e-canary-session-${String(i).padStart(4, '0')}`);
  const inside = ids.find((id) => bucketOf(REMOTE, id) < 50)!;
  const outside = ids.find((id) => bucketOf(REMOTE, id) >= 50)!;
  expect(await npmRun('registry', 'canary', REMOTE, NEW_VERSION, '--brand', 'acme', '--share', '50%')).toContain(
    `${REMOTE}: 50% of acme's sessions get ${NEW_VERSION}, the others ${original}`,
  );

  /** A browser of its own whose kept canary session is `id`, signed in on acme. */
  async function acmeBrowser(id: string): Promise<Page> {
    const context = await browser.newContext();
    await context.addInitScript((session) => localStorage.setItem('canarySession', session), id);
    const page = await context.newPage();
    await page.goto('/acme/login');
    await signIn(page, 'grace@acme.test');
    await expect(slotOf(page)).toHaveAttribute('data-state', 'mounted');
    return page;
  }
  const onCanary = await acmeBrowser(inside);
  const notOnCanary = await acmeBrowser(outside);
  try {
    expect(await slotOf(onCanary).getAttribute('data-version')).toBe(NEW_VERSION);
    await expect(onCanary.getByRole('heading', { name: NEW_TEXT })).toBeVisible();
    expect(await reloadAndReadVersion(onCanary)).toBe(NEW_VERSION);
    expect(await slotOf(notOnCanary).getAttribute('data-version')).toBe(original);
    expect(await reloadAndReadVersion(notOnCanary)).toBe(original);
    expect(await reloadAndReadVersion(demo)).toBe(original);

    // The gateway does not know a browser's session: acme's page names neither the manifest nor
    // the remote's scripts while the canary runs; demo's names both, as before.
    const acmePage = await earlyBlock(onCanary, '/acme');
    expect(Object.keys(acmePage.answers).filter((key) => key.startsWith('/registry/manifest'))).toEqual([]);
    expect(acmePage.preload.filter((href) => href.includes(`/remotes/${REMOTE}/`))).toEqual([]);
    const demoPage = await earlyBlock(demo, '/demo');
    expect(Object.keys(demoPage.answers)).toContain('/registry/manifest?brand=demo\n');
    expect(demoPage.preload.some((href) => href.includes(`/remotes/${REMOTE}/${original}/`))).toBe(true);

    expect(await npmRun('registry', 'status', REMOTE)).toMatch(
      new RegExp(`acme\\s+${original}\\s+the default's\\s+canary ${NEW_VERSION} at 50% \\(fixed\\)`),
    );

    expect(await npmRun('registry', 'rollback', REMOTE, '--brand', 'acme')).toContain(
      `${REMOTE}: acme rolled back to ${original} (was ${NEW_VERSION})`,
    );
    expect(await reloadAndReadVersion(onCanary)).toBe(original);
  } finally {
    await onCanary.context().close();
    await notOnCanary.context().close();
  }
});

test('fallback: a published build whose entry is broken; the page works on the last good version and the failure is recorded', async ({
  browser,
}) => {
  const status = await npmRun('registry', 'status', 'mf-auth');
  const good = /every brand\s+(\S+)/.exec(status)?.[1] ?? '';
  expect(good).toMatch(/^0\.1\.0-/);

  // A real build of mf-auth whose remoteEntry.js throws as it runs, as a bad deploy would.
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-broken-mf-auth-'));
  try {
    fs.cpSync(path.join(filesDir, 'mf-auth', good), broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("mf-auth: this build is broken");\n');
    const published = await npmRun('publish-remote', 'mf-auth', '--dist', broken, '--version', '0.2.0-broken');
    expect(published).toContain('mf-auth: every brand now runs 0.2.0-broken');
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }

  const page = await (await browser.newContext()).newPage();
  const report = page.waitForRequest((req) => req.url().endsWith('/registry/failures') && req.method() === 'POST');
  const brokenEntry = page.waitForRequest(`**/remotes/mf-auth/0.2.0-broken/remoteEntry.js`);
  await page.goto('/demo/login');
  await brokenEntry;

  // The login screen runs on the last good build, and works.
  const slot = slotOf(page, 'mf-auth');
  await expect(slot).toHaveAttribute('data-state', 'mounted');
  await expect(slot).toHaveAttribute('data-version', good);
  await expect(slot.getByRole('alert')).toHaveCount(0);
  await signIn(page, 'ada@demo.test');
  await expect(accountName(page)).toHaveText('Ada Lovelace');

  expect((await report).postDataJSON()).toMatchObject({ brand: 'demo', remote: 'mf-auth', version: '0.2.0-broken' });
  await expect
    .poll(() => npmRun('registry', 'status', 'mf-auth'))
    .toMatch(/0\.2\.0-broken .*FAILED TO LOAD 1x, last .* on demo: .*Failed to load script/);
  await page.context().close();

  // Ops roll it back; the bad version stays published and on record.
  expect(await npmRun('registry', 'rollback', 'mf-auth')).toContain(`mf-auth: every brand rolled back to ${good}`);
  const manifest = await (await demo.request.get('/registry/manifest?brand=demo')).json();
  expect(manifest.remotes['mf-auth'].version).toBe(good);
});

// Issue 31: a build can fail after its entry ran, in its exposed module's code or in its first
// render. The event area of mf-event-content fails for acme while its home (the same build) works,
// so the last good build loads beside the failed one on one page.
const THROWS_AT_LOAD = '0.3.0-throws-at-load';
const THROWS_IN_RENDER = '0.3.0-throws-in-render';
const eventContentFile = (fork: string) => path.join(fork, catalogue[REMOTE].exposes['./EventContent']);

/** Publishes a fork as `version`, current for acme only. */
async function publishForAcme(fork: string, version: string) {
  const output = await npmRun('publish-remote', REMOTE, '--source', fork, '--version', version, '--brand', 'acme');
  expect(output).toContain(`${REMOTE}: acme now runs ${version}`);
}

/** Grace signs in to acme; its home runs `version`, then she opens her event from there. */
async function openEventFromHome(page: Page, version: string) {
  await page.goto('/acme/events');
  await expect(slotOf(page)).toHaveAttribute('data-state', 'mounted');
  await expect(slotOf(page)).toHaveAttribute('data-version', version);
  await page.getByTestId('event-card').getByRole('link', { name: 'ACME Launch' }).click();
  await expect(page).toHaveURL(/\/acme\/event\/acme-launch/);
}

/** The event area mounted the last good build, and it works. */
async function expectEventOnLastGood(page: Page) {
  const slot = slotOf(page);
  await expect(slot).toHaveAttribute('data-state', 'mounted');
  await expect(slot).toHaveAttribute('data-version', original);
  await expect(page.getByText('This part of the page could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Event menu' })).toBeVisible();
}

const failureReport = (page: Page, version: string) =>
  page.waitForRequest(
    (req) =>
      req.url().endsWith('/registry/failures') && req.method() === 'POST' && req.postDataJSON()?.version === version,
  );

test('fallback: a build whose exposed module throws as it loads, for acme only; its event runs on the last good build, Try again too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const fork = forkOf('throws-at-load', (dir) => {
    const file = eventContentFile(dir);
    fs.writeFileSync(file, `throw new Error('EventContent: this build is broken');\n${fs.readFileSync(file, 'utf8')}`);
  });
  await publishForAcme(fork, THROWS_AT_LOAD);

  const page = await signedIn(browser, 'acme', 'grace@acme.test');
  const report = failureReport(page, THROWS_AT_LOAD);
  await openEventFromHome(page, THROWS_AT_LOAD);
  await expectEventOnLastGood(page);
  expect((await report).postDataJSON()).toMatchObject({
    brand: 'acme',
    remote: REMOTE,
    message: expect.stringContaining('EventContent: this build is broken'),
  });
  await page.context().close();

  // The last good build's chunks fail once (a network blip): the area says so; Try again mounts it.
  const again = await signedIn(browser, 'acme', 'grace@acme.test');
  const lastGoodFiles = `**/remotes/${REMOTE}/${original}/**`;
  await again.route(lastGoodFiles, (route) =>
    route.request().url().endsWith('/remoteEntry.js') ? route.continue() : route.abort(),
  );
  await openEventFromHome(again, THROWS_AT_LOAD);
  const slot = slotOf(again);
  await expect(slot).toHaveAttribute('data-state', 'error');
  await expect(slot.getByRole('alert')).toContainText('This part of the page could not be loaded.');
  await again.unroute(lastGoodFiles);
  await slot.getByRole('button', { name: 'Try again' }).click();
  await expectEventOnLastGood(again);
  await again.context().close();

  // demo never ran it.
  expect(await reloadAndReadVersion(demo)).toBe(original);
  expect(await npmRun('registry', 'rollback', REMOTE, '--brand', 'acme')).toContain(
    `${REMOTE}: acme rolled back to the default ${REMOTE} (was ${THROWS_AT_LOAD})`,
  );
});

test('fallback: a build whose first render throws, for acme only; its event runs on the last good build and the failure is recorded', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const fork = forkOf('throws-in-render', (dir) =>
    fs.writeFileSync(
      eventContentFile(dir),
      `import { createParcel } from '@atrium/shared';\n\nexport default createParcel(() => {\n  throw new Error('EventContent: this build cannot render');\n});\n`,
    ),
  );
  await publishForAcme(fork, THROWS_IN_RENDER);

  const page = await signedIn(browser, 'acme', 'grace@acme.test');
  const report = failureReport(page, THROWS_IN_RENDER);
  await openEventFromHome(page, THROWS_IN_RENDER);
  await expectEventOnLastGood(page);
  // Nothing of the build that failed is left on the page.
  await expect(page.getByText('EventContent: this build cannot render')).toHaveCount(0);
  expect((await report).postDataJSON()).toMatchObject({
    brand: 'acme',
    remote: REMOTE,
    message: expect.stringContaining('EventContent: this build cannot render'),
  });
  await page.context().close();

  const status = () => npmRun('registry', 'status', REMOTE);
  // Each status is a CLI run (seconds on a loaded machine): give the poll time for a few.
  await expect
    .poll(status, { timeout: 60_000 })
    .toMatch(/0\.3\.0-throws-in-render .*FAILED TO LOAD \dx, last .* on acme: .*cannot render/);
  expect(await status()).toMatch(
    /0\.3\.0-throws-at-load .*FAILED TO LOAD \dx, last .* on acme: .*this build is broken/,
  );
  expect(await npmRun('registry', 'rollback', REMOTE, '--brand', 'acme')).toContain(
    `${REMOTE}: acme rolled back to the default ${REMOTE} (was ${THROWS_IN_RENDER})`,
  );
});
