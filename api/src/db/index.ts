import type { Knex } from 'knex';

/** SQLite hands booleans back as 0/1. */
export const toBoolean = (value: unknown): boolean => Boolean(value);

/** PostgreSQL hands timestamps back as Date, SQLite (through knex) as epoch milliseconds. */
export function toIsoDate(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/**
 * One page of a list query and how many rows match in all, in one statement (`count(*) over ()`,
 * on SQLite and PostgreSQL alike). The query names its columns. Only a page past the end, which has
 * no row to carry the total, costs a second count.
 */
export async function pageWithTotal<Row>(
  query: Knex.QueryBuilder,
  { skip, take }: { skip: number; take: number },
): Promise<{ rows: Row[]; totalCount: number }> {
  const counted = query.clone();
  const rows: (Row & { total_count: number | string })[] = await query
    .select(query.client.raw('count(*) over () as total_count'))
    .offset(skip)
    .limit(take);
  if (rows.length === 0) {
    const all = skip > 0 ? await counted.clearSelect().clearOrder().count({ count: '*' }).first() : null;
    return { rows: [], totalCount: Number(all?.count ?? 0) };
  }
  const totalCount = Number(rows[0].total_count);
  return { rows: rows.map(({ total_count: _, ...row }) => row as Row), totalCount };
}
