import type { LiveJoinResponse } from '@atrium/shared/contract';

// The stream's signed hash, per session, in sessionStorage: a reload of the session page keeps it,
// a new tab joins again (the hash is tied to the user and expires, so it is not kept longer).

const key = (sessionId: string) => `atrium.liveHash.${sessionId}`;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function storeHash(sessionId: string, joined: LiveJoinResponse): void {
  try {
    store()?.setItem(key(sessionId), JSON.stringify(joined));
  } catch {
    // A blocked storage only means the page joins again after a reload.
  }
}

/** The kept hash of a session while it still works, else null (the page then joins again). */
export function storedHash(sessionId: string, now = Date.now()): string | null {
  try {
    const kept = JSON.parse(store()?.getItem(key(sessionId)) ?? 'null') as LiveJoinResponse | null;
    return kept && Date.parse(kept.expiresAt) > now ? kept.hash : null;
  } catch {
    return null;
  }
}
