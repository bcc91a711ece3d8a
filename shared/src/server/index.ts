// Server-only entry (`@atrium/shared/server`) for the api and the registry: no browser code imports
// it, so knex and the database drivers never reach a bundle. Their suites' databases are in
// `@atrium/shared/server/testing`.
export { createDatabase, isPostgres, migrate, type DatabaseOptions, type Migration } from './database';
export { forgetUntrustedForwarding, trustTheProxyInFront, TRUSTED_PROXY_HEADER } from './forwarded';
export { KeptMap } from './keptMap';
