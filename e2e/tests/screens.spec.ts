import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountName, expectOnLogin, signIn } from './helpers';

// Issue 11 item 14: every built route, at a phone's and a desktop's width, in both languages. Each
// is kept as a screenshot in the test output for a person to look at, and fails on a page wider
// than the window or on an axe violation of serious or critical impact.

const GUEST_ROUTES = ['/demo', '/demo/login', '/demo/register', '/demo/forgot-password'];
const EVENT = '/demo/event/atrium-summit';
const SIGNED_IN_ROUTES = [
  '/demo',
  '/demo/events',
  '/demo/incomingevents',
  '/demo/pastevents',
  EVENT,
  `${EVENT}/program`,
  `${EVENT}/speakers`,
  `${EVENT}/attendees`,
  `${EVENT}/sponsors`,
  `${EVENT}/faq`,
  `${EVENT}/sessions`,
];

const WIDTHS = [375, 1280];
const LANGUAGES = ['en', 'tr'] as const;

/** Waits until what a person would wait for is there: no skeleton, spinner or busy region left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [data-testid="skeleton"], [role="progressbar"]')).toHaveCount(0);
  await expect(page.locator('[data-remote][data-state="loading"]')).toHaveCount(0);
}

interface Problem {
  route: string;
  what: string;
}

async function look(page: Page, route: string, name: string): Promise<Problem[]> {
  await page.goto(route);
  await settled(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const problems: Problem[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push({ route, what: `wider than the window by ${overflow} px` });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
    problems.push({ route, what: `${violation.id}: ${violation.help} (${where.join(', ')})` });
  }
  return problems;
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 768 ? 812 : 800 }, locale: language === 'tr' ? 'tr-TR' : 'en-US' });

      test.beforeEach(async ({ page }) => {
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      });

      test('every guest screen', async ({ page }) => {
        test.setTimeout(120_000);
        const problems: Problem[] = [];
        for (const route of GUEST_ROUTES) {
          problems.push(...(await look(page, route, `guest${route.replaceAll('/', '-')}-${language}-${width}`)));
        }
        expect(problems).toEqual([]);
      });

      test('every signed-in screen', async ({ page }) => {
        test.setTimeout(180_000);
        // Signed in in English (the helper types English labels), then the language of the test.
        await page.addInitScript(() => localStorage.setItem('language', 'en'));
        await page.goto('/demo/login');
        await expectOnLogin(page);
        await signIn(page, 'ada@demo.test');
        if (width > 768) await expect(accountName(page)).toHaveText('Ada Lovelace');
        else await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
        await page.evaluate((lang) => localStorage.setItem('language', lang), language);
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);

        const problems: Problem[] = [];
        for (const route of SIGNED_IN_ROUTES) {
          problems.push(...(await look(page, route, `user${route.replaceAll('/', '-')}-${language}-${width}`)));
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
