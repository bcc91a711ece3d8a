import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInWithLanguage } from './helpers';

// Issue 14 item 3: the FAQ, documents, gallery and area maps of atrium-summit (spec 2 §2.11-2.14),
// as Ada uses them, on the demo seed (7 questions, 6 documents in 2 categories, 6 photos and 2
// videos, 30 memories, 2 maps).

test.describe.configure({ mode: 'serial' });
// Tall enough for the left menu to show eleven modules, these four among them (spec 2 §2.2).
test.use({ locale: 'en-US', viewport: { width: 1280, height: 1000 } });

const summit = '/demo/event/atrium-summit';

/** Opens a module from the event's menu; its page is the region its heading names. */
async function openModule(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByRole('region', { name, exact: true });
}

test('Ada searches the FAQ and opens an answer', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await page.goto(summit);
  const faq = await openModule(page, 'FAQ');
  const questions = faq.getByRole('heading', { level: 2 });
  await expect(questions).toHaveCount(7);
  // The answers are searched too: only the way to the venue speaks of the ferry.
  await page.getByLabel('Search the questions').fill('ferry');
  await expect(questions).toHaveCount(1);
  await expect(questions).toHaveText('How do I get to the venue?');
  await page.getByLabel('Search the questions').fill('Wi-Fi');
  await expect(questions).toHaveCount(1);
  const wifi = page.getByRole('button', { name: 'Is there Wi-Fi at the venue?' });
  await expect(wifi).toHaveAttribute('aria-expanded', 'false');
  await wifi.click();
  await expect(wifi).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Is there Wi-Fi at the venue?' })).toContainText(
    'the password is printed on the back of your badge',
  );
  await page.getByLabel('Search the questions').fill('parking lot on the moon');
  await expect(page.getByText('No content matches your filter')).toBeVisible();
});

test('Ada filters the documents by category and downloads one', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await page.goto(summit);
  await openModule(page, 'Documents');
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(6);
  await page.getByLabel('Category').selectOption({ label: 'Event guides' });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Exhibitor manual' })).toHaveCount(0);
  await expect(rows.nth(0)).toContainText('Attendee handbook');
  await expect(rows.nth(0)).toContainText('PDF');

  // The text guide opens in a new tab, as the file itself.
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Download Wi-Fi and accessibility guide' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/files\/[^/]+\/[0-9a-f-]+\.txt$/);
  await expect(tab.locator('body')).toContainText('AtriumSummit');
  const text = await page.request.get(tab.url());
  expect(text.status()).toBe(200);
  expect(text.headers()['content-type']).toMatch(/^text\/plain/);
  await tab.close();

  // The handbook's link is the PDF, served as one.
  const handbook = await page.getByRole('link', { name: 'Download Attendee handbook' }).getAttribute('href');
  const pdf = await page.request.get(handbook!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('Ada pages through the gallery in the lightbox, watches a video and loads every memory', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await page.goto(summit);
  const gallery = await openModule(page, 'Gallery');
  const uploads = gallery.getByRole('list', { name: 'Gallery' });
  await expect(uploads.getByRole('listitem')).toHaveCount(8);

  const first = uploads.getByRole('button', { name: 'Opening keynote' });
  await first.click();
  const lightbox = page.getByRole('dialog', { name: 'Gallery' });
  await expect(lightbox.getByRole('img', { name: 'Opening keynote' })).toBeVisible();
  await expect(lightbox.getByText('1 / 8')).toBeVisible();
  // On a short window (a phone turned sideways) the picture gives way: Next's focus ring stays
  // inside the box that scrolls, which cuts off what passes its edge (issue 31 item 4).
  await page.setViewportSize({ width: 812, height: 340 });
  const next = lightbox.getByRole('button', { name: 'Next' });
  await expect(next).toBeFocused();
  const ringOutside = await next.evaluate((button) => {
    const style = getComputedStyle(button);
    const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const b = button.getBoundingClientRect();
    let box = button.parentElement;
    while (box && getComputedStyle(box).overflow === 'visible') box = box.parentElement;
    const r = box!.getBoundingClientRect();
    return Math.max(
      r.left - (b.left - ring),
      b.right + ring - r.right,
      r.top - (b.top - ring),
      b.bottom + ring - r.bottom,
    );
  });
  expect(ringOutside).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('2 / 8')).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'Coffee break' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Back past the first is the last: the second video.
  await expect(lightbox.getByText('8 / 8')).toBeVisible();
  await expect(lightbox.locator('iframe[title="Keynote: real-time at scale"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/R6MlUcmOul8',
  );
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(first).toBeFocused();

  const video = uploads.getByRole('button', { name: 'Video: Atrium Summit in two minutes' });
  await video.click();
  await expect(lightbox.getByText('7 / 8')).toBeVisible();
  await expect(lightbox.locator('iframe')).toHaveAttribute('src', /\/embed\/aqz-KE-bpKQ$/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(video).toBeFocused();

  await page.getByLabel('Search the gallery').fill('coffee');
  await expect(uploads.getByRole('listitem')).toHaveCount(1);

  await gallery.getByRole('tab', { name: 'Event memories' }).click();
  const memories = gallery.getByRole('list', { name: 'Event memories' });
  await expect(memories.getByRole('listitem')).toHaveCount(24);
  await expect(memories.getByRole('button', { name: 'Photo by the organiser' }).first()).toBeVisible();
  await expect(memories.getByRole('button', { name: 'Photo by Ada Lovelace' }).first()).toBeVisible();
  await gallery.getByRole('button', { name: 'Load more' }).click();
  await expect(memories.getByRole('listitem')).toHaveCount(30);
  // Six is a short page, not the end: Load more stays until an empty page returns (spec 2 §2.13).
  await gallery.getByRole('button', { name: 'Load more' }).click();
  await expect(gallery.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(memories.getByRole('listitem')).toHaveCount(30);
});

test('Ada opens an area map', async ({ page }) => {
  await signInAs(page, 'ada@demo.test');
  await page.goto(summit);
  const region = await openModule(page, 'Area maps');
  const maps = region.getByRole('list', { name: 'Area maps' });
  await expect(maps.getByRole('listitem')).toHaveCount(2);
  await maps.getByRole('button', { name: 'Open the map First floor' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Area maps' });
  const image = lightbox.getByRole('img', { name: 'First floor' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(lightbox.getByText('2 / 2')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toHaveCount(0);
});

for (const language of ['en', 'tr'] as const) {
  test(`the four pages at 375 and 1280 px fit the screen (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInWithLanguage(page, 'ada@demo.test', language);
    const tr = language === 'tr';
    const pages = [
      { path: 'faq', heading: tr ? 'SSS' : 'FAQ', ready: 'heading' },
      { path: 'documents', heading: tr ? 'Belgeler' : 'Documents', ready: 'listitem' },
      { path: 'album', heading: tr ? 'Galeri' : 'Gallery', ready: 'listitem' },
      { path: 'maps', heading: tr ? 'Alan haritaları' : 'Area maps', ready: 'listitem' },
    ] as const;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading, ready } of pages) {
        await page.goto(`${summit}/${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const region = page.getByRole('region', { name: heading, exact: true });
        await expect(region.getByRole(ready).first()).toBeVisible();
        if (path === 'faq') await region.getByRole('heading', { level: 2 }).first().getByRole('button').click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px (${language})`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: test.info().outputPath(`${path}-${width}-${language}.png`), fullPage: true });
      }
      // The gallery's memories and the lightbox over a photo.
      await page.goto(`${summit}/album`);
      await page.getByRole('tab', { name: tr ? 'Etkinlik anıları' : 'Event memories' }).click();
      await page
        .getByRole('button', { name: tr ? 'Fotoğraf: Organizatör' : 'Photo by the organiser' })
        .first()
        .click();
      const lightbox = page.getByRole('dialog', { name: tr ? 'Etkinlik anıları' : 'Event memories' });
      await expect(lightbox.getByRole('img')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`lightbox-${width}-${language}.png`) });
    }
  });
}
