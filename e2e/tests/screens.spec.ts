import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountName, AXE_TAGS, expectOnLogin, openHub, signIn } from './helpers';

// Issue 11 item 14: every built route, at a phone's and a desktop's width, in both languages. Each
// is kept as a screenshot in the test output for a person to look at, and fails on a page wider
// than the window or on an axe violation of serious or critical impact. Issue 31: the dialogs and
// menus those pages open are swept the same way, and each page's title is checked (WCAG 2.4.2).

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
  `${EVENT}/networking`,
  `${EVENT}/exhibition`,
  `${EVENT}/album`,
  `${EVENT}/maps`,
  `${EVENT}/documents`,
  `${EVENT}/surveys`,
];

const WIDTHS = [375, 1280];
const LANGUAGES = ['en', 'tr'] as const;
type Language = (typeof LANGUAGES)[number];

/** The tab's title of some routes: the page, the event inside one, then the brand (demo's meta title). */
const TITLES: Record<Language, Record<string, string>> = {
  en: {
    '/demo/login': 'Sign in · Atrium',
    '/demo/forgot-password': 'Reset your password · Atrium',
    '/demo/pastevents': 'Past events · Atrium',
    [EVENT]: 'Reception · Atrium Summit · Atrium',
    [`${EVENT}/speakers`]: 'Speakers · Atrium Summit · Atrium',
    [`${EVENT}/sessions`]: 'Live sessions · Atrium Summit · Atrium',
  },
  tr: {
    '/demo/login': 'Giriş yap · Atrium',
    '/demo/forgot-password': 'Şifrenizi sıfırlayın · Atrium',
    '/demo/pastevents': 'Geçmiş etkinlikler · Atrium',
    [EVENT]: 'Karşılama · Atrium Summit · Atrium',
    [`${EVENT}/speakers`]: 'Konuşmacılar · Atrium Summit · Atrium',
    [`${EVENT}/sessions`]: 'Canlı oturumlar · Atrium Summit · Atrium',
  },
};

/** The titles of the pages of one item (their addresses come from the data). */
const ITEM_TITLES: Record<Language, { booth: string; live: string }> = {
  en: { booth: 'Booth · Atrium Summit · Atrium', live: 'Live session · Atrium Summit · Atrium' },
  tr: { booth: 'Stant · Atrium Summit · Atrium', live: 'Canlı oturum · Atrium Summit · Atrium' },
};

/** What the dialog sweep clicks and finds, in each language. */
const WORDS = {
  en: {
    menu: 'Menu',
    about: 'About the app',
    messages: 'Messages',
    notifications: 'Notifications',
    profile: 'Profile',
    speakers: 'Speakers',
    attendees: 'Participants',
    surveys: 'Surveys',
    answer: /^Answer: /,
    surveyBack: 'Back to surveys',
    surveyNext: /^(Next|Complete)$/,
    unanswered: 'Please answer the question',
    socialHub: 'Social hub',
    share: 'Share something',
    shareBox: 'Share something with the event…',
    postOptions: 'Post options',
    deletePost: 'Delete post',
    delete: 'Delete',
  },
  tr: {
    menu: 'Menü',
    about: 'Uygulama hakkında',
    messages: 'Mesajlar',
    notifications: 'Bildirimler',
    profile: 'Profil',
    speakers: 'Konuşmacılar',
    attendees: 'Katılımcılar',
    surveys: 'Anketler',
    answer: /^Yanıtla: /,
    surveyBack: 'Anketlere dön',
    surveyNext: /^(İleri|Tamamla)$/,
    unanswered: 'Lütfen soruyu yanıtlayın',
    socialHub: 'Sosyal alan',
    share: 'Bir şey paylaş',
    shareBox: 'Etkinlikle bir şey paylaşın…',
    postOptions: 'Gönderi seçenekleri',
    deletePost: 'Gönderiyi sil',
    delete: 'Sil',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

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

/** The page as it is now, dialogs and menus included: a screenshot, its width and what axe finds. */
async function check(page: Page, where: string, name: string, fullPage = true): Promise<Problem[]> {
  // A dialog or menu is seen over the window, not stretched over the whole page's length.
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
  const problems: Problem[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push({ route: where, what: `wider than the window by ${overflow} px` });
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const nodes = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
    problems.push({ route: where, what: `${violation.id}: ${violation.help} (${nodes.join(', ')})` });
  }
  return problems;
}

async function look(page: Page, route: string, name: string, language: Language): Promise<Problem[]> {
  await page.goto(route);
  await settled(page);
  const title = TITLES[language][route];
  if (title) await expect(page).toHaveTitle(title);
  return check(page, route, name);
}

/** Signs in as Ada in English (the helper types English labels), then shows the pages in `language`. */
async function signInAsAda(page: Page, language: Language, width: number) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/demo/login');
  await expectOnLogin(page);
  await signIn(page, 'ada@demo.test');
  if (width > 768) await expect(accountName(page)).toHaveText('Ada Lovelace');
  else await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
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
          problems.push(
            ...(await look(page, route, `guest${route.replaceAll('/', '-')}-${language}-${width}`, language)),
          );
        }
        expect(problems).toEqual([]);
      });

      test('every signed-in screen', async ({ page }) => {
        test.setTimeout(300_000);
        await signInAsAda(page, language, width);
        const problems: Problem[] = [];
        for (const route of SIGNED_IN_ROUTES) {
          problems.push(
            ...(await look(page, route, `user${route.replaceAll('/', '-')}-${language}-${width}`, language)),
          );
        }
        // The pages of one item, reached as a person reaches them: a booth by its card, a session by
        // its JOIN (the room is swept in meeting.spec.ts, with the camera it needs).
        await page.goto(`${EVENT}/exhibition`);
        await settled(page);
        const booth = await page.getByRole('main').locator('a[href*="/booth/"]').first().getAttribute('href');
        problems.push(...(await look(page, booth ?? '', `user-booth-${language}-${width}`, language)));
        await expect(page).toHaveTitle(ITEM_TITLES[language].booth);
        await page.goto(`${EVENT}/sessions`);
        await settled(page);
        await page.getByTestId('live-session-card').first().getByRole('button').click();
        await expect(page).toHaveURL(/\/live\/[^/]+$/);
        await settled(page);
        await expect(page).toHaveTitle(ITEM_TITLES[language].live);
        problems.push(...(await check(page, page.url(), `user-live-${language}-${width}`)));
        expect(problems).toEqual([]);
      });

      test('every dialog and menu the screens open', async ({ page }) => {
        test.setTimeout(300_000);
        const words = WORDS[language];
        const wide = width > 768;
        await signInAsAda(page, language, width);
        const problems: Problem[] = [];
        /** Opens one, waits for it, checks the page with it open, and closes it with Esc. */
        async function sweep(name: string, open: () => Promise<Locator>, close = true) {
          const opened = await open();
          await expect(opened).toBeVisible();
          await settled(page);
          problems.push(...(await check(page, name, `dialog-${name}-${language}-${width}`, false)));
          if (close) {
            await page.keyboard.press('Escape');
            await expect(opened).toBeHidden();
          }
        }

        await page.goto('/demo');
        await settled(page);
        await sweep(
          'menu',
          async () => {
            await page.getByRole('banner').getByRole('button', { name: words.menu, exact: true }).click();
            return page.getByRole('dialog', { name: words.menu });
          },
          false,
        );
        await sweep('about', async () => {
          await page.getByRole('dialog', { name: words.menu }).getByRole('button', { name: words.about }).click();
          return page.getByRole('dialog', { name: words.about });
        });
        if (wide) {
          await sweep('account-menu', async () => {
            await accountName(page).click();
            return page.getByRole('menu');
          });
        }
        await sweep('messages', () =>
          openHub(page, words.messages).then(() => page.getByRole('dialog', { name: words.messages })),
        );
        await sweep('notifications', () =>
          openHub(page, words.notifications).then(() => page.getByRole('dialog', { name: words.notifications })),
        );

        await page.goto(`${EVENT}/program`);
        await settled(page);
        await sweep('program', async () => {
          await page.getByRole('button', { name: 'Designing for two audiences', exact: true }).click();
          return page.getByRole('dialog', { name: 'Designing for two audiences' });
        });
        await page.goto(`${EVENT}/speakers`);
        await settled(page);
        await sweep('speaker', async () => {
          const speaker = page.getByRole('list', { name: words.speakers }).getByRole('button').first();
          const name = (await speaker.locator('strong').textContent()) ?? '';
          await speaker.click();
          return page.getByRole('dialog', { name });
        });
        await page.goto(`${EVENT}/attendees`);
        await settled(page);
        await sweep('profile', async () => {
          await page.getByRole('list', { name: words.attendees }).getByRole('button').first().click();
          return page.getByRole('dialog', { name: words.profile });
        });
        await page.goto(`${EVENT}/surveys`);
        await settled(page);
        // A survey opens in the page; going on without an answer asks for one in a dialog.
        await sweep(
          'survey',
          async () => {
            await page.getByRole('button', { name: words.answer, disabled: false }).first().click();
            return page.getByRole('button', { name: words.surveyBack });
          },
          false,
        );
        await sweep('survey-unanswered', async () => {
          await page.getByRole('button', { name: words.surveyNext }).click();
          return page.getByRole('alertdialog', { name: words.unanswered });
        });

        // The social hub: the right panel when wide, a drawer on a phone; its composer, a post's
        // menu and the delete confirmation of one's own post (sent here, and deleted at the end).
        await page.goto(EVENT);
        await settled(page);
        if (!wide) {
          await sweep(
            'social-drawer',
            async () => {
              await page.getByRole('button', { name: words.socialHub }).click();
              return page.getByRole('dialog', { name: words.socialHub });
            },
            false,
          );
        }
        const hub = page.getByRole('region', { name: words.socialHub }).last();
        const text = `Swept ${language} ${width} ${Date.now().toString(36)}`;
        await sweep(
          'composer',
          async () => {
            await hub.getByRole('button', { name: words.share }).click();
            return hub.getByRole('combobox', { name: words.shareBox });
          },
          false,
        );
        await hub.getByRole('combobox', { name: words.shareBox }).fill(text);
        await hub.getByRole('combobox', { name: words.shareBox }).press('Enter');
        const mine = hub.getByRole('article').filter({ hasText: text });
        await sweep(
          'post-menu',
          async () => {
            await mine.getByRole('button', { name: words.postOptions }).click();
            return page.getByRole('menu');
          },
          false,
        );
        await sweep(
          'delete-post',
          async () => {
            await page.getByRole('menuitem', { name: words.deletePost }).click();
            return page.getByRole('dialog', { name: words.deletePost });
          },
          false,
        );
        await page.getByRole('button', { name: words.delete, exact: true }).click();
        await expect(mine).toHaveCount(0);

        expect(problems).toEqual([]);
      });
    });
  }
}
