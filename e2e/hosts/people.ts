import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import config from '../playwright.hosts.config';
import { openHub, signInAs } from '../tests/helpers';
// @ts-expect-error: the topology is plain JavaScript, shared with the scripts that start the hosts.
import { API_HOSTS, PORTS, STREAMER_HEALTH } from '../../scripts/topology.mjs';

// What the e2e of the hosts topology (issue 33) share: a browser pinned to one api host, its chat
// with the other person, the keynote playing.

export const EVENT = '/demo/event/atrium-summit';
export const KEYNOTE = 'Opening keynote: the state of hybrid events';

export interface Chat {
  page: Page;
  hub: Locator;
  log: Locator;
  box: Locator;
  /** The page's own `Chat/listMessages` call of this chat, to ask the server again (messagesOnServer). */
  listing: { url: string; headers: Record<string, string>; body: Record<string, unknown> };
}

/**
 * A browser whose every call and socket goes to the api host `host` while it is up
 * (scripts/balancer.mjs: the `atrium_host` cookie), in English.
 */
export async function pinnedContext(browser: Browser, host: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    permissions: ['camera', 'microphone'],
  });
  const { hostname } = new URL(config.use!.baseURL!);
  await context.addCookies([{ name: 'atrium_host', value: host, domain: hostname, path: '/' }]);
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  return context;
}

/** Signs `email` in on a new page of `context` and opens the chat with `other` in the messages hub. */
export async function openChat(context: BrowserContext, email: string, other: string): Promise<Chat> {
  const page = await context.newPage();
  await signInAs(page, email);
  const hub = await openHub(page);
  const listed = page.waitForRequest((request) => /\/api\/v2\/chat\/listmessages$/i.test(request.url()));
  await hub
    .getByRole('list', { name: 'Your chats' })
    .getByRole('button', { name: new RegExp(other) })
    .click();
  const request = await listed;
  return {
    page,
    hub,
    listing: { url: request.url(), headers: await request.allHeaders(), body: request.postDataJSON() },
    log: hub.getByRole('region', { name: `Messages with ${other}` }),
    box: hub.getByRole('textbox', { name: 'Write a message' }),
  };
}

/** Writes `text` in the chat; resolves once its bubble shows (acknowledged or not yet). */
export async function send(chat: Chat, text: string) {
  await chat.box.fill(text);
  await chat.box.press('Enter');
  await expect(chat.log.getByText(text)).toHaveCount(1);
}

/** Every message of the chat is acknowledged: no bubble is still waiting for its call's answer. */
export async function expectAcknowledged(chat: Chat, timeout = 60_000) {
  await expect(chat.log.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
}

/**
 * Every message of the chat as the server has it, oldest first: the chat panel shows the newest
 * pages only, so a longer conversation is counted here.
 */
export async function messagesOnServer(chat: Chat): Promise<string[]> {
  const { url, headers, body } = chat.listing;
  const answer = await chat.page.request.post(url, {
    headers: { authorization: headers.authorization, 'x-application-id': headers['x-application-id'] },
    data: { ...body, skip: 0, take: 1000 },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { items: { messageText: string; createDate: string }[] } };
  return data.items
    .slice()
    .sort((a, b) => a.createDate.localeCompare(b.createDate))
    .map((item) => item.messageText);
}

export const keynoteRegion = (page: Page) => page.getByRole('region', { name: `Live stream: ${KEYNOTE}` });

/** Opens the keynote on a new page of `context` and resolves once it has played a second. */
export async function watchKeynote(context: BrowserContext): Promise<Page> {
  const live = await context.newPage();
  await live.goto(`${EVENT}/sessions`);
  await live
    .getByTestId('live-session-card')
    .filter({ hasText: KEYNOTE })
    .getByRole('button', { name: `Join ${KEYNOTE}` })
    .click();
  await expect(keynoteRegion(live)).toHaveAttribute('data-phase', 'playing', { timeout: 30_000 });
  await expect.poll(() => played(live), { timeout: 20_000 }).toBeGreaterThan(1);
  return live;
}

/** Where the player is in the stream, in seconds. */
export const played = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * Watches the player twice a second until stop(): how long its position longest stood still and
 * when that stall ended, and how much it played. A jump (the player seeking to the live edge of a
 * new stream) is not played time, nor is a jump back (a new stream's timeline starts near 0).
 */
export function watchPlayer(live: Page) {
  let watching = true;
  const figures = { longestStallMs: 0, longestStallEndedAt: 0, playedS: 0 };
  const done = (async () => {
    let last = await played(live);
    let movedAt = Date.now();
    while (watching) {
      await live.waitForTimeout(500);
      const now = await played(live);
      if (now > last && now - last <= 1.5) {
        const stalledMs = Date.now() - movedAt - 500;
        if (stalledMs > figures.longestStallMs) {
          figures.longestStallMs = stalledMs;
          figures.longestStallEndedAt = Date.now();
        }
        figures.playedS += now - last;
        movedAt = Date.now();
      }
      last = now;
    }
    // Still standing at the end: a stall that has not ended.
    const openMs = Date.now() - movedAt - 500;
    if (openMs > figures.longestStallMs) Object.assign(figures, { longestStallMs: openMs, longestStallEndedAt: NaN });
  })();
  return {
    /** Seconds played so far. */
    played: () => figures.playedS,
    async stop() {
      watching = false;
      await done;
      return figures;
    },
  };
}

/** The api hosts whose stream process says it makes the live streams now (its /api/live/streamer: 200). */
export async function streamingHosts(): Promise<string[]> {
  const answers: (string | null)[] = await Promise.all(
    API_HOSTS.map(async (h: { name: string; address: string }) => {
      const res = await fetch(`http://${h.address}:${PORTS.stream}${STREAMER_HEALTH}`).catch(() => null);
      return res?.status === 200 ? h.name : null;
    }),
  );
  return answers.filter((name) => name !== null);
}

/**
 * How far behind the wall clock the player may fall across a fault and still count as having
 * played on: its own buffering and a reload of the playlist.
 */
export const PLAYER_ALLOWANCE_S = 8;

export const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
