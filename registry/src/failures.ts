import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Knex } from 'knex';
import type { FailureReport } from '@atrium/shared/contract';
import { now } from './store';

/**
 * Distinct reporters before a version counts as failing when choosing the last good one. Reports
 * are anonymous: with one, any single client could steer every browser's fallback; a real broken
 * build is seen by many browsers within minutes.
 */
export const FAILURE_QUORUM = 3;

/** Per client and minute; a page reports each version at most once, so ten is many page loads. */
export const FAILURE_REPORTS_PER_MINUTE = 10;

/**
 * Who a report comes from: the address, or an IPv6 address's /64, since one host is handed a whole
 * /64 and could otherwise be as many reporters as it likes.
 */
export function reporterOf(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The key reporters are hashed with, made once and kept, so every registry instance sharing the
 * database counts a reporter alike. Keyed, since an unkeyed hash of an IPv4 address is undone by
 * trying all 2^32 of them.
 */
export async function loadReporterKey(db: Knex): Promise<string> {
  await db('registry_settings')
    .insert({ key: 'reporter_key', value: randomBytes(32).toString('base64url') })
    .onConflict('key')
    .ignore();
  const row = await db('registry_settings').where({ key: 'reporter_key' }).first('value');
  return row.value;
}

/**
 * Counts one browser's report that a version failed to load, and remembers up to FAILURE_QUORUM
 * distinct reporters of it, hashed with the version so no address is stored or linkable across
 * versions (keyed with loadReporterKey's key). Both tables stay bounded by the published versions;
 * unknown versions are ignored.
 */
export async function recordFailure(
  db: Knex,
  report: FailureReport,
  { reporter, key: reporterKey }: { reporter: string; key: string },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const published = await trx('registry_versions')
      .where({ remote: report.remote, version: report.version })
      .first('version');
    if (!published) return false;
    const at = now();
    const message = report.message.slice(0, 500);
    const key = { remote: report.remote, version: report.version };
    // The upsert locks the version's row until commit, so the quorum's cap below holds under concurrency.
    await trx('registry_failures')
      .insert({ ...key, count: 1, first_at: at, last_at: at, last_brand: report.brand, last_message: message })
      .onConflict(['remote', 'version'])
      .merge({
        count: trx.raw('registry_failures.count + 1'),
        last_at: at,
        last_brand: report.brand,
        last_message: message,
      });
    const [{ reporters }] = await trx('registry_failure_reporters').where(key).count({ reporters: '*' });
    if (Number(reporters) < FAILURE_QUORUM) {
      const hash = createHmac('sha256', reporterKey)
        .update(`${report.remote}@${report.version}\n${reporter}`)
        .digest('hex');
      await trx('registry_failure_reporters')
        .insert({ ...key, reporter_hash: hash })
        .onConflict(['remote', 'version', 'reporter_hash'])
        .ignore();
    }
    return true;
  });
}

/** remote -> versions reported failing by at least FAILURE_QUORUM distinct reporters. */
export async function failingVersions(db: Knex, remotes: string[]): Promise<Map<string, Set<string>>> {
  const rows: { remote: string; version: string }[] = await db('registry_failure_reporters')
    .whereIn('remote', remotes)
    .groupBy('remote', 'version')
    .havingRaw('count(*) >= ?', [FAILURE_QUORUM])
    .select('remote', 'version');
  const failing = new Map<string, Set<string>>();
  for (const { remote, version } of rows) failing.set(remote, (failing.get(remote) ?? new Set()).add(version));
  return failing;
}
