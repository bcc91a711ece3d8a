import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import knex from 'knex';
import { accountName, DEMO_PASSWORD, expectOnLogin, signIn } from './helpers';
import { useOutbox } from './outbox';

// Issue 3: every way in, in Chromium against the real api, in English and in Turkish (spec 1 §2, §4, §5, §8).

// Fresh names on every run, so the spec also passes against a database that has seen it before.
const run = Date.now().toString(36);

const { codeSentTo, lastMailId } = useOutbox();

const texts = {
  en: {
    locale: 'en-US',
    fastTab: 'With activation code',
    code: 'Activation code',
    email: 'E-mail',
    password: 'Password',
    passwordRetry: 'Repeat password',
    firstName: 'First name',
    lastName: 'Last name',
    continue: 'Continue',
    signIn: 'Sign in',
    providerBox: 'I have read and accept the platform’s policies:',
    brandBox: 'I have read and accept the policies of ACME Events:',
    createAccount: 'Create account',
    pleaseCheckPolicy: 'Please accept the policies to continue.',
    pleaseControlArea: 'Please check this box.',
    sendCode: 'Send reset code',
    resetCode: 'Reset code',
    newPassword: 'New password',
    newPasswordRetry: 'Repeat new password',
    reset: 'Reset password',
    wrongPassword: 'The email or password is incorrect.',
    wrongCode: 'The reset code is wrong, expired or already used.',
    mailCode: 'Code from the mail',
    confirm: 'Confirm',
    sentTo: (email: string) => `We sent a mail to ${email}. Enter the 8-digit code from it. It works for 60 minutes.`,
  },
  tr: {
    locale: 'tr-TR',
    fastTab: 'Aktivasyon kodu ile',
    code: 'Aktivasyon kodu',
    email: 'E-posta',
    password: 'Şifre',
    passwordRetry: 'Şifre tekrarı',
    firstName: 'Ad',
    lastName: 'Soyad',
    continue: 'Devam et',
    signIn: 'Giriş yap',
    providerBox: 'Platformun sözleşmelerini okudum ve kabul ediyorum:',
    brandBox: 'ACME Events sözleşmelerini okudum ve kabul ediyorum:',
    createAccount: 'Hesap oluştur',
    pleaseCheckPolicy: 'Devam etmek için lütfen sözleşmeleri onaylayın.',
    pleaseControlArea: 'Lütfen bu alanı kontrol edin.',
    sendCode: 'Sıfırlama kodu gönder',
    resetCode: 'Sıfırlama kodu',
    newPassword: 'Yeni şifre',
    newPasswordRetry: 'Yeni şifre tekrarı',
    reset: 'Şifreyi sıfırla',
    wrongPassword: 'E-posta adresi ya da şifre hatalı.',
    wrongCode: 'Sıfırlama kodu hatalı, süresi dolmuş ya da daha önce kullanılmış.',
    mailCode: 'E-postadaki kod',
    confirm: 'Onayla',
    sentTo: (email: string) =>
      `${email} adresine bir e-posta gönderdik. İçindeki 8 haneli kodu girin. Kod 60 dakika geçerlidir.`,
  },
};

for (const [language, t] of Object.entries(texts)) {
  test.describe(`ways in (${language})`, () => {
    test.use({ locale: t.locale });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    });

    const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
    const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

    /** The code step of register and fast login: the code from the outbox signs the new account in. */
    async function confirmMailedCode(page: Page, email: string) {
      await expect(page.getByText(t.sentTo(email))).toBeVisible();
      await expect(field(page, t.mailCode)).toBeFocused();
      await expect(field(page, t.mailCode)).toHaveAttribute('inputmode', 'numeric');
      await field(page, t.mailCode).fill(await codeSentTo(email, 'signUpCode'));
      await button(page, t.confirm).click();
    }

    test('register on acme: both policy boxes are needed, then the new user lands home, signed in', async ({
      page,
    }) => {
      const email = `nia.${language}.${run}@acme.test`;
      await page.goto('/acme/register');
      await field(page, t.firstName).fill('Nia');
      await field(page, t.lastName).fill('Newcomer');
      await field(page, t.email).fill(`  ${email.toUpperCase()} `);
      await expect(field(page, t.email)).toHaveValue(email);
      await field(page, t.password).fill('Nia-password-1');
      await field(page, t.passwordRetry).fill('Nia-password-1');

      // Only the provider box: the brand's own policies are not accepted yet.
      await page.getByRole('checkbox', { name: t.providerBox }).check();
      await button(page, t.createAccount).click();
      await expect(page.getByText(t.pleaseCheckPolicy)).toBeVisible();
      await expect(page.getByText(t.pleaseControlArea)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t.brandBox })).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/acme\/register$/);

      await page.getByRole('checkbox', { name: t.brandBox }).check();
      await expect(page.getByText(t.pleaseControlArea)).toHaveCount(0);
      await button(page, t.createAccount).click();
      await confirmMailedCode(page, email);
      await expect(page).toHaveURL(/\/acme\/?$/);
      await expect(accountName(page)).toHaveText('Nia Newcomer');
    });

    test('fast login with the event-wide code: code, then e-mail, then password, then inside future-expo', async ({
      page,
    }) => {
      const email = `fast-${language}-${run}@demo.test`;
      await page.goto('/demo/login');
      await page.getByRole('tab', { name: t.fastTab }).click();
      await button(page, t.continue).click();
      await expect(
        page.getByText(language === 'tr' ? 'Lütfen bu alanı doldurun.' : 'Please fill in this field.'),
      ).toBeVisible();

      await field(page, t.code).pressSequentially('1234567890123');
      await expect(field(page, t.code)).toHaveValue('123456-7890123');
      await expect(field(page, t.email)).toHaveCount(0);
      await button(page, t.continue).click();

      await expect(field(page, t.email)).toBeFocused();
      await field(page, t.email).fill(email);
      await button(page, t.continue).click();

      await expect(field(page, t.password)).toBeFocused();
      await expect(field(page, t.email)).toHaveAttribute('readonly', '');
      await field(page, t.password).fill('Fast-password-1');
      await page.getByRole('checkbox', { name: t.providerBox }).check();
      await button(page, t.signIn).click();
      await confirmMailedCode(page, email);

      await expect(page).toHaveURL(/\/demo\/event\/future-expo/);
      await expect(accountName(page)).toContainText(`fast-${language}-${run}`);
    });

    test('forgot password: the code from the outbox resets the password and signs the user in', async ({ page }) => {
      const email = `reset-${language}-${run}@demo.test`;
      // An account of its own, made the quickest way in, so the demo users keep their password.
      await page.goto('/demo/login?activationCode=123456-7890123');
      await field(page, t.email).fill(email);
      await button(page, t.continue).click();
      await field(page, t.password).fill('Old-password-1');
      await page.getByRole('checkbox', { name: t.providerBox }).check();
      await button(page, t.signIn).click();
      await confirmMailedCode(page, email);
      await expect(accountName(page)).toBeVisible();
      await page.evaluate(() => localStorage.removeItem('token'));

      await page.goto('/demo/forgot-password');
      await field(page, t.email).fill(email);
      await button(page, t.sendCode).click();
      await expect(field(page, t.resetCode)).toBeVisible();
      const code = await codeSentTo(email, 'passwordReset');

      await field(page, t.resetCode).fill(code === '00000000' ? '00000001' : '00000000');
      await field(page, t.newPassword).fill('New-password-1');
      await field(page, t.newPasswordRetry).fill('New-password-1');
      await button(page, t.reset).click();
      await expect(page.getByText(t.wrongCode)).toBeVisible();
      await field(page, t.resetCode).fill(code);
      await expect(page.getByText(t.wrongCode)).toHaveCount(0);
      await button(page, t.reset).click();

      await expect(page).toHaveURL(/\/demo\/?$/);
      await expect(accountName(page)).toContainText(`reset-${language}-${run}`);

      // Signed out, the new password works and the old one does not.
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto('/demo/login');
      await field(page, t.email).fill(email);
      await field(page, t.password).fill('Old-password-1');
      await button(page, t.signIn).click();
      await expect(page.getByRole('alert')).toHaveText(t.wrongPassword);
      await field(page, t.password).fill('New-password-1');
      await button(page, t.signIn).click();
      await expect(page).toHaveURL(/\/demo\/?$/);
      await expect(accountName(page)).toContainText(`reset-${language}-${run}`);
    });

    test('the mail link ?code=&email= opens the reset step filled in', async ({ page }) => {
      await page.goto('/demo/forgot-password');
      await field(page, t.email).fill('linus@demo.test');
      const after = await lastMailId();
      await button(page, t.sendCode).click();
      await expect(field(page, t.resetCode)).toBeVisible();
      const code = await codeSentTo('linus@demo.test', 'passwordReset', { after });

      await page.goto(`/demo/forgot-password?code=${code}&email=linus%40demo.test`);
      await expect(field(page, t.resetCode)).toHaveValue(code);
      await field(page, t.newPassword).fill(DEMO_PASSWORD);
      await field(page, t.newPasswordRetry).fill(DEMO_PASSWORD);
      await button(page, t.reset).click();
      await expect(accountName(page)).toHaveText('Linus Torvalds');
    });

    test('a wrong password shows the server message', async ({ page }) => {
      await page.goto('/acme/login');
      await field(page, t.email).fill('grace@acme.test');
      await field(page, t.password).fill('not-the-password');
      await button(page, t.signIn).click();
      await expect(page.getByRole('alert')).toHaveText(t.wrongPassword);
      await expect(page).toHaveURL(/\/acme\/login/);
    });
  });
}

test.describe('login screen details', () => {
  test.use({ locale: 'en-US' });

  test('acme shows its logo and store links; the default brand hides its logo', async ({ page }) => {
    await page.goto('/acme/login');
    await expect(page.locator('[data-remote="mf-auth"]').getByRole('img', { name: 'ACME Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', /play\.google\.com/);
    await page.goto('/demo/login');
    // The header shows the brand's logo on every page; the login card leaves it out for the default brand.
    const card = page.locator('[data-remote="mf-auth"]');
    await expect(card.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'App Store' })).toHaveCount(0);
  });

  test('?openPolicy= opens that policy, and a policy title in a form opens it too', async ({ page }) => {
    await page.goto('/acme/login?openPolicy=acme-participation-terms');
    const dialog = page.getByRole('dialog', { name: 'ACME Participation Terms' });
    await expect(dialog.getByRole('heading', { name: 'Recordings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/acme\/login$/);

    await page.goto('/acme/register');
    await page.getByRole('button', { name: 'ACME Privacy Notice' }).click();
    await expect(page.getByRole('dialog', { name: 'ACME Privacy Notice' })).toBeVisible();
  });

  test('?activationCode= opens fast login, fills the code and sends it', async ({ page }) => {
    await page.goto('/demo/login?activationCode=1234567890123');
    await expect(page.getByRole('tab', { name: 'With activation code' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Activation code', { exact: true })).toHaveValue('123456-7890123');
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  });

  test('the links of the login screen lead to register and forgot password, and back', async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectOnLogin(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/forgot-password$/);
  });

  test('a network failure on sign-in shows in a snackbar', async ({ page }) => {
    await page.goto('/demo/login');
    await page.route('**/api/v2/login/signin', (route) => route.abort('internetdisconnected'));
    await signIn(page, 'ada@demo.test');
    await expect(page.getByText(/could not be reached/)).toBeVisible();
    await expectOnLogin(page);
  });
});

test.describe('signing out (issue 10 item 3)', () => {
  test.use({ locale: 'en-US' });

  test('logging out through the header menu ends the token on the server too', async ({ page }) => {
    await page.goto('/demo/login');
    await signIn(page, 'ada@demo.test');
    await expect(accountName(page)).toHaveText('Ada Lovelace');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const accountGet = () =>
      page.request.post('/api/v2/account/get', { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect((await accountGet()).status()).toBe(200);

    await accountName(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

    // A copy of the token, kept anywhere, no longer works (spec 1 §8's 401 envelope).
    const after = await accountGet();
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({
      hasError: true,
      message: 'You must be logged in to perform this action.',
      data: null,
      validationErrors: null,
    });
  });
});

test.describe('a venue behind one address (issue 32 item 1)', () => {
  test.use({ locale: 'en-US' });

  /** The product's database, writable: the test gives the machine's address back as it found it. */
  function database() {
    return process.env.DATABASE_URL
      ? knex({ client: 'pg', connection: process.env.DATABASE_URL })
      : knex({
          client: 'better-sqlite3',
          connection: {
            filename: path.resolve(__dirname, '../../.data', `e2e-${process.env.E2E_PORT ?? '4100'}`, 'atrium.sqlite'),
          },
          useNullAsDefault: true,
        });
  }

  test.afterAll(async () => {
    // Every browser of this run shares the machine's address: later specs sign in without a check.
    const db = database();
    await db('auth_attempts').where({ kind: 'signin' }).delete();
    await db.destroy();
  });

  test('past 20 wrong passwords from this address, the browser checks itself and signs in', async ({
    page,
    request,
  }) => {
    const application = (await (await request.post('/api/v2/login/getapplication', { data: { id: 'demo' } })).json())
      .data.id as string;
    // Up to 20 wrong passwords: the specs before this one may have sent some from this address already.
    for (let i = 0; i < 20; i += 1) {
      const wrong = await request.post('/api/v2/login/signin', {
        headers: { 'x-application-id': application },
        data: { email: `stuffed-${i}-${run}@demo.test`, password: 'not-the-password' },
      });
      if (wrong.status() === 429) break;
      expect(wrong.status()).toBe(400);
    }
    const asked = await request.post('/api/v2/login/signin', {
      headers: { 'x-application-id': application },
      data: { email: 'ada@demo.test', password: DEMO_PASSWORD },
    });
    expect(asked.status()).toBe(429);
    expect((await asked.json()).data.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');

    await page.goto('/demo/login');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/login/signin')) answers.push(response.status());
    });
    await signIn(page, 'ada@demo.test');
    await expect(page.getByRole('status').filter({ hasText: 'Checking this device, a few seconds…' })).toBeVisible();
    await expect(accountName(page)).toHaveText('Ada Lovelace', { timeout: 30_000 });
    expect(answers).toEqual([429, 200]);
  });
});
