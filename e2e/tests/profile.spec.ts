import { expect, test, type Page } from '@playwright/test';
import { accountName, expectDialogFitsAndPassesAxe, expectOnLogin, signIn } from './helpers';

// Issue 12 item 2: another user's profile (spec 1 §2 Dialogs 3, §4 Contact and Block, §6), opened from
// the participants list of atrium-summit, against the real api.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const ATTENDEES = '/demo/event/atrium-summit/attendees';

async function signInAsAda(page: Page, language: 'en' | 'tr' = 'en') {
  // Signed in in English (the helper types English labels), then the language asked for.
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/demo/login');
  await expectOnLogin(page);
  await signIn(page, 'ada@demo.test');
  if ((page.viewportSize()?.width ?? 1280) > 768) await expect(accountName(page)).toHaveText('Ada Lovelace');
  else await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  }
  await page.goto(ATTENDEES);
}

/** Clicks Linus's row in the participants list and waits for his profile. */
async function openLinus(page: Page, dialogName = 'Profile') {
  // The row itself, the first button of his list item: the other makes an appointment with him.
  const row = page.getByRole('listitem').filter({ hasText: 'Linus Torvalds' }).getByRole('button').first();
  await row.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByRole('heading', { name: 'Linus Torvalds' })).toBeVisible();
  return { row, dialog };
}

test('Ada opens Linus from the participants list, follows him, blocks and unblocks him', async ({ page }) => {
  await signInAsAda(page);
  const { row, dialog } = await openLinus(page);
  const follow = dialog.getByRole('switch', { name: /In my contacts/ });
  const block = dialog.getByRole('switch', { name: /Blocked/ });
  const message = dialog.getByRole('button', { name: 'Message' });
  await expect(follow).not.toBeChecked();
  await expect(block).not.toBeChecked();
  await expect(message).toBeEnabled();
  // Calls are shown, never offered (spec 1 §6); they share an event, so an appointment can be made.
  await expect(dialog.getByRole('button', { name: 'Voice call' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Video call' })).toBeDisabled();
  await expect(
    dialog.getByRole('button', { name: /Make an appointment with Linus Torvalds at Atrium Summit/ }),
  ).toBeVisible();

  // A click, then what the person sees: the switch moves with the server's answer, which a busy
  // machine may take a moment over (Playwright's check() reads the state at once).
  await follow.click();
  await expect(follow).toBeChecked();
  await expect(page.getByText('Linus Torvalds is in your contacts.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  // What the server kept, not what the page remembered.
  await page.reload();
  const again = await openLinus(page);
  await expect(again.dialog.getByRole('switch', { name: /In my contacts/ })).toBeChecked();

  await again.dialog.getByRole('switch', { name: /Blocked/ }).click();
  await expect(again.dialog.getByRole('switch', { name: /Blocked/ })).toBeChecked();
  await expect(page.getByText('You blocked Linus Torvalds.', { exact: true })).toBeVisible();
  await expect(again.dialog.getByRole('button', { name: 'Message' })).toBeDisabled();
  await expect(again.dialog.getByText('You blocked Linus Torvalds. Unblock them to send a message.')).toBeVisible();

  await again.dialog.getByRole('switch', { name: /Blocked/ }).click();
  await expect(again.dialog.getByRole('switch', { name: /Blocked/ })).not.toBeChecked();
  await expect(page.getByText('You unblocked Linus Torvalds.')).toBeVisible();
  await expect(again.dialog.getByRole('button', { name: 'Message' })).toBeEnabled();

  // Unfollowed again, as the seed had it; Escape closes.
  await again.dialog.getByRole('switch', { name: /In my contacts/ }).click();
  await expect(again.dialog.getByRole('switch', { name: /In my contacts/ })).not.toBeChecked();
  await expect(page.getByText('Linus Torvalds is no longer in your contacts.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again.dialog).toBeHidden();
});

test("Ada's own row opens her profile without follow, block or message", async ({ page }) => {
  await signInAsAda(page);
  await page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Message' })).toHaveCount(0);
});

for (const language of ['en', 'tr'] as const) {
  for (const width of [375, 1280]) {
    test(`the profile in ${language} at ${width} px: fits, and axe finds nothing serious`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      await signInAsAda(page, language);
      await openLinus(page, language === 'tr' ? 'Profil' : 'Profile');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: test.info().outputPath(`profile-${language}-${width}.png`) });
      await expectDialogFitsAndPassesAxe(page, page.getByRole('dialog'));
    });
  }
}
