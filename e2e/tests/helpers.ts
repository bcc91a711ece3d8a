import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Atrium-demo-1';

/** The axe rules every sweep runs: WCAG 2.0 and 2.1, levels A and AA (2.1 A brings 2.5.3 Label in Name). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Signs in through the login screen of mf-auth, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The name in the account bar: the proof a user is signed in. */
export function accountName(page: Page) {
  return page.getByTestId('account-name');
}

export async function expectOnLogin(page: Page, slug = 'demo') {
  await expect(page).toHaveURL(new RegExp(`/${slug}/login`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

/** Signs in on the demo brand's login screen and waits for home. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/demo/login');
  await expectOnLogin(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/demo\/?$/);
}

/** Signs in on the demo brand in English (the helper types English labels), then shows the page in `language`. */
export async function signInWithLanguage(page: Page, email: string, language: 'en' | 'tr' = 'en') {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/demo/login');
  await expectOnLogin(page);
  await signIn(page, email);
  if ((page.viewportSize()?.width ?? 1280) > 768) await expect(accountName(page)).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
  }
}

/** Opens the messages hub from the header: the account menu when wide, the messages icon on a phone. */
export async function openHub(page: Page, name = 'Messages') {
  if ((page.viewportSize()?.width ?? 1280) > 768) {
    await accountName(page).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  } else {
    // Named by the dialog, then its unread count when there is one ("Messages, 2 unread").
    await page.getByRole('button', { name: new RegExp(`^${name}(, |$)`) }).click();
  }
  const hub = page.getByRole('dialog', { name });
  await expect(hub.getByRole('tablist')).toBeVisible();
  return hub;
}

/** A PNG of one colour, made here: what a person would pick from their files. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The page as it is now, whatever is open on it: axe finds nothing serious or critical. */
export async function expectPassesAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** An open dialog: nothing in it reaches past the window's right edge, and axe finds nothing serious in it. */
export async function expectDialogFitsAndPassesAxe(page: Page, dialog: Locator) {
  const overflow = await dialog.evaluate((panel) =>
    Math.max(0, ...[...panel.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right - innerWidth)),
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
