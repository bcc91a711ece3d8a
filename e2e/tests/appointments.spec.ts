import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountName, expectOnLogin, signIn } from './helpers';

// Issue 13 item 4: appointments (spec 1 §2 Dialogs 4 and 5, §4, §5, §7) through the real product,
// Ada and Linus each in their own browser context.

test.use({ locale: 'en-US' });

async function signedIn(browser: Browser, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/demo/login');
  await expectOnLogin(page);
  await signIn(page, email);
  await expect(accountName(page)).toHaveText(name);
  return page;
}

/** The Appointments tab of the notifications dialog, opened from the account menu (1280 px wide). */
async function openAppointments(page: Page) {
  await accountName(page).click();
  await page.getByRole('menuitem', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.getByRole('tab', { name: 'Appointments' }).click();
  return dialog;
}

test('Ada invites Linus from the participants list into a free slot; Linus approves it; both see it coming', async ({
  browser,
}) => {
  // Two people, each signing in and going through two dialogs.
  test.setTimeout(120_000);
  const title = `Compilers over coffee ${Date.now()}`;
  // Linus is signed in before Ada invites him, so the invitation reaches him live.
  const linus = await signedIn(browser, 'linus@demo.test', 'Linus Torvalds');
  const notificationsButton = linus.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  const unreadBefore = Number(
    /(\d+) unread/.exec((await notificationsButton.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );
  const ada = await signedIn(browser, 'ada@demo.test', 'Ada Lovelace');
  await ada.goto('/demo/event/atrium-summit/attendees');
  // No appointment with oneself.
  await expect(ada.getByRole('button', { name: 'Make an appointment with Linus Torvalds' })).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Make an appointment with Ada Lovelace' })).toHaveCount(0);
  await ada.getByRole('button', { name: 'Make an appointment with Linus Torvalds' }).click();

  const dialog = ada.getByRole('dialog', { name: 'Make an appointment' });
  await expect(dialog.getByRole('list', { name: 'Chosen attendees' })).toHaveText(/Linus Torvalds/);
  // The event's last day, whose slots are all still ahead.
  const date = dialog.getByLabel('Date');
  await date.fill((await date.getAttribute('max')) ?? '');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Venue').fill('Hall B, table 4');
  const slots = dialog.getByRole('group', { name: /^Time/ });
  const free = slots.getByRole('radio', { disabled: false }).first();
  await expect(free).toBeAttached();
  const time = (await free.getAttribute('value')) ?? '';
  // Keyboard: the slot is a radio, chosen with the space bar.
  await free.focus();
  await ada.keyboard.press('Space');
  await expect(free).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);

  // Without a reload, a banner tells Linus (for 3 s; the day in words) and his notifications count rises by one.
  await expect(
    linus.getByRole('button', {
      name: new RegExp(
        `^Appointment request Ada Lovelace invites you to "${title}" on \\w+day, \\d+ \\w+ \\d{4} at \\d\\d:\\d\\d\\.$`,
      ),
    }),
  ).toBeVisible();
  await expect(linus.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })).toBeVisible();

  // Linus finds the invitation pending and approves it.
  const his = await openAppointments(linus);
  const pending = his.getByRole('region', { name: /^Pending/ });
  const invitation = pending.getByRole('article', { name: title });
  await expect(invitation).toContainText('Hall B, table 4');
  await expect(invitation.getByRole('list', { name: 'Attendees' })).toContainText('Ada Lovelace (organiser)');
  await expect(invitation.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await invitation.getByRole('button', { name: 'Approve' }).click();
  const coming = his.getByRole('region', { name: /^Coming/ }).getByRole('article', { name: title });
  await expect(coming).toBeVisible();
  await expect(coming.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(coming.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(pending.getByRole('article', { name: title })).toHaveCount(0);

  // Ada sees it coming with Linus's yes; she may save it to her calendar, or remove it.
  const hers = await openAppointments(ada);
  const mine = hers.getByRole('region', { name: /^Coming/ }).getByRole('article', { name: title });
  await expect(mine.getByRole('list', { name: 'Attendees' })).toContainText('Linus Torvalds: Accepted');
  await expect(mine.getByRole('button')).toHaveText(['Add to calendar', 'Remove']);
  const saved = ada.waitForEvent('download');
  await mine.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^Compilers-over-coffee-\d+\.ics$/);
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);

  // The same slot for the same people is now taken.
  await hers.getByRole('button', { name: 'Close' }).click();
  await ada.goto('/demo/event/atrium-summit/attendees');
  await ada.getByRole('button', { name: 'Make an appointment with Linus Torvalds' }).click();
  await date.fill((await date.getAttribute('max')) ?? '');
  await expect(slots.getByRole('radio', { name: time })).toBeDisabled();
});
