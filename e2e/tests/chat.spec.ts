import { expect, test, type Browser, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { openHub, png, signInAs } from './helpers';

// Issue 13 items 1, 2 and 5: the chat of the messages hub between two people, each in their own
// browser, against the real api and socket.

test.use({ locale: 'en-US' });
// Two people sign in and talk: more than one person's steps fit in the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);

async function person(browser: Browser, email: string, route?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await route?.(page);
  await signInAs(page, email);
  const hub = await openHub(page);
  return { context, page, hub, chats: hub.getByRole('list', { name: 'Your chats' }) };
}

const row = (chats: Locator, name: string) => chats.getByRole('button', { name: new RegExp(name) });

test("after Linus's socket drops, his open chat shows what Ada sent meanwhile, each message once", async ({
  browser,
}) => {
  // Linus's socket goes through a route this test can make deaf (what the server sends is lost, as on
  // a failing network) and then drop; socket.io then connects again.
  let deaf = false;
  const sockets: WebSocketRoute[] = [];
  const linus = await person(browser, 'linus@demo.test', (page) =>
    page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (!deaf) socket.send(message);
      });
      sockets.push(socket);
    }),
  );
  const ada = await person(browser, 'ada@demo.test');

  await row(ada.chats, 'Linus Torvalds').click();
  await row(linus.chats, 'Ada Lovelace').click();
  const linusLog = linus.hub.getByRole('region', { name: 'Messages with Ada Lovelace' });
  const adaBox = ada.hub.getByRole('textbox', { name: 'Write a message' });
  const adaLog = ada.hub.getByRole('region', { name: 'Messages with Linus Torvalds' });
  const before = `Before the drop ${run}`;
  await adaBox.fill(before);
  await adaBox.press('Enter');
  await expect(linusLog.getByText(before)).toHaveCount(1);

  deaf = true;
  const meanwhile = [1, 2, 3].map((index) => `Meanwhile ${index} ${run}`);
  for (const text of meanwhile) {
    await adaBox.fill(text);
    await adaBox.press('Enter');
    await expect(adaLog.getByText(text)).toHaveCount(1);
  }
  await linus.page.waitForTimeout(1000);
  await expect(linusLog.getByText(meanwhile[0]!)).toHaveCount(0);

  // The connection drops; the next one hears again.
  deaf = false;
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  for (const text of meanwhile) await expect(linusLog.getByText(text)).toHaveCount(1);
  await expect(linusLog.getByText(before)).toHaveCount(1);
  // Live again after the return.
  const after = `After the return ${run}`;
  await adaBox.fill(after);
  await adaBox.press('Enter');
  await expect(linusLog.getByText(after)).toHaveCount(1);

  await Promise.all([ada.context.close(), linus.context.close()]);
});

test('Ada writes to Linus with Enter; his open hub shows it live with its unread, he reads it, an image follows, and Ada deletes the chat', async ({
  browser,
}) => {
  const linus = await person(browser, 'linus@demo.test');
  const ada = await person(browser, 'ada@demo.test');
  const text = `Hello Linus ${run}`;

  await row(ada.chats, 'Linus Torvalds').click();
  const adaBox = ada.hub.getByRole('textbox', { name: 'Write a message' });
  await adaBox.fill(text);
  await adaBox.press('Shift+Enter');
  await expect(adaBox).toHaveValue(`${text}\n`);
  await adaBox.fill(text);
  await adaBox.press('Enter');
  await expect(adaBox).toHaveValue('');
  const adaLog = ada.hub.getByRole('region', { name: 'Messages with Linus Torvalds' });
  await expect(adaLog.getByText(text)).toHaveCount(1);

  // Linus, with the list open, sees the chat come up with the message and one more unread.
  const fromAda = row(linus.chats, 'Ada Lovelace');
  await expect(linus.chats.getByRole('listitem').first()).toContainText(text);
  await expect(fromAda).toContainText(/\d+ unread messages?/);
  await fromAda.click();
  const linusLog = linus.hub.getByRole('region', { name: 'Messages with Ada Lovelace' });
  await expect(linusLog.getByText(text)).toHaveCount(1);
  await expect(fromAda).not.toContainText('unread');

  // With the chat open, the next message arrives in it and is read at once.
  const second = `Still there? ${run}`;
  await adaBox.fill(second);
  await adaBox.press('Enter');
  await expect(linusLog.getByText(second)).toHaveCount(1);
  await expect(fromAda).not.toContainText('unread');
  await expect(adaLog.getByText(second)).toHaveCount(1);

  // An image goes through the upload and appears on both sides, at most 220 px wide.
  await ada.hub.locator('input[type="file"]').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: png(400, 200, [200, 60, 40]),
  });
  const picture = linusLog.getByRole('img', { name: 'Image from Ada Lovelace' });
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())!.width).toBeLessThanOrEqual(220);
  const ownPicture = adaLog.getByRole('img', { name: 'Image from Ada Lovelace' });
  await expect(ownPicture).toBeVisible();
  // Her own bubble fits the picture: only its padding around it (issue 31 item 9a).
  const pictureBox = (await ownPicture.boundingBox())!;
  const bubbleBox = (await ownPicture.locator('..').boundingBox())!;
  expect(pictureBox.width).toBeLessThanOrEqual(220);
  expect(bubbleBox.width - pictureBox.width).toBeLessThanOrEqual(24);

  // Ada deletes the chat: it asks first, then the chat leaves her list (Linus keeps his side).
  await ada.hub.getByRole('button', { name: 'Chat options' }).click();
  await ada.hub.getByRole('menuitem', { name: 'Delete chat' }).click();
  const confirm = ada.page.getByRole('dialog', { name: 'Delete chat' });
  await expect(confirm).toContainText('Delete the chat with Linus Torvalds?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(ada.chats, 'Linus Torvalds')).toHaveCount(0);
  await expect(ada.hub.getByText('Choose a chat to read it.')).toBeVisible();
  await expect(linusLog.getByText(text)).toHaveCount(1);

  await Promise.all([ada.context.close(), linus.context.close()]);
});

test('at 375 px one pane shows at a time, and the keyboard follows: into the chat, back to its row, Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, 'ada@demo.test');
  const hub = await openHub(page);
  const hedy = row(hub.getByRole('list', { name: 'Your chats' }), 'Hedy Lamarr');
  await hedy.focus();
  await page.keyboard.press('Enter');
  // The list is hidden now, so the focus is in the chat, on its way back.
  const back = hub.getByRole('button', { name: 'Back to chats' });
  await expect(back).toBeFocused();
  await expect(hedy).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(hedy).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(hub).toBeHidden();
});

/** The header's messages button is named by its unread count: 'Messages' or 'Messages, 3 unread'. */
async function headerUnread(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test("Linus's header badge counts Ada's message as it arrives, its banner opens the chat, and reading it lowers the count", async ({
  browser,
}) => {
  const linusContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const linusPage = await linusContext.newPage();
  await linusPage.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(linusPage, 'linus@demo.test');
  const messagesButton = linusPage.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });
  await expect(messagesButton).toBeVisible();
  const before = await headerUnread(linusPage);

  // Ada writes from Linus's profile (an earlier test deleted her chat with him): Message opens the chat.
  const adaContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const adaPage = await adaContext.newPage();
  await adaPage.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(adaPage, 'ada@demo.test');
  await adaPage.goto('/demo/event/atrium-summit/attendees');
  await adaPage.getByRole('listitem').filter({ hasText: 'Linus Torvalds' }).getByRole('button').first().click();
  await adaPage.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Message' }).click();
  const adaBox = adaPage.getByRole('dialog', { name: 'Messages' }).getByRole('textbox', { name: 'Write a message' });
  const text = `Lunch at noon? ${run}`;
  await adaBox.fill(text);
  await adaBox.press('Enter');

  // Live, without a reload: the count rises by one, and a banner names Ada and her message.
  await expect(linusPage.getByRole('button', { name: `Messages, ${before + 1} unread` })).toBeVisible();
  const banner = linusPage.getByRole('button', { name: `Ada Lovelace ${text}` });
  await expect(banner).toBeVisible();
  await banner.click();

  // The banner opened the hub on Ada's chat, which reading lowers the header's count by all of hers.
  const hub = linusPage.getByRole('dialog', { name: 'Messages' });
  await expect(hub.getByRole('region', { name: 'Messages with Ada Lovelace' }).getByText(text)).toHaveCount(1);
  await linusPage.keyboard.press('Escape');
  await expect(hub).toBeHidden();
  await expect.poll(() => headerUnread(linusPage)).toBeLessThanOrEqual(before);
  // The api agrees: after a reload the count is what it was before Ada wrote, or less.
  await linusPage.reload();
  await expect(messagesButton).toBeVisible();
  expect(await headerUnread(linusPage)).toBeLessThanOrEqual(before);

  await Promise.all([adaContext.close(), linusContext.close()]);
});

test('Issue 31 item 10: Linus typing shows "Linus is typing…" to Ada, and her message shows "Seen" once he opens the chat', async ({
  browser,
}) => {
  const linus = await person(browser, 'linus@demo.test');
  const ada = await person(browser, 'ada@demo.test');
  await row(ada.chats, 'Linus Torvalds').click();
  const adaLog = ada.hub.getByRole('region', { name: 'Messages with Linus Torvalds' });
  const adaBox = ada.hub.getByRole('textbox', { name: 'Write a message' });
  const text = `Are you there? ${run}`;
  await adaBox.fill(text);
  await adaBox.press('Enter');
  // Sent: no longer the dimmed copy shown while it went, and there once.
  await expect(adaLog.locator('[aria-busy="true"]')).toHaveCount(0);
  const sent = adaLog.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  // Linus has the hub open on his list, not on the chat: not read yet.
  await expect(row(linus.chats, 'Ada Lovelace')).toContainText(text);
  await expect(sent).not.toContainText('Seen');

  // He opens it: it is read, and Ada's screen says so under that message, and only there.
  await row(linus.chats, 'Ada Lovelace').click();
  await expect(linus.hub.getByRole('region', { name: 'Messages with Ada Lovelace' }).getByText(text)).toHaveCount(1);
  await expect(sent).toContainText('Seen');
  await expect(adaLog.getByText('Seen', { exact: true })).toHaveCount(1);

  // He types: Ada reads it above her box, in a polite live region; his message ends it.
  const typing = ada.hub.locator('[aria-live="polite"]').filter({ hasText: 'Linus is typing…' });
  await expect(typing).toHaveCount(0);
  const linusBox = linus.hub.getByRole('textbox', { name: 'Write a message' });
  await linusBox.pressSequentially('Yes, here', { delay: 50 });
  await expect(typing).toBeVisible();
  await linusBox.press('Enter');
  await expect(adaLog.getByText('Yes, here')).toHaveCount(1);
  await expect(typing).toHaveCount(0);
  // Ada's chat was open as it came, so she read it: Linus's own message now shows "Seen" for him.
  await expect(
    linus.hub
      .getByRole('region', { name: 'Messages with Ada Lovelace' })
      .getByRole('listitem')
      .filter({ hasText: 'Yes, here' }),
  ).toContainText('Seen');

  await Promise.all([ada.context.close(), linus.context.close()]);
});
