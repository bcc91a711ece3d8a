export { MAX_HEALTH_ENTRIES, MAX_VITAL_MS } from '../contract/names';

// Issue 34 item 2: what happens to each remote's version on this page, for the host's health
// reporter (the shell's); nothing is sent from here, so a remote opened alone reports nothing.

/** `mounted`: the version rendered (so a healthy session counts too); the others went wrong. */
export type RemoteHealthKind = 'mounted' | 'loadFailure' | 'renderError' | 'fallback';

export interface RemoteHealthEvent {
  remote: string;
  version: string;
  kind: RemoteHealthKind;
}

type Listener = (event: RemoteHealthEvent) => void;

const listeners = new Set<Listener>();

/** The host listens; returns the way to stop. */
export function onRemoteHealth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteRemoteHealth(event: RemoteHealthEvent): void {
  for (const listener of listeners) listener(event);
}

/**
 * The DOM event a parcel's error boundary sends up from its element when a render fails after
 * the first (the first fails the mount, which the slot already counts); the slot that holds the
 * parcel knows which remote and version it is.
 */
export const RENDER_ERROR_EVENT = 'atrium:remote-render-error';
