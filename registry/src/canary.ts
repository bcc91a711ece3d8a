import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { MAX_HOLD_SECONDS } from '@atrium/shared/contract';
import { watch } from '@atrium/shared/server';
import { RegistryError } from './errors';
import { appendHistory } from './history';
import { currentVersion, setPointer } from './pointers';
import { DEFAULT_BRAND, lockFor, type CanaryRow } from './store';

// Issue 34 item 1: a new version of a remote reaches a share of the sessions first. A session is
// one browser (the shell keeps a random id and sends it with the manifest request); it falls in
// one of 100 buckets, and the buckets below the share get the canary. The bucket depends only on
// the remote and the session, so raising the share only adds sessions, and a session on a
// canary stays on it while the share does not go down.

export const BUCKETS = 100;

/** The session's bucket for a remote, 0-99: the first 32 bits of SHA-256, so alike on every instance. */
export function bucketOf(remote: string, session: string): number {
  return createHash('sha256').update(`${remote}\n${session}`).digest().readUInt32BE(0) % BUCKETS;
}

export const ramped = (canary: CanaryRow): number[] | null =>
  canary.ramp_json ? (JSON.parse(canary.ramp_json) as number[]) : null;

/** Whether this session gets the canary's version. */
export const inCanary = (canary: CanaryRow, session: string | undefined): boolean =>
  session !== undefined && bucketOf(canary.remote, session) < canary.share;

/**
 * The canary a brand's sessions see for a remote: the brand's own, else the one for every brand,
 * which reaches only brands that follow the default version (a brand's own build is its choice).
 */
export function canaryFor(
  canaries: CanaryRow[],
  remote: string,
  brand: string,
  hasOwnPointer: boolean,
): CanaryRow | undefined {
  const own = canaries.find((c) => c.remote === remote && c.brand === brand);
  if (own || hasOwnPointer) return own;
  return canaries.find((c) => c.remote === remote && c.brand === DEFAULT_BRAND);
}

/** `5`, `5%` -> 5; anything else is refused. */
export function parseShare(text: string): number {
  const match = /^(\d{1,3})%?$/.exec(text.trim());
  const share = match ? Number(match[1]) : NaN;
  if (!(share >= 0 && share <= 100)) throw new RegistryError(400, `--share must be 0% to 100%, not "${text}"`);
  return share;
}

/** `5,25,50,100` -> [5, 25, 50, 100]. */
export function parseRamp(text: string): number[] {
  const steps = text.split(',').map((part) => {
    const match = /^(\d{1,3})%?$/.exec(part.trim());
    return match ? Number(match[1]) : NaN;
  });
  checkRamp(steps, text);
  return steps;
}

const HOLD_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `90s`, `10m`, `1h`, `1d` -> seconds. */
export function parseHold(text: string): number {
  const match = /^(\d{1,7})([smhd])$/.exec(text.trim());
  const seconds = match ? Number(match[1]) * HOLD_UNITS[match[2]] : NaN;
  if (!(seconds >= 1 && seconds <= MAX_HOLD_SECONDS)) {
    throw new RegistryError(400, `--hold must be a time like 90s, 10m or 1h, at most 7d, not "${text}"`);
  }
  return seconds;
}

/** A ramp goes up, step by step, from more than 0% to 100%, where the canary is then promoted. */
function checkRamp(steps: number[], text = steps.join(',')): void {
  const rising = steps.every((share, i) => Number.isInteger(share) && share >= 1 && (i === 0 || share > steps[i - 1]));
  if (!steps.length || steps.length > 10 || !rising || steps[steps.length - 1] !== 100) {
    throw new RegistryError(
      400,
      `--ramp must be up to 10 rising shares from 1% that end at 100%, like 5,25,50,100, not "${text}"`,
    );
  }
}

export interface CanaryRequest {
  remote: string;
  version: string;
  brand: string;
  share?: number;
  ramp?: number[];
  holdSeconds?: number;
  actor: string;
}

export interface CanaryState {
  remote: string;
  brand: string;
  version: string;
  /** What the other sessions run. */
  current: string | null;
  share: number;
  ramp: number[] | null;
  /** Index of `share` in `ramp`. */
  step: number | null;
  holdSeconds: number | null;
  /** When the ramp moves on by itself (the next step, or promotion after the last). */
  nextStepAt: string | null;
  startedAt: string;
  startedBy: string;
}

export function describeCanary(row: CanaryRow): Omit<CanaryState, 'current'> {
  const hold = row.hold_seconds === null ? null : Number(row.hold_seconds);
  return {
    remote: row.remote,
    brand: row.brand,
    version: row.version,
    share: Number(row.share),
    ramp: ramped(row),
    step: row.step === null ? null : Number(row.step),
    holdSeconds: hold,
    nextStepAt: hold === null ? null : new Date(Date.parse(row.step_at) + hold * 1000).toISOString(),
    startedAt: row.started_at,
    startedBy: row.started_by,
  };
}

const rampText = (ramp: number[] | null, hold: number | null) =>
  ramp ? `ramp ${ramp.join(',')}% held ${hold}s each` : 'fixed share';

/**
 * Starts a canary of a published version on a pointer, or changes the share or ramp of the one
 * running with that version. Every refusal comes before anything is written.
 */
export async function startCanary(db: Knex, request: CanaryRequest, at: Date): Promise<CanaryState> {
  const { remote, version, brand, actor } = request;
  const { share, ramp, holdSeconds } = request;
  if ((share === undefined) === (ramp === undefined)) {
    throw new RegistryError(400, 'give either --share or --ramp (with --hold)');
  }
  if (ramp) checkRamp(ramp);
  if ((ramp === undefined) !== (holdSeconds === undefined)) {
    throw new RegistryError(400, ramp ? 'a ramp needs --hold: how long each step lasts' : '--hold goes with --ramp');
  }
  if (share !== undefined && !(Number.isInteger(share) && share >= 0 && share <= 100)) {
    throw new RegistryError(400, `--share must be 0% to 100%`);
  }
  return db.transaction(async (trx) => {
    const published = await trx('registry_versions').where({ remote, version }).first('version');
    if (!published) {
      const known = await trx('registry_versions').where({ remote }).first('version');
      throw new RegistryError(
        404,
        known ? `${remote}@${version} is not published` : `no remote "${remote}" is published`,
      );
    }
    const current = await currentVersion(trx, remote, brand);
    const who = brand === DEFAULT_BRAND ? 'every brand' : brand;
    if (!current) throw new RegistryError(409, `${remote} has no current version for ${who} to compare a canary with`);
    if (current === version) throw new RegistryError(409, `${who} already runs ${remote}@${version}`);
    const running: CanaryRow | undefined = await lockFor(
      trx,
      trx<CanaryRow>('registry_canaries').where({ remote, brand }),
    ).first();
    if (running && running.version !== version) {
      throw new RegistryError(
        409,
        `a canary of ${remote}@${running.version} runs for ${who}: promote or roll it back first`,
      );
    }
    const stamp = at.toISOString();
    const row: CanaryRow = {
      remote,
      brand,
      version,
      share: ramp ? ramp[0] : share!,
      ramp_json: ramp ? JSON.stringify(ramp) : null,
      step: ramp ? 0 : null,
      hold_seconds: holdSeconds ?? null,
      step_at: stamp,
      started_at: running?.started_at ?? stamp,
      started_by: running?.started_by ?? actor,
    };
    if (running) await trx('registry_canaries').where({ remote, brand }).update(row);
    else await trx('registry_canaries').insert(row);
    await appendHistory(trx, actor, {
      action: 'canary',
      remote,
      brand,
      before: current,
      after: version,
      detail: `${running ? `${Number(running.share)}% -> ` : ''}${row.share}% of sessions, ${rampText(ramp ?? null, holdSeconds ?? null)}`,
    });
    return { ...describeCanary(row), current };
  });
}

/**
 * What a canary does next, asked on every tick (health.ts healthJudge decides from the browsers'
 * figures): go up (when its step has been held long enough; with the figures that let it), hold
 * on, or roll back with the figures as the reason, at any time.
 */
export type CanaryJudge = (canary: CanaryState, trx: Knex.Transaction) => Promise<Verdict>;
export type Verdict = { go: 'up'; figures?: string } | { go: 'hold' } | { go: 'rollback'; reason: string };

export const alwaysUp: CanaryJudge = async () => ({ go: 'up' });

const RAMP_ACTOR = 'registry (ramp)';

/**
 * Asks the judge about every canary: one it rolls back ends (its sessions get the current version
 * on their next load); a ramp whose step has been held `hold_seconds` and that may go up moves one
 * step up, or is promoted after its last step (100%); a fixed share stays. Reads only the stored
 * state, so a restarted registry goes on where it was; the row lock and the second look make two
 * instances on one database move a canary once. The next step is held from now, so each share is
 * watched for a whole hold however late the tick.
 */
export async function advanceRamps(db: Knex, at: Date, judge: CanaryJudge = alwaysUp): Promise<number> {
  const due = (row: CanaryRow) =>
    row.hold_seconds !== null && Date.parse(row.step_at) + Number(row.hold_seconds) * 1000 <= at.getTime();
  const rows: CanaryRow[] = await db('registry_canaries');
  let moved = 0;
  for (const candidate of rows) {
    const where = { remote: candidate.remote, brand: candidate.brand };
    moved += await db.transaction(async (trx) => {
      const row: CanaryRow | undefined = await lockFor(trx, trx<CanaryRow>('registry_canaries').where(where)).first();
      if (!row || row.version !== candidate.version) return 0;
      const state = { ...describeCanary(row), current: await currentVersion(trx, row.remote, row.brand) };
      const verdict = await judge(state, trx);
      if (verdict.go === 'rollback') {
        await trx('registry_canaries').where(where).delete();
        await appendHistory(trx, RAMP_ACTOR, {
          action: 'rollback',
          remote: row.remote,
          brand: row.brand,
          before: row.version,
          after: state.current,
          detail: `canary at ${Number(row.share)}% rolled back, ${verdict.reason}`,
        });
        return 1;
      }
      if (verdict.go === 'hold' || !due(row)) return 0;
      const figures = verdict.figures ? `; ${verdict.figures}` : '';
      const ramp = ramped(row)!;
      const step = Number(row.step);
      if (step >= ramp.length - 1) {
        await setPointer(trx, {
          remote: row.remote,
          version: row.version,
          brand: row.brand,
          actor: RAMP_ACTOR,
          detail: `canary promoted after ${ramp.join(',')}% held ${Number(row.hold_seconds)}s each${figures}`,
        });
        return 1;
      }
      const share = ramp[step + 1];
      await trx('registry_canaries')
        .where(where)
        .update({ share, step: step + 1, step_at: at.toISOString() });
      await appendHistory(trx, RAMP_ACTOR, {
        action: 'ramp',
        remote: row.remote,
        brand: row.brand,
        before: state.current,
        after: row.version,
        detail: `${Number(row.share)}% -> ${share}% of sessions (step ${step + 2} of ${ramp.length})${figures}`,
      });
      return 1;
    });
  }
  return moved;
}

/** How often the registry looks for a held step by default: a ramp step is minutes long. */
export const RAMP_TICK_MS = 5000;

/** The registry's own timer for advanceRamps (and `alsoEachTick`); stop() waits for a tick under way. */
export function startRampTimer(
  db: Knex,
  {
    everyMs = RAMP_TICK_MS,
    clock = () => new Date(),
    judge = alwaysUp,
    alsoEachTick = async (_: Date) => {},
    onError = (_: unknown) => {},
  } = {},
): { stop(): Promise<void> } {
  return watch(
    async () => {
      const at = clock();
      await advanceRamps(db, at, judge);
      await alsoEachTick(at);
    },
    everyMs,
    onError,
  );
}
