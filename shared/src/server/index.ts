// Server-only entry (`@atrium/shared/server`) for the api and the registry: no browser code imports
// it, so knex and the database drivers never reach a bundle. Their suites' databases are in
// `@atrium/shared/server/testing`.
export { BLOB_CHUNK_BYTES, blobStream, type BlobAt } from './blobStream';
export { createDatabase, isPostgres, migrate, type DatabaseOptions, type Migration } from './database';
export { etagMatches } from './etag';
export { filesStorageFor, parseFilesStorage, type FilesStorage } from './filesStorage';
export { forgetUntrustedForwarding, trustTheProxyInFront, TRUSTED_PROXY_HEADER } from './forwarded';
export { KeptMap } from './keptMap';
export { watch } from './watch';
