import { expect, test, type Page } from '@playwright/test';
import { signInWithLanguage } from './helpers';

// Issue 14 item 4: the surveys module (spec 2 §2.15, §4 Survey, §5, §7.1) against the real api.
// Linus has completed the session feedback in the seed; Ada completes the interests survey here.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const SURVEYS = '/demo/event/atrium-summit/surveys';

/** Nothing on the page reaches past the window's right edge. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
}

const texts = {
  en: {
    list: 'Surveys',
    open: 'Answer: Your interests for next year',
    done: 'Answer: Session feedback',
    next: 'Next',
    warning: 'Please answer the question',
    ok: 'OK',
  },
  tr: {
    list: 'Anketler',
    open: 'Yanıtla: Your interests for next year',
    done: 'Yanıtla: Session feedback',
    next: 'İleri',
    warning: 'Lütfen soruyu yanıtlayın',
    ok: 'Tamam',
  },
};

for (const language of ['en', 'tr'] as const) {
  for (const width of [375, 1280]) {
    test(`Linus's surveys in ${language} at ${width} px: the list, a question and the warning fit`, async ({
      page,
    }) => {
      const words = texts[language];
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await signInWithLanguage(page, 'linus@demo.test', language);
      await page.goto(SURVEYS);
      const list = page.getByRole('list', { name: words.list });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('button', { name: words.done })).toBeDisabled();
      await page.waitForLoadState('networkidle');
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath(`surveys-list-${language}-${width}.png`) });

      await page.getByRole('button', { name: words.open }).click();
      await expect(page.getByText('1 / 5')).toBeVisible();
      await page.getByRole('checkbox').first().check();
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath(`surveys-question-${language}-${width}.png`) });
      await page.getByRole('button', { name: words.next }).click();
      await expect(page.getByText('2 / 5')).toBeVisible();
      await page.getByRole('button', { name: words.next }).click();
      const warning = page.getByRole('alertdialog', { name: words.warning });
      await expect(warning).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`surveys-warning-${language}-${width}.png`) });
      await warning.getByRole('button', { name: words.ok }).click();
      await expect(warning).toBeHidden();
      await expect(page.getByText('2 / 5')).toBeVisible();
    });
  }
}

test('Ada answers every kind of question, completes the survey, and it stays completed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInWithLanguage(page, 'ada@demo.test');
  await page.goto('/demo/event/atrium-summit');
  const menu = page.getByRole('navigation', { name: 'Event menu' });
  await menu.getByRole('button', { name: 'More' }).click();
  await menu.getByRole('menuitem', { name: 'Surveys' }).click();
  await expect(page).toHaveURL(/\/atrium-summit\/surveys$/);
  await expect(page.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Surveys' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Completed', { exact: true })).toHaveCount(0);

  // The back link returns to the list.
  await page.getByRole('button', { name: 'Answer: Your interests for next year' }).click();
  await page.getByRole('button', { name: 'Back to surveys' }).click();
  await expect(list).toBeVisible();

  await page.getByRole('button', { name: 'Answer: Your interests for next year' }).click();
  await expect(page.getByRole('heading', { name: 'Your interests for next year' })).toBeVisible();
  await expect(page.getByText('1 / 5')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });

  // An empty answer: the warning, and the same question.
  await next.click();
  const warning = page.getByRole('alertdialog', { name: 'Please answer the question' });
  await expect(warning).toContainText('Write or choose an answer to go on.');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByText('1 / 5')).toBeVisible();

  // 1: multiple choice.
  await page.getByRole('checkbox', { name: 'Security' }).check();
  await page.getByRole('checkbox', { name: 'Open source' }).check();
  await next.click();
  // 2: single choice.
  await expect(page.getByText('2 / 5')).toBeVisible();
  await page.getByRole('radio', { name: 'Online' }).check();
  await next.click();
  // 3: free text; spaces alone are no answer.
  await expect(page.getByText('3 / 5')).toBeVisible();
  const speaker = page.getByRole('textbox', { name: 'Which speaker would you like to hear?' });
  await speaker.fill('   ');
  await next.click();
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('3 / 5')).toBeVisible();
  await speaker.fill('Margaret Hamilton');
  await next.click();
  await expect(page.getByText('4 / 5')).toBeVisible();
  await page.getByRole('radio', { name: 'Three' }).check();
  await next.click();
  await expect(page.getByText('5 / 5')).toBeVisible();
  await expect(next).toBeHidden();
  await page.getByRole('textbox', { name: 'Anything else we should know?' }).fill('More hallway time, please.');
  await page.getByRole('button', { name: 'Complete' }).click();

  const popup = page.getByRole('dialog', { name: 'Survey completed' });
  await expect(popup).toContainText('Thank you for completing the survey. Your answers have been saved.');
  await page.screenshot({ path: test.info().outputPath('surveys-completed-en-1280.png') });
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  const completedRow = list.getByRole('listitem').filter({ hasText: 'Your interests for next year' });
  await expect(completedRow.getByText('Completed', { exact: true })).toBeVisible();
  await expect(completedRow.getByText('You have already completed this survey.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer: Your interests for next year' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Answer: Session feedback' })).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Answer: Your interests for next year' })).toBeDisabled();
  await expect(list.getByRole('listitem').filter({ hasText: 'Your interests for next year' })).toContainText(
    'Completed',
  );
});
