import { NOT_LOGGED_IN_MESSAGE as contractMessage } from '../contract';
import { ApiNetworkError, NOT_LOGGED_IN_MESSAGE, createApiClient, type ApiClientOptions } from '.';

type FetchArgs = [input: string, init: RequestInit];

function respond(status: number, body: string) {
  const calls: FetchArgs[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init ?? {}]);
    return { status, text: async () => body } as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const envelope = (data: unknown) => JSON.stringify({ hasError: false, message: null, data, validationErrors: null });

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    getToken: () => 'tok-1',
    getLanguage: () => 'tr',
    getApplicationId: () => 'app-1',
    ...overrides,
  });
}

describe('createApiClient (spec 1 §7, DESIGN wire details)', () => {
  it('POSTs JSON to /api/v2/<path> with bearer, language, application and event headers', async () => {
    const { fetch, calls } = respond(200, envelope({ token: 'x' }));
    const result = await client({ fetch, getEventId: () => 'ev-9' }).call('login/signin', {
      email: 'ada@demo.test',
      password: 'p',
    });

    expect(result).toEqual({ hasError: false, message: null, data: { token: 'x' }, validationErrors: null });
    const [url, init] = calls[0];
    expect(url).toBe('/api/v2/login/signin');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@demo.test', password: 'p' });
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Accept-Language')).toBe('tr');
    expect(headers.get('X-Application-Id')).toBe('app-1');
    expect(headers.get('X-Event-Id')).toBe('ev-9');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('takes an answer asked for early instead of asking again, and asks itself when that one failed', async () => {
    const { fetch, calls } = respond(200, envelope({ id: 'fresh' }));
    const early = { status: 200, text: async () => envelope({ id: 'early' }) } as Response;
    const takeEarly = jest.fn((): Promise<Response> | undefined => Promise.resolve(early));
    const first = await client({ fetch, takeEarly }).call('login/getapplication', { id: 'demo' });
    // With who asks it: a signed-in answer is taken only by a request sent as the same visitor and event.
    expect(takeEarly).toHaveBeenCalledWith('/api/v2/login/getapplication', '{"id":"demo"}', 'tr', 'tok-1', null);
    expect(first.data).toEqual({ id: 'early' });
    expect(calls).toHaveLength(0);

    takeEarly.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    const second = await client({ fetch, takeEarly }).call('login/getapplication', { id: 'demo' });
    expect(second.data).toEqual({ id: 'fresh' });
    expect(calls).toHaveLength(1);
  });

  it('leaves out the headers it has no value for, and lets a call name its event', async () => {
    const { fetch, calls } = respond(200, envelope(null));
    await client({ fetch, getToken: () => null, getApplicationId: () => null }).call('login/getapplication', {
      id: 'demo',
    });
    const headers = new Headers(calls[0][1].headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Application-Id')).toBe(false);
    expect(headers.has('X-Event-Id')).toBe(false);

    await client({ fetch, getEventId: () => 'ev-1' }).call('Participant/GetParticipants', {}, { eventId: 'ev-2' });
    expect(new Headers(calls[1][1].headers).get('X-Event-Id')).toBe('ev-2');
  });

  it('sends GET without a body, with the query, and a trailing slash of the base tolerated', async () => {
    const { fetch, calls } = respond(200, envelope({ ok: true }));
    await client({ fetch, baseUrl: 'https://api.example/api/v2/' }).call('health', undefined, {
      method: 'GET',
      query: { userID: 'u 1', take: 20 },
    });
    const [url, init] = calls[0];
    expect(url).toBe('https://api.example/api/v2/health?userID=u+1&take=20');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('rewrites HTTP 401 on any call to the not-logged-in envelope and reports the path (spec 1 §8)', async () => {
    const onUnauthorized = jest.fn();
    const { fetch } = respond(401, '<html>Unauthorized</html>');
    const api = client({ fetch, onUnauthorized });

    await expect(api.call('account/get')).resolves.toEqual({
      hasError: true,
      message: 'You must be logged in to perform this action.',
      data: null,
      validationErrors: null,
    });
    await api.call('Explore/GetEvent', { id: '1' });
    expect(onUnauthorized.mock.calls).toEqual([['account/get'], ['Explore/GetEvent']]);
  });

  it('uses the same 401 text as the contract', () => {
    expect(NOT_LOGGED_IN_MESSAGE).toBe(contractMessage);
  });

  it('passes a hasError envelope with validation errors through unchanged', async () => {
    const body = { hasError: true, message: 'Check the form', data: null, validationErrors: { email: 'Invalid' } };
    const { fetch } = respond(400, JSON.stringify(body));
    const result = await client({ fetch }).call('login/signUp', {} as never);
    expect(result).toEqual(body);
  });

  it.each([
    ['HTML from a proxy', 502, '<html>Bad gateway</html>'],
    ['an empty body', 204, ''],
    ['JSON that is not an envelope', 200, '{"token":"x"}'],
    ['a JSON array', 200, '[1,2]'],
  ])('turns %s into a hasError envelope naming the status', async (_, status, body) => {
    const { fetch } = respond(status, body);
    const result = await client({ fetch }).call('account/get');
    expect(result.hasError).toBe(true);
    expect(result.data).toBeNull();
    expect(result.message).toContain(`HTTP ${status}`);
  });

  it('translates its own message when given a translator', async () => {
    const { fetch } = respond(500, 'oops');
    const translate = jest.fn((key: string, values: Record<string, string | number>) => `${key}:${values.status}`);
    const result = await client({ fetch, translate }).call('account/get');
    expect(result.message).toBe('unexpectedAnswer:500');
  });

  it('rejects with ApiNetworkError when the request fails before an answer', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = jest.fn(async () => {
      throw cause;
    }) as unknown as typeof globalThis.fetch;
    const error = await client({ fetch })
      .call('login/signin', { email: 'ada@demo.test', password: 'p' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ path: 'login/signin', cause });
    expect((error as Error).message).toMatch(/could not be reached/);
  });

  it('lets an abort through as it is, not as a network error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    const fetch = jest.fn(async () => {
      throw abort;
    }) as unknown as typeof globalThis.fetch;
    controller.abort();
    await expect(client({ fetch }).call('account/get', undefined, { signal: controller.signal })).rejects.toBe(abort);
  });
});
