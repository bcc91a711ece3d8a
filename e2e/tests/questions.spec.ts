import { expect, test, type Page } from '@playwright/test';
import { expectDialogFitsAndPassesAxe, png, signInWithLanguage } from './helpers';

// Issue 14 item 5: the question renderer (spec 2 §2.16, §3, §4, §5) as sub-event registration
// uses it. The seed's Inclusive Forms Workshop asks one question of every type group; Ada is not
// registered. The dialog is looked at first; the last test registers her.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const PROGRAM = '/demo/event/atrium-summit/program';
const ITEM = 'Hands-on: forms everyone can fill in';
const words = {
  en: { register: 'Register', dialog: 'Register for Inclusive Forms Workshop' },
  tr: { register: 'Kayıt ol', dialog: 'Inclusive Forms Workshop için kayıt' },
};

/** The workshop's program item on the second day, then its Register button: the registration dialog. */
async function openRegistration(page: Page, language: 'en' | 'tr' = 'en') {
  await page.goto(PROGRAM);
  await page.getByRole('tab', { name: /Day 2 · Building/ }).click();
  await page.getByRole('button', { name: ITEM, exact: true }).click();
  const detail = page.getByRole('dialog', { name: ITEM });
  await detail.getByRole('button', { name: words[language].register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words[language].dialog });
  await expect(dialog.getByRole('note')).toContainText('Before you register');
  return { detail, dialog };
}

for (const language of ['en', 'tr'] as const) {
  for (const width of [375, 1280]) {
    test(`the registration dialog in ${language} at ${width} px: fits, scrolls, and axe finds nothing serious`, async ({
      page,
    }) => {
      // axe reads a long form (a select of every country among it) for a while.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      await signInWithLanguage(page, 'ada@demo.test', language);
      const { dialog } = await openRegistration(page, language);
      // Its refusals too, as a person sees them after sending it empty.
      await dialog.getByRole('button', { name: words[language].register, exact: true }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      // The dialog's body scrolls (the form is its child); from its top, as it opened.
      const body = dialog.locator('form').locator('xpath=..');
      await body.evaluate((element) => element.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/questions-${language}-${width}.png` });
      expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
      await page.screenshot({ path: `/tmp/questions-${language}-${width}-middle.png` });
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(dialog.getByRole('button', { name: words[language].register, exact: true })).toBeInViewport();
      await page.screenshot({ path: `/tmp/questions-${language}-${width}-end.png` });
      await expectDialogFitsAndPassesAxe(page, dialog);
    });
  }
}

test('Ada registers for the workshop: refusals first, then every kind of answer, kept after a reload', async ({
  page,
}) => {
  // A long form, filled as a person fills it.
  test.setTimeout(150_000);
  await signInWithLanguage(page, 'ada@demo.test');
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (/participant\/registertosubevent/i.test(request.url())) sent.push(request.postDataJSON());
  });
  const { detail, dialog } = await openRegistration(page);
  const submit = dialog.getByRole('button', { name: 'Register', exact: true });
  const email = dialog.getByLabel(/^Work e-mail for the workshop materials/);
  const role = dialog.getByLabel(/^Your job title/);

  // Sent empty: the required ones are refused beside themselves, the first takes the focus, nothing goes.
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please answer this question.')).toHaveCount(4);
  await expect(dialog.getByText('Please choose at least one option.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Please check the 5 answers marked below.');

  // Too short a job title, an address without its @, two digits for a phone: each says why.
  const mobile = dialog.getByLabel(/^Mobile number for changes on the day/);
  const notAPhone = dialog.getByText('Please enter a valid phone number, such as +90 555 123 45 67.');
  await email.fill('ada.example.com');
  await role.fill('A');
  await mobile.fill('12');
  await expect(dialog.getByText('1 / 60 characters')).toBeVisible();
  await submit.click();
  await expect(email).toBeFocused();
  await expect(dialog.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await expect(dialog.getByText('Please write at least 2 characters.')).toBeVisible();
  await expect(notAPhone).toBeVisible();
  await mobile.fill('abc');
  await submit.click();
  await expect(notAPhone).toBeVisible();
  expect(sent).toEqual([]);
  // Lowercased and trimmed as it is typed (spec 1 §5).
  await email.fill(' Ada@Demo.TEST ');
  await expect(email).toHaveValue('ada@demo.test');
  await role.fill('Accessibility lead');
  await expect(dialog.getByText('Please enter a valid e-mail address, such as name@example.com.')).toHaveCount(0);

  // "Yes" reveals the child question right after it.
  const screenReader = dialog.getByRole('group', { name: /^Have you ever tested a form with a screen reader\?/ });
  const which = dialog.getByLabel(/^Which screen reader did you use\?/);
  await expect(which).toHaveCount(0);
  await screenReader.getByLabel('Yes').check();
  await expect(which).toBeVisible();
  await which.fill('NVDA and VoiceOver');

  // A file of a refused type is stopped here with the tip's types; a small PNG goes up.
  const review = dialog.getByLabel(/^A form you would like us to review/);
  await expect(dialog.getByText(/PDF, PNG · up to 2 MB/)).toBeVisible();
  await review.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a form') });
  await expect(dialog.getByText('This file type is not accepted. Accepted: PDF, PNG.')).toBeVisible();
  await review.setInputFiles({ name: 'signup-form.png', mimeType: 'image/png', buffer: png(40, 30, [30, 90, 200]) });
  await expect(dialog.getByRole('link', { name: 'Uploaded: signup-form.png' })).toBeVisible();
  await expect(dialog.getByText('This file type is not accepted. Accepted: PDF, PNG.')).toHaveCount(0);
  await dialog
    .getByLabel(/^Photo for your name badge/)
    .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: png(64, 64, [200, 120, 40]) });
  await expect(dialog.getByRole('img', { name: 'Your picture' })).toBeVisible();

  // Every other kind.
  await mobile.fill('+90 555 123 45 67');
  await expect(notAPhone).toHaveCount(0);
  await dialog.getByLabel(/^Country you work from/).selectOption('TR');
  await dialog.getByLabel(/^Years you have been building web forms/).fill('2.5');
  await dialog.getByLabel('Search the options of “Which tools do you build forms with?”').fill('re');
  const tools = dialog.getByRole('group', { name: /^Which tools do you build forms with\?/ });
  await expect(tools.getByRole('checkbox')).toHaveCount(1);
  await tools.getByLabel('React').check();
  await dialog
    .getByRole('group', { name: /^Which topics should we spend the most time on\?/ })
    .getByLabel('Keyboard use and focus order')
    .check();
  await dialog
    .getByLabel(/^What would you like to fix in one of your own forms\?/)
    .fill('Our sign-up form loses people at the password step.');
  await dialog.getByLabel(/^Preferred day for the follow-up clinic/).fill('2026-12-01');
  await dialog.getByLabel(/^Time that suits you for the clinic/).fill('10:30');
  const confidence = dialog.getByRole('group', { name: /^How confident are you with form accessibility today\?/ });
  await confidence.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(confidence.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog
    .getByRole('group', { name: /^How do you feel about the forms your team ships\?/ })
    .locator('label', { has: page.getByRole('radio', { name: 'Happy', exact: true }) })
    .click();
  await dialog.getByLabel(/^How much of the workshop should be hands-on/).fill('70');

  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText('Your registration is confirmed.')).toBeVisible();
  expect(sent).toHaveLength(1);
  const answers = (sent[0] as { questions: { id: string; answer: string | null }[] }).questions.map(
    (each) => each.answer,
  );
  expect(answers).toEqual([
    'ada@demo.test',
    '+90 555 123 45 67',
    'Accessibility lead',
    'TR',
    '2.5',
    'yes',
    'NVDA and VoiceOver',
    'react',
    'keyboard',
    'Our sign-up form loses people at the password step.',
    '2026-12-01',
    '10:30',
    '4',
    '3',
    '70',
    expect.stringMatching(/^\/api\/files\//),
    expect.stringMatching(/^\/api\/files\//),
  ]);

  // What the server kept.
  await page.reload();
  await page.getByRole('tab', { name: /Day 2 · Building/ }).click();
  await page.getByRole('button', { name: ITEM, exact: true }).click();
  await expect(page.getByRole('dialog', { name: ITEM }).getByText('Your registration is confirmed.')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: ITEM }).getByRole('button', { name: 'Register', exact: true }),
  ).toHaveCount(0);
});
