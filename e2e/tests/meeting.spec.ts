import { expect, test, type Browser, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { SFU_RESTART_PATH } from '@atrium/shared/contract/channels';
import config from '../playwright.config';
import { expectDialogFitsAndPassesAxe, expectPassesAxe, signInAs } from './helpers';

// Issue 17: a networking room (spec 2 §2.21-2.22) with the real SFU behind it. Two people, each in
// their own Chromium context with the browser's fake camera and microphone, meet in the two-seat
// Coffee corner; a third is refused. Nothing here stands in for the server or mediasoup.

// The suite's Chromium with its flags, and the browser's fake camera and microphone on top.
const launch = config.use?.launchOptions ?? {};
test.use({
  locale: 'en-US',
  launchOptions: {
    ...launch,
    args: [
      ...(launch.args ?? []),
      // A moving test pattern and a beeping microphone, granted without a prompt; the whole screen
      // picked for getDisplayMedia without its chooser.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
    ],
  },
});
// Two browsers join, share, chat and ride out a restart of the SFU: minutes, not the default minute.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const LIST = '/demo/event/atrium-summit/networking';
const ROOM = 'Coffee corner';

async function person(browser: Browser, email: string) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    permissions: ['camera', 'microphone'],
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, email);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Networking', level: 1 })).toBeVisible();
  return { context, page };
}

const card = (page: Page) => page.getByRole('article', { name: ROOM });
const room = (page: Page, title = ROOM) => page.getByRole('region', { name: `Meeting room: ${title}` });
const tile = (page: Page, name: string, title = ROOM) =>
  room(page, title).getByRole('group', { name: 'Participants' }).getByRole('figure', { name, exact: true });

/** The control bar says the room is connected, as a person reads it. */
async function expectConnected(page: Page, title = ROOM) {
  const state = room(page, title).getByRole('toolbar', { name: 'Meeting controls' }).locator('[data-room-state]');
  await expect(state).toHaveAttribute('data-room-state', 'connected', { timeout: 30_000 });
  await expect(state).toHaveText('Connected');
}

async function enter(page: Page) {
  await card(page)
    .getByRole('button', { name: new RegExp(`^${ROOM}, Open`) })
    .click();
  await expect(page).toHaveURL(/\/room\/[^/]+$/);
  await expectConnected(page);
}

/** Frames the video element has decoded; -1 while there is none (a consumer being made again). */
async function decodedFrames(video: Locator): Promise<number> {
  return video
    .evaluate((element: HTMLVideoElement) =>
      element.videoWidth > 0 ? element.getVideoPlaybackQuality().totalVideoFrames : 0,
    )
    .catch(() => -1);
}

/** The video in `figure` is playing: frames decoded, and more of them a moment later. */
async function expectPlaying(figure: Locator) {
  const video = figure.locator('video');
  await expect.poll(() => decodedFrames(video), { timeout: 30_000 }).toBeGreaterThan(0);
  const before = await decodedFrames(video);
  await expect.poll(() => decodedFrames(video), { timeout: 15_000 }).toBeGreaterThan(before + 5);
}

test('Ada and Linus meet in a two-seat room: video both ways, a screen share, chat, an SFU restart ridden out; Alan is refused', async ({
  browser,
}) => {
  const ada = await person(browser, 'ada@demo.test');
  const linus = await person(browser, 'linus@demo.test');

  await enter(ada.page);
  await expect(ada.page.getByRole('status').filter({ hasText: 'You are in the room!' })).toBeVisible();
  await enter(linus.page);
  await expect(ada.page.getByRole('status').filter({ hasText: 'Linus Torvalds has joined the room' })).toBeVisible();

  // Each sees their own camera and the other's, decoding.
  await expect(tile(ada.page, 'Ada Lovelace (you)')).toBeVisible();
  await expectPlaying(tile(ada.page, 'Linus Torvalds'));
  await expectPlaying(tile(linus.page, 'Ada Lovelace'));

  // The room is full now: the card says so live, and Alan, an attendee too, is refused.
  const alan = await person(browser, 'alan@demo.test');
  await expect(card(alan.page).getByTestId('room-status')).toHaveText('Full 2/2');
  // A full card's button is aria-disabled but still takes the click, to say why it cannot open.
  await card(alan.page)
    .getByRole('button', { name: new RegExp(`^${ROOM}, Full`) })
    .click({ force: true });
  await expect(alan.page.getByText('there is no space in networking rooms, try later')).toBeVisible();
  await expect(alan.page).toHaveURL(new RegExp(`${LIST}$`));
  // Straight to the room's address, past the list: the api refuses the seat, and the page goes back
  // to the list with its words.
  await alan.page.goto(ada.page.url());
  await expect(alan.page.getByText('there is no space in networking rooms, try later')).toBeVisible();
  await expect(alan.page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(room(alan.page)).toHaveCount(0);
  await alan.context.close();

  // Ada shares her screen as a presentation; Linus gets the share layout with her screen playing.
  await room(ada.page).getByRole('button', { name: 'Share screen' }).click();
  await ada.page.getByRole('menuitem', { name: 'Presentation (sharp text)' }).click();
  await expect(room(ada.page).getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  const share = room(linus.page).getByRole('region', { name: 'Shared screen' });
  await expect(share).toBeVisible({ timeout: 20_000 });
  await expectPlaying(share);
  await room(ada.page).getByRole('button', { name: 'Stop sharing' }).click();
  await expect(share).toBeHidden({ timeout: 20_000 });

  // A chat message over the data channel, with Ada's name on it.
  const message = `Coffee at four? ${Date.now().toString(36)}`;
  await room(ada.page).getByRole('textbox', { name: 'Chat message' }).fill(message);
  await room(ada.page).getByRole('textbox', { name: 'Chat message' }).press('Enter');
  await expect(room(linus.page).getByRole('log', { name: 'Chat messages' })).toContainText(message);
  await expect(room(linus.page).getByRole('log', { name: 'Chat messages' })).toContainText('Ada Lovelace');

  // The signalling server restarts. Both pages stay the same documents (no reload) and are back in
  // the room with video both ways.
  for (const { page } of [ada, linus]) await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  const restart = await ada.page.request.post(SFU_RESTART_PATH, {
    headers: { 'x-sfu-control-secret': process.env.SFU_CONTROL_SECRET ?? 'e2e-sfu-control' },
  });
  expect(restart.status()).toBe(204);
  // Each says it came back (the room rejoined: transports made again, camera and mic produced again).
  // Watched on both pages at once: the notice goes after a few seconds, so waiting for Ada's first
  // could miss Linus's.
  await Promise.all(
    [ada, linus].map(async ({ page }) => {
      await expect(
        page.getByRole('status').filter({ hasText: 'Connection restored: you are back in the room' }),
      ).toBeVisible({ timeout: 30_000 });
      await expectConnected(page);
    }),
  );
  await expectPlaying(tile(ada.page, 'Linus Torvalds'));
  await expectPlaying(tile(linus.page, 'Ada Lovelace'));
  for (const { page } of [ada, linus])
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // The room names itself in the tab, and it and its leave confirmation pass the sweep's axe rules.
  await expect(ada.page).toHaveTitle('Networking room · Atrium Summit · Atrium');
  await expectPassesAxe(ada.page);

  // Ada leaves with the confirmation and lands on the list, where her seat is free again.
  await room(ada.page).getByRole('button', { name: 'Leave', exact: true }).click();
  const leaving = ada.page.getByRole('dialog', { name: 'Leave the room?' });
  await expectDialogFitsAndPassesAxe(ada.page, leaving);
  await leaving.getByRole('button', { name: 'Leave the room' }).click();
  await expect(ada.page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(card(ada.page).getByTestId('room-status')).toHaveText('Open 1/2');
  await expect(room(linus.page).getByRole('figure', { name: 'Ada Lovelace', exact: true })).toHaveCount(0);

  await ada.context.close();
  await linus.context.close();
});

test('Ada invites Linus from the lounge; he accepts from the snackbar on another page and they meet; Ada hears he accepted', async ({
  browser,
}) => {
  const lounge = 'Open lounge';
  const ada = await person(browser, 'ada@demo.test');
  const linus = await person(browser, 'linus@demo.test');
  await linus.page.goto('/demo/event/atrium-summit/speakers');

  await ada.page
    .getByRole('article', { name: lounge })
    .getByRole('button', { name: new RegExp(`^${lounge}, Open`) })
    .click();
  await expectConnected(ada.page, lounge);
  await room(ada.page, lounge).getByRole('button', { name: 'Invite someone' }).click();
  const dialog = ada.page.getByRole('dialog', { name: `Invite someone to ${lounge}` });
  await dialog.getByRole('button', { name: 'Invite Linus Torvalds' }).click();
  await expect(dialog.getByText('Invitation sent to Linus Torvalds')).toBeVisible();
  await dialog.press('Escape');

  // Linus, elsewhere in the event, gets the shell's snackbar and accepts.
  const invitation = linus.page.getByText(`Ada Lovelace invites you to ${lounge}`);
  await expect(invitation).toBeVisible();
  await linus.page.getByRole('button', { name: 'Accept' }).click();
  await expect(ada.page.getByText('Linus Torvalds accepted your invitation')).toBeVisible();
  await expectConnected(linus.page, lounge);
  await expectPlaying(tile(linus.page, 'Ada Lovelace', lounge));
  await expectPlaying(tile(ada.page, 'Linus Torvalds', lounge));

  await ada.context.close();
  await linus.context.close();
});

test("the green room's active publisher gets the meeting room on the session page, over the sessions' signalling", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, 'linus@demo.test');
  await page.goto('/demo/event/atrium-summit/sessions');
  const greenRoom = 'Speakers’ green room';
  await page.getByRole('button', { name: `Join ${greenRoom}` }).click();
  await expect(page).toHaveURL(/\/live\/[^/]+$/);

  // Not a countdown: mf-meeting's ./ConferenceRoom in the session page's slot, connected, his camera on.
  await expectConnected(page, greenRoom);
  await expectPlaying(tile(page, 'Linus Torvalds (you)', greenRoom));
  await expect(page.getByRole('timer')).toHaveCount(0);

  // Leaving goes back to the event's live sessions.
  await room(page, greenRoom).getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('dialog', { name: 'Leave the room?' }).getByRole('button', { name: 'Leave the room' }).click();
  await expect(page).toHaveURL(/\/atrium-summit\/sessions$/);
  await context.close();
});

// Issue 31 item 5: a presentation once stayed black on the other side (0 frames, 0x0) while the
// sharer's preview played: Linus's browser, starved of CPU, made the screen's consumer after the
// server had given it up, and showed that dead consumer. Shared again and again, each share must
// play on Linus's side. About 2-4 s on a quiet machine; the bound leaves room for a shared one, where
// every step of a browser slows (20-28 s was seen at load 25 on 2 cores), as the file's other waits do.
const SHARES = 6;
/** From Ada's click on the mode to Linus's first decoded frame of her screen. */
const FIRST_FRAME_MS = 30_000;

test(`Ada presents her screen ${SHARES} times; each time Linus's view decodes it within ${FIRST_FRAME_MS / 1000} s and keeps playing`, async ({
  browser,
}) => {
  test.setTimeout(60_000 + SHARES * 90_000);
  const ada = await person(browser, 'ada@demo.test');
  const linus = await person(browser, 'linus@demo.test');
  await enter(ada.page);
  await enter(linus.page);
  // Cameras off, as a presenter may: the screen is what is measured, and two cameras' encoding
  // only slows both pages on a shared machine.
  for (const { page } of [ada, linus]) {
    const camera = room(page).getByRole('button', { name: 'Camera', exact: true });
    await expect(camera).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(tile(linus.page, 'Ada Lovelace')).toBeVisible();

  const share = room(linus.page).getByRole('region', { name: 'Shared screen' });
  const times: number[] = [];
  for (let round = 1; round <= SHARES; round += 1) {
    await room(ada.page).getByRole('button', { name: 'Share screen' }).click();
    const clicked = Date.now();
    await ada.page.getByRole('menuitem', { name: 'Presentation (sharp text)' }).click();
    await expect(share).toBeVisible({ timeout: FIRST_FRAME_MS });
    const video = (await share.locator('video').elementHandle()) as ElementHandle<HTMLVideoElement>;
    // Polled in the page every 50 ms: a frame decoded, with its size known.
    await linus.page
      .waitForFunction(
        (element) => element.videoWidth > 0 && element.getVideoPlaybackQuality().totalVideoFrames > 0,
        video,
        { polling: 50, timeout: Math.max(1, clicked + FIRST_FRAME_MS - Date.now()) },
      )
      .catch(() => {
        throw new Error(`share ${round}: no frame on Linus's side within ${FIRST_FRAME_MS} ms (so far ${times} ms)`);
      });
    times.push(Date.now() - clicked);
    // And it goes on: more frames decoded (a presentation is sent at up to 5 frames a second).
    const before = await decodedFrames(share.locator('video'));
    await expect.poll(() => decodedFrames(share.locator('video')), { timeout: 15_000 }).toBeGreaterThan(before + 2);
    await room(ada.page).getByRole('button', { name: 'Stop sharing' }).click();
    await expect(share).toBeHidden({ timeout: 20_000 });
  }
  test.info().annotations.push({ type: 'time to first frame (ms)', description: times.join(', ') });
  console.log(`Time to Linus's first frame of each share: ${times.join(', ')} ms`);

  await ada.context.close();
  await linus.context.close();
});
