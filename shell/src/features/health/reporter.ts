import { MAX_HEALTH_ENTRIES, MAX_VITAL_MS, type RemoteHealthEvent } from '@atrium/shared';
import type { HealthEntry, HealthReport } from '@atrium/shared/contract';

// Issue 34 item 2: this browser's figures per remote and version, batched and sent with
// sendBeacon, so the registry can judge a canary against the version it replaces.

/** A batch goes at most this often while the page is shown; hiding the page sends what is left. */
export const FLUSH_EVERY_MS = 15_000;

/** What the reporter needs from the page: passed in, so tests give their own. */
export interface ReporterPage {
  navigator: Pick<Navigator, 'sendBeacon' | 'doNotTrack'> & { globalPrivacyControl?: boolean };
  now(): number;
}

/** Where to send and as whom: known once the manifest is read. */
export interface ReporterTarget {
  url: string;
  brand: string;
  session: string;
}

export type Vital = 'lcp' | 'inp';

/** Do Not Track or Global Privacy Control: the session sends nothing. */
export const optedOut = (nav: ReporterPage['navigator']) => nav.doNotTrack === '1' || nav.globalPrivacyControl === true;

const COUNTS = { loadFailure: 'loadFailures', renderError: 'renderErrors', fallback: 'fallbacks' } as const;

export class HealthReporter {
  private target: ReporterTarget | null = null;
  private pending = new Map<string, HealthEntry>();
  private lastSent = -Infinity;

  constructor(private readonly page: ReporterPage) {}

  /** Until configured, figures wait; without a session (storage off) nothing is ever sent. */
  configure(target: ReporterTarget | null): void {
    this.target = target;
  }

  private entry(remote: string, version: string): HealthEntry | null {
    if (optedOut(this.page.navigator)) return null;
    const key = `${remote}@${version}`;
    let entry = this.pending.get(key);
    if (!entry) {
      if (this.pending.size >= MAX_HEALTH_ENTRIES) return null;
      entry = { remote, version };
      this.pending.set(key, entry);
    }
    return entry;
  }

  note({ remote, version, kind }: RemoteHealthEvent): void {
    const entry = this.entry(remote, version);
    if (!entry || kind === 'mounted') return;
    const count = COUNTS[kind];
    entry[count] = Math.min((entry[count] ?? 0) + 1, 1000);
  }

  /** The worst value this batch: web-vitals reports a metric again as it grows. */
  vital(remote: string, version: string, name: Vital, ms: number): void {
    if (!(ms >= 0)) return;
    const entry = this.entry(remote, version);
    if (!entry) return;
    entry[name] = Math.max(entry[name] ?? 0, Math.min(Math.round(ms), MAX_VITAL_MS));
  }

  /**
   * Sends what is pending as one beacon. Throttled to one per FLUSH_EVERY_MS, unless `leaving`
   * (the page is hidden or going away: the last chance to send).
   */
  flush(leaving = false): boolean {
    const { target, page } = this;
    if (!target || !this.pending.size || optedOut(page.navigator)) return false;
    if (!leaving && page.now() - this.lastSent < FLUSH_EVERY_MS) return false;
    const report: HealthReport = { brand: target.brand, session: target.session, entries: [...this.pending.values()] };
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    if (!page.navigator.sendBeacon(target.url, body)) return false;
    this.pending.clear();
    this.lastSent = page.now();
    return true;
  }
}
