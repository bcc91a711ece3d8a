import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Atrium-demo-1';

/** Signs in through the login screen of mf-auth, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The name in the account bar: the proof a user is signed in. */
export function accountName(page: Page) {
  return page.getByTestId('account-name');
}

export async function expectOnLogin(page: Page, slug = 'demo') {
  await expect(page).toHaveURL(new RegExp(`/${slug}/login`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}
