import type { RemoteManifest } from '../contract/registry';

// The Module Federation runtime, reduced to what the loader relies on: the last registration of a
// container wins only with force, and an entry that is broken fails to load.
const mockEntries = new Map<string, string>();
const mockBroken = new Set<string>();
const mockRegisterRemotes = jest.fn((remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
  for (const r of remotes) if (options?.force || !mockEntries.has(r.name)) mockEntries.set(r.name, r.entry);
});
const mockLoadRemote = jest.fn(async (id: string) => {
  const entry = mockEntries.get(id.split('/')[0]);
  if (!entry || mockBroken.has(entry)) throw new Error(`ScriptExternalLoadError: ${entry}`);
  return { default: { name: `${id} from ${entry}` } };
});
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: Parameters<typeof mockRegisterRemotes>) => mockRegisterRemotes(...args),
  loadRemote: (id: string) => mockLoadRemote(id),
}));

const fetchMock = jest.fn(async () => ({ ok: true }));

// What the slot does with a loaded parcel; a build in mockRenderBroken fails its first render.
const mockRenderBroken = new Set<string>();
const mount = jest.fn(async (parcel: unknown) => {
  const { name } = parcel as { name: string };
  if ([...mockRenderBroken].some((entry) => name.endsWith(entry))) throw new Error(`render failed: ${name}`);
});

function manifestOf(hub: Partial<RemoteManifest['remotes'][string]> = {}, withRegistry = true): RemoteManifest {
  return {
    brand: 'demo',
    ...(withRegistry ? { reportTo: '/registry/failures' } : {}),
    remotes: {
      'mf-social-hub': {
        name: 'mf_social_hub',
        version: '2.0.0',
        entry: '/remotes/mf-social-hub/2.0.0/remoteEntry.js',
        lastGood: { version: '1.0.0', entry: '/remotes/mf-social-hub/1.0.0/remoteEntry.js' },
        ...hub,
      },
      'mf-auth': { name: 'mf_auth', version: '1.0.0', entry: '/remotes/mf-auth/1.0.0/remoteEntry.js', lastGood: null },
    },
  };
}

async function federation(...manifests: RemoteManifest[]) {
  const mod = await import('./federation');
  let reads = 0;
  const loader = jest.fn(async (): Promise<RemoteManifest> => manifests[Math.min(reads++, manifests.length - 1)]);
  mod.configureRemotes(loader);
  return { ...mod, loader };
}

const reports = () =>
  fetchMock.mock.calls.map(([url, init]: unknown[]) => [url, JSON.parse((init as RequestInit).body as string)]);

beforeEach(() => {
  jest.resetModules();
  mockEntries.clear();
  mockBroken.clear();
  mockRenderBroken.clear();
  mount.mockClear();
  mockRegisterRemotes.mockClear();
  mockLoadRemote.mockClear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('the current version loads when it works, and nothing is reported', async () => {
  const { loadParcel } = await federation(manifestOf());
  const loaded = await loadParcel('mf-social-hub', './SocialHub', false, mount);
  expect(loaded).toEqual({
    parcel: { name: 'mf_social_hub/SocialHub from /remotes/mf-social-hub/2.0.0/remoteEntry.js' },
    version: '2.0.0',
  });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a current version that fails falls back to the last good one, reported once to the registry', async () => {
  mockBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  const { loadParcel } = await federation(manifestOf());

  const loaded = await loadParcel('mf-social-hub', './SocialHub', false, mount);
  expect(loaded.version).toBe('1.0.0');
  expect(loaded.parcel).toEqual({ name: 'mf_social_hub/SocialHub from /remotes/mf-social-hub/1.0.0/remoteEntry.js' });
  expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_social_hub', entry: '/remotes/mf-social-hub/1.0.0/remoteEntry.js' }],
    { force: true },
  );
  expect(reports()).toEqual([
    [
      '/registry/failures',
      {
        brand: 'demo',
        remote: 'mf-social-hub',
        version: '2.0.0',
        message: 'ScriptExternalLoadError: /remotes/mf-social-hub/2.0.0/remoteEntry.js',
      },
    ],
  ]);

  // Another area of the same remote goes straight to the version that works.
  mockLoadRemote.mockClear();
  expect((await loadParcel('mf-social-hub', './LivePoll', false, mount)).version).toBe('1.0.0');
  expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a current version whose first render fails falls back too: reported, the last good one mounted', async () => {
  mockRenderBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  const { loadParcel } = await federation(manifestOf());

  const loaded = await loadParcel('mf-social-hub', './SocialHub', false, mount);
  expect(loaded.version).toBe('1.0.0');
  expect(mount.mock.calls.map(([parcel]) => (parcel as { name: string }).name)).toEqual([
    'mf_social_hub/SocialHub from /remotes/mf-social-hub/2.0.0/remoteEntry.js',
    'mf_social_hub/SocialHub from /remotes/mf-social-hub/1.0.0/remoteEntry.js',
  ]);
  expect(reports()).toEqual([
    [
      '/registry/failures',
      expect.objectContaining({
        remote: 'mf-social-hub',
        version: '2.0.0',
        message: 'render failed: mf_social_hub/SocialHub from /remotes/mf-social-hub/2.0.0/remoteEntry.js',
      }),
    ],
  ]);
});

test('retry after the last good version failed too tries the current one again, then the last good one', async () => {
  mockRenderBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  mockBroken.add('/remotes/mf-social-hub/1.0.0/remoteEntry.js');
  const { loadParcel } = await federation(manifestOf());
  await expect(loadParcel('mf-social-hub', './SocialHub', false, mount)).rejects.toThrow(/ScriptExternalLoadError/);

  // The network is back: Try again.
  mockBroken.clear();
  mockRegisterRemotes.mockClear();
  expect((await loadParcel('mf-social-hub', './SocialHub', true, mount)).version).toBe('1.0.0');
  expect(mockRegisterRemotes.mock.calls).toEqual([
    [[{ name: 'mf_social_hub', entry: '/remotes/mf-social-hub/2.0.0/remoteEntry.js' }], { force: true }],
    [[{ name: 'mf_social_hub', entry: '/remotes/mf-social-hub/1.0.0/remoteEntry.js' }], { force: true }],
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('two slots failing at once fall back together and report once', async () => {
  mockBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  const { loadParcel } = await federation(manifestOf());
  const loaded = await Promise.all([
    loadParcel('mf-social-hub', './SocialHub', false, mount),
    loadParcel('mf-social-hub', './LivePoll', false, mount),
  ]);
  expect(loaded.map((l) => l.version)).toEqual(['1.0.0', '1.0.0']);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('without a last good version the failure reaches the slot, and is still reported', async () => {
  mockBroken.add('/remotes/mf-auth/1.0.0/remoteEntry.js');
  const { loadParcel } = await federation(manifestOf());
  await expect(loadParcel('mf-auth', './Auth', false, mount)).rejects.toThrow(/ScriptExternalLoadError/);
  expect(reports()).toEqual([['/registry/failures', expect.objectContaining({ remote: 'mf-auth', version: '1.0.0' })]]);
});

test('retry re-reads the manifest and re-registers the failed remote with force', async () => {
  mockBroken.add('/remotes/mf-auth/1.0.0/remoteEntry.js');
  const fixed = manifestOf();
  fixed.remotes['mf-auth'] = {
    ...fixed.remotes['mf-auth'],
    version: '1.0.1',
    entry: '/remotes/mf-auth/1.0.1/remoteEntry.js',
  };
  const { loadParcel, loader } = await federation(manifestOf(), fixed);

  await expect(loadParcel('mf-auth', './Auth', false, mount)).rejects.toThrow();
  const loaded = await loadParcel('mf-auth', './Auth', true, mount);
  expect(loaded.version).toBe('1.0.1');
  expect(loader).toHaveBeenCalledTimes(2);
  expect(mockRegisterRemotes).toHaveBeenCalledWith(
    [{ name: 'mf_auth', entry: '/remotes/mf-auth/1.0.1/remoteEntry.js' }],
    { force: true },
  );
});

test('a host without a registry (standalone dev) reports nothing', async () => {
  mockBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  const { loadParcel } = await federation(manifestOf({}, false));
  expect((await loadParcel('mf-social-hub', './SocialHub', false, mount)).version).toBe('1.0.0');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('another brand with other builds replaces the registrations that differ', async () => {
  const mod = await federation(manifestOf());
  await mod.loadParcel('mf-social-hub', './SocialHub', false, mount);
  mod.configureRemotes(async () =>
    manifestOf({ version: '2.0.0-acme', entry: '/remotes/mf-social-hub/2.0.0-acme/remoteEntry.js' }),
  );
  expect((await mod.loadParcel('mf-social-hub', './SocialHub', false, mount)).version).toBe('2.0.0-acme');
  expect(mockEntries.get('mf_social_hub')).toBe('/remotes/mf-social-hub/2.0.0-acme/remoteEntry.js');
  expect(mockEntries.get('mf_auth')).toBe('/remotes/mf-auth/1.0.0/remoteEntry.js');
});

test('prefetchRemotes reads the manifest once, before any slot, and the slot uses that read', async () => {
  const { prefetchRemotes, loadParcel, loader } = await federation(manifestOf());
  prefetchRemotes();
  expect(loader).toHaveBeenCalledTimes(1);
  await loadParcel('mf-auth', './Auth', false, mount);
  expect(loader).toHaveBeenCalledTimes(1);
});

test('a prefetch that fails leaves the manifest to be read again by the slot', async () => {
  const { configureRemotes, prefetchRemotes, loadParcel } = await federation(manifestOf());
  const loader = jest
    .fn<Promise<RemoteManifest>, []>()
    .mockRejectedValueOnce(new Error('registry answered 502'))
    .mockResolvedValue(manifestOf());
  configureRemotes(loader);
  prefetchRemotes();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await loadParcel('mf-auth', './Auth', false, mount)).version).toBe('1.0.0');
  expect(loader).toHaveBeenCalledTimes(2);
});

test('each load says how the version did for the health reports: failed to load or to render, fell back, mounted', async () => {
  const { loadParcel } = await federation(manifestOf());
  const { onRemoteHealth } = await import('./health');
  const events: string[] = [];
  onRemoteHealth((e) => events.push(`${e.remote}@${e.version} ${e.kind}`));
  await loadParcel('mf-auth', './Auth', false, mount);
  mockBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  await loadParcel('mf-social-hub', './SocialHub', false, mount);
  expect(events).toEqual([
    'mf-auth@1.0.0 mounted',
    'mf-social-hub@2.0.0 loadFailure',
    'mf-social-hub@2.0.0 fallback',
    'mf-social-hub@1.0.0 mounted',
  ]);

  events.length = 0;
  mockBroken.clear();
  mockRenderBroken.add('/remotes/mf-social-hub/2.0.0/remoteEntry.js');
  await loadParcel('mf-social-hub', './SocialHub', true, mount);
  expect(events).toEqual([
    'mf-social-hub@2.0.0 renderError',
    'mf-social-hub@2.0.0 fallback',
    'mf-social-hub@1.0.0 mounted',
  ]);
});
