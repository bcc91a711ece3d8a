import type { Readable } from 'node:stream';

/** A stored file as it is served: its bytes as a stream, the content type it was stored with, its size. */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (DESIGN "uploads through one route family and one storage interface").
 * DiskStorage keeps them under the api's data folder (SQLite's default), DatabaseStorage in the
 * database every api instance shares (PostgreSQL's default); an object store would implement the
 * same three methods. A key is written once (newFileKey makes a new one per upload), so a file
 * served never changes.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null for a key nothing is stored under. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

export { copyFilesFromDisk, DatabaseStorage } from './database';
export { DiskStorage } from './disk';
export { FILES_PATH, fileKeyOf, fileUrl, isFileKey, newFileKey } from './keys';
export { forgetPicture, isStoredFileOf } from './pictures';
export { markUsed, recordUpload, removeUnusedUploads, uploadedBytesOf } from './uploads';
