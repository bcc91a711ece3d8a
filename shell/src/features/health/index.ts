import { onRemoteHealth } from '@atrium/shared';
import { HealthReporter, optedOut, type ReporterTarget, type Vital } from './reporter';

export { HealthReporter, optedOut, FLUSH_EVERY_MS, type ReporterTarget } from './reporter';

/** The timer looks often; the reporter itself sends at most every FLUSH_EVERY_MS (reporter.ts). */
const FLUSH_TICK_MS = 5000;

/** web-vitals loads by then if no input came first. */
const VITALS_AFTER_MS = 10_000;
const INPUTS = ['pointerdown', 'keydown'] as const;

const reporter = new HealthReporter({ navigator, now: () => Date.now() });
let started = false;

/** Where this page's figures go: set from the manifest (null in standalone dev or without a session). */
export const configureHealthReports = (target: ReporterTarget | null) => reporter.configure(target);

/** The remote and version whose slot holds an element: the remote that renders that part of the route. */
function slotOf(node: unknown): { remote: string; version: string } | null {
  const slot = node instanceof Element ? node.closest<HTMLElement>('[data-remote][data-version]') : null;
  return slot ? { remote: slot.dataset.remote!, version: slot.dataset.version! } : null;
}

const attribute = (name: Vital, value: number, node: unknown) => {
  const slot = slotOf(node);
  if (slot) reporter.vital(slot.remote, slot.version, name, value);
};

/**
 * Starts this page's health reports (issue 34 item 2): slot events as they come, LCP and INP from
 * web-vitals, loaded after the first screen, batched and sent when the page hides or goes, and
 * every FLUSH_EVERY_MS (reporter.ts).
 */
export function startHealthReports(): void {
  if (started || optedOut(navigator) || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  onRemoteHealth((event) => reporter.note(event));
  setInterval(() => reporter.flush(), FLUSH_TICK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush(true);
  });
  window.addEventListener('pagehide', () => reporter.flush(true));
  // Not on the first screen, whose JS budget has no room left (e2e/tests/weight.spec.ts): on the
  // first input (which ends LCP anyway) or after VITALS_AFTER_MS. Its observers read buffered entries.
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    clearTimeout(timer);
    for (const type of INPUTS) window.removeEventListener(type, load, true);
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onLCP, onINP }) => {
        // Every change, kept as the batch's worst: the final value may come only as the page hides.
        onLCP((m) => attribute('lcp', m.value, m.entries.at(-1)?.element), { reportAllChanges: true });
        onINP((m) => attribute('inp', m.value, m.entries[0]?.target), { reportAllChanges: true });
      })
      .catch(() => undefined);
  };
  const timer = setTimeout(load, VITALS_AFTER_MS);
  for (const type of INPUTS) window.addEventListener(type, load, { capture: true, passive: true });
}
