import { bus } from '../bus';
import { setLanguage } from '../i18n';
import { sessionStore } from '../session';
import { api } from '.';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string) {
  const fetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
    async () => ({ status, text: async () => body }) as Response,
  );
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

describe('the api singleton', () => {
  it('sends the session token, application, event and the interface language', async () => {
    await setLanguage('tr');
    sessionStore.getState().setToken('tok-s');
    sessionStore.getState().setApplication({ id: 'app-s', slug: 'demo' } as never);
    sessionStore.getState().setEventId('ev-s');
    const fetch = answer(200, JSON.stringify({ hasError: false, message: null, data: {}, validationErrors: null }));

    await api.call('account/get');

    const headers = new Headers(fetch.mock.calls[0][1]?.headers);
    expect(fetch.mock.calls[0][0]).toBe('/api/v2/account/get');
    expect(headers.get('Authorization')).toBe('Bearer tok-s');
    expect(headers.get('X-Application-Id')).toBe('app-s');
    expect(headers.get('X-Event-Id')).toBe('ev-s');
    expect(headers.get('Accept-Language')).toBe('tr');
  });

  it('announces a 401 on the bus for the shell, and words its own errors in the interface language', async () => {
    const seen: string[] = [];
    const subscription = bus.on('api.unauthorized').subscribe(({ path }) => seen.push(path));
    answer(401, '');
    await api.call('account/get');
    subscription.unsubscribe();
    expect(seen).toEqual(['account/get']);

    await setLanguage('tr');
    answer(502, 'Bad gateway');
    expect((await api.call('account/get')).message).toBe(
      'Sunucu beklenmeyen bir yanıt gönderdi (HTTP 502). Lütfen tekrar deneyin.',
    );
  });
});
