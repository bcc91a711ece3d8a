import type { Knex } from 'knex';
import type { RemoteManifest } from '@atrium/shared/contract';
import { canaryFor, describeCanary, inCanary, type CanaryState } from './canary';
import { failingVersions } from './failures';
import { healthFigures, type VersionFigures } from './health';
import { currentVersion, lastGoodOf } from './pointers';
import {
  DEFAULT_BRAND,
  previousOf,
  type CanaryRow,
  type FailureRow,
  type HostRow,
  type PointerRow,
  type VersionRow,
} from './store';

export const FAILURES_PATH = '/registry/failures';
export const HEALTH_PATH = '/registry/reports';

const ABSOLUTE = /^https?:\/\//;

export const entryUrl = (row: VersionRow, filesUrl: string) =>
  ABSOLUTE.test(row.entry) ? row.entry : `${filesUrl}/${row.remote}/${row.version}/${row.entry}`;

/**
 * Every origin other than the product's own that a registered version's files load from: the
 * gateway lets pages run scripts from these (its Content-Security-Policy). All versions count, not
 * only the ones pointed at, so a promote or rollback never waits for the policy to follow.
 */
export async function fileOrigins(db: Knex, filesUrl: string): Promise<string[]> {
  const rows: Pick<VersionRow, 'entry'>[] = await db('registry_versions').distinct('entry');
  const urls = [filesUrl, ...rows.map((row) => row.entry)].filter((url) => ABSOLUTE.test(url));
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

/**
 * Each remote resolves the brand's override, then the default pointer, with its last good version.
 * A session in a canary's share gets the canary's version, falling back to the current one.
 */
export async function buildManifest(
  db: Knex,
  brand: string,
  filesUrl: string,
  session?: string,
): Promise<RemoteManifest> {
  const pointers: PointerRow[] = await db('registry_pointers').whereIn('brand', [brand, DEFAULT_BRAND]);
  const canaries: CanaryRow[] = await db('registry_canaries').whereIn('brand', [brand, DEFAULT_BRAND]);
  const defaults = new Map(pointers.filter((p) => p.brand === DEFAULT_BRAND).map((p) => [p.remote, p]));
  const chosen = new Map<string, PointerRow>(defaults);
  for (const p of pointers) if (p.brand === brand) chosen.set(p.remote, p);

  const remotes = [...chosen.keys()].sort();
  const failing = await failingVersions(db, remotes);
  const perSession: string[] = [];
  const picks = remotes.map((remote) => {
    const pointer = chosen.get(remote)!;
    const bad = failing.get(remote) ?? new Set<string>();
    const lastGood = lastGoodOf(pointer, defaults.get(remote), bad);
    const canary = canaryFor(canaries, remote, brand, pointer.brand === brand);
    if (canary && canary.share > 0) perSession.push(remote);
    if (canary && inCanary(canary, session)) {
      return { remote, version: canary.version, lastGood: bad.has(pointer.version) ? lastGood : pointer.version };
    }
    return { remote, version: pointer.version, lastGood };
  });
  const wanted = new Set(picks.flatMap((p) => (p.lastGood ? [p.version, p.lastGood] : [p.version])));
  const rows: VersionRow[] = await db('registry_versions')
    .whereIn('remote', remotes)
    .whereIn('version', [...wanted]);
  const find = (remote: string, version: string | null) =>
    rows.find((row) => row.remote === remote && row.version === version);

  const manifest: RemoteManifest = {
    brand,
    ...(perSession.length ? { canaries: perSession } : {}),
    reportTo: FAILURES_PATH,
    healthTo: HEALTH_PATH,
    remotes: {},
  };
  for (const pick of picks) {
    const current = find(pick.remote, pick.version);
    if (!current) continue;
    const good = find(pick.remote, pick.lastGood);
    manifest.remotes[pick.remote] = {
      name: current.federation_name,
      version: current.version,
      entry: entryUrl(current, filesUrl),
      lastGood: good ? { version: good.version, entry: entryUrl(good, filesUrl) } : null,
    };
  }
  return manifest;
}

export interface Status {
  shell: {
    version: string;
    recordedAt: string;
    recordedBy: string;
    shared: { name: string; version: string }[];
  } | null;
  remotes: RemoteStatus[];
}

export interface RemoteStatus {
  remote: string;
  /** The default ('*') first, then each brand's override. */
  pointers: { brand: string; version: string; lastGood: string | null; previous: string[] }[];
  /** The canaries running, the default's ('*') first. */
  canaries: (CanaryState & { figures: VersionFigures[] })[];
  /** The browsers' figures per version over the judge's window, every brand together. */
  health: { windowSeconds: number; versions: VersionFigures[] };
  /** Newest first. */
  versions: {
    version: string;
    source: 'files' | 'url';
    entry: string;
    publishedAt: string;
    publishedBy: string;
    shared: { name: string; version: string }[];
    failures: { count: number; firstAt: string; lastAt: string; lastBrand: string; lastMessage: string } | null;
  }[];
}

/** Everything ops need to decide on a promote or a rollback. */
export async function readStatus(
  db: Knex,
  filesUrl: string,
  { remote, at, windowSeconds }: { remote?: string; at: Date; windowSeconds: number },
): Promise<Status> {
  const scoped = (table: string) => (remote ? db(table).where({ remote }) : db(table));
  const pointers: PointerRow[] = await scoped('registry_pointers');
  const versions: VersionRow[] = await scoped('registry_versions').orderBy('published_at', 'desc');
  const failures: FailureRow[] = await scoped('registry_failures');
  const canaries: CanaryRow[] = await scoped('registry_canaries');
  const host: HostRow | undefined = await db('registry_hosts').where({ name: 'shell' }).first();
  const names = [...new Set([...pointers.map((p) => p.remote), ...versions.map((v) => v.remote)])].sort();
  const byBrand = (a: { brand: string }, b: { brand: string }) =>
    a.brand === DEFAULT_BRAND ? -1 : b.brand === DEFAULT_BRAND ? 1 : a.brand.localeCompare(b.brand);
  const failing = await failingVersions(db, names);
  const since = new Date(at.getTime() - windowSeconds * 1000);
  const health = new Map<string, VersionFigures[]>();
  for (const name of names) health.set(name, await healthFigures(db, { remote: name, brand: DEFAULT_BRAND, since }));
  const figures = new Map<CanaryRow, VersionFigures[]>();
  for (const c of canaries) {
    const current = await currentVersion(db, c.remote, c.brand);
    const versions = current ? [c.version, current] : [c.version];
    figures.set(c, await healthFigures(db, { remote: c.remote, brand: c.brand, versions, since }));
  }
  return {
    shell: host
      ? {
          version: host.version,
          recordedAt: host.recorded_at,
          recordedBy: host.recorded_by,
          shared: JSON.parse(host.shared_json),
        }
      : null,
    remotes: names.map((name) => {
      const own = pointers.filter((p) => p.remote === name);
      const fallback = own.find((p) => p.brand === DEFAULT_BRAND);
      return {
        remote: name,
        canaries: canaries
          .filter((c) => c.remote === name)
          .sort(byBrand)
          .map((c) => ({
            ...describeCanary(c),
            current: (own.find((p) => p.brand === c.brand) ?? fallback)?.version ?? null,
            figures: figures.get(c) ?? [],
          })),
        health: { windowSeconds, versions: health.get(name) ?? [] },
        pointers: own.sort(byBrand).map((p) => ({
          brand: p.brand,
          version: p.version,
          lastGood: lastGoodOf(p, fallback, failing.get(name) ?? new Set()),
          previous: previousOf(p),
        })),
        versions: versions
          .filter((v) => v.remote === name)
          .map((v) => {
            const f = failures.find((row) => row.remote === name && row.version === v.version);
            return {
              version: v.version,
              source: v.source,
              entry: entryUrl(v, filesUrl),
              publishedAt: v.published_at,
              publishedBy: v.published_by,
              shared: JSON.parse(v.shared_json),
              failures: f
                ? {
                    count: Number(f.count),
                    firstAt: f.first_at,
                    lastAt: f.last_at,
                    lastBrand: f.last_brand,
                    lastMessage: f.last_message,
                  }
                : null,
            };
          }),
      };
    }),
  };
}
