import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accountName, expectOnLogin, signIn } from './helpers';

// Issue 5: home event lists, activation, the event wrapper and the program, as Ada uses them.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

async function signInAsAda(page: Page, url = '/demo/login') {
  await page.goto(url);
  await expectOnLogin(page);
  await signIn(page, 'ada@demo.test');
  // The account bar names the user on wide screens; phones show icons instead.
  if ((page.viewportSize()?.width ?? 1280) > 768) await expect(accountName(page)).toHaveText('Ada Lovelace');
  else await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('event-card');
const tiles = (page: Page) => page.getByTestId('program-tile');

test('a guest opening an event list or an event is sent to login', async ({ page }) => {
  for (const url of ['/demo/events', '/demo/incomingevents', '/demo/pastevents', '/demo/event/atrium-summit']) {
    await page.goto(url);
    await expectOnLogin(page);
  }
});

test('Ada activates future-expo with its code and sees it move from upcoming to attended', async ({ page }) => {
  await signInAsAda(page, '/demo/incomingevents');
  await expect(page).toHaveURL(/\/demo\/incomingevents$/);
  await expect(cards(page).getByRole('link', { name: 'Future Expo' })).toBeVisible();

  await page.getByRole('link', { name: 'Events attended' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('link', { name: 'Atrium Summit' })).toBeVisible();

  const code = page.getByLabel('Activation code', { exact: true });
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Please fill in this field.')).toBeVisible();
  await code.pressSequentially('1234567890123');
  await expect(code).toHaveValue('123456-7890123');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The event was added to your events.')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByRole('link', { name: 'Future Expo' })).toBeVisible();

  await page.getByRole('link', { name: 'Upcoming events' }).click();
  await expect(page.getByText('There are no upcoming events right now.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('an unknown event slug says "Data not found." and the page still works', async ({ page }) => {
  await signInAsAda(page, '/demo/event/no-such-event');
  await expect(page.getByText('Data not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your events' }).click();
  await expect(page).toHaveURL(/\/demo\/?$/);
  await expect(cards(page).first()).toBeVisible();
});

test('the left menu shows (height - 335) / 50 module icons: 7 at 700 px, 11 at 1000 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await signInAsAda(page, '/demo/event/atrium-summit');
  const menu = page.getByRole('navigation', { name: 'Event menu' });
  await expect(menu.getByTestId('menu-module')).toHaveCount(7);
  await menu.getByRole('button', { name: 'More' }).click();
  await expect(menu.getByRole('menu').getByRole('menuitem')).toHaveCount(6);
  await expect(menu.getByRole('menuitem', { name: 'Venue guide' })).toHaveAttribute(
    'href',
    'https://atrium.example/venue-guide',
  );
  await expect(menu.getByText('Social hub')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 1000 });
  await expect(menu.getByTestId('menu-module')).toHaveCount(11);
});

test('Ada filters the program by hall, rates a session once, and exports the two items she starred', async ({
  page,
}) => {
  await signInAsAda(page);
  // Each page the app moves to names itself in the tab, then the event inside one, then the brand.
  await expect(page).toHaveTitle('Home · Atrium');
  await cards(page).getByRole('link', { name: 'Atrium Summit' }).click();
  await expect(page).toHaveURL(/\/demo\/event\/atrium-summit$/);
  await expect(page.getByRole('heading', { name: 'Atrium Summit', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Reception · Atrium Summit · Atrium');
  await page.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Program' }).click();
  await expect(page).toHaveURL(/\/event\/atrium-summit\/program$/);
  await expect(page).toHaveTitle('Program · Atrium Summit · Atrium');
  await expect(page.getByRole('tab', { name: /Day 1 · Foundations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles(page).first()).toBeVisible();

  // Filter by hall: only Hall B's sessions of the first day, until the banner clears it.
  await page.getByLabel('Hall', { exact: true }).selectOption({ label: 'Hall B' });
  await expect(tiles(page)).toHaveCount(2);
  await expect(tiles(page).getByRole('heading')).toHaveText(['Micro-frontends in practice', 'Founders dinner']);
  await page.getByRole('button', { name: 'Clear the hall filter' }).click();
  await expect(tiles(page)).toHaveCount(9);

  // The keyboard stays in a program dialog, here one of an item without speakers (issue 11 item 8):
  // Tab and Shift+Tab, twice around, never reach the page behind.
  await page.getByRole('button', { name: 'Registration and coffee', exact: true }).click();
  const noSpeakers = page.getByRole('dialog', { name: 'Registration and coffee' });
  await expect(noSpeakers.getByText('Pick up your badge at the entrance.')).toBeVisible();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await noSpeakers.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(noSpeakers).toHaveCount(0);

  // Rate a session, once.
  await page.getByRole('button', { name: 'Designing for two audiences', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Designing for two audiences' });
  await dialog.getByRole('tab', { name: 'Appreciations' }).click();
  // A person clicks the fourth star (the radio's label); nothing is chosen before that.
  const fourStars = dialog.getByRole('radio', { name: '4 stars' });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
  await dialog.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(fourStars).toBeChecked();
  await dialog.getByLabel('Comment (optional)').fill('Clear and practical.');
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(dialog.getByTestId('my-rating')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Clear and practical.' })).toBeVisible();

  // The server refuses a second rating too.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const programId = await page.evaluate(async (bearer) => {
    const event = await fetch('/api/v2/Explore/GetEventBySlug', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ slug: 'atrium-summit' }),
    }).then((r) => r.json());
    const programs = await fetch('/api/v2/Explore/ListPrograms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}`, 'X-Event-Id': event.data.id },
      body: JSON.stringify({ searchTerm: 'Designing for two audiences' }),
    }).then((r) => r.json());
    return programs.data.items[0].id as string;
  }, token);
  const again = await page.request.post('/api/v2/Participant/RateProgram', {
    headers: { Authorization: `Bearer ${token}` },
    data: { programID: programId, rate: 5 },
  });
  expect(await again.json()).toMatchObject({ hasError: true, message: 'You have already rated this session.' });
  const outOfRange = await page.request.post('/api/v2/Participant/RateProgram', {
    headers: { Authorization: `Bearer ${token}` },
    data: { programID: programId, rate: 6 },
  });
  expect((await outOfRange.json()).validationErrors).toEqual({ rate: expect.any(String) });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Star two items; the agenda filter and the .ics hold exactly those.
  await page.getByRole('button', { name: 'Add Opening keynote: events without walls to my agenda' }).click();
  await page.getByRole('button', { name: 'Add Micro-frontends in practice to my agenda' }).click();
  await expect(page.getByRole('button', { name: 'Remove Micro-frontends in practice from my agenda' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('checkbox', { name: /My agenda only/ }).check();
  await expect(tiles(page).getByRole('heading')).toHaveText([
    'Opening keynote: events without walls',
    'Micro-frontends in practice',
  ]);

  // Kept on the server: still starred after a reload.
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Remove Opening keynote: events without walls from my agenda' }),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my agenda (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('atrium-summit-agenda.ics');
  const ics = fs.readFileSync((await download.path())!, 'utf8');

  // RFC 5545 basics: CRLF lines, one calendar, one VEVENT per starred item, UTC times, UIDs.
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const events = ics.split('BEGIN:VEVENT').slice(1);
  expect(events).toHaveLength(2);
  const summaries = lines.filter((line) => line.startsWith('SUMMARY:')).sort();
  expect(summaries).toEqual(['SUMMARY:Micro-frontends in practice', 'SUMMARY:Opening keynote: events without walls']);
  expect(lines.filter((line) => /^DTSTART:\d{8}T\d{6}Z$/.test(line))).toHaveLength(2);
  expect(lines.filter((line) => /^DTEND:\d{8}T\d{6}Z$/.test(line))).toHaveLength(2);
  expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(2);
});

test('at 375 px the event has a mobile header with a module drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAda(page, '/demo/event/atrium-summit');
  const header = page.getByTestId('event-mobile-header');
  await expect(header).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Event menu' })).toHaveCount(0);
  // One back arrow: the event's header has it, the page's header above it no longer (issue 31 item 9d).
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toHaveCount(1);
  await expect(header.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 900, height: 740 });
  await expect(header).toBeVisible();
  await expect(back).toHaveCount(1);
  await page.setViewportSize({ width: 375, height: 740 });
  await header.getByRole('button', { name: 'Modules' }).click();
  await page.getByRole('dialog', { name: 'Atrium Summit' }).getByRole('link', { name: 'Speakers' }).click();
  await expect(page).toHaveURL(/\/event\/atrium-summit\/speakers$/);
  await expect(page.getByRole('button', { name: /Elif Yılmaz/ })).toBeVisible();
});

test('at 375 px in Turkish the current home list tab is in sight, though the three are wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAsAda(page);
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
  await page.goto('/demo/pastevents');
  const tabs = page.getByRole('navigation', { name: 'Etkinlik listeleri' });
  const current = tabs.locator('[aria-current="page"]');
  await expect(current).toBeVisible();
  // Wider than the screen, so the row scrolls, and the current tab is wholly in sight in it.
  expect(await tabs.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
  await expect(current).toBeInViewport({ ratio: 1 });
});

/** WCAG contrast of an element's text colour on its own background, both as rgb() from the computed style. */
async function textContrast(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const lum = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

test('at 375 px the mobile bar keeps its height on every page and the drawer shows the current module readably', async ({
  page,
}) => {
  // Issue 11 items 2 and 3: the bar grew to fill short pages, and the current module was white on white.
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAda(page, '/demo/event/atrium-summit/attendees');
  const header = page.getByTestId('event-mobile-header');
  for (const module of ['attendees', 'faq', 'speakers', 'program', '']) {
    await page.goto(`/demo/event/atrium-summit/${module}`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height, `the bar on /${module}`).toBeGreaterThanOrEqual(48);
    expect(height, `the bar on /${module}`).toBeLessThanOrEqual(60);
  }
  await page.goto('/demo/event/atrium-summit/speakers');
  await header.getByRole('button', { name: 'Modules' }).click();
  const current = page.getByRole('dialog', { name: 'Atrium Summit' }).locator('a[aria-current="page"]');
  await expect(current).toHaveText('Speakers');
  expect(await textContrast(page, '[role="dialog"] a[aria-current="page"]')).toBeGreaterThanOrEqual(4.5);
});

test('a program search finds items of other days and leads to them', async ({ page }) => {
  // Issue 11 item 4: the search used to look at the chosen day only, silently.
  await signInAsAda(page, '/demo/event/atrium-summit/program');
  await expect(page.getByRole('tab', { name: /Day 1/, selected: true })).toBeVisible();
  await page.getByLabel('Search the program').fill('keynote');
  await expect(tiles(page)).toHaveCount(1);
  const elsewhere = page.getByRole('status', { name: 'Results on other days' });
  await expect(elsewhere).toContainText('2 more results on other days:');
  await page.getByLabel('Search the program').fill('observability');
  await expect(elsewhere).toContainText('1 more result on another day:');
  await elsewhere.getByRole('button', { name: 'Day 3 · Scaling (1)' }).click();
  await expect(page.getByRole('tab', { name: /Day 3/, selected: true })).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toContainText('Observability for event platforms');
  await expect(elsewhere).toHaveCount(0);
});

test('at 375 px the program shows its first item on the first screen; the sub-event and hall filters wait behind a button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAda(page, '/demo/event/atrium-summit/program');
  await expect(tiles(page).first()).toBeInViewport();
  await expect(page.getByLabel('Hall', { exact: true })).toBeHidden();
  const more = page.getByRole('button', { name: 'Sub-event and hall' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Hall', { exact: true }).selectOption({ label: 'Hall B' });
  await expect(page.getByRole('button', { name: 'Sub-event and hall (1 on)' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);
});

test('at 1280 px the right panel fills its column to the bottom of the window, however little it holds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAda(page, '/demo/event/atrium-summit/faq');
  const panel = page.getByRole('complementary', { name: 'Your account and the social hub' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThanOrEqual(899);
});
