import { expect, test, type Browser, type Locator } from '@playwright/test';
import { signInAs } from './helpers';

// Issue 15: the event's social hub (spec 2 §2.17) in the right panel, two people each in their own
// browser, against the real api and socket.

test.use({ locale: 'en-US' });
// Two people sign in and act in turn: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const EVENT = '/demo/event/atrium-summit';
const run = Date.now().toString(36);

async function person(browser: Browser, email: string, width = 1280) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, email);
  await page.goto(EVENT);
  // The host's section and the hub itself are both named so; the hub is the inner one.
  const hub = page.getByRole('region', { name: 'Social hub' }).last();
  const feed = hub.getByRole('region', { name: 'Posts' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  return { context, page, hub, feed };
}

const postWith = (feed: Locator, text: string) => feed.getByRole('article').filter({ hasText: text });

test('Ada posts naming Linus; he sees it through the banner, likes and comments; Ada sees both live and cannot delete his comment', async ({
  browser,
}) => {
  const ada = await person(browser, 'ada@demo.test');
  const linus = await person(browser, 'linus@demo.test');

  // Ada writes, mentions Linus from the people search, and sends with Enter. Markup is text.
  await ada.hub.getByRole('button', { name: 'Share something' }).click();
  const box = ada.hub.getByRole('combobox', { name: 'Share something with the event…' });
  await box.pressSequentially(`Hello <b>hub</b> ${run}, ask @Lin`);
  await ada.hub.getByRole('option', { name: /Linus Torvalds/ }).click();
  await expect(box).toHaveValue(`Hello <b>hub</b> ${run}, ask Linus Torvalds `);
  await box.press('Enter');
  await expect(box).toBeHidden();
  const adasPost = postWith(ada.feed, run);
  // Her own post shows at once, on top, without the banner.
  await expect(ada.feed.getByRole('article').first()).toContainText(`Hello <b>hub</b> ${run}`);
  await expect(adasPost.locator('b')).toHaveCount(0);

  // Linus sees a banner with Ada's face, not the post jumping in.
  const banner = linus.hub.getByRole('button', { name: /1 new post/ });
  await expect(banner).toBeVisible();
  // The faces are decoration beside the count: seen, not read out.
  await expect(banner.locator('[aria-label="Ada Lovelace"]')).toBeVisible();
  await expect(postWith(linus.feed, run)).toHaveCount(0);
  await banner.click();
  const linusView = postWith(linus.feed, run);
  await expect(linusView).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(linusView.getByRole('button', { name: 'Open the profile of Linus Torvalds' }).last()).toBeVisible();

  // He likes it and comments; Ada's counts follow, each once.
  await linusView.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(linusView.getByRole('button', { name: 'Unlike, 1 like' })).toBeVisible();
  await linusView.getByRole('button', { name: '0 comments' }).click();
  const comment = linusView.getByRole('combobox', { name: 'Write a comment' });
  // His comment names Ada: sent as her %id% token, shown back as her name linking to her profile.
  await comment.pressSequentially(`Thanks ${run} @Ad`);
  await linusView.getByRole('option', { name: /Ada Lovelace/ }).click();
  await expect(comment).toHaveValue(`Thanks ${run} Ada Lovelace `);
  await comment.press('Enter');
  await expect(linusView.getByRole('listitem').filter({ hasText: `Thanks ${run}` })).toBeVisible();
  await expect(adasPost.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
  await expect(adasPost.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expect(linusView.getByRole('button', { name: '1 comment' })).toBeVisible();

  // Ada reads his comment: she may like it, not delete it.
  await adasPost.getByRole('button', { name: '1 comment' }).click();
  const hisComment = adasPost.getByRole('listitem').filter({ hasText: `Thanks ${run}` });
  await expect(hisComment).toBeVisible();
  await expect(hisComment.getByRole('button', { name: 'Open the profile of Ada Lovelace' })).toBeVisible();
  await expect(hisComment).not.toContainText('%');
  await expect(hisComment.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await expect(hisComment.getByRole('button', { name: 'Like the comment, 0 likes' })).toBeVisible();
  // Linus can delete his own.
  await expect(
    linusView
      .getByRole('listitem')
      .filter({ hasText: `Thanks ${run}` })
      .getByRole('button', { name: 'Delete comment' }),
  ).toBeVisible();

  await ada.context.close();
  await linus.context.close();
});

test('an empty post is refused before it is sent', async ({ browser }) => {
  const ada = await person(browser, 'ada@demo.test');
  const sent: string[] = [];
  ada.page.on('request', (request) => {
    if (/socialhub\/addorupdate/i.test(request.url())) sent.push(request.url());
  });
  await ada.hub.getByRole('button', { name: 'Share something' }).click();
  const box = ada.hub.getByRole('combobox', { name: 'Share something with the event…' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(ada.hub.getByRole('alert').filter({ hasText: 'Write something first.' })).toBeVisible();
  await ada.hub.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(box).toBeVisible();
  expect(sent).toEqual([]);
  await ada.context.close();
});
