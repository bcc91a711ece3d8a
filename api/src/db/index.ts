import type { Knex } from 'knex';
import { isPostgres } from '@atrium/shared/server';

/** SQLite hands booleans back as 0/1. */
export const toBoolean = (value: unknown): boolean => Boolean(value);

/** PostgreSQL hands timestamps back as Date, SQLite (through knex) as epoch milliseconds. */
export function toIsoDate(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** A JSON text column, or the fallback when it is empty or not JSON. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A unique index refused the row (PostgreSQL 23505, SQLite's constraint error). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * One page of a list whose client asks totalCount only whether more follow (docs/decisions.md):
 * the page reads one row past `take`, and totalCount is skip + the page, plus 1 when that row
 * exists. Nothing counts the set, so a page costs the same however many rows match.
 */
export async function pageOf<Row>(
  query: Knex.QueryBuilder,
  { skip, take }: { skip: number; take: number },
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows: Row[] = await query.offset(skip).limit(take + 1);
  const more = rows.length > take;
  if (more) rows.length = take;
  return { rows, totalCount: skip + rows.length + (more ? 1 : 0) };
}

/**
 * One page of a list query and how many rows match in all: for lists whose total is shown (the
 * booth pager) or whose rows are the organiser's, bounded by what they enter, not by attendees. A page shorter than `take` is the last
 * one, so it tells the total itself; only a full page, or one past the end, costs a count. (A
 * `count(*) over ()` in the page's statement would read and sort every matching row with all its
 * columns on each call, a quarter of a short list's time.)
 */
export async function pageWithTotal<Row>(
  query: Knex.QueryBuilder,
  { skip, take }: { skip: number; take: number },
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows: Row[] = await query.offset(skip).limit(take);
  if (rows.length < take && (rows.length > 0 || skip === 0)) return { rows, totalCount: skip + rows.length };
  const all = await query.clear('offset').clear('limit').clearSelect().clearOrder().count({ count: '*' }).first();
  return { rows, totalCount: Number(all?.count ?? 0) };
}

/**
 * A select whose SQL is the same on every call, only its values change: knex builds and compiles
 * it once per database, and each call runs that SQL with its own values (building and compiling
 * were a tenth of a small call). `build` gets a placeholder for each value and must use it as one.
 */
export function compiledSelect<Values extends string[], Row>(
  build: (db: Knex, ...values: Values) => Knex.QueryBuilder,
): (db: Knex, ...values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Knex, { sql: string; bindings: readonly unknown[]; slots: number[] }>();
  return async (db, ...values) => {
    let statement = compiled.get(db);
    if (!statement) {
      const placeholders = values.map((_, index) => `\u0000value ${index}\u0000`) as Values;
      const { sql, bindings } = build(db, ...placeholders).toSQL();
      statement = { sql, bindings, slots: bindings.map((binding) => placeholders.indexOf(binding as string)) };
      compiled.set(db, statement);
    }
    const { sql, bindings, slots } = statement;
    const result = await db.raw(
      sql,
      bindings.map((binding, index) => (slots[index] === -1 ? binding : values[slots[index]])) as Knex.RawBinding[],
    );
    return isPostgres(db) ? result.rows : result;
  };
}
