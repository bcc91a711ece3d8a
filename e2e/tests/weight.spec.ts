import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { STORAGE_KEYS, VERSION_MARKER } from '@atrium/shared/constants';
import { expect, test } from '@playwright/test';
import catalogue from '@atrium/shared/remotes.json';
import budgets from '../budgets.json';
import { signInAs } from './helpers';

// Issue 9 item 6: the weight budgets, on the production build `npm start` serves. Sizes are
// deterministic; `npm run bench` prints the same figures with the time to the form.
const root = path.resolve(__dirname, '../..');
const gzipKb = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 6 }).length / 1024;

test('the login route loads its JS budget in gzip, with one React', async ({ page }) => {
  await page.addInitScript(() => {
    // Counts React renderers the way React DevTools does: every react-dom copy injects itself here.
    const renderers = new Set<unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => renderers.add(renderer).size,
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        checkDCE() {},
      },
    });
  });
  // A visitor who already has this version's flag: what every later visit loads.
  await page.addInitScript(
    ([key, marker]) => localStorage.setItem(key, marker),
    [STORAGE_KEYS.appVersion, VERSION_MARKER],
  );
  const bodies: Promise<[string, number]>[] = [];
  page.on('response', (res) => {
    if (/\.js(\?|$)/.test(res.url()))
      bodies.push(res.body().then((body) => [new URL(res.url()).pathname, gzipKb(body)]));
  });

  await page.goto('/demo/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = await Promise.all(bodies);
  const total = files.reduce((sum, [, kb]) => sum + kb, 0);
  const report = files
    .sort((a, b) => b[1] - a[1])
    .map(([file, kb]) => `${kb.toFixed(1).padStart(6)} KB  ${file}`)
    .join('\n');
  expect(total, `login JS ${total.toFixed(1)} KB gzip:\n${report}`).toBeLessThanOrEqual(budgets.loginJsKb);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Set<unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    ),
  ).toBe(1);
});

// The registry refuses a published build over the same budget (issue 34 item 4, registry/src/publish.ts).
test("each remote's own first chunk (remoteEntry.js and one expose's chunks) stays within its budget in the catalogue", () => {
  const remotes = Object.keys(catalogue) as (keyof typeof catalogue)[];
  expect(remotes.length).toBeGreaterThan(0);
  for (const remote of remotes) {
    const dist = path.join(root, remote, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const exposes: { path: string; assets: { js: { sync: string[] } } }[] = manifest.exposes;
    for (const expose of exposes) {
      const files = [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync];
      const kb = files.reduce((sum, file) => sum + gzipKb(fs.readFileSync(path.join(dist, file))), 0);
      expect(kb, `${remote} ${expose.path}: ${files.join(', ')}`).toBeLessThanOrEqual(catalogue[remote].firstChunkKb);
    }
  }
});

test('a first visit loads the page once; a visitor of an older version reloads once, before any script (issue 30 item 1)', async ({
  page,
}) => {
  const documents: string[] = [];
  const scriptsBeforeReload: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    else if (request.resourceType() === 'script' && documents.length === 1) scriptsBeforeReload.push(request.url());
  });
  // A new browser: no flag, so nothing stale, and no reload.
  await page.goto('/demo/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(documents).toEqual(['/demo/login']);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.appVersion)).toBe(VERSION_MARKER);

  // The flag of an older version: the boot script reloads at once, before the shell's scripts.
  await page.waitForLoadState('networkidle');
  await page.evaluate((key) => localStorage.setItem(key, 'v1.0.0'), STORAGE_KEYS.appVersion);
  documents.length = 0;
  scriptsBeforeReload.length = 0;
  await page.goto('/demo/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(documents).toEqual(['/demo/login', '/demo/login']);
  expect(scriptsBeforeReload).toEqual([]);
});

test('the document names everything the first screen loads, so nothing waits on a chain (issue 30 item 2)', async ({
  page,
}) => {
  await page.addInitScript(
    ([key, marker]) => localStorage.setItem(key, marker),
    [STORAGE_KEYS.appVersion, VERSION_MARKER],
  );
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const response = await page.goto('/demo/login');
  const html = (await response!.text()).replace(/\s+/g, ' ');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const shown = [...asked];

  const block = /<script type="application\/json" id="atrium-early">(.*?)<\/script>/.exec(html);
  expect(block, 'the document carries the first screen block').not.toBeNull();
  const named: { language: string; answers: Record<string, string>; preload: string[] } = JSON.parse(block![1]);
  const preload = new Set(named.preload.map((href) => new URL(href, page.url()).href));
  // Every script of the first screen was named, the remote's entry and expose chunks too.
  const scripts = shown.filter((url) => /\.js(\?|$)/.test(url));
  expect(scripts.filter((url) => !preload.has(url))).toEqual([]);
  expect(scripts.some((url) => /\/remotes\/mf-auth\/[^/]+\/remoteEntry\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/remotes\/mf-auth\//.test(url)).length).toBeGreaterThan(1);
  // The brand's lookups and the manifest came with the document: the browser asked for none.
  expect(Object.keys(named.answers)).toHaveLength(4);
  const lookups = /getapplication|getApplicationsettings|GetApplicationPolicies|\/registry\/manifest/i;
  expect(shown.filter((url) => lookups.test(url))).toEqual([]);
  // The brand's name and a description, for search results and the tab (the page then adds its
  // own name to the title: 'Sign in · <brand>').
  const brand = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(brand.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`Sign in · ${brand}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${brand}: .{40,}`));
});

test("a signed-in event page's calls are asked beside its scripts, each once (issue 30 item 2)", async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  // Every script of the shell's and the remotes' waits 1.5 s: what the page asks for itself comes after.
  let scriptsServed = 0;
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    scriptsServed = scriptsServed || Date.now();
    await route.continue();
  });
  const asked: { call: string; at: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v2/'))
      asked.push({ call: `${pathname.slice(8)} ${request.postData() ?? ''}`, at: Date.now() });
  });

  await page.goto('/demo/event/atrium-summit/program');
  await expect(page.getByTestId('program-tile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const early = [
    'account/get {}',
    'Explore/GetEventBySlug {"slug":"atrium-summit"}',
    'Participant/GetCurrentParticipant {}',
    'Participant/GetMyAgenda {}',
    'Explore/ListProgramDays {"skip":0,"take":1000}',
    'Explore/ListSaloons {"skip":0,"take":1000}',
    'Explore/ListSubEvents {"skip":0,"take":1000}',
    'Explore/ListPrograms {"skip":0,"take":1000,"searchTerm":null}',
  ];
  const calls = asked.map(({ call }) => call);
  // Asked before any script was served: by the boot script in the document, not by the page.
  expect(
    asked
      .filter(({ at }) => at < scriptsServed)
      .map(({ call }) => call)
      .sort(),
  ).toEqual([...early].sort());
  // And each once: the page took the boot script's answers rather than asking again.
  for (const call of early)
    expect(
      calls.filter((asked) => asked === call),
      call,
    ).toHaveLength(1);
});
