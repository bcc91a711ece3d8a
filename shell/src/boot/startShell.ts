import { STORAGE_KEYS, VERSION_MARKER } from '@atrium/shared/constants';
import { preloadFirstScreen } from '@atrium/shared/early';
import { askBrandEarly } from './earlyRequests';

/**
 * Spec 1 §1: the first run of a new version forces one reload, so no stale assets stay in use.
 * Returns true when it reloads. A visitor with no flag at all has run no older version, so has
 * nothing stale: the flag is kept and the page goes on (issue 30 item 1: a first visit loads
 * once). Storage that cannot keep the flag would reload forever: no reload.
 */
export function reloadOnNewVersion(win: Window): boolean {
  try {
    const storage = win.localStorage;
    const stored = storage.getItem(STORAGE_KEYS.appVersion);
    if (stored === VERSION_MARKER) return false;
    storage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    if (storage.getItem(STORAGE_KEYS.appVersion) !== VERSION_MARKER || stored === null) return false;
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

/**
 * The page's first script, inline in index.html: the version check runs before anything else is
 * downloaded, then the brand is asked for (or taken from the page), what the gateway named for the
 * first screen starts downloading, and the shell's entry scripts (data-scripts) are added in order.
 */
export function startShell(boot: HTMLElement, win: Window = window): void {
  if (reloadOnNewVersion(win)) return;
  const scripts = (boot.dataset.scripts ?? '').split(' ').filter(Boolean);
  askBrandEarly(win.location.pathname);
  preloadFirstScreen(scripts);
  for (const src of scripts) {
    const script = win.document.createElement('script');
    script.src = src;
    script.async = false;
    win.document.head.appendChild(script);
  }
}
