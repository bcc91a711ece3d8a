import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Issue 11 items 6, 11 and 12, in a Turkish browser: the interface, placeholders and policies speak
// Turkish, and the organisers' own words keep their casing.

test.use({ locale: 'tr-TR' });

async function signInAsAda(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('E-posta').fill('ada@demo.test');
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

test('an English category is not upper-cased by Turkish rules', async ({ page }) => {
  await signInAsAda(page, '/demo/pastevents');
  const category = page.getByTestId('event-card').getByText('Business', { exact: true });
  await expect(category).toBeVisible();
  // innerText is the text as drawn, after CSS casing: "BUSİNESS" was the Turkish upper case of it.
  expect(await category.evaluate((element) => (element as HTMLElement).innerText)).toBe('Business');
});

test('remotes speak Turkish, never a parcel name', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAda(page, '/demo/event/atrium-summit/networking');
  // The networking list (mf-meeting) names itself as the event menu does.
  await expect(page.getByRole('heading', { name: 'Tanışma alanı', level: 1 })).toBeVisible();
  // The tab names the page in Turkish, then the event and the brand (WCAG 2.4.2).
  await expect(page).toHaveTitle('Tanışma alanı · Atrium Summit · Atrium');
  await expect(page.getByRole('searchbox', { name: 'Oda ara' })).toBeVisible();

  // The messages hub speaks Turkish too: its tabs, its chat list and what it asks of the reader.
  await page.getByRole('button', { name: 'Mesajlar' }).click();
  const messages = page.getByRole('dialog', { name: 'Mesajlar' });
  await expect(messages.getByRole('tab', { name: 'Öneriler' })).toBeVisible();
  await expect(messages.getByRole('list', { name: 'Sohbetleriniz' })).toBeVisible();
  await expect(messages).toContainText('Okumak için bir sohbet seçin.');
  await expect(page.getByText(/MessagesHub|on its way|coming soon/)).toHaveCount(0);
});

test('policies read in the language of the interface, and follow a switch of it', async ({ page }) => {
  await page.goto('/acme/login?openPolicy=acme-participation-terms');
  const dialog = page.getByRole('dialog', { name: 'ACME Katılım Koşulları' });
  await expect(dialog.getByRole('heading', { name: 'Kayıtlar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(page).toHaveTitle('Giriş yap · ACME Events');

  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  // The tab's title follows the switch as well.
  await expect(page).toHaveTitle('Sign in · ACME Events');
  await page.getByRole('button', { name: 'Terms of use' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms.getByRole('heading', { name: 'Your account' })).toBeVisible();
});
