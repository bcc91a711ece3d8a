import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// Issue 15 items 4, 5 and 6: the hub's polls, its survey post in the event-content remote's
// question renderer, and the live poll, in the event's right panel, against the real api and socket.
// The tests change the seeded hub (Ada votes, Linus answers), so they run in order.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OPEN_POLL = 'Which track should get an encore tomorrow?';
const OVER_POLL = 'Where should the welcome drinks be?';
const SURVEY = 'Tell us about your summit';

async function person(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, email);
  await page.goto('/demo/event/atrium-summit');
  const hub = page.locator('[data-remote="mf-social-hub"]');
  await expect(hub.getByRole('article').first()).toBeVisible();
  return { context, page, hub };
}

/** A post of the feed by its title, scrolled to: the feed is a virtual list that draws what is in sight. */
async function post(page: Page, hub: Locator, title: string): Promise<Locator> {
  const card = hub.getByRole('article').filter({ hasText: title });
  for (let tries = 0; tries < 40 && (await card.count()) === 0; tries++) {
    await hub.getByRole('article').last().hover();
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('Ada votes in the open poll and sees percentages; Linus sees the count change live', async ({ browser }) => {
  const linus = await person(browser, 'linus@demo.test');
  const ada = await person(browser, 'ada@demo.test');
  const linusPoll = await post(linus.page, linus.hub, OPEN_POLL);
  await expect(linusPoll.getByText('6 votes')).toBeVisible();

  const poll = await post(ada.page, ada.hub, OPEN_POLL);
  const vote = poll.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled();
  // Keyboard: the options are one radio group.
  await poll.getByRole('radio', { name: 'Event technology' }).focus();
  await ada.page.keyboard.press('ArrowUp');
  await expect(poll.getByRole('radio', { name: 'Reliability engineering' })).toBeChecked();
  await vote.click();

  await expect(poll.getByRole('listitem', { name: 'Reliability engineering: 43%' })).toBeVisible();
  await expect(poll.getByRole('listitem', { name: 'Artificial intelligence: 43%' })).toBeVisible();
  await expect(poll.getByText('7 votes')).toBeVisible();
  await expect(poll.getByText('You voted')).toBeVisible();
  await expect(poll.getByRole('radio')).toHaveCount(0);
  // voteCalculated: Linus, who has not voted, keeps his options with the new count.
  await expect(linusPoll.getByText('7 votes')).toBeVisible();
  await expect(linusPoll.getByRole('radio')).toHaveCount(4);
  await Promise.all([ada.context.close(), linus.context.close()]);
});

test('the poll that is over shows its results and cannot be voted in', async ({ browser }) => {
  const ada = await person(browser, 'ada@demo.test');
  const poll = await post(ada.page, ada.hub, OVER_POLL);
  await expect(poll.getByRole('button', { name: 'Voting has ended' })).toBeDisabled();
  await expect(poll.getByRole('radio')).toHaveCount(0);
  await expect(poll.getByRole('listitem', { name: 'The terrace: 67%' })).toBeVisible();
  await ada.context.close();
});

test('Linus answers the survey: a child question follows his choice, a check refuses, then he has joined', async ({
  browser,
}) => {
  const linus = await person(browser, 'linus@demo.test');
  const survey = await post(linus.page, linus.hub, SURVEY);
  // The card and the counter count the same questions: those asked of everyone (issue 31 item 9c).
  await expect(survey.getByText('5 questions')).toBeVisible();
  await survey.getByRole('button', { name: 'Join the survey' }).click();
  const counter = survey.getByLabel(/^Question \d+ of \d+$/);
  await expect(counter).toHaveText('1/5');
  const next = survey.getByRole('button', { name: 'Next' });

  await next.click();
  await expect(survey.getByText('Please answer this question.')).toBeVisible();
  await survey.getByLabel('No, I have been before').check();
  await expect(counter).toHaveText('1/5');
  await next.click();
  // The child question is a follow-up of the first: it keeps its number.
  await expect(counter).toHaveText('1/5');
  await expect(survey.getByLabel(/^Which year did you first come\?/)).toBeFocused();
  await survey.getByRole('button', { name: 'Previous' }).click();
  await survey.getByLabel('Yes, my first').check();
  await expect(counter).toHaveText('1/5');
  await survey.getByLabel('No, I have been before').check();
  await next.click();

  const year = survey.getByLabel(/^Which year did you first come\?/);
  await year.fill('19');
  await next.click();
  await expect(survey.getByText('Please write at least 4 characters.')).toBeVisible();
  await year.fill('2019');
  await year.press('Enter');
  await expect(counter).toHaveText('2/5');
  await next.click();
  await expect(survey.getByText('Please choose at least one option.')).toBeVisible();
  await survey.getByLabel('Operating systems').check();
  await next.click();
  // The star is drawn over its radio: a person clicks the star.
  await survey.locator('label', { has: linus.page.getByRole('radio', { name: '5 stars' }) }).click();
  await next.click();
  await expect(counter).toHaveText('4/5');
  await next.click();
  await survey.getByLabel(/^Your e-mail/).fill('linus@example');
  await survey.getByRole('button', { name: 'Complete' }).click();
  await expect(survey.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await survey.getByLabel(/^Your e-mail/).fill('linus@example.com');
  await survey.getByRole('button', { name: 'Complete' }).click();

  await expect(survey.getByRole('button', { name: 'You have already joined' })).toBeDisabled();
  await expect(survey.getByText('4 answered')).toBeVisible();
  await linus.context.close();
});

test('the live poll: Vote without an answer asks for one, then the vote shows the rates', async ({ browser }) => {
  const ada = await person(browser, 'ada@demo.test');
  const live = ada.hub.getByRole('region', { name: 'What should the closing panel talk about?' });
  await expect(live.getByRole('radio')).toHaveCount(4);
  await expect(live.getByRole('listitem')).toHaveCount(0);
  await live.getByRole('button', { name: 'Vote' }).click();
  await expect(live.getByRole('alert')).toHaveText('Please choose an answer first.');
  await live.getByLabel('Green computing').check();
  await live.getByRole('button', { name: 'Vote' }).click();
  await expect(live.getByText('Your vote: Green computing')).toBeVisible();
  await expect(live.getByRole('listitem', { name: 'Green computing: 20%' })).toBeVisible();
  await expect(live.getByRole('listitem', { name: 'AI safety: 40%' })).toBeVisible();
  await ada.context.close();
});
