import { currentUser, sessionStore, ThemeRoot } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, signOutForTest } from '@atrium/shared/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { useSignInState } from './useSignInState';

// Spec 1 §4 Sign-in state: a stored token is checked with account/get once the brand is known.

const ada = { id: 'ada', firstName: 'Ada', lastName: 'Lovelace' } as User;

beforeEach(() => signOutForTest());
afterEach(() => restoreFetch());

test('waits for the brand, then loads the account into the cache and signs in', async () => {
  const calls = serve({ 'account/get': () => ok({ user: ada, unreadMessages: 2, unreadNotifications: 0 }) });
  sessionStore.setState({ token: 't', status: 'unknown' });
  const { result, rerender } = renderHook(({ ready }) => useSignInState(ready), {
    initialProps: { ready: false },
    wrapper: ThemeRoot,
  });
  await Promise.resolve();
  expect(sentTo(calls, 'account/get')).toHaveLength(0);
  expect(result.current).toBeNull();

  rerender({ ready: true });
  await waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
  expect(result.current).toEqual(ada);
  expect(currentUser()).toEqual(ada);
  expect(sentTo(calls, 'account/get')).toHaveLength(1);
});

test("the server's no signs out", async () => {
  serve({ 'account/get': () => failed('Your session has ended.', null, 401) });
  sessionStore.setState({ token: 't', status: 'unknown' });
  const { result } = renderHook(() => useSignInState(true), { wrapper: ThemeRoot });
  await waitFor(() => expect(sessionStore.getState()).toMatchObject({ token: null, status: 'guest' }));
  expect(result.current).toBeNull();
});

test('a guest: nothing is asked', async () => {
  const calls = serve({});
  const { result } = renderHook(() => useSignInState(true), { wrapper: ThemeRoot });
  await Promise.resolve();
  expect(calls).toEqual([]);
  expect(result.current).toBeNull();
});
