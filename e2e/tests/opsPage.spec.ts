import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectPassesAxe } from './helpers';
import { dataDir, filesDir, npmRun } from './opsCommands';

// Issue 34 item 5: the registry's ops page. Ops open it, paste the ops token, see what runs where
// with a canary's share, and pause and end the canary with the page's buttons; the history then
// says the page did it. Looked at (and swept by axe) at a desktop's and a phone's width.

const REMOTE = 'mf-live';
const VERSION = '0.2.0-ops-page';

const opsToken = () => fs.readFileSync(path.join(dataDir, 'registry/ops-token'), 'utf8').trim();

async function openOpsPage(page: Page) {
  await page.goto('/registry/ops');
  await expect(page).toHaveTitle('Atrium registry · operations');
  // A wrong token is refused beside the field, and the board stays hidden.
  await page.getByLabel('Ops token').fill('not-the-token-not-the-token');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('The registry refused this token. Paste the current one.')).toBeVisible();
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: REMOTE, exact: true })).toBeVisible();
}

test.use({ locale: 'en-US' });

test('ops see a canary on the ops page, pause it and end it with its buttons; axe finds nothing at 1280 and 375 px', async ({
  page,
}, testInfo) => {
  const status = await npmRun('registry', 'status', REMOTE);
  const current = /every brand\s+(\S+)/.exec(status)?.[1] ?? '';
  expect(current).toMatch(/^0\.1\.0-/);

  // Another build of mf-live (the same files, one comment more), published without promoting it,
  // then given to a fifth of acme's sessions.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-ops-page-'));
  try {
    fs.cpSync(path.join(filesDir, REMOTE, current), copy, { recursive: true });
    fs.appendFileSync(path.join(copy, 'remoteEntry.js'), '\n// ops page e2e\n');
    await npmRun('publish-remote', REMOTE, '--dist', copy, '--version', VERSION, '--no-promote');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  expect(await npmRun('registry', 'canary', REMOTE, VERSION, '--brand', 'acme', '--share', '20%')).toContain('20%');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openOpsPage(page);
  const section = page.getByRole('region', { name: `${REMOTE}: what runs where` });
  const acme = section.getByRole('row', { name: /^acme/ });
  await expect(acme).toContainText(`${VERSION} to 20% of sessions`);
  await expect(acme).toContainText('fixed share');
  // The figures the registry judges the canary by, each side's sessions in its window.
  await expect(acme).toContainText(
    new RegExp(`${VERSION.replace(/\./g, '\\.')}: \\d+ sessions, .* failing, median LCP`),
  );
  await expect(page.getByRole('heading', { name: 'Figures per version' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ops-1280.png'), fullPage: true });
  await expectPassesAxe(page);

  await acme.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `The canary of ${REMOTE}@${VERSION} is paused: no new session gets it.`,
  );
  await expect(acme).toContainText(`${VERSION} to 0% of sessions`);
  await expect(acme.getByRole('button', { name: 'Pause' })).toBeDisabled();

  // The same board at a phone's width; the tables scroll inside their own region.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Brand').selectOption('acme');
  await expect(page.getByRole('row', { name: /^every brand/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('ops-375.png') });
  await expectPassesAxe(page);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`End the canary of ${REMOTE}@${VERSION} for acme?`);
    void dialog.accept();
  });
  await acme.getByRole('button', { name: 'End the canary' }).click();
  await expect(page.getByRole('status')).toHaveText(`The canary of ${REMOTE} ended for acme.`);
  await expect(acme).toHaveCount(0);

  const history = page.getByRole('region', { name: 'History, newest last' });
  await expect(history.getByRole('row').filter({ hasText: 'ops page' })).toHaveCount(2);
  const cli = await npmRun('registry', 'history', REMOTE);
  expect(cli).toMatch(/ops page\s+canary/);
  expect(cli).toMatch(/ops page\s+rollback/);
  expect(await npmRun('registry', 'status', REMOTE)).not.toContain(`canary ${VERSION}`);
});
