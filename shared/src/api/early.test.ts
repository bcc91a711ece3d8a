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
