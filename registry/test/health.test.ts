import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { bucketOf } from '../src/canary';
import { healthFromEnv } from '../src/config';
import { formatStatus } from '../src/format';
import { DEFAULT_HEALTH, type HealthSettings } from '../src/health';
import type { Status } from '../src/manifest';
import { createRegistry, type Registry } from '../src/server';
import type { RegistryOptions } from '../src/store';
import { build, SHELL } from './builds';
import { postgres, sqlite } from './databases';

// Issue 34 items 2 and 3: browsers report each version's health; the registry compares a canary
// with the current version and rolls it back or ramps it up by itself.

const TOKEN = 'test-ops-token-0123456789';
const REMOTE = 'mf-event-content';
const SETTINGS: HealthSettings = { ...DEFAULT_HEALTH, windowSeconds: 600, minSessions: 10 };

const newSession = () => randomBytes(16).toString('base64url');

describe('the settings', () => {
  test('come from the environment, with the defaults in docs/decisions.md, and nonsense is refused', () => {
    expect(healthFromEnv({})).toEqual(DEFAULT_HEALTH);
    expect(DEFAULT_HEALTH).toEqual({
      windowSeconds: 900,
      minSessions: 50,
      failureRelative: 2,
      failureAbsolute: 0.02,
      lcpWorse: 0.2,
    });
    expect(healthFromEnv({ REGISTRY_HEALTH_WINDOW_SECONDS: '60', REGISTRY_HEALTH_MIN_SESSIONS: '4' })).toMatchObject({
      windowSeconds: 60,
      minSessions: 4,
    });
    expect(() => healthFromEnv({ REGISTRY_HEALTH_MIN_SESSIONS: '0' })).toThrow(/REGISTRY_HEALTH_MIN_SESSIONS/);
    expect(() => healthFromEnv({ REGISTRY_HEALTH_LCP_WORSE: 'lots' })).toThrow(/REGISTRY_HEALTH_LCP_WORSE/);
  });
});

describe.each([sqlite, postgres])('health on $name', (storage) => {
  let registry: Registry;
  let options: RegistryOptions;
  let drop: () => Promise<void>;
  let base: string;
  let clock = new Date('2026-11-28T10:00:00Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  async function call(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
    return { status: res.status, json: (await res.json()) as any };
  }
  const report = (body: object, headers?: Record<string, string>) => call('POST', '/registry/reports', body, headers);
  const rows = () => registry.db('registry_health').orderBy(['version', 'session_hash']);
  const canaries = () => registry.db('registry_canaries');
  const history = async () => (await call('GET', `/registry/history?remote=${REMOTE}`)).json;
  const status = async () => (await call('GET', `/registry/status?remote=${REMOTE}`)).json as Status;
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the registry did not get there by itself');
  }
  const idle = () => new Promise((resolve) => setTimeout(resolve, 150));

  /**
   * `count` sessions of acme that land in the canary's buckets (or out of them), each reporting
   * the version it got with the given figures.
   */
  async function sessionsReport(count: number, share: number, onCanary: boolean, entry: object, brand = 'acme') {
    let sent = 0;
    while (sent < count) {
      const session = newSession();
      if (bucketOf(REMOTE, session) < share !== onCanary) continue;
      const res = await report({ brand, session, entries: [{ remote: REMOTE, ...entry }] });
      expect(res.status).toBe(202);
      sent++;
    }
  }

  async function open(healthReportsPerMinute = 10_000) {
    registry = await createRegistry({
      healthReportsPerMinute,
      ...options,
      opsToken: TOKEN,
      clock: () => clock,
      rampTickMs: 20,
      health: SETTINGS,
      brandExists: async (slug) => ['acme', 'demo'].includes(slug),
    });
    await registry.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(registry.app.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    const opened = await storage.open();
    options = opened.options;
    drop = opened.drop;
    await open();
    await call('POST', '/registry/shell', SHELL);
    for (const version of ['1.0.0', '2.0.0', '3.0.0', '4.0.0']) {
      expect(
        (await call('POST', '/registry/versions', { remote: REMOTE, version, files: build({ text: version }) })).status,
      ).toBe(201);
    }
    await call('POST', '/registry/promote', { remote: REMOTE, version: '1.0.0' });
  });

  afterAll(async () => {
    await registry?.close();
    await drop?.();
  });

  afterEach(async () => {
    // Each test starts from an empty window.
    later(SETTINGS.windowSeconds + 1);
    await eventually(async () => (await rows()).length === 0);
  });

  test('made-up remotes, versions and figures, no session, and opted-out sessions are refused or ignored', async () => {
    const session = newSession();
    const good = { remote: REMOTE, version: '1.0.0', lcp: 1200 };
    const bad: [object, number][] = [
      [{ brand: 'acme', entries: [good] }, 400],
      [{ brand: 'acme', session: 'short', entries: [good] }, 400],
      [{ brand: 'acme', session, entries: [] }, 400],
      [{ brand: 'acme', session, entries: [{ ...good, lcp: -1 }] }, 400],
      [{ brand: 'acme', session, entries: [{ ...good, lcp: 120_001 }] }, 400],
      [{ brand: 'acme', session, entries: [{ ...good, inp: 1e9 }] }, 400],
      [{ brand: 'acme', session, entries: [{ ...good, renderErrors: -2 }] }, 400],
      [{ brand: 'acme', session, entries: [{ ...good, renderErrors: 1.5 }] }, 400],
      [{ brand: 'acme', session, entries: Array(21).fill(good) }, 400],
      [{ brand: 'Not A Slug', session, entries: [good] }, 400],
      [{ brand: 'acme', session, entries: [{ ...good, version: '9.9.9' }] }, 404],
      [{ brand: 'acme', session, entries: [{ ...good, remote: 'mf-nothing' }] }, 404],
    ];
    for (const [body, code] of bad) {
      const res = await report(body);
      expect({ body, code: res.status }).toEqual({ body, code });
    }
    expect((await report({ brand: 'acme', session, entries: [good] }, { DNT: '1' })).json).toEqual({ recorded: 0 });
    expect((await report({ brand: 'acme', session, entries: [good] }, { 'Sec-GPC': '1' })).json).toEqual({
      recorded: 0,
    });
    expect(await rows()).toEqual([]);

    // A good one counts, the made-up entry beside it does not; a second report from the session adds to its row.
    const mixed = await report({ brand: 'acme', session, entries: [good, { ...good, version: '9.9.9' }] });
    expect(mixed).toEqual({ status: 202, json: { recorded: 1 } });
    await report({ brand: 'acme', session, entries: [{ ...good, lcp: 900, inp: 80, renderErrors: 1 }] });
    const [row] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(row).toMatchObject({ version: '1.0.0', brand: 'acme', failures: 1, lcp_ms: 1200, inp_ms: 80 });
    // The session is stored only as a keyed hash.
    expect(row.session_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(session);
  });

  test('a failure rate worse beyond both thresholds rolls a fixed-share canary back, with the figures', async () => {
    expect(
      (await call('POST', '/registry/canary', { remote: REMOTE, version: '2.0.0', brand: 'acme', share: 50 })).status,
    ).toBe(200);
    // Below the minimum on the canary's side it waits, however bad it looks.
    await sessionsReport(10, 50, false, { version: '1.0.0', lcp: 1000 });
    await sessionsReport(9, 50, true, { version: '2.0.0', renderErrors: 1, fallbacks: 1, lcp: 1000 });
    await idle();
    expect(await canaries()).toHaveLength(1);
    expect((await status()).remotes[0].canaries[0].figures).toEqual([
      { version: '2.0.0', sessions: 9, failureRate: 1, medianLcp: 1000 },
      { version: '1.0.0', sessions: 10, failureRate: 0, medianLcp: 1000 },
    ]);
    expect(formatStatus(await status(), { versionsShown: 2 })).toMatch(
      /2\.0\.0: 9 sessions, 100\.0% failing, LCP 1000 ms/,
    );

    await sessionsReport(1, 50, true, { version: '2.0.0', loadFailures: 1 });
    await eventually(async () => (await canaries()).length === 0);
    expect((await history()).at(-1)).toMatchObject({
      action: 'rollback',
      actor: 'registry (ramp)',
      brand: 'acme',
      before: '2.0.0',
      after: '1.0.0',
      detail: expect.stringMatching(
        /^canary at 50% rolled back, failure rate worse: canary 2\.0\.0: 10 sessions, 100\.0% failing, median LCP 1000 ms; current 1\.0\.0: 10 sessions, 0\.0% failing, median LCP 1000 ms/,
      ),
    });
  });

  test('a slightly higher failure rate (below the absolute threshold) does not roll back; a much slower LCP alone does', async () => {
    await call('POST', '/registry/canary', { remote: REMOTE, version: '3.0.0', brand: 'acme', share: 50 });
    // 1 failing of 60 on the current, 1 of 40 on the canary: 2.5% vs 1.7%, not 2 points worse.
    await sessionsReport(59, 50, false, { version: '1.0.0', lcp: 1000 });
    await sessionsReport(1, 50, false, { version: '1.0.0', lcp: 1000, loadFailures: 1 });
    await sessionsReport(39, 50, true, { version: '3.0.0', lcp: 1150 });
    await sessionsReport(1, 50, true, { version: '3.0.0', lcp: 1150, renderErrors: 1 });
    await idle();
    expect(await canaries()).toHaveLength(1);

    // LCP 1150 vs 1000 is 15% worse, within 20%; the canary's next sessions are slow enough to pass it.
    await sessionsReport(41, 50, true, { version: '3.0.0', lcp: 1500 });
    await eventually(async () => (await canaries()).length === 0);
    expect((await history()).at(-1)).toMatchObject({
      action: 'rollback',
      before: '3.0.0',
      after: '1.0.0',
      detail: expect.stringMatching(
        /^canary at 50% rolled back, median LCP \d+% worse: canary 3\.0\.0: \d+ sessions, 1\.\d% failing, median LCP 1\d{3} ms; current 1\.0\.0: 60 sessions, 1\.7% failing, median LCP 1000 ms/,
      ),
    });
  });

  test("reports from demo's sessions don't count for acme's canary", async () => {
    await call('POST', '/registry/canary', { remote: REMOTE, version: '2.0.0', brand: 'acme', share: 50 });
    await sessionsReport(10, 50, false, { version: '1.0.0' }, 'acme');
    await sessionsReport(10, 50, true, { version: '2.0.0', renderErrors: 1 }, 'demo');
    await idle();
    expect(await canaries()).toHaveLength(1);
    await call('POST', '/registry/rollback', { remote: REMOTE, brand: 'acme' });
  });

  test('a healthy ramp goes up after each hold with the figures, waits without enough sessions, and is promoted', async () => {
    await call('POST', '/registry/canary', {
      remote: REMOTE,
      version: '4.0.0',
      brand: 'acme',
      ramp: [25, 100],
      holdSeconds: 60,
    });
    later(61);
    await idle();
    // Held long enough, but no figures yet: it waits.
    expect(await canaries()).toMatchObject([{ share: 25 }]);
    await sessionsReport(10, 25, false, { version: '1.0.0', lcp: 1000 });
    await sessionsReport(10, 25, true, { version: '4.0.0', lcp: 900 });
    await eventually(async () => Number((await canaries())[0]?.share) === 100);
    expect((await history()).at(-1)).toMatchObject({
      action: 'ramp',
      detail: expect.stringMatching(
        /^25% -> 100% of sessions \(step 2 of 2\); canary 4\.0\.0: 10 sessions, 0\.0% failing/,
      ),
    });
    // At 100% no acme session runs the current version: once the window holds none, the canary's own figures promote it.
    later(SETTINGS.windowSeconds + 1);
    await eventually(async () => (await rows()).length === 0);
    expect(await canaries()).toMatchObject([{ share: 100 }]);
    await sessionsReport(10, 100, true, { version: '4.0.0', lcp: 900 });
    await eventually(async () => (await canaries()).length === 0);
    expect((await history()).at(-1)).toMatchObject({ action: 'promote', after: '4.0.0', brand: 'acme' });
  });

  test('a flood from one client is refused with 429 and moves no decision', async () => {
    await registry.close();
    await open(60);
    await call('POST', '/registry/canary', { remote: REMOTE, version: '2.0.0', brand: 'demo', share: 50 });
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await report({
        brand: 'demo',
        session: newSession(),
        entries: [{ remote: REMOTE, version: '2.0.0', renderErrors: 1 }],
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    await idle();
    // The canary side has 60 failing sessions, the current side none: nothing is decided below the minimum.
    expect(await canaries()).toMatchObject([{ brand: 'demo', version: '2.0.0' }]);
  });

  test("the ops page's figures: each version's sessions, failure rate and median LCP in slices of the window (item 5)", async () => {
    // A registry of its own: the flood before left this one's client at its limit.
    await registry.close();
    await open();
    await sessionsReport(2, 50, false, { version: '1.0.0', lcp: 1000 });
    later(SETTINGS.windowSeconds / 2);
    await sessionsReport(2, 50, false, { version: '1.0.0', lcp: 3000 }, 'demo');
    await sessionsReport(1, 50, false, { version: '3.0.0', renderErrors: 1, lcp: 2000 });
    const { status: code, json } = await call('GET', `/registry/figures?remote=${REMOTE}&brand=acme`);
    expect(code).toBe(200);
    expect(json.versions.map((v: { version: string }) => v.version)).toEqual(['1.0.0', '3.0.0']);
    const [current, other] = json.versions;
    const filled = (points: { sessions: number }[]) => points.filter((p) => p.sessions > 0);
    expect(current.points).toHaveLength(15);
    // acme's two sessions of 1.0.0 in the window's middle; demo's are not acme's.
    expect(filled(current.points)).toEqual([
      { at: expect.any(String), sessions: 2, failureRate: 0, lcpMedianMs: 1000 },
    ]);
    expect(filled(other.points)).toEqual([
      { at: current.points.at(-1).at, sessions: 1, failureRate: 1, lcpMedianMs: 2000 },
    ]);
    expect(current.points[0]).toMatchObject({ sessions: 0, failureRate: null, lcpMedianMs: null });
    // For every brand ('*'), every brand's sessions.
    const all = (await call('GET', `/registry/figures?remote=${REMOTE}`)).json.versions[0];
    expect(filled(all.points).map((p: { sessions: number }) => p.sessions)).toEqual([2, 2]);
    expect((await call('GET', `/registry/figures?remote=${REMOTE}`, undefined, { authorization: '' })).status).toBe(
      401,
    );
    expect((await call('GET', '/registry/figures?remote=../etc')).status).toBe(400);
    expect((await call('GET', '/registry/figures')).status).toBe(400);
  });
});
