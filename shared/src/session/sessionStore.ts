import { createStore, useStore, type StoreApi } from 'zustand';
import type { Application, WhiteLabelSettings } from '../contract';
import { STORAGE_KEYS } from '../constants';
import { storage } from '../storage';
import { otherBrandTokens, storedBrand } from './storedToken';

/** unknown: a token is stored but account/get has not answered yet (spec 1 §4 Sign-in state). */
export type SessionStatus = 'unknown' | 'guest' | 'signedIn';

export interface SessionState {
  application: Application | null;
  settings: WhiteLabelSettings | null;
  token: string | null;
  /** The user and the unread counts are the server's: account/get's answer (query/account.ts). */
  status: SessionStatus;
  /** The event the user is inside; calls send it as X-Event-Id (spec 1 §6). */
  eventId: string | null;
  setApplication(application: Application | null): void;
  setSettings(settings: WhiteLabelSettings | null): void;
  setToken(token: string | null): void;
  /** account/get answered for the token: the visitor is signed in. */
  setSignedIn(): void;
  setEventId(eventId: string | null): void;
  signOut(): void;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(): SessionStore {
  const token = storage.get(STORAGE_KEYS.token);
  const tokenBrand = storedBrand();
  return createStore<SessionState>()((set, get) => ({
    application: null,
    settings: null,
    token,
    status: token ? 'unknown' : 'guest',
    eventId: null,
    setApplication(application) {
      const previous = get();
      // Whose the token is: the brand in use, else (a page's first brand) the one it was last used with.
      const owner = previous.application?.slug ?? tokenBrand;
      // Remembered so the root URL and the next start know the brand (spec 1 §8 application lookup).
      storage.set(STORAGE_KEYS.lastApplication, application ? JSON.stringify(application) : null);
      if (!application || owner === null || owner === application.slug) return set({ application });
      // Another brand: this brand's token waits, and the other's own token, if any, comes back.
      const { [application.slug]: token = null, ...others } = otherBrandTokens();
      const kept = previous.token ? { ...others, [owner]: previous.token } : others;
      storage.set(STORAGE_KEYS.brandTokens, Object.keys(kept).length ? JSON.stringify(kept) : null);
      storage.set(STORAGE_KEYS.token, token);
      set({
        application,
        token,
        status: token ? 'unknown' : 'guest',
      });
    },
    setSettings(settings) {
      set({ settings });
    },
    setToken(token) {
      storage.set(STORAGE_KEYS.token, token);
      // A new token belongs to an account not loaded yet; no token means a guest.
      set(token ? { token, status: 'unknown' } : { token: null, status: 'guest' });
    },
    setSignedIn() {
      if (get().token) set({ status: 'signedIn' });
    },
    setEventId(eventId) {
      set({ eventId });
    },
    signOut() {
      // Spec 1 §4 Logout: the token and the last application go; the shell then reloads.
      storage.set(STORAGE_KEYS.token, null);
      storage.set(STORAGE_KEYS.lastApplication, null);
      set({ token: null, status: 'guest' });
    },
  }));
}

/** The page's one session: @atrium/shared is a federation singleton, so every remote reads this store. */
export const sessionStore: SessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
