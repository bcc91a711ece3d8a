import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import config from '../playwright.hosts.config';
import {
  EVENT,
  PLAYER_ALLOWANCE_S,
  expectAcknowledged,
  keynoteRegion,
  openChat,
  pinnedContext,
  seconds,
  send as sendChat,
  streamingHosts,
  watchKeynote,
  watchPlayer,
  type Chat,
} from './people';

// Issue 33 item 3: the product as hosts in network namespaces (npm run start:hosts). The host that
// dies is the api host whose stream process makes the keynote now; Linus's browser is pinned to it
// and Ada's to the other (the edge's `atrium_host` cookie), each with the messages hub, the event's
// social hub and the networking room open, Linus with the keynote playing too. Then that host dies
// (kill -9 of every process in its namespace) and each part must come back by itself on the other,
// the keynote from the other host's stream process: the times it took are printed, for the README.

const root = path.resolve(__dirname, '../..');
/**
 * The stream's takeover: the dead host's lease lapses (3 s, api/src/streaming/streamLease.ts), the
 * other starts ffmpeg and HAProxy finds it (1 s); the player, which played its buffer meanwhile,
 * sees the playlist start over and starts again on the new stream (mf-live stream.ts).
 */
const STREAM_TAKEOVER_S = 8;
const ROOM = 'Coffee corner';
const run = Date.now().toString(36);

const launch = config.use?.launchOptions ?? {};
test.use({
  locale: 'en-US',
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});
test.describe.configure({ timeout: 420_000 });

interface Person {
  chat: Chat;
  event: { page: Page; hub: Locator; feed: Locator };
  room: Page;
}

async function person(browser: Browser, email: string, host: string, other: string): Promise<Person> {
  const context = await pinnedContext(browser, host);
  const chat = await openChat(context, email, other);

  const eventPage = await context.newPage();
  await eventPage.goto(EVENT);
  const socialHub = eventPage.getByRole('region', { name: 'Social hub' }).last();
  const feed = socialHub.getByRole('region', { name: 'Posts' });
  await expect(feed.getByRole('article').first()).toBeVisible();

  const room = await context.newPage();
  await room.goto(`${EVENT}/networking`);
  return {
    chat,
    event: { page: eventPage, hub: socialHub, feed },
    room,
  };
}

const meeting = (page: Page) => page.getByRole('region', { name: `Meeting room: ${ROOM}` });
const roomState = (page: Page) =>
  meeting(page).getByRole('toolbar', { name: 'Meeting controls' }).locator('[data-room-state]');

async function enterRoom(page: Page) {
  await page
    .getByRole('article', { name: ROOM })
    .getByRole('button', { name: new RegExp(`^${ROOM}, Open`) })
    .click();
  await expect(roomState(page)).toHaveAttribute('data-room-state', 'connected', { timeout: 60_000 });
}

/** Frames decoded by the video of `name`'s tile; -1 while there is none. */
async function decodedFrames(page: Page, name: string): Promise<number> {
  return meeting(page)
    .getByRole('group', { name: 'Participants' })
    .getByRole('figure', { name, exact: true })
    .locator('video')
    .evaluate((video: HTMLVideoElement) =>
      video.videoWidth > 0 ? video.getVideoPlaybackQuality().totalVideoFrames : 0,
    )
    .catch(() => -1);
}

async function expectDecoding(page: Page, name: string, timeout = 60_000) {
  await expect.poll(() => decodedFrames(page, name), { timeout }).toBeGreaterThan(0);
  const before = await decodedFrames(page, name);
  await expect.poll(() => decodedFrames(page, name), { timeout: 20_000 }).toBeGreaterThan(before + 5);
}

async function post(person: Person, text: string) {
  await person.event.hub.getByRole('button', { name: 'Share something' }).click();
  const box = person.event.hub.getByRole('combobox', { name: 'Share something with the event…' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toBeHidden();
}

/** The post shows in `person`'s feed, through the new-posts banner if it came while they read. */
async function expectPost(person: Person, text: string, timeout = 60_000) {
  const banner = person.event.hub.getByRole('button', { name: /new post/ });
  const article = person.event.feed.getByRole('article').filter({ hasText: text });
  await expect(async () => {
    if (await banner.isVisible()) await banner.click();
    await expect(article).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
}

const send = (person: Person, text: string) => sendChat(person.chat, text);

test('the host that streams dies: the chat, the social hub, the meeting room and the keynote go on, on the other', async ({
  browser,
}) => {
  const streaming = await streamingHosts();
  expect(streaming, 'one stream process streams').toHaveLength(1);
  const doomed = streaming[0];
  const survivor = doomed === 'api-1' ? 'api-2' : 'api-1';
  const ada = await person(browser, 'ada@demo.test', survivor, 'Linus Torvalds');
  const linus = await person(browser, 'linus@demo.test', doomed, 'Ada Lovelace');

  // Before: a message each way, a post seen by both.
  await send(ada, `Ada to Linus ${run}`);
  await expect(linus.chat.log.getByText(`Ada to Linus ${run}`)).toHaveCount(1);
  await send(linus, `Linus to Ada ${run}`);
  await expect(ada.chat.log.getByText(`Linus to Ada ${run}`)).toHaveCount(1);
  await post(ada, `Before ${run}`);
  await expectPost(linus, `Before ${run}`);

  // Linus opens the room first, so it is made on his host, the doomed one; Ada's signalling is sent there.
  await enterRoom(linus.room);
  await enterRoom(ada.room);
  await expectDecoding(ada.room, 'Linus Torvalds');
  await expectDecoding(linus.room, 'Ada Lovelace');

  // Linus watches the keynote.
  const live = await watchKeynote(linus.room.context());

  // The host dies. From then on each part is watched at once, and each says when it was back.
  const killedAt = Date.now();
  const player = watchPlayer(live);
  execFileSync(process.execPath, ['scripts/killHost.mjs', doomed], { cwd: root, stdio: 'inherit' });
  const back: Record<string, string> = {};
  const keynote = async () => {
    // The other host's stream process takes the streams over; the player finds them and plays on.
    await expect.poll(streamingHosts, { timeout: 30_000, intervals: [250] }).toEqual([survivor]);
    console.log(`${seconds(killedAt)} s: ${survivor}'s stream process streams`);
    const before = player.played();
    await expect.poll(player.played, { timeout: 60_000 }).toBeGreaterThan(before + 3);
  };
  const chat = async () => {
    // Linus keeps writing. A message is acknowledged when its bubble is no longer busy (the call
    // answered); every acknowledged one reaches Ada, once. None may be refused either.
    const during = [1, 2, 3].map((index) => `During ${index} ${run}`);
    for (const text of during) {
      await send(linus, text);
      console.log(`${seconds(killedAt)} s: chat "${text}" shown`);
    }
    await expectAcknowledged(linus.chat);
    console.log(`${seconds(killedAt)} s: chat acknowledged`);
    for (const text of during) {
      await expect(linus.chat.log.getByText(text)).toHaveCount(1);
      await expect(ada.chat.log.getByText(text)).toHaveCount(1, { timeout: 60_000 });
    }
    back.chat = seconds(killedAt);
  };
  const hub = async () => {
    // Linus's socket was on the dead host: a post of Ada's reaches him once it is back, on the other.
    await post(ada, `After ${run}`);
    console.log(`${seconds(killedAt)} s: Ada posted`);
    await expectPost(linus, `After ${run}`);
    console.log(`${seconds(killedAt)} s: Linus sees it`);
    await post(linus, `Linus after ${run}`);
    console.log(`${seconds(killedAt)} s: Linus posted`);
    await expectPost(ada, `Linus after ${run}`);
    back.hub = seconds(killedAt);
  };
  const room = async () => {
    // The room was on the dead host: both rejoin by themselves, on the other, and decode each other again.
    await Promise.all(
      [ada.room, linus.room].map((page) =>
        expect(roomState(page)).toHaveAttribute('data-room-state', 'connected', { timeout: 90_000 }),
      ),
    );
    await Promise.all([
      expectDecoding(ada.room, 'Linus Torvalds', 90_000),
      expectDecoding(linus.room, 'Ada Lovelace', 90_000),
    ]);
    back.room = seconds(killedAt);
  };
  await Promise.all([chat(), hub(), room(), keynote()]);

  // The keynote played on: all along but for the takeover, give or take the player's own buffering.
  const elapsed = (Date.now() - killedAt) / 1000;
  const { longestStallMs, longestStallEndedAt, playedS } = await player.stop();
  back.keynote = ((longestStallEndedAt - killedAt) / 1000).toFixed(1);
  expect(playedS).toBeGreaterThan(elapsed - STREAM_TAKEOVER_S - PLAYER_ALLOWANCE_S);
  await expect(keynoteRegion(live)).toHaveAttribute('data-phase', 'playing');

  console.log(
    `${doomed} killed: chat sent and delivered after ${back.chat} s, the hub both ways after ${back.hub} s,` +
      ` the room decoding both ways after ${back.room} s, the keynote playing again after ${back.keynote} s` +
      ` (longest stall ${(longestStallMs / 1000).toFixed(1)} s; played ${playedS.toFixed(0)} s of ${elapsed.toFixed(0)} s)`,
  );
});
