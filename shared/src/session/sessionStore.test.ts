import { createSessionStore } from '.';

beforeEach(() => localStorage.clear());

describe('session store (spec 1 §4)', () => {
  it('starts as a guest without a stored token, and unknown with one until account/get answers', () => {
    expect(createSessionStore().getState()).toMatchObject({ token: null, status: 'guest' });

    localStorage.setItem('token', 'stored');
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: 'stored', status: 'unknown' });
    store.getState().setSignedIn();
    expect(store.getState()).toMatchObject({ token: 'stored', status: 'signedIn' });
    // The user and the unread counts are account/get's, in the query cache: the store keeps no copy.
    expect(Object.keys(store.getState())).not.toEqual(expect.arrayContaining(['user']));
  });

  it('persists the token in localStorage', () => {
    const store = createSessionStore();
    store.getState().setToken('t-1');
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(store.getState().status).toBe('unknown');
  });

  it('signOut clears the token and the last application (spec 1 §4 Logout)', () => {
    const store = createSessionStore();
    store.getState().setApplication({ id: 'app', slug: 'demo' } as never);
    store.getState().setToken('t-1');
    store.getState().setSignedIn();
    expect(localStorage.getItem('lastApplication')).toContain('"slug":"demo"');

    store.getState().signOut();

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('lastApplication')).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, status: 'guest' });
    // Without a token nobody is signed in.
    store.getState().setSignedIn();
    expect(store.getState().status).toBe('guest');
  });

  it('keeps each brand its own token: another brand starts as a guest, and coming back finds the first signed in', () => {
    const demo = { id: 'demo-id', slug: 'demo' } as never;
    const acme = { id: 'acme-id', slug: 'acme' } as never;
    const store = createSessionStore();
    store.getState().setApplication(demo);
    store.getState().setToken('demo-token');
    store.getState().setSignedIn();

    store.getState().setApplication(acme);
    expect(store.getState()).toMatchObject({ token: null, status: 'guest' });
    store.getState().setToken('acme-token');

    // A new page on demo (a reload or another tab) finds demo's token, not the last one used.
    const page = createSessionStore();
    page.getState().setApplication(demo);
    expect(page.getState()).toMatchObject({ token: 'demo-token', status: 'unknown' });
    expect(localStorage.getItem('token')).toBe('demo-token');

    // Signing out of demo leaves acme signed in.
    page.getState().signOut();
    page.getState().setApplication(acme);
    expect(page.getState()).toMatchObject({ token: 'acme-token', status: 'unknown' });
  });

  it("a page's first brand keeps the stored token when it is the brand it was used with, or when that is unknown", () => {
    localStorage.setItem('token', 'old');
    const store = createSessionStore();
    store.getState().setApplication({ id: 'demo-id', slug: 'demo' } as never);
    expect(store.getState()).toMatchObject({ token: 'old', status: 'unknown' });

    // Removing the token signs this brand out, even with another brand's token waiting.
    localStorage.setItem('brandTokens', JSON.stringify({ acme: 'acme-token' }));
    localStorage.removeItem('token');
    const reloaded = createSessionStore();
    reloaded.getState().setApplication({ id: 'demo-id', slug: 'demo' } as never);
    expect(reloaded.getState()).toMatchObject({ token: null, status: 'guest' });
  });
});
