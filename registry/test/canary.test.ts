import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { RemoteManifest } from '@atrium/shared/contract';
import { bucketOf, parseHold, parseRamp, parseShare } from '../src/canary';
import { formatHistory, formatStatus } from '../src/format';
import type { Status } from '../src/manifest';
import { createRegistry, type Registry, type RegistryServerOptions } from '../src/server';
import type { RegistryOptions } from '../src/store';
import { build, SHELL } from './builds';
import { postgres, sqlite } from './databases';

// Issue 34 item 1: a canary gives a version to a share of the browser sessions, fixed or up a ramp.

const TOKEN = 'test-ops-token-0123456789';
const REMOTE = 'mf-social-hub';

/** Ids as the shell makes them: 16 random bytes, base64url. */
const sessions = (n: number) => Array.from({ length: n }, () => randomBytes(16).toString('base64url'));

describe('the session buckets', () => {
  test('are stable: the same remote and session give the same bucket, on every instance and release', () => {
    // Pinned: a change of the hash would move every running canary's sessions.
    expect(bucketOf('mf-social-hub', 'AAAAAAAAAAAAAAAAAAAAAA')).toBe(5);
    expect(bucketOf('mf-live', 'session-one-0123456')).toBe(76);
    // Per remote: one session is not in every canary's first few percent.
    expect(bucketOf('mf-live', 'AAAAAAAAAAAAAAAAAAAAAA')).toBe(66);
  });

  test('spread sessions evenly, and raising the share only adds sessions', () => {
    const ids = sessions(5000);
    const inShare = (share: number) => new Set(ids.filter((id) => bucketOf(REMOTE, id) < share));
    let previous = new Set<string>();
    for (const share of [0, 5, 25, 50, 100]) {
      const now = inShare(share);
      expect(Math.abs(now.size / ids.length - share / 100)).toBeLessThan(0.03);
      expect([...previous].filter((id) => !now.has(id))).toEqual([]);
      previous = now;
    }
    expect(previous.size).toBe(ids.length);
  });
});

describe('the CLI reads', () => {
  test('shares, ramps and holds, and refuses anything else with the reason', () => {
    expect(parseShare('5%')).toBe(5);
    expect(parseShare('0')).toBe(0);
    expect(parseShare('100%')).toBe(100);
    for (const bad of ['101%', '-1', '5.5', 'x', ''])
      expect(() => parseShare(bad)).toThrow(/--share must be 0% to 100%/);
    expect(parseRamp('5,25,50,100')).toEqual([5, 25, 50, 100]);
    expect(parseRamp('10%,100%')).toEqual([10, 100]);
    for (const bad of ['5,25,50', '25,5,100', '0,100', '5,5,100', '5,x,100', '', '1,2,3,4,5,6,7,8,9,10,100']) {
      expect(() => parseRamp(bad)).toThrow(/--ramp must be/);
    }
    expect(parseHold('10m')).toBe(600);
    expect(parseHold('90s')).toBe(90);
    expect(parseHold('1h')).toBe(3600);
    for (const bad of ['10', '0s', '8d', '1.5m', 'soon']) expect(() => parseHold(bad)).toThrow(/--hold must be/);
  });
});

describe.each([sqlite, postgres])('canaries on $name', (storage) => {
  let registry: Registry;
  let options: RegistryOptions;
  let drop: () => Promise<void>;
  let base: string;
  /** The registry's clock: the tests move it on. */
  let clock = new Date('2026-11-28T10:00:00Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  async function open(extra: Partial<RegistryServerOptions> = {}) {
    registry = await createRegistry({
      ...options,
      opsToken: TOKEN,
      clock: () => clock,
      rampTickMs: 20,
      brandExists: async (slug) => ['acme', 'demo'].includes(slug),
      ...extra,
    });
    await registry.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(registry.app.server.address() as AddressInfo).port}`;
  }

  async function call(method: 'GET' | 'POST', url: string, payload?: object, token: string | null = TOKEN) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
    return { status: res.status, headers: Object.fromEntries(res.headers), json: (await res.json()) as any };
  }
  const canary = (body: object) => call('POST', '/registry/canary', { remote: REMOTE, actor: 'ada@ops', ...body });
  const manifest = async (brand: string, session?: string) =>
    (await call('GET', `/registry/manifest?brand=${brand}${session ? `&session=${session}` : ''}`, undefined, null))
      .json as RemoteManifest;
  const versionFor = async (brand: string, session?: string) => (await manifest(brand, session)).remotes[REMOTE];
  const status = async () => (await call('GET', `/registry/status?remote=${REMOTE}`)).json as Status;
  const history = async () => (await call('GET', `/registry/history?remote=${REMOTE}`)).json;
  const canaries = () => registry.db('registry_canaries').orderBy('brand');
  /** Waits for the registry's own timer to do something (it ticks every 20 ms). */
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the registry did not get there by itself');
  }
  const idle = () => new Promise((resolve) => setTimeout(resolve, 150));

  beforeAll(async () => {
    const opened = await storage.open();
    options = opened.options;
    drop = opened.drop;
    await open();
    await call('POST', '/registry/shell', SHELL);
    for (const [version, text] of [
      ['1.0.0', 'one'],
      ['2.0.0', 'two'],
      ['3.0.0', 'three'],
    ]) {
      expect(
        (await call('POST', '/registry/versions', { remote: REMOTE, version, files: build({ text }) })).status,
      ).toBe(201);
    }
    await call('POST', '/registry/promote', { remote: REMOTE, version: '1.0.0' });
  });

  afterAll(async () => {
    await registry?.close();
    await drop?.();
  });

  test('bad canaries are refused with the reason, and nothing changes', async () => {
    const before = { canaries: await canaries(), history: await history() };
    const bad: [object, number, RegExp][] = [
      [{ remote: 'mf-nothing', version: '2.0.0', brand: 'acme', share: 5 }, 404, /no remote "mf-nothing"/],
      [{ version: '9.9.9', brand: 'acme', share: 5 }, 404, /mf-social-hub@9\.9\.9 is not published/],
      [{ version: '2.0.0', brand: 'nobody', share: 5 }, 404, /no brand "nobody"/],
      [{ version: '2.0.0', brand: 'Not A Slug', share: 5 }, 400, /brand/],
      [{ version: '2.0.0', brand: 'acme', share: 101 }, 400, /share/],
      [{ version: '2.0.0', brand: 'acme', share: -1 }, 400, /share/],
      [{ version: '2.0.0', brand: 'acme', share: 2.5 }, 400, /share/],
      [{ version: '2.0.0', brand: 'acme' }, 400, /either --share or --ramp/],
      [{ version: '2.0.0', brand: 'acme', share: 5, ramp: [5, 100], holdSeconds: 60 }, 400, /either --share or --ramp/],
      [{ version: '2.0.0', brand: 'acme', ramp: [5, 25, 100] }, 400, /needs --hold/],
      [{ version: '2.0.0', brand: 'acme', share: 5, holdSeconds: 60 }, 400, /--hold goes with --ramp/],
      [{ version: '2.0.0', brand: 'acme', ramp: [25, 5, 100], holdSeconds: 60 }, 400, /--ramp must be/],
      [{ version: '2.0.0', brand: 'acme', ramp: [5, 50], holdSeconds: 60 }, 400, /--ramp must be/],
      [{ version: '2.0.0', brand: 'acme', ramp: [5, 100], holdSeconds: 0 }, 400, /holdSeconds/],
      [{ version: '1.0.0', brand: 'acme', share: 5 }, 409, /acme already runs mf-social-hub@1\.0\.0/],
    ];
    for (const [body, code, reason] of bad) {
      const res = await canary(body);
      expect({ body, code: res.status, message: res.json.message }).toEqual({
        body,
        code,
        message: expect.stringMatching(reason),
      });
    }
    expect(
      (await call('POST', '/registry/canary', { remote: REMOTE, version: '2.0.0', brand: 'acme', share: 5 }, null))
        .status,
    ).toBe(401);
    expect({ canaries: await canaries(), history: await history() }).toEqual(before);
  });

  test("a fixed share: that share of acme's sessions get the canary, falling back to the current version; demo's none", async () => {
    const started = await canary({ version: '2.0.0', brand: 'acme', share: 30 });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ brand: 'acme', version: '2.0.0', current: '1.0.0', share: 30, ramp: null });
    // Another version while this one runs is refused.
    const other = await canary({ version: '3.0.0', brand: 'acme', share: 5 });
    expect(other.status).toBe(409);
    expect(other.json.message).toMatch(/a canary of mf-social-hub@2\.0\.0 runs for acme/);

    const ids = sessions(300);
    const onCanary = new Set<string>();
    for (const id of ids) {
      const entry = await versionFor('acme', id);
      const expected = bucketOf(REMOTE, id) < 30;
      expect({ id, version: entry.version }).toEqual({ id, version: expected ? '2.0.0' : '1.0.0' });
      if (expected) {
        onCanary.add(id);
        expect(entry.lastGood).toEqual({ version: '1.0.0', entry: `/remotes/${REMOTE}/1.0.0/remoteEntry.js` });
      }
      expect((await versionFor('demo', id)).version).toBe('1.0.0');
    }
    expect(onCanary.size / ids.length).toBeGreaterThan(0.2);
    expect(onCanary.size / ids.length).toBeLessThan(0.4);
    // The same session asks again: the same answer.
    const [first] = onCanary;
    expect((await versionFor('acme', first)).version).toBe('2.0.0');
    // An answer that depends on the session says so, and is never stored; without a session: current.
    const res = await call('GET', '/registry/manifest?brand=acme', undefined, null);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json.canaries).toEqual([REMOTE]);
    expect(res.json.remotes[REMOTE].version).toBe('1.0.0');
    expect((await manifest('demo')).canaries).toBeUndefined();
    const badSession = await call('GET', '/registry/manifest?brand=acme&session=short', undefined, null);
    expect(badSession.status).toBe(400);

    // Raising the share keeps every session it had.
    expect((await canary({ version: '2.0.0', brand: 'acme', share: 60 })).json.share).toBe(60);
    for (const id of onCanary) expect((await versionFor('acme', id)).version).toBe('2.0.0');

    expect(formatStatus(await status(), { versionsShown: 1 })).toMatch(
      /acme\s+1\.0\.0\s+the default's\s+canary 2\.0\.0 at 60% \(fixed\)/,
    );
  });

  test('rollback ends the canary: every acme session gets the current version again', async () => {
    const res = await call('POST', '/registry/rollback', { remote: REMOTE, brand: 'acme', actor: 'linus@ops' });
    expect(res.json).toEqual({ remote: REMOTE, brand: 'acme', before: '2.0.0', after: '1.0.0', changed: true });
    expect(await canaries()).toEqual([]);
    for (const id of sessions(50)) expect((await versionFor('acme', id)).version).toBe('1.0.0');
    expect((await manifest('acme')).canaries).toBeUndefined();
    // The default's pointer did not move.
    expect((await status()).remotes[0].pointers).toMatchObject([{ brand: '*', version: '1.0.0' }]);
  });

  test('a ramp goes up after each hold by itself, resumes after a restart, and is promoted after 100%', async () => {
    const started = await canary({ version: '2.0.0', brand: '*', ramp: [5, 50, 100], holdSeconds: 600 });
    expect(started.json).toMatchObject({ share: 5, ramp: [5, 50, 100], step: 0, holdSeconds: 600 });
    expect(started.json.nextStepAt).toBe(new Date(clock.getTime() + 600_000).toISOString());
    const share = async () => Number((await canaries())[0]?.share);

    later(599);
    await idle();
    expect(await share()).toBe(5);
    later(1);
    await eventually(async () => (await share()) === 50);

    // The registry stops and starts again; the ramp goes on from the stored state.
    await registry.close();
    later(600);
    await open();
    await eventually(async () => (await share()) === 100);
    expect((await status()).remotes[0].canaries).toMatchObject([{ brand: '*', share: 100, step: 2 }]);
    expect(formatStatus(await status(), { versionsShown: 1 })).toMatch(
      /every brand\s+1\.0\.0\s+no last good\s+canary 2\.0\.0 at 100% \(ramp 5,50,\[100\] every 10m, promoted /,
    );
    // Every session has it at 100%; acme too, which follows the default.
    for (const id of sessions(20)) expect((await versionFor('acme', id)).version).toBe('2.0.0');

    later(600);
    await eventually(async () => (await canaries()).length === 0);
    expect((await manifest('demo')).remotes[REMOTE]).toMatchObject({
      version: '2.0.0',
      lastGood: { version: '1.0.0' },
    });
    expect((await manifest('demo')).canaries).toBeUndefined();

    const log = (await history()).filter((e: { action: string }) => e.action !== 'publish');
    const lines = log.map(
      (e: { action: string; actor: string; brand: string; before: string; after: string; detail?: string }) =>
        `${e.action} ${e.actor} ${e.brand} ${e.before} -> ${e.after}: ${e.detail ?? ''}`,
    );
    expect(lines.slice(-5)).toEqual([
      'rollback linus@ops acme 2.0.0 -> 1.0.0: canary at 60% ended; its sessions get 1.0.0',
      'canary ada@ops * 1.0.0 -> 2.0.0: 5% of sessions, ramp 5,50,100% held 600s each',
      'ramp registry (ramp) * 1.0.0 -> 2.0.0: 5% -> 50% of sessions (step 2 of 3)',
      'ramp registry (ramp) * 1.0.0 -> 2.0.0: 50% -> 100% of sessions (step 3 of 3)',
      'promote registry (ramp) * 1.0.0 -> 2.0.0: canary promoted after 5,50,100% held 600s each',
    ]);
    expect(formatHistory(log)).toMatch(/ramp\s+mf-social-hub\s+every brand\s+1\.0\.0 -> 2\.0\.0\s+5% -> 50%/);
  });

  test("a canary for every brand leaves a brand's own version alone; promoting the canary's version ends it", async () => {
    await call('POST', '/registry/promote', { remote: REMOTE, version: '1.0.0', brand: 'acme' });
    expect((await canary({ version: '3.0.0', brand: '*', share: 100 })).status).toBe(200);
    expect((await versionFor('demo', sessions(1)[0])).version).toBe('3.0.0');
    expect((await versionFor('acme', sessions(1)[0])).version).toBe('1.0.0');
    expect((await manifest('acme')).canaries).toBeUndefined();

    const promoted = await call('POST', '/registry/promote', { remote: REMOTE, version: '3.0.0', actor: 'ada@ops' });
    expect(promoted.json).toMatchObject({ before: '2.0.0', after: '3.0.0', changed: true });
    expect(await canaries()).toEqual([]);
    expect((await history()).at(-1)).toMatchObject({ action: 'promote', detail: 'canary at 100% promoted' });
  });

  test('a held step waits for what item 3 decides: a verdict to hold keeps it, one to roll back ends it', async () => {
    await registry.close();
    let verdict: 'hold' | 'rollback' = 'hold';
    await open({
      judge: async () => (verdict === 'hold' ? { go: 'hold' } : { go: 'rollback', reason: 'failure rate 9% vs 1%' }),
    });
    await canary({ version: '2.0.0', brand: 'demo', ramp: [10, 100], holdSeconds: 60 });
    later(120);
    await idle();
    expect(await canaries()).toMatchObject([{ brand: 'demo', share: 10 }]);
    verdict = 'rollback';
    await eventually(async () => (await canaries()).length === 0);
    expect((await history()).at(-1)).toMatchObject({
      action: 'rollback',
      actor: 'registry (ramp)',
      brand: 'demo',
      before: '2.0.0',
      after: '3.0.0',
      detail: 'canary at 10% rolled back, failure rate 9% vs 1%',
    });
  });
});
