import type { Knex } from 'knex';

/** SQLite hands booleans back as 0/1. */
export const toBoolean = (value: unknown): boolean => Boolean(value);

/** PostgreSQL hands timestamps back as Date, SQLite (through knex) as epoch milliseconds. */
export function toIsoDate(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/**
 * One page of a list query and how many rows match in all. A page shorter than `take` is the last
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
