import type { Knex } from 'knex';
import { RegistryError } from './errors';
import { appendHistory } from './history';
import { DEFAULT_BRAND, lockFor, previousOf, type PointerRow } from './store';

/** How far back rollback can go, per pointer. */
const MAX_PREVIOUS = 20;

export interface PointerChange {
  remote: string;
  brand: string;
  /** null: the brand followed the default. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

interface PointerRequest {
  remote: string;
  brand?: string;
  actor: string;
}

/** Makes a version current for every brand ('*') or one brand; the one it replaces can be rolled back to. */
export async function promote(
  db: Knex,
  { remote, version, brand = DEFAULT_BRAND, actor }: PointerRequest & { version: string },
): Promise<PointerChange> {
  return db.transaction(async (trx) => {
    const published = await trx('registry_versions').where({ remote, version }).first('version');
    if (!published) throw new RegistryError(404, `${remote}@${version} is not published`);
    const pointer: PointerRow | undefined = await lockFor(
      trx,
      trx<PointerRow>('registry_pointers').where({ remote, brand }),
    ).first();
    if (pointer?.version === version) return { remote, brand, before: version, after: version, changed: false };
    if (pointer) {
      const previous = [pointer.version, ...previousOf(pointer)].slice(0, MAX_PREVIOUS);
      await trx('registry_pointers')
        .where({ remote, brand })
        .update({ version, previous_json: JSON.stringify(previous) });
    } else {
      await trx('registry_pointers').insert({ remote, brand, version, previous_json: '[]' });
    }
    const before = pointer?.version ?? null;
    await appendHistory(trx, actor, { action: 'promote', remote, brand, before, after: version });
    return { remote, brand, before, after: version, changed: true };
  });
}

/**
 * Returns a pointer to the version it held before. A brand's override with nothing earlier is
 * removed, so the brand follows the default again.
 */
export async function rollback(
  db: Knex,
  { remote, brand = DEFAULT_BRAND, actor }: PointerRequest,
): Promise<PointerChange> {
  return db.transaction(async (trx) => {
    const pointer: PointerRow | undefined = await lockFor(
      trx,
      trx<PointerRow>('registry_pointers').where({ remote, brand }),
    ).first();
    if (!pointer) {
      throw new RegistryError(
        409,
        brand === DEFAULT_BRAND
          ? `${remote} has no current version`
          : `${brand} runs the default ${remote}: nothing to roll back`,
      );
    }
    const [previous = null, ...older] = previousOf(pointer);
    if (previous) {
      await trx('registry_pointers')
        .where({ remote, brand })
        .update({ version: previous, previous_json: JSON.stringify(older) });
    } else if (brand === DEFAULT_BRAND) {
      throw new RegistryError(409, `${remote} has no earlier version to roll back to`);
    } else {
      await trx('registry_pointers').where({ remote, brand }).delete();
    }
    await appendHistory(trx, actor, { action: 'rollback', remote, brand, before: pointer.version, after: previous });
    return { remote, brand, before: pointer.version, after: previous, changed: true };
  });
}

/**
 * The version a pointer falls back to in the browser: the newest one it held before that is not
 * failing (reported by a quorum of clients, see failingVersions; else the newest one at all). A brand's override continues with what
 * the default runs.
 */
export function lastGoodOf(pointer: PointerRow, fallback: PointerRow | undefined, failing: Set<string>): string | null {
  const earlier = [...previousOf(pointer)];
  if (fallback && fallback !== pointer) earlier.push(fallback.version, ...previousOf(fallback));
  const candidates = earlier.filter((version) => version !== pointer.version);
  return candidates.find((version) => !failing.has(version)) ?? candidates[0] ?? null;
}
