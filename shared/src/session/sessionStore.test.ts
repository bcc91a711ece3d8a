import type { AccountResponse, User } from '../contract';
import { createSessionStore } from '.';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace' } as User;
const account: AccountResponse = { user, unreadMessages: 3, unreadNotifications: 12 };

beforeEach(() => localStorage.clear());

describe('session store (spec 1 §4)', () => {
  it('starts as a guest without a stored token, and unknown with one until account/get answers', () => {
    expect(createSessionStore().getState()).toMatchObject({ token: null, status: 'guest' });

    localStorage.setItem('token', 'stored');
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: 'stored', status: 'unknown' });
    store.getState().setAccount(account);
    expect(store.getState()).toMatchObject({ user, unreadMessages: 3, unreadNotifications: 12, status: 'signedIn' });
  });

  it('persists the token in localStorage', () => {
    const store = createSessionStore();
    store.getState().setToken('t-1');
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(store.getState().status).toBe('unknown');
  });

  it('signOut clears the token, the user and the last application (spec 1 §4 Logout)', () => {
    const store = createSessionStore();
    store.getState().setApplication({ id: 'app', slug: 'demo' } as never);
    store.getState().setToken('t-1');
    store.getState().setAccount(account);
    expect(localStorage.getItem('lastApplication')).toContain('"slug":"demo"');

    store.getState().signOut();

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('lastApplication')).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, user: null, unreadMessages: 0, status: 'guest' });
  });

  it('setUnread changes only the counts it is given', () => {
    const store = createSessionStore();
    store.getState().setAccount(account);
    store.getState().setUnread({ notifications: 0 });
    expect(store.getState()).toMatchObject({ unreadMessages: 3, unreadNotifications: 0 });
  });
});
