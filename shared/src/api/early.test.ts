/**
 * The boot script's early answers (issue 30 item 2): what the gateway put in the page is taken as
 * it is, in the visitor's language; anything else is asked for.
 */
type Early = typeof import('./early');

class FakeResponse {
  constructor(
    private readonly body: string,
    readonly init: { status: number },
  ) {}
  get status() {
    return this.init.status;
  }
  text() {
    return Promise.resolve(this.body);
  }
  json() {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }
  clone() {
    return new FakeResponse(this.body, this.init);
  }
}

function load(inline: unknown, language = 'en'): { early: Early; fetch: jest.Mock } {
  document.head.innerHTML =
    inline === undefined ? '' : `<script type="application/json" id="atrium-early">${JSON.stringify(inline)}</script>`;
  localStorage.setItem('language', language);
  const fetch = jest.fn(() => Promise.resolve(new FakeResponse('{"asked":true}', { status: 200 })));
  Object.assign(globalThis, { fetch, Response: FakeResponse });
  let early!: Early;
  jest.isolateModules(() => {
    early = jest.requireActual<Early>('./early');
  });
  return { early, fetch };
}

const KEY = '/api/v2/login/getapplication\n{"id":"demo"}';

afterEach(() => {
  delete window.__atriumEarly;
  localStorage.clear();
});

describe('askEarly', () => {
  it("takes the page's own answer for the same request and language, without asking", async () => {
    const { early, fetch } = load({ language: 'en', answers: { [KEY]: '{"data":{"id":"app"}}' } });
    early.askCallEarly('login/getapplication', { id: 'demo' });
    const answer = early.takeEarly('/api/v2/login/getapplication', '{"id":"demo"}', 'en');
    expect(fetch).not.toHaveBeenCalled();
    await expect(answer!.then((res) => res.text())).resolves.toBe('{"data":{"id":"app"}}');
  });

  it('asks when the page holds no answer for it, or holds it in another language', async () => {
    const other = load({ language: 'en', answers: { [KEY]: '{}' } }, 'tr');
    other.early.askCallEarly('login/getapplication', { id: 'demo' });
    expect(other.fetch).toHaveBeenCalledTimes(1);

    const none = load(undefined);
    none.early.askCallEarly('login/getapplication', { id: 'demo' });
    expect(none.fetch).toHaveBeenCalledTimes(1);

    const broken = load(undefined);
    document.head.innerHTML = '<script type="application/json" id="atrium-early">{not json</script>';
    broken.early.askEarly('/registry/manifest?brand=demo');
    expect(broken.fetch).toHaveBeenCalledTimes(1);
    await expect(
      broken.early.takeEarly('/registry/manifest?brand=demo', undefined, 'en')!.then((res) => res.text()),
    ).resolves.toBe('{"asked":true}');
  });
});

describe('the canary session (issue 34 item 1)', () => {
  const SESSION = /^[A-Za-z0-9_-]{22}$/;

  it('is made once, at random, kept, and sent with the manifest request', () => {
    const { early } = load(undefined);
    const id = early.canarySession();
    expect(id).toMatch(SESSION);
    expect(localStorage.getItem('canarySession')).toBe(id);
    expect(early.canarySession()).toBe(id);
    expect(early.sessionManifestUrl('my brand')).toBe(`/registry/manifest?brand=my%20brand&session=${id}`);
    // Another browser is another session.
    localStorage.clear();
    expect(early.canarySession()).not.toBe(id);
  });

  it('replaces a kept id that is not one; without storage there is none, and the manifest is the current one', () => {
    const { early } = load(undefined);
    localStorage.setItem('canarySession', 'x</script>');
    expect(early.canarySession()).toMatch(SESSION);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(early.canarySession(blocked)).toBeNull();
    expect(early.manifestUrl('demo', null)).toBe('/registry/manifest?brand=demo');
  });

  it("takes the page's manifest without a session for the session's request; with none in the page (a canary), asks", async () => {
    const shared = '/registry/manifest?brand=demo';
    const mine = `${shared}&session=AAAAAAAAAAAAAAAAAAAAAA`;
    const same = load({ language: 'en', answers: { [`${shared}\n`]: '{"brand":"demo"}' } });
    same.early.askEarly(mine, undefined, shared);
    expect(same.fetch).not.toHaveBeenCalled();
    await expect(same.early.takeEarly(mine, undefined, 'en')!.then((res) => res.text())).resolves.toBe(
      '{"brand":"demo"}',
    );

    const canary = load({ language: 'en', answers: {} });
    canary.early.askEarly(mine, undefined, shared);
    expect(canary.fetch.mock.calls.map(([url]) => url)).toEqual([mine]);
  });
});

describe('signed-in calls asked early (issue 30 item 2)', () => {
  const caller = { token: 'tok-ada', applicationId: 'app-1', eventId: 'ev-1' };
  const url = '/api/v2/Explore/ListSaloons';
  const body = '{"skip":0,"take":1000}';

  it('are asked as the api client would: the token, the application and the event, never from the page', async () => {
    const { early, fetch } = load({ language: 'en', answers: { [`${url}\n${body}`]: '{"data":"a guest answer"}' } });
    const answer = '{"hasError":false,"data":{"items":[]}}';
    fetch.mockImplementation(() => Promise.resolve(new FakeResponse(answer, { status: 200 })));
    const data = early.earlyData(early.askCallEarly('Explore/ListSaloons', { skip: 0, take: 1000 }, caller));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [asked, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(asked).toBe(url);
    expect(init.body).toBe(body);
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-ada',
      'X-Application-Id': 'app-1',
      'X-Event-Id': 'ev-1',
    });
    // The data is read from a copy: the page still takes the whole answer.
    await expect(data).resolves.toEqual({ items: [] });
    await expect(early.takeEarly(url, body, 'en', 'tok-ada', 'ev-1')!.then((res) => res.text())).resolves.toBe(answer);
  });

  it('are taken only by a request sent with the same token and event', () => {
    const { early } = load(undefined);
    early.askCallEarly('Explore/ListSaloons', { skip: 0, take: 1000 }, caller);
    expect(early.takeEarly(url, body, 'en', 'another-token', 'ev-1')).toBeUndefined();
    early.askCallEarly('Explore/ListSaloons', { skip: 0, take: 1000 }, caller);
    expect(early.takeEarly(url, body, 'en', 'tok-ada', 'ev-2')).toBeUndefined();
    early.askCallEarly('Explore/ListSaloons', { skip: 0, take: 1000 }, caller);
    expect(early.takeEarly(url, body, 'en', 'tok-ada', 'ev-1')).toBeDefined();
    // A guest's lookup is anyone's, as before.
    early.askCallEarly('login/getapplication', { id: 'demo' });
    expect(early.takeEarly('/api/v2/login/getapplication', '{"id":"demo"}', 'en', 'tok-ada', null)).toBeDefined();
  });
});

describe('storedTokenFor', () => {
  it("is the stored token for its own brand or before any brand, else that brand's kept token", () => {
    const { early } = load(undefined);
    localStorage.setItem('token', 'tok-demo');
    expect(early.storedTokenFor('demo')).toBe('tok-demo');
    localStorage.setItem('lastApplication', JSON.stringify({ slug: 'demo' }));
    expect(early.storedTokenFor('demo')).toBe('tok-demo');
    expect(early.storedTokenFor('acme')).toBeNull();
    localStorage.setItem('brandTokens', JSON.stringify({ acme: 'tok-acme' }));
    expect(early.storedTokenFor('acme')).toBe('tok-acme');
  });
});
