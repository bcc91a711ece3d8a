import { createStore, useStore, type StoreApi } from 'zustand';
import type { AccountResponse, Application, User, WhiteLabelSettings } from '../contract';
import { STORAGE_KEYS } from '../constants';
import { storage } from '../storage';

/** unknown: a token is stored but account/get has not answered yet (spec 1 §4 Sign-in state). */
export type SessionStatus = 'unknown' | 'guest' | 'signedIn';

export interface SessionState {
  application: Application | null;
  settings: WhiteLabelSettings | null;
  token: string | null;
  user: User | null;
  unreadMessages: number;
  unreadNotifications: number;
  status: SessionStatus;
  /** The event the user is inside; calls send it as X-Event-Id (spec 1 §6). */
  eventId: string | null;
  setApplication(application: Application | null): void;
  setSettings(settings: WhiteLabelSettings | null): void;
  setToken(token: string | null): void;
  setAccount(account: AccountResponse): void;
  setUnread(unread: { messages?: number; notifications?: number }): void;
  setEventId(eventId: string | null): void;
  signOut(): void;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(): SessionStore {
  const token = storage.get(STORAGE_KEYS.token);
  return createStore<SessionState>()((set) => ({
    application: null,
    settings: null,
    token,
    user: null,
    unreadMessages: 0,
    unreadNotifications: 0,
    status: token ? 'unknown' : 'guest',
    eventId: null,
    setApplication(application) {
      // Remembered so the root URL and the next start know the brand (spec 1 §8 application lookup).
      storage.set(STORAGE_KEYS.lastApplication, application ? JSON.stringify(application) : null);
      set({ application });
    },
    setSettings(settings) {
      set({ settings });
    },
    setToken(token) {
      storage.set(STORAGE_KEYS.token, token);
      // A new token belongs to an account not loaded yet; no token means a guest.
      set(token ? { token, status: 'unknown' } : { token: null, user: null, status: 'guest' });
    },
    setAccount({ user, unreadMessages, unreadNotifications }) {
      set({ user, unreadMessages, unreadNotifications, status: 'signedIn' });
    },
    setUnread({ messages, notifications }) {
      set((state) => ({
        unreadMessages: messages ?? state.unreadMessages,
        unreadNotifications: notifications ?? state.unreadNotifications,
      }));
    },
    setEventId(eventId) {
      set({ eventId });
    },
    signOut() {
      // Spec 1 §4 Logout: the token and the last application go; the shell then reloads.
      storage.set(STORAGE_KEYS.token, null);
      storage.set(STORAGE_KEYS.lastApplication, null);
      set({ token: null, user: null, unreadMessages: 0, unreadNotifications: 0, status: 'guest' });
    },
  }));
}

/** The page's one session: @atrium/shared is a federation singleton, so every remote reads this store. */
export const sessionStore: SessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
