/**
 * Where a server keeps the files it serves (the api's uploads, the registry's builds): rows of its
 * database, which every instance on it reads, or a folder on its own disk.
 */
export type FilesStorage = 'disk' | 'database';

/** The storage a setting names, or undefined when it is empty; anything else stops the start. */
export function parseFilesStorage(variable: string, value: string | undefined): FilesStorage | undefined {
  if (!value) return undefined;
  if (value === 'disk' || value === 'database') return value;
  throw new Error(`${variable} is "${value}": it is disk or database`);
}

/** What was chosen, else the database with PostgreSQL (several hosts) and the disk with SQLite (one). */
export const filesStorageFor = (chosen: FilesStorage | undefined, databaseUrl: string | undefined): FilesStorage =>
  chosen ?? (databaseUrl ? 'database' : 'disk');
