/** SQLite hands booleans back as 0/1. */
export const toBoolean = (value: unknown): boolean => Boolean(value);

/** PostgreSQL hands timestamps back as Date, SQLite (through knex) as epoch milliseconds. */
export function toIsoDate(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}
