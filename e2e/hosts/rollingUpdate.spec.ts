import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.hosts.config';
import { accountName } from '../tests/helpers';
import {
  PLAYER_ALLOWANCE_S,
  expectAcknowledged,
  keynoteRegion,
  messagesOnServer,
  openChat,
  pinnedContext,
  seconds,
  send,
  watchKeynote,
  watchPlayer,
  type Chat,
} from './people';

// Issue 33 item 4: a rolling update with no lost session. Ada's browser pinned to api-1 and Linus's
// to api-2, a chat message each way, Linus watching the keynote. Then `npm run roll:hosts`
// (scripts/rollHosts.mjs) restarts the api of each api host in turn while both keep writing: every
// acknowledged message reaches the other once, a reload finds both still signed in, the keynote
// played on, and each host's api is a new process. The roll's times and the longest stall of the
// player are printed, for the README.

const root = path.resolve(__dirname, '../..');
const run = Date.now().toString(36);
const { env: serverEnv } = config.webServer as { env: Record<string, string> };

test.describe.configure({ timeout: 420_000 });

interface Roll {
  tookMs: number;
  hosts: { name: string; oldPid: number; newPid: number; outMs: number }[];
}

/** Runs the roll as an operator would; resolves to its --json summary. Its steps are printed as they come. */
function roll(from: number): Promise<Roll> {
  const child = spawn(process.execPath, ['scripts/rollHosts.mjs', '--json'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: serverEnv.DATA_DIR },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    if (!line.startsWith('{')) console.log(`${seconds(from)} s: ${line}`);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`the roll exited (${code})`));
      resolve(JSON.parse(lines.at(-1)!) as Roll);
    });
  });
}

test('a rolling update of both api hosts: no message lost, nobody signed out, the keynote plays on', async ({
  browser,
}) => {
  const adaContext = await pinnedContext(browser, 'api-1');
  const linusContext = await pinnedContext(browser, 'api-2');
  const ada = await openChat(adaContext, 'ada@demo.test', 'Linus Torvalds');
  const linus = await openChat(linusContext, 'linus@demo.test', 'Ada Lovelace');

  await send(ada, `Ada to Linus ${run}`);
  await expect(linus.log.getByText(`Ada to Linus ${run}`)).toHaveCount(1);
  await send(linus, `Linus to Ada ${run}`);
  await expect(ada.log.getByText(`Linus to Ada ${run}`)).toHaveCount(1);
  const live = await watchKeynote(linusContext);

  const startedAt = Date.now();
  const player = watchPlayer(live);
  let rolling = true;
  const rolled = roll(startedAt).finally(() => {
    rolling = false;
  });

  // Each keeps writing, a message a second or so, until the roll is done.
  const sent: { from: Chat; to: Chat; text: string }[] = [];
  const write = async (from: Chat, to: Chat, name: string) => {
    for (let index = 1; rolling; index++) {
      const text = `Roll ${index} from ${name} ${run}`;
      await send(from, text);
      sent.push({ from, to, text });
      await from.page.waitForTimeout(1000);
    }
  };
  const [summary] = await Promise.all([rolled, write(ada, linus, 'Ada'), write(linus, ada, 'Linus')]);
  const elapsed = (Date.now() - startedAt) / 1000;
  const { longestStallMs: longestStall, playedS: playedDuring } = await player.stop();

  // Each api host's api is a new process.
  expect(summary.hosts.map((h) => h.name)).toEqual(['api-1', 'api-2']);
  for (const host of summary.hosts) expect(host.newPid).not.toBe(host.oldPid);

  // Every message written during the roll is acknowledged and stored once; the newest reached
  // the other's open chat (the panel shows the newest pages only).
  expect(sent.length).toBeGreaterThan(4);
  await Promise.all([expectAcknowledged(ada), expectAcknowledged(linus)]);
  for (const chat of [ada, linus]) {
    const stored = await messagesOnServer(chat);
    for (const { text } of sent) expect(stored.filter((t) => t === text)).toHaveLength(1);
  }
  for (const { from, to, text } of sent.slice(-6)) {
    await expect(from.log.getByText(text)).toHaveCount(1);
    await expect(to.log.getByText(text)).toHaveCount(1, { timeout: 30_000 });
  }
  for (const chat of [ada, linus]) {
    const shown = (await chat.log.getByRole('paragraph').allTextContents()).filter((t) => t.includes(run));
    expect(new Set(shown).size).toBe(shown.length);
  }

  // The keynote played on, give or take the player's own buffering.
  expect(playedDuring).toBeGreaterThan(elapsed - PLAYER_ALLOWANCE_S);
  await expect(keynoteRegion(live)).toHaveAttribute('data-phase', 'playing');

  // Nobody was signed out: a reload shows each signed in, not the login page.
  const stillSignedIn = async (page: Page) => {
    await page.reload();
    await expect(accountName(page)).toBeVisible();
    expect(new URL(page.url()).pathname).not.toMatch(/\/login/);
  };
  await stillSignedIn(ada.page);
  await stillSignedIn(linus.page);

  console.log(
    `Rolled both api hosts in ${(summary.tookMs / 1000).toFixed(1)} s` +
      ` (${summary.hosts.map((h) => `${h.name} out of turn ${(h.outMs / 1000).toFixed(1)} s`).join(', ')});` +
      ` ${sent.length} messages written during it, each delivered once; the player's longest stall` +
      ` ${(longestStall / 1000).toFixed(1)} s, and it played ${playedDuring.toFixed(0)} s of the roll's ${elapsed.toFixed(0)} s`,
  );
});
