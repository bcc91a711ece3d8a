import { STORAGE_KEYS, VERSION_MARKER } from '@atrium/shared/constants';
import { earlyChain, takeEarly } from '@atrium/shared/early';
import { startShell } from './startShell';

const SESSION = 'session-0123456789abcdef';

/** A window whose reload is recorded, over jsdom's document and the given storage. */
function page(storage: Storage, pathname = '/') {
  const reload = jest.fn();
  const win = { document, localStorage: storage, location: { reload, pathname } } as unknown as Window;
  const boot = document.createElement('script');
  boot.dataset.scripts = '/main.js /other.js';
  return { win, boot, reload, added: () => [...document.head.querySelectorAll('script')].map((s) => s.src) };
}

describe('startShell (spec 1 §1 version flag)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    delete window.__atriumEarly;
    delete window.__atriumEarlyChain;
  });

  it('a first visit (no flag) keeps the flag and starts without a reload: nothing stale to drop', () => {
    const { win, boot, reload, added } = page(localStorage);
    startShell(boot, win);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe(VERSION_MARKER);
    expect(added()).toEqual(['http://localhost/main.js', 'http://localhost/other.js']);
  });

  it('on the first run of a new version after an older one reloads once, before adding any script', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, 'v1.0.0');
    const { win, boot, reload, added } = page(localStorage);
    startShell(boot, win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe(VERSION_MARKER);
    expect(added()).toEqual([]);
    // The reloaded page finds this version's flag and starts.
    const again = page(localStorage);
    startShell(again.boot, again.win);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('with the flag of this version adds the entry scripts in order', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    const { win, boot, reload, added } = page(localStorage);
    startShell(boot, win);
    expect(reload).not.toHaveBeenCalled();
    expect(added()).toEqual(['http://localhost/main.js', 'http://localhost/other.js']);
  });

  it('never reloads when storage cannot keep the flag, and still starts', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const { win, boot, reload, added } = page(blocked);
    startShell(boot, win);
    expect(reload).not.toHaveBeenCalled();
    expect(added()).toEqual(['http://localhost/main.js', 'http://localhost/other.js']);
  });

  it('on /:slug asks for the brand and the manifest before the scripts, and the api client takes the answers once', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    localStorage.setItem(STORAGE_KEYS.language, 'tr');
    localStorage.setItem(STORAGE_KEYS.canarySession, SESSION);
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({}) as Response);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { win, boot } = page(localStorage, '/my%20brand/login');
    startShell(boot, win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v2/login/getapplication',
      '/api/v2/definition/getApplicationsettings',
      '/api/v2/Definition/GetApplicationPolicies',
      // The browser's canary session (issue 34 item 1): the registry answers with its versions.
      `/registry/manifest?brand=my%20brand&session=${SESSION}`,
    ]);
    const body = JSON.stringify({ id: 'my brand' });
    expect(takeEarly('/api/v2/login/getapplication', body, 'en')).toBeUndefined(); // another language
    expect(takeEarly('/api/v2/login/getapplication', body, 'tr')).toBeInstanceOf(Promise);
    expect(takeEarly('/api/v2/login/getapplication', body, 'tr')).toBeUndefined(); // once
    expect(takeEarly(`/registry/manifest?brand=my%20brand&session=${SESSION}`, undefined, 'tr')).toBeInstanceOf(
      Promise,
    );
  });

  it("starts the downloads the page names after the version check, and takes the page's answers without asking", async () => {
    const key = '/api/v2/login/getapplication\n{"id":"demo"}';
    const block = {
      language: 'en',
      // The brand's manifest without a session: the gateway gives it only when it is every session's.
      answers: { [key]: '{"data":{"id":"app-1"}}', '/registry/manifest?brand=demo\n': '{"brand":"demo","remotes":{}}' },
      preload: ['/main.js', '/chunk.1.js', 'http://localhost/remotes/mf-auth/1.0.0/remoteEntry.js'],
    };
    const named = () => {
      document.head.innerHTML = `<script type="application/json" id="atrium-early">${JSON.stringify(block)}</script>`;
    };
    const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('href'));
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({}) as Response);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    // jsdom has no Response: the least of one that the page's answers are read through.
    globalThis.Response ??= class {
      constructor(private readonly body: string) {}
      text() {
        return Promise.resolve(this.body);
      }
    } as unknown as typeof Response;

    // A visitor of an older version is reloaded before anything starts.
    named();
    localStorage.setItem(STORAGE_KEYS.appVersion, 'v1.0.0');
    const old = page(localStorage, '/demo/login');
    startShell(old.boot, old.win);
    expect(preloads()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();

    named();
    const { win, boot } = page(localStorage, '/demo/login');
    startShell(boot, win);
    // main.js is added as a script anyway; the rest is preloaded.
    expect(preloads()).toEqual(['/chunk.1.js', 'http://localhost/remotes/mf-auth/1.0.0/remoteEntry.js']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v2/definition/getApplicationsettings',
      '/api/v2/Definition/GetApplicationPolicies',
    ]);
    const given = takeEarly('/api/v2/login/getapplication', '{"id":"demo"}', 'en');
    await expect(given!.then((res) => res.text())).resolves.toBe('{"data":{"id":"app-1"}}');
    // This browser's manifest request takes it, whatever its session.
    const session = localStorage.getItem(STORAGE_KEYS.canarySession);
    const manifest = takeEarly(`/registry/manifest?brand=demo&session=${session}`, undefined, 'en');
    await expect(manifest!.then((res) => res.text())).resolves.toBe('{"brand":"demo","remotes":{}}');
  });

  it('on / asks for nothing: the root picks its brand itself', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    const fetch = jest.fn();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { win, boot } = page(localStorage, '/');
    startShell(boot, win);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("with the brand's stored token asks the account, the event, then the page's first calls as that visitor (issue 30 item 2)", async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    localStorage.setItem(STORAGE_KEYS.token, 'tok-ada');
    localStorage.setItem(STORAGE_KEYS.lastApplication, 'demo');
    const answers: Record<string, unknown> = {
      '/api/v2/login/getapplication': { id: 'app-1' },
      '/api/v2/Explore/GetEventBySlug': { id: 'ev-1' },
    };
    const fetch = jest.fn(async (url: string, _init?: RequestInit) => {
      const data = answers[url] ?? null;
      const text = JSON.stringify({ hasError: false, data });
      const response = { status: 200, text: async () => text, json: async () => JSON.parse(text) as unknown };
      return { ...response, clone: () => response } as unknown as Response;
    });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { win, boot } = page(localStorage, '/demo/event/atrium-summit/sessions');
    startShell(boot, win);
    await earlyChain();
    const asked = fetch.mock.calls.slice(4).map(([url, init]) => ({
      url,
      body: init?.body,
      headers: init?.headers as Record<string, string>,
    }));
    expect(asked.map(({ url, body }) => `${url} ${body}`)).toEqual([
      '/api/v2/account/get {}',
      '/api/v2/Explore/GetEventBySlug {"slug":"atrium-summit"}',
      '/api/v2/Participant/GetCurrentParticipant {}',
      '/api/v2/LiveEvent/List {"isActive":true,"skip":0,"take":1000}',
    ]);
    for (const { headers } of asked) {
      expect(headers).toMatchObject({ Authorization: 'Bearer tok-ada', 'X-Application-Id': 'app-1' });
    }
    expect(asked.slice(2).every(({ headers }) => headers['X-Event-Id'] === 'ev-1')).toBe(true);
    // Taken by the same visitor in the same event only.
    const list = ['/api/v2/LiveEvent/List', '{"isActive":true,"skip":0,"take":1000}', 'en'] as const;
    expect(takeEarly(...list, 'tok-ada', 'ev-2')).toBeUndefined();
  });

  it("asks nothing signed-in with another brand's token", async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    localStorage.setItem(STORAGE_KEYS.token, 'tok-acme');
    localStorage.setItem(STORAGE_KEYS.lastApplication, 'acme');
    const fetch = jest.fn(async () => ({
      status: 200,
      clone: () => ({ json: async () => ({ data: { id: 'app' } }) }),
    }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { win, boot } = page(localStorage, '/demo/event/atrium-summit');
    startShell(boot, win);
    await earlyChain();
    expect(fetch).toHaveBeenCalledTimes(4); // the brand's lookups and its manifest only
  });
});
