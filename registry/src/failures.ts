import type { Knex } from 'knex';
import type { FailureReport } from '@atrium/shared/contract';
import { now } from './store';

/**
 * Counts one browser's report that a version failed to load. One row per version, however many
 * browsers report, so anonymous reports can't grow the table; unknown versions are ignored.
 */
export async function recordFailure(db: Knex, report: FailureReport): Promise<boolean> {
  const published = await db('registry_versions')
    .where({ remote: report.remote, version: report.version })
    .first('version');
  if (!published) return false;
  const at = now();
  const message = report.message.slice(0, 500);
  await db('registry_failures')
    .insert({
      remote: report.remote,
      version: report.version,
      count: 1,
      first_at: at,
      last_at: at,
      last_brand: report.brand,
      last_message: message,
    })
    .onConflict(['remote', 'version'])
    .merge({
      count: db.raw('registry_failures.count + 1'),
      last_at: at,
      last_brand: report.brand,
      last_message: message,
    });
  return true;
}
