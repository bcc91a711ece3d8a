import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';

// Issue 10 item 6: a crash is not an outage. `npm start` restarts a process that dies, the gateway
// answers 502 envelopes meanwhile, and everything else keeps serving.

// The api's port as `npm start` picks it: the product's port + 1 (scripts/processes.mjs settings).
const apiPort = Number(new URL(baseURL).port) + 1;

/** The pid listening on a local port (the api's own process, not the gateway in front of it). */
function listener(port: number): number | null {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid ? Number(pid) : null;
}

/** One call through the gateway; a hang counts as a failure, never as a wait. */
async function health(): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseURL}/api/v2/health`, { signal: AbortSignal.timeout(3000) });
  return { status: res.status, body: await res.json() };
}

test('the api is killed during traffic: 502 envelopes while it is away, then it is back by itself', async () => {
  test.setTimeout(30_000);
  const before = listener(apiPort);
  expect(before).not.toBeNull();
  expect((await health()).status).toBe(200);

  process.kill(before!, 'SIGKILL');
  const seen: number[] = [];
  const until = Date.now() + 20_000;
  let away: { status: number; body: unknown } | null = null;
  while (Date.now() < until) {
    const answer = await health();
    seen.push(answer.status);
    if (answer.status === 502) {
      away ??= answer;
      // The others keep serving: the shell's page and the registry.
      expect((await fetch(`${baseURL}/demo/login`)).status).toBe(200);
      expect((await fetch(`${baseURL}/registry/health`)).status).toBe(200);
    }
    if (answer.status === 200 && away) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  expect(away?.body).toEqual({ hasError: true, message: 'Service unavailable', data: null, validationErrors: null });
  expect(seen.at(-1)).toBe(200);
  expect(seen.every((status) => status === 200 || status === 502)).toBe(true);
  const after = listener(apiPort);
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});

test('a hung api (stopped, answering nothing) is killed and started again by itself', async () => {
  test.setTimeout(60_000);
  const before = listener(apiPort);
  expect(before).not.toBeNull();
  // The api the test before started again must have answered the supervisor's own ask (every 2 s
  // here) first: until then it is starting, and a starting process has 120 s before it is killed.
  await expect.poll(async () => (await health().catch(() => ({ status: 0 }))).status, { timeout: 20_000 }).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  // SIGSTOP: the process lives and keeps its port, but answers nothing, as a busy loop would.
  process.kill(before!, 'SIGSTOP');
  try {
    await expect.poll(() => listener(apiPort), { timeout: 45_000, intervals: [500] }).not.toBe(before);
  } finally {
    // Whatever happened, nothing stays stopped behind the test.
    try {
      process.kill(before!, 'SIGCONT');
    } catch {
      // already killed by the supervisor
    }
  }
  await expect.poll(async () => (await health().catch(() => ({ status: 0 }))).status, { timeout: 20_000 }).toBe(200);
});
