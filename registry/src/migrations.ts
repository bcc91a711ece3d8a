import type { Knex } from 'knex';
import { isPostgres, type Migration } from '@atrium/shared/server';

const APPEND_ONLY = 'registry history is append-only';

/** Refuses UPDATE and DELETE on the history in the database itself, not only in this code. */
async function appendOnlyHistory(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    await db.raw(
      `create function registry_history_append_only() returns trigger language plpgsql as $$ begin raise exception '${APPEND_ONLY}'; end $$`,
    );
    await db.raw(
      'create trigger registry_history_append_only before update or delete on registry_history for each row execute function registry_history_append_only()',
    );
    return;
  }
  for (const event of ['update', 'delete']) {
    await db.raw(
      `create trigger registry_history_no_${event} before ${event} on registry_history begin select raise(abort, '${APPEND_ONLY}'); end`,
    );
  }
}

/** Issue 4: immutable versions, per-brand pointers, the shell's shared versions, history, failures. */
const registry: Migration = {
  name: '001_registry',
  async up(db) {
    // The first cut created two tables without a migration record; `npm start` republishes what they held.
    await db.schema.dropTableIfExists('registry_pointers');
    await db.schema.dropTableIfExists('registry_versions');
    await db.schema.createTable('registry_versions', (t) => {
      t.string('remote', 64).notNullable();
      t.string('version', 64).notNullable();
      t.string('federation_name', 64).notNullable();
      // Path under the version's folder, or an absolute URL for a build hosted elsewhere.
      t.string('entry', 1024).notNullable();
      t.text('shared_json').notNullable();
      t.string('content_hash', 64).notNullable();
      t.string('source', 8).notNullable();
      t.string('published_at', 32).notNullable();
      t.string('published_by', 100).notNullable();
      t.primary(['remote', 'version']);
    });
    await db.schema.createTable('registry_pointers', (t) => {
      t.string('remote', 64).notNullable();
      // '*' for every brand, or a brand's slug for its override.
      t.string('brand', 64).notNullable();
      t.string('version', 64).notNullable();
      // The versions this pointer held before, newest first: what rollback returns to.
      t.text('previous_json').notNullable();
      t.primary(['remote', 'brand']);
    });
    await db.schema.createTable('registry_hosts', (t) => {
      t.string('name', 64).primary();
      t.string('version', 64).notNullable();
      t.text('shared_json').notNullable();
      t.string('recorded_at', 32).notNullable();
      t.string('recorded_by', 100).notNullable();
    });
    await db.schema.createTable('registry_history', (t) => {
      t.increments('id');
      t.string('at', 32).notNullable();
      t.string('actor', 100).notNullable();
      t.string('action', 16).notNullable();
      t.string('remote', 64).notNullable();
      t.string('brand', 64).nullable();
      t.string('before_version', 64).nullable();
      t.string('after_version', 64).nullable();
      t.text('detail').nullable();
      t.index(['remote', 'brand']);
    });
    await appendOnlyHistory(db);
    await db.schema.createTable('registry_failures', (t) => {
      t.string('remote', 64).notNullable();
      t.string('version', 64).notNullable();
      t.integer('count').notNullable();
      t.string('first_at', 32).notNullable();
      t.string('last_at', 32).notNullable();
      t.string('last_brand', 64).notNullable();
      t.string('last_message', 500).notNullable();
      t.primary(['remote', 'version']);
    });
  },
  async down(db) {
    for (const table of [
      'registry_failures',
      'registry_history',
      'registry_hosts',
      'registry_pointers',
      'registry_versions',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
    if (isPostgres(db)) await db.raw('drop function if exists registry_history_append_only()');
  },
};

/**
 * Issue 10: who reported a version failing, as hashes, up to the quorum; a version counts as
 * failing only with that many distinct reporters. Not history: a set, so no append-only trigger.
 */
const failureReporters: Migration = {
  name: '002_failure_reporters',
  async up(db) {
    await db.schema.createTable('registry_failure_reporters', (t) => {
      t.string('remote', 64).notNullable();
      t.string('version', 64).notNullable();
      t.string('reporter_hash', 64).notNullable();
      t.primary(['remote', 'version', 'reporter_hash']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('registry_failure_reporters');
  },
};

/** Issue 10: the registry's own secrets, today the key reporters are hashed with (see failures.ts). */
const settings: Migration = {
  name: '003_settings',
  async up(db) {
    await db.schema.createTable('registry_settings', (t) => {
      t.string('key', 64).primary();
      t.string('value', 200).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('registry_settings');
  },
};

/**
 * Issue 33 item 2: a published build's files as rows (buildFiles.ts), which every registry instance
 * on one PostgreSQL serves. Made on SQLite too, where they stay on disk, so both schemas are one.
 */
const files: Migration = {
  name: '004_files',
  async up(db) {
    await db.schema.createTable('registry_files', (t) => {
      t.string('remote', 64).notNullable();
      t.string('version', 64).notNullable();
      t.string('path', 300).notNullable();
      t.string('content_type', 100).notNullable();
      t.integer('size').notNullable();
      // Hex SHA-256 of the bytes: the file's ETag.
      t.string('sha256', 64).notNullable();
      t.binary('bytes').notNullable();
      t.primary(['remote', 'version', 'path']);
    });
    // Uncompressed out of line, so a chunk is read without decompressing what comes before it.
    if (isPostgres(db)) await db.raw('alter table registry_files alter column bytes set storage external');
  },
  async down(db) {
    await db.schema.dropTableIfExists('registry_files');
  },
};

/**
 * Issue 34 item 1: a canary per pointer (remote and '*' or a brand): the version a share of the
 * sessions gets, and its ramp. Every part of a ramp is a column, so a restarted registry (or
 * another instance on the same database) goes on from where it was; it ends (the row goes) when
 * it is promoted or rolled back, and the history keeps what it did.
 */
const canaries: Migration = {
  name: '005_canaries',
  async up(db) {
    await db.schema.createTable('registry_canaries', (t) => {
      t.string('remote', 64).notNullable();
      t.string('brand', 64).notNullable();
      t.string('version', 64).notNullable();
      // Percent of the sessions, 0-100: the buckets below it get the canary.
      t.integer('share').notNullable();
      // The ramp's shares, e.g. [5,25,50,100], and the step `share` is at; null: a fixed share.
      t.text('ramp_json').nullable();
      t.integer('step').nullable();
      t.integer('hold_seconds').nullable();
      // When the share last changed: a step is held from here.
      t.string('step_at', 32).notNullable();
      t.string('started_at', 32).notNullable();
      t.string('started_by', 100).notNullable();
      t.primary(['remote', 'brand']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('registry_canaries');
  },
};

/**
 * Issue 34 item 2: what browsers report about a version's health, one row per session (HMAC with
 * the reporter key, so not linkable to the browser's id) and remote, brand and version, updated by
 * each report from it and swept when older than the window. Bounded by the sessions of one window;
 * the judge reads one pointer's rows in the window by the index.
 */
const health: Migration = {
  name: '006_health',
  async up(db) {
    await db.schema.createTable('registry_health', (t) => {
      t.string('remote', 64).notNullable();
      t.string('brand', 64).notNullable();
      t.string('version', 64).notNullable();
      t.string('session_hash', 64).notNullable();
      // Load failures, render errors and fallbacks together: did this session see the version fail.
      t.integer('failures').notNullable();
      // The session's worst LCP and INP on routes this remote rendered, ms; null: none measured.
      t.integer('lcp_ms').nullable();
      t.integer('inp_ms').nullable();
      t.string('first_at', 32).notNullable();
      t.string('last_at', 32).notNullable();
      t.primary(['remote', 'brand', 'version', 'session_hash']);
      t.index(['remote', 'last_at']);
      t.index(['last_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('registry_health');
  },
};

export const migrations: Migration[] = [registry, failureReporters, settings, files, canaries, health];
