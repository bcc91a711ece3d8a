import { expect, test, type Page } from '@playwright/test';
import { accountName, expectDialogFitsAndPassesAxe, expectOnLogin, openHub, signIn } from './helpers';

// Issue 12 item 7 and the first step of issue 13: the messages hub's Suggestions and Contacts tabs
// (spec 1 §2 Dialogs 2), opened from the header, against the real api.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

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
    await page.reload();
  }
}

test('Ada follows her best suggestion, finds them under Contacts by search and opens their profile', async ({
  page,
}) => {
  await signInAsAda(page);
  const hub = await openHub(page);
  await hub.getByRole('tab', { name: 'Suggestions' }).click();
  const suggestions = hub.getByRole('list', { name: 'People you may know' });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible();

  // Percentages, best first.
  const scores = (await suggestions.getByText(/^\d+% match$/).allTextContents()).map((text) => parseInt(text, 10));
  expect(scores.length).toBeGreaterThan(1);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(scores.every((score) => score >= 0 && score <= 100)).toBe(true);

  const top = suggestions.getByRole('listitem').first();
  // Why it matches, under the score (issue 31 item 10).
  await expect(top.getByText(/\d+ shared (interest|event)s?/)).toBeVisible();
  const follow = top.getByRole('button', { name: /^Follow / });
  const name = ((await follow.getAttribute('aria-label')) ?? '').replace(/^Follow /, '');
  expect(name).not.toBe('');
  await follow.click();
  await expect(top.getByText('In your contacts')).toBeVisible();
  await expect(page.getByText(`${name} is in your contacts.`)).toBeVisible();

  await hub.getByRole('tab', { name: 'Contacts' }).click();
  const contacts = hub.getByRole('list', { name: 'Your contacts' });
  const card = contacts.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(card).toBeVisible();
  await expect(contacts.getByRole('button', { name: `Message ${name}` })).toBeEnabled();

  // Part of the last name, in lower case, finds them and no one else without it.
  const part = name.split(' ').at(-1)!.slice(0, 4).toLowerCase();
  await hub.getByRole('searchbox', { name: 'Search contacts' }).fill(part);
  await expect(card).toBeVisible();
  const names = await contacts.locator('strong').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((shown) => shown.toLowerCase().includes(part))).toBe(true);

  await card.click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name })).toBeVisible();
  const followed = profile.getByRole('switch', { name: /In my contacts/ });
  await expect(followed).toBeChecked();

  // Unfollowed again, as the seed had it, for the specs that come after.
  await followed.click();
  await expect(followed).not.toBeChecked();
  await expect(page.getByText(`${name} is no longer in your contacts.`)).toBeVisible();
});

const texts = {
  en: { hub: 'Messages', suggestions: 'Suggestions', list: 'People you may know', match: /^\d+% match$/ },
  tr: { hub: 'Mesajlar', suggestions: 'Öneriler', list: 'Tanıyor olabileceğiniz kişiler', match: /^%\d+ eşleşme$/ },
};

for (const language of ['en', 'tr'] as const) {
  for (const width of [375, 1280]) {
    test(`the hub in ${language} at ${width} px: fits, and axe finds nothing serious`, async ({ page }) => {
      const words = texts[language];
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      await signInAsAda(page, language);
      const hub = await openHub(page, words.hub);
      await page.screenshot({ path: `/tmp/hub-messages-${language}-${width}.png` });
      await hub.getByRole('tab', { name: words.suggestions }).click();
      const list = hub.getByRole('list', { name: words.list });
      await expect(list.getByText(words.match).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/hub-suggestions-${language}-${width}.png` });
      await expectDialogFitsAndPassesAxe(page, hub);
    });
  }
}
