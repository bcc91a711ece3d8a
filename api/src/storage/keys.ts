import { randomUUID } from 'node:crypto';

/** Where the api serves stored files; the gateway proxies everything under /api to it. */
export const FILES_PATH = '/api/files';

// <application id>/<random uuid>.<extension>: per brand, and unguessable, as files are read by URL alone.
const KEY = /^[0-9A-Za-z-]{1,64}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/** A new key in the brand's folder. */
export function newFileKey(applicationId: string, extension: string): string {
  return `${applicationId}/${randomUUID()}.${extension}`;
}

/** The URL a stored file is served at, as users.image keeps it (same origin, like the api). */
export function fileUrl(key: string): string {
  return `${FILES_PATH}/${key}`;
}

/** The key of a URL this api serves, or null for any other URL (a brand's CDN, a data: URL). */
export function fileKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(`${FILES_PATH}/`)) return null;
  const key = url.slice(FILES_PATH.length + 1);
  return isFileKey(key) ? key : null;
}
