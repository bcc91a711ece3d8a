import { ApiNetworkError, createApiClient } from '../api';
import { queryClient } from '../query/queryClient';
import { failed, ok, restoreFetch, sentTo, serve } from '.';

// The remotes' fake api, driven through the real client so its wire shape is the one pages send.

const client = createApiClient({
  getToken: () => 't',
  getLanguage: () => 'en',
  getApplicationId: () => 'app-1',
  getEventId: () => 'summit-id',
});

afterEach(restoreFetch);

test('answers by the lowercased path and records method, path, body, query and headers', async () => {
  const calls = serve({
    'Login/SignIn': (body) => (body.password === 'p' ? ok({ token: 'x' }) : failed('Wrong password.')),
    'profile/get': (_, { query }) => ok({ id: query.get('userID') }),
  });

  expect((await client.call('login/signin', { email: 'ada@demo.test', password: 'p' })).data).toEqual({ token: 'x' });
  const asked = await client.call('profile/get', undefined, { method: 'GET', query: { userID: 'linus-id' } });

  expect(asked.data).toEqual({ id: 'linus-id' });
  expect(calls.map(({ method, path }) => [method, path])).toEqual([
    ['POST', 'login/signin'],
    ['GET', 'profile/get'],
  ]);
  expect(calls[1].query.get('userID')).toBe('linus-id');
  expect(calls[1].body).toEqual({});
  expect(calls[0].eventId).toBe('summit-id');
  expect(calls[0].headers.get('Authorization')).toBe('Bearer t');
  expect(sentTo(calls, 'Login/SignIn')).toEqual([{ email: 'ada@demo.test', password: 'p' }]);
});

test('failed() carries field errors and a status; unknown calls 404; an Error is a lost connection', async () => {
  serve({
    'account/changepassword': () => failed('Please check the form.', { password: 'Wrong.' }, 422),
    'account/get': () => new TypeError('offline'),
  });

  expect(
    await client.call('account/changepassword', { password: 'a', newPassword: 'b', newPasswordRetry: 'b' }),
  ).toEqual({
    hasError: true,
    message: 'Please check the form.',
    data: null,
    validationErrors: { password: 'Wrong.' },
  });
  expect(await client.call('account/deletemyaccount', { reason: 'x' })).toMatchObject({
    hasError: true,
    message: 'This call does not exist.',
  });
  await expect(client.call('account/get')).rejects.toBeInstanceOf(ApiNetworkError);
});

test('restoreFetch puts the real fetch back and empties the query cache', () => {
  const real = globalThis.fetch;
  serve({});
  queryClient.setQueryData(['left', 'over'], 1);
  expect(globalThis.fetch).not.toBe(real);

  restoreFetch();

  expect(globalThis.fetch).toBe(real);
  expect(queryClient.getQueryData(['left', 'over'])).toBeUndefined();
});
