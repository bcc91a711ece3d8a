import { Readable } from 'node:stream';
import type { Knex } from 'knex';

/** How much of a stored file one query reads. */
export const BLOB_CHUNK_BYTES = 256 * 1024;

/** One row's binary column, and how many bytes it holds. */
export interface BlobAt {
  table: string;
  where: Record<string, string>;
  column: string;
  size: number;
}

/**
 * The bytes of one row's binary column as a stream, a chunk per query (`substr` reads a slice of
 * PostgreSQL's bytea and of SQLite's blob alike), so a large file is never held whole in memory and
 * a reader that stops early costs no more queries. A row gone meanwhile ends it with an error.
 */
export function blobStream(db: Knex, { table, where, column, size }: BlobAt): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= size) {
        this.push(null);
        return;
      }
      db(table)
        .where(where)
        .first(db.raw('substr(??, ?, ?) as chunk', [column, offset + 1, BLOB_CHUNK_BYTES]))
        .then((row: { chunk: Buffer | null } | undefined) => {
          if (!row?.chunk?.length) throw new Error(`${table}: the file ended at ${offset} of ${size} bytes`);
          offset += row.chunk.length;
          this.push(row.chunk);
        })
        .catch((error: unknown) => this.destroy(error as Error));
    },
  });
}
