import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// Issue 14 items 1 and 2: the exhibition's booths (spec 2 §2.9, §2.10) and the check-in (spec 2 §4),
// as Ada uses them on the demo: 18 booths in two halls, Ada checked in nowhere.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
// Each test signs in and walks several screens; a loaded machine needs more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const cards = (page: Page) => page.getByTestId('stand-card');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** Scrolls through the page so its lazy pictures load, then keeps a full-page screenshot of it. */
async function keepScreenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

/** Opens a booth from the stands page by its card, as a person does. */
async function openBooth(page: Page, title: string) {
  await page.goto('/demo/event/atrium-summit/exhibition');
  await page.getByLabel('Search booths').fill(title);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('Ada pages through the booths, changes the page size, filters by hall and searches', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await page.goto('/demo/event/atrium-summit');
  await page.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Exhibition' }).click();
  await expect(page.getByRole('heading', { name: 'Exhibition', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(15);
  await expect(pager(page)).toContainText('1–15 of 18');

  await pager(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(page).toHaveURL(/exhibition\?page=2$/);
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();

  await pager(page).getByLabel('Booths per page').selectOption('20');
  await expect(cards(page)).toHaveCount(18);
  await expect(pager(page).getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  await expect(pager(page)).toContainText('1–18 of 18');

  await page.getByLabel('Hall').selectOption({ label: 'Hall B · Startups' });
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).first()).toContainText('Hall B · Startups');
  // Fewer than 15 booths: no pager.
  await expect(pager(page)).toHaveCount(0);

  await page.getByLabel('Search booths').fill('open');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page)).toContainText(['OpenStage', 'Open Source TR']);
  await page.getByLabel('Search booths').fill('no booth is called this');
  await expect(page.getByText('No content matches your filter')).toBeVisible();

  // Back from a booth returns to the page and filters it was opened from.
  await page.getByLabel('Search booths').fill('');
  await expect(cards(page)).toHaveCount(8);
  await page.getByRole('link', { name: /Women in Tech/ }).click();
  await expect(page.getByRole('heading', { name: 'Women in Tech', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByLabel('Hall')).toHaveValue(/.+/);
});

test('Ada opens Orbit Media: checked in after 3 s, still after a reload without a second call', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  const checkIns: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/stand\/checkin$/i.test(request.url())) checkIns.push(request.postData() ?? '');
  });
  await openBooth(page, 'Orbit Media');
  await expect(page.getByTestId('checked-in')).toHaveCount(0);
  await expect(page.getByTestId('checked-in')).toHaveText('Checked in', { timeout: 10_000 });
  await expect(page.getByText('You are checked in at Orbit Media')).toBeVisible();
  expect(checkIns).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orbit Media', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checked-in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await page.waitForTimeout(3500);
  expect(checkIns).toHaveLength(1);
});

test('Nimbus Cloud asks its questions first: an empty required answer is refused, an answer checks Ada in', async ({
  page,
}) => {
  await signInAs(page, 'ada@demo.test');
  await openBooth(page, 'Nimbus Cloud');
  const dialog = page.getByRole('dialog', { name: 'Check in at Nimbus Cloud' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog.getByText('Please answer this question.')).toBeVisible();
  await dialog.getByLabel(/What brings you to our booth/).fill('Looking for a live captions partner');
  await dialog.getByRole('radio', { name: 'Yes, today' }).check();
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('checked-in')).toHaveText('Checked in');
  // The booth's own survey is on its page too (spec 2 §2.10).
  await expect(page.getByRole('region', { name: 'Surveys' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('checked-in')).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(dialog).toHaveCount(0);
});

test('a booth: its links open in a new tab, its contacts show only the active ones, Back returns', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await openBooth(page, 'Orbit Media');
  const links = page.getByRole('list', { name: 'Links' }).getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('href', 'https://orbit.example/showreel');
  await expect(page.getByTestId('booth-about')).toContainText('five cameras');
  // The gallery opens in the lightbox: two shots, then the video in the privacy-enhanced player.
  await page.getByRole('button', { name: 'Picture 1' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Gallery: Orbit Media' });
  await expect(lightbox.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous' }).click();
  await expect(lightbox.getByTitle('Video')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/eRsGyueVLvQ/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(page.getByTestId('location-map')).toHaveAttribute('src', /z=14/);
  // Orbit's phone is inactive, its mobile and e-mail active.
  await expect(page.getByTestId('organiser-phone')).toHaveCount(0);
  await expect(page.getByTestId('organiser-mobile')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the booths' }).click();
  await expect(page).toHaveURL(/exhibition\?q=Orbit/);
  await expect(cards(page)).toHaveCount(1);
});

test('make-appointment on a booth manager opens the dialog with that manager chosen', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await openBooth(page, 'Orbit Media');
  await page.getByRole('button', { name: 'Make an appointment with Hedy Lamarr' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an appointment' });
  await expect(dialog.getByRole('list', { name: 'Chosen attendees' })).toHaveText(/Hedy Lamarr/);
});

// Both pages at a phone's and a desktop's width in both languages, kept for a person to look at;
// nothing may reach past the window's right edge.
for (const language of ['en', 'tr'] as const) {
  for (const width of [375, 1280]) {
    test(`the stands and a booth in ${language} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await signInAs(page, 'ada@demo.test');
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/demo/event/atrium-summit/exhibition');
      await expect(cards(page)).toHaveCount(15);
      await keepScreenshot(page, `stands-${language}-${width}.png`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: /Orbit Media/ }).click();
      await expect(page.getByRole('heading', { name: 'Orbit Media', level: 1 })).toBeVisible();
      await expect(page.getByTestId('checked-in')).toBeVisible();
      await keepScreenshot(page, `booth-${language}-${width}.png`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    });
  }
}
