import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { HealthReport } from '@atrium/shared/contract';
import type { CanaryJudge, CanaryState } from './canary';
import { DEFAULT_BRAND } from './store';

// Issue 34 items 2 and 3: browsers report each version's health per session; the registry
// compares a canary with the version it replaces over a sliding window and decides by itself.

/** Per client and minute: a session sends a batch at most every few seconds and when it hides. */
export const HEALTH_REPORTS_PER_MINUTE = 60;

/** The judge's settings (config.ts reads them from the environment; defaults in docs/decisions.md). */
export interface HealthSettings {
  /** How far back the figures go, seconds. */
  windowSeconds: number;
  /** Distinct sessions each side needs before anything is decided. */
  minSessions: number;
  /** The canary's failure rate must be over this many times the current one's... */
  failureRelative: number;
  /** ...and over it by at least this much (0.02: two percentage points). */
  failureAbsolute: number;
  /** Median LCP worse than the current one's by more than this share (0.2: 20%) rolls back. */
  lcpWorse: number;
}

export const DEFAULT_HEALTH: HealthSettings = {
  windowSeconds: 15 * 60,
  minSessions: 50,
  failureRelative: 2,
  failureAbsolute: 0.02,
  lcpWorse: 0.2,
};

interface HealthRow {
  version: string;
  failures: number;
  lcp_ms: number | null;
}

export interface VersionFigures {
  version: string;
  /** Distinct sessions that reported this version in the window. */
  sessions: number;
  /** Sessions that saw it fail (load, render or fallback) / sessions. */
  failureRate: number;
  /** Median over the sessions of each one's worst LCP, ms; null: none measured. */
  medianLcp: number | null;
}

const sessionHash = (key: string, remote: string, session: string) =>
  createHmac('sha256', key).update(`health\n${remote}\n${session}`).digest('hex');

/**
 * Stores one session's report: each entry naming a published version adds to that session's row
 * for it (failures add up, LCP and INP keep the worst); the others are ignored. Returns how many
 * entries counted.
 */
export async function recordHealth(
  db: Knex,
  report: HealthReport,
  { key, at }: { key: string; at: Date },
): Promise<number> {
  const remotes = [...new Set(report.entries.map((e) => e.remote))];
  const published: { remote: string; version: string }[] = await db('registry_versions')
    .whereIn('remote', remotes)
    .whereIn('version', [...new Set(report.entries.map((e) => e.version))])
    .select('remote', 'version');
  const known = new Set(published.map((p) => `${p.remote}@${p.version}`));
  const entries = report.entries.filter((e) => known.has(`${e.remote}@${e.version}`));
  const stamp = at.toISOString();
  const worst = (column: string) =>
    db.raw(
      `case when excluded.${column} is null then registry_health.${column} when registry_health.${column} is null or registry_health.${column} < excluded.${column} then excluded.${column} else registry_health.${column} end`,
    );
  for (const e of entries) {
    const failures = (e.loadFailures ?? 0) + (e.renderErrors ?? 0) + (e.fallbacks ?? 0);
    await db('registry_health')
      .insert({
        remote: e.remote,
        brand: report.brand,
        version: e.version,
        session_hash: sessionHash(key, e.remote, report.session),
        failures,
        lcp_ms: e.lcp === undefined ? null : Math.round(e.lcp),
        inp_ms: e.inp === undefined ? null : Math.round(e.inp),
        first_at: stamp,
        last_at: stamp,
      })
      .onConflict(['remote', 'brand', 'version', 'session_hash'])
      .merge({
        failures: db.raw('registry_health.failures + ?', [failures]),
        lcp_ms: worst('lcp_ms'),
        inp_ms: worst('inp_ms'),
        last_at: stamp,
      });
  }
  return entries.length;
}

/** Forgets what is older than the window: the table holds one window of sessions. */
export async function sweepHealth(db: Knex, at: Date, settings: HealthSettings): Promise<void> {
  await db('registry_health')
    .where('last_at', '<', new Date(at.getTime() - settings.windowSeconds * 1000).toISOString())
    .delete();
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function figuresOf(rows: HealthRow[], version: string): VersionFigures {
  const mine = rows.filter((r) => r.version === version);
  const failed = mine.filter((r) => Number(r.failures) > 0).length;
  return {
    version,
    sessions: mine.length,
    failureRate: mine.length ? failed / mine.length : 0,
    medianLcp: median(mine.flatMap((r) => (r.lcp_ms === null ? [] : [Number(r.lcp_ms)]))),
  };
}

/**
 * A pointer's rows in the window, by the (remote, last_at) index: the judge's and the ops page's
 * one read. A pointer for every brand ('*') takes every brand's sessions.
 */
async function windowRows(
  db: Knex,
  { remote, brand, since, versions }: { remote: string; brand: string; since: Date; versions?: string[] },
): Promise<(HealthRow & { last_at: string })[]> {
  const query = db('registry_health')
    .where({ remote })
    .where('last_at', '>=', since.toISOString())
    .select('version', 'failures', 'lcp_ms', 'last_at');
  if (brand !== DEFAULT_BRAND) query.where({ brand });
  if (versions) query.whereIn('version', versions);
  return query;
}

/** A pointer's figures per version in the window (windowRows). */
export async function healthFigures(
  db: Knex,
  { remote, brand, versions, since }: { remote: string; brand: string; versions?: string[]; since: Date },
): Promise<VersionFigures[]> {
  const rows = await windowRows(db, { remote, brand, since, versions });
  const names = versions ?? [...new Set(rows.map((r) => r.version))].sort();
  return names.map((version) => figuresOf(rows, version));
}

/** One slice of the window on the ops page's chart: the sessions whose last report fell in it. */
export interface FiguresPoint {
  /** The slice's end. */
  at: string;
  sessions: number;
  /** null: no session in the slice. */
  failureRate: number | null;
  lcpMedianMs: number | null;
}

/** Slices of the window on the ops page's charts. */
export const FIGURE_SLICES = 15;

/**
 * A pointer's figures per version over the window, cut in `slices` by when each session last
 * reported: the same one read as the judge's, for the ops page's charts.
 */
export async function healthSeries(
  db: Knex,
  {
    remote,
    brand,
    since,
    until,
    slices = FIGURE_SLICES,
  }: { remote: string; brand: string; since: Date; until: Date; slices?: number },
): Promise<{ version: string; points: FiguresPoint[] }[]> {
  const rows = await windowRows(db, { remote, brand, since });
  const width = Math.max(until.getTime() - since.getTime(), 1) / slices;
  const sliceOf = (at: string) =>
    Math.min(slices - 1, Math.max(0, Math.floor((Date.parse(at) - since.getTime()) / width)));
  return [...new Set(rows.map((r) => r.version))].sort().map((version) => {
    const bySlice: HealthRow[][] = Array.from({ length: slices }, () => []);
    for (const row of rows) if (row.version === version) bySlice[sliceOf(row.last_at)].push(row);
    return {
      version,
      points: bySlice.map((slice, i) => {
        const f = figuresOf(slice, version);
        return {
          at: new Date(since.getTime() + (i + 1) * width).toISOString(),
          sessions: f.sessions,
          failureRate: f.sessions ? f.failureRate : null,
          lcpMedianMs: f.medianLcp,
        };
      }),
    };
  });
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** `2.0.0: 12 sessions, 50.0% failing, median LCP 1200 ms`. */
export const figuresText = (f: VersionFigures) =>
  `${f.version}: ${f.sessions} sessions, ${percent(f.failureRate)} failing, median LCP ${f.medianLcp === null ? '-' : `${Math.round(f.medianLcp)} ms`}`;

/**
 * Compares a canary with the current version over the window: rolled back when its failure rate
 * is worse beyond both thresholds, or its median LCP by more than lcpWorse; held while either side
 * has fewer than minSessions sessions (at 100%, only the canary's side); else it may go up.
 */
export function healthJudge(settings: HealthSettings, clock: () => Date = () => new Date()): CanaryJudge {
  return async (canary: CanaryState, trx: Knex.Transaction) => {
    if (!canary.current) return { go: 'hold' };
    const since = new Date(clock().getTime() - settings.windowSeconds * 1000);
    const [mine, theirs] = await healthFigures(trx, {
      remote: canary.remote,
      brand: canary.brand,
      versions: [canary.version, canary.current],
      since,
    });
    const figures = `canary ${figuresText(mine)}; current ${figuresText(theirs)} (last ${settings.windowSeconds}s)`;
    if (mine.sessions < settings.minSessions) return { go: 'hold' };
    // At 100% no session runs the current version once the window has passed the last step: the
    // canary was compared on the way up, and is promoted on its own figures.
    if (theirs.sessions < settings.minSessions) return canary.share === 100 ? { go: 'up', figures } : { go: 'hold' };
    if (
      mine.failureRate - theirs.failureRate >= settings.failureAbsolute &&
      mine.failureRate > theirs.failureRate * settings.failureRelative
    ) {
      return { go: 'rollback', reason: `failure rate worse: ${figures}` };
    }
    if (
      mine.medianLcp !== null &&
      theirs.medianLcp !== null &&
      mine.medianLcp > theirs.medianLcp * (1 + settings.lcpWorse)
    ) {
      const worse = Math.round((mine.medianLcp / theirs.medianLcp - 1) * 100);
      return { go: 'rollback', reason: `median LCP ${worse}% worse: ${figures}` };
    }
    return { go: 'up', figures };
  };
}
