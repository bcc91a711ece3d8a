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

/**
 * Every brand's token, by application id (issue 11 item 10): a token only serves its own brand, so
 * visiting another brand must not cost the sign-in of the first.
 */
function brandTokens(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(storage.get(STORAGE_KEYS.brandTokens) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function keepBrandToken(applicationId: string, token: string | null): void {
  const { [applicationId]: _old, ...others } = brandTokens();
  const next = token ? { ...others, [applicationId]: token } : others;
  storage.set(STORAGE_KEYS.brandTokens, Object.keys(next).length ? JSON.stringify(next) : null);
}

export function createSessionStore(): SessionStore {
  const token = storage.get(STORAGE_KEYS.token);
  return createStore<SessionState>()((set, get) => ({
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
      const previous = get();
      if (!application || previous.application?.id === application.id) return set({ application });
      // Another brand: its own token, if it has one. On a page's first brand the stored token
      // stays unless it is known to be another brand's (a token from before brands were kept
      // apart is tried, and a 401 clears it as before).
      const kept = brandTokens();
      const ownedElsewhere = previous.token !== null && Object.values(kept).includes(previous.token);
      const token = kept[application.id] ?? (previous.application === null && !ownedElsewhere ? previous.token : null);
      storage.set(STORAGE_KEYS.token, token);
      set({
        application,
        token,
        user: null,
        unreadMessages: 0,
        unreadNotifications: 0,
        status: token ? 'unknown' : 'guest',
      });
    },
    setSettings(settings) {
      set({ settings });
    },
    setToken(token) {
      storage.set(STORAGE_KEYS.token, token);
      const application = get().application;
      if (application) keepBrandToken(application.id, token);
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
      const application = get().application;
      if (application) keepBrandToken(application.id, null);
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
