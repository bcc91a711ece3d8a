import type { Readable } from 'node:stream';

/** A stored file as it is served: its bytes as a stream, the content type it was stored with, its size. */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (DESIGN "uploads through one route family and one storage interface").
 * DiskStorage keeps them under the api's data folder; an object store implements the same three
 * methods when the api runs on several machines that must all serve every file.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null for a key nothing is stored under. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

export { DiskStorage } from './disk';
export { FILES_PATH, fileKeyOf, fileUrl, isFileKey, newFileKey } from './keys';
export { forgetPicture, isStoredFileOf } from './pictures';
export { markUsed, recordUpload, removeUnusedUploads, uploadedBytesOf } from './uploads';
