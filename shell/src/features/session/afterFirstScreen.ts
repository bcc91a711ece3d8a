import { queryClient } from '@atrium/shared';

/** The socket never waits longer than this for the first screen. */
export const FIRST_SCREEN_WAIT_MS = 4000;
/** Longest wait for an idle moment once the first answers are in. */
const IDLE_WAIT_MS = 1000;

/**
 * Runs `work` once the page's first screen is in: its scripts loaded (the window's load), no call
 * under way, and the main thread idle after rendering the answers; at the latest FIRST_SCREEN_WAIT_MS.
 * For what the first screen does not show (the socket: its library and its handshake), so it does
 * not share a phone's bandwidth and main thread with the page's content (issue 30). Returns a cancel.
 */
export function afterFirstScreen(work: () => void, win: Window = window): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const run = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    work();
  };
  const later = (fn: () => void, ms: number) => {
    const timer = win.setTimeout(fn, ms);
    cleanups.push(() => win.clearTimeout(timer));
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback !== 'function') return later(run, 200);
    const id = win.requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    cleanups.push(() => win.cancelIdleCallback(id));
  };
  const whenAnswered = () => {
    if (queryClient.isFetching() === 0) return whenIdle();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      whenIdle();
    });
    cleanups.push(unsubscribe);
  };
  later(run, FIRST_SCREEN_WAIT_MS);
  if (win.document.readyState === 'complete') whenAnswered();
  else {
    win.addEventListener('load', whenAnswered, { once: true });
    cleanups.push(() => win.removeEventListener('load', whenAnswered));
  }
  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
