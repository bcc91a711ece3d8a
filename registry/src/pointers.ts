import type { Knex } from 'knex';
import { RegistryError } from './errors';
import { appendHistory } from './history';
import { DEFAULT_BRAND, lockFor, previousOf, type CanaryRow, type PointerRow } from './store';

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
  return db.transaction((trx) => setPointer(trx, { remote, version, brand, actor }));
}

/**
 * promote inside the caller's transaction. Promoting the version a canary of this pointer runs
 * ends the canary: every session now has it.
 */
export async function setPointer(
  trx: Knex.Transaction,
  { remote, version, brand, actor, detail }: Required<PointerRequest> & { version: string; detail?: string },
): Promise<PointerChange> {
  const published = await trx('registry_versions').where({ remote, version }).first('version');
  if (!published) throw new RegistryError(404, `${remote}@${version} is not published`);
  const canary: CanaryRow | undefined = await lockFor(
    trx,
    trx<CanaryRow>('registry_canaries').where({ remote, brand }),
  ).first();
  const endsCanary = canary?.version === version;
  if (endsCanary) await trx('registry_canaries').where({ remote, brand }).delete();
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
  await appendHistory(trx, actor, {
    action: 'promote',
    remote,
    brand,
    before,
    after: version,
    detail: detail ?? (endsCanary ? `canary at ${canary.share}% promoted` : undefined),
  });
  return { remote, brand, before, after: version, changed: true };
}

/**
 * Returns a pointer to the version it held before. A brand's override with nothing earlier is
 * removed, so the brand follows the default again. With a canary running on the pointer, only the
 * canary ends: every session gets the current version on its next load.
 */
export async function rollback(
  db: Knex,
  { remote, brand = DEFAULT_BRAND, actor }: PointerRequest,
): Promise<PointerChange> {
  return db.transaction(async (trx) => {
    const canary = await endCanary(trx, { remote, brand, actor });
    if (canary) return canary;
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

/** Ends a pointer's canary, if one runs: the sessions it had go back to the current version. */
async function endCanary(
  trx: Knex.Transaction,
  { remote, brand, actor }: Required<PointerRequest>,
): Promise<PointerChange | null> {
  const canary: CanaryRow | undefined = await lockFor(
    trx,
    trx<CanaryRow>('registry_canaries').where({ remote, brand }),
  ).first();
  if (!canary) return null;
  await trx('registry_canaries').where({ remote, brand }).delete();
  const current = await currentVersion(trx, remote, brand);
  await appendHistory(trx, actor, {
    action: 'rollback',
    remote,
    brand,
    before: canary.version,
    after: current,
    detail: `canary at ${canary.share}% ended; its sessions get ${current ?? 'no version'}`,
  });
  return { remote, brand, before: canary.version, after: current, changed: true };
}

/** What a brand's sessions run without a canary: its own pointer's version, else the default's. */
export async function currentVersion(db: Knex, remote: string, brand: string): Promise<string | null> {
  const rows: PointerRow[] = await db('registry_pointers').where({ remote }).whereIn('brand', [brand, DEFAULT_BRAND]);
  return (rows.find((p) => p.brand === brand) ?? rows.find((p) => p.brand === DEFAULT_BRAND))?.version ?? null;
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
