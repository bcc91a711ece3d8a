import { Type, type Static } from '@sinclair/typebox';
import {
  BRAND_PATTERN,
  MAX_HEALTH_ENTRIES,
  MAX_VITAL_MS,
  REMOTE_PATTERN,
  SESSION_PATTERN,
  VERSION_PATTERN,
} from './names';

// The registry's routes: the schemas it validates with, and its answers and the browser's reports
// as types for the shell (import type only there).

export { BRAND_PATTERN, MAX_HEALTH_ENTRIES, MAX_VITAL_MS, REMOTE_PATTERN, SESSION_PATTERN, VERSION_PATTERN };

const RemoteName = Type.String({ pattern: REMOTE_PATTERN });
const VersionName = Type.String({ pattern: VERSION_PATTERN });
/** A pointer's brand: a brand's own choice, or '*' for every brand without one. */
const PointerBrand = Type.String({ pattern: `^\\*$|${BRAND_PATTERN}` });
/** Who made a change, for the history; 'ops' when not said. */
const Actor = Type.String({ minLength: 1, maxLength: 100 });

/** One remote in the registry manifest: the current build and the last one known to load. */
export interface RemoteManifestEntry {
  /** Module Federation container name, e.g. 'mf_auth'. */
  name: string;
  version: string;
  entry: string;
  lastGood: { version: string; entry: string } | null;
}

/** GET /registry/manifest?brand=<slug>[&session=<id>], keyed by package name ('mf-auth', ...). */
export interface RemoteManifest {
  brand: string;
  /**
   * The remotes whose version depends on the session (a canary runs for the brand): absent when
   * none does, so the answer is then the same for every session.
   */
  canaries?: string[];
  /** Where the host reports a version that failed to load (the registry's; absent in standalone dev). */
  reportTo?: string;
  /** Where the host sends its health reports (HealthReport; absent in standalone dev). */
  healthTo?: string;
  remotes: Record<string, RemoteManifestEntry>;
}

/** POST <reportTo>: a browser saw a version fail to load. */
export const FailureReport = Type.Object(
  {
    brand: Type.String({ pattern: BRAND_PATTERN }),
    remote: RemoteName,
    version: VersionName,
    message: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type FailureReport = Static<typeof FailureReport>;

const Vital = Type.Optional(Type.Number({ minimum: 0, maximum: MAX_VITAL_MS }));
const Count = Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 }));

/**
 * POST /registry/reports (issue 34 item 2): one browser session's health per remote and version
 * since its last report: load failures, render errors caught by the slot, fallbacks to the last
 * good version, and the LCP and INP (ms) of routes that remote rendered.
 */
export const HealthReport = Type.Object(
  {
    brand: Type.String({ pattern: BRAND_PATTERN }),
    session: Type.String({ pattern: SESSION_PATTERN }),
    entries: Type.Array(
      Type.Object(
        {
          remote: RemoteName,
          version: VersionName,
          loadFailures: Count,
          renderErrors: Count,
          fallbacks: Count,
          lcp: Vital,
          inp: Vital,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_HEALTH_ENTRIES },
    ),
  },
  { additionalProperties: false },
);
export type HealthReport = Static<typeof HealthReport>;
export type HealthEntry = HealthReport['entries'][number];

/** POST /registry/versions: a build's files (base64), or the URL of a build hosted elsewhere. */
export const PublishRequest = Type.Object(
  {
    remote: RemoteName,
    version: Type.Optional(VersionName),
    actor: Type.Optional(Actor),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    files: Type.Optional(
      Type.Array(
        Type.Object({ path: Type.String({ maxLength: 300 }), content: Type.String() }, { additionalProperties: false }),
        { maxItems: 5000 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PublishRequest = Static<typeof PublishRequest>;

/** POST /registry/promote: make a published version current, for every brand or one. */
export const PromoteRequest = Type.Object(
  {
    remote: RemoteName,
    version: VersionName,
    brand: Type.Optional(PointerBrand),
    actor: Type.Optional(Actor),
  },
  { additionalProperties: false },
);
export type PromoteRequest = Static<typeof PromoteRequest>;

/** GET /registry/manifest. */
export const ManifestQuery = Type.Object(
  {
    brand: Type.Optional(Type.String({ pattern: BRAND_PATTERN })),
    session: Type.Optional(Type.String({ pattern: SESSION_PATTERN })),
  },
  { additionalProperties: false },
);
export type ManifestQuery = Static<typeof ManifestQuery>;

/** Longest hold of a ramp step: a week. */
export const MAX_HOLD_SECONDS = 7 * 24 * 3600;

/**
 * POST /registry/canary: give a published version to a share of a brand's sessions (or every
 * brand's, '*'), fixed (`share`) or going up a ramp of shares, each held `holdSeconds`.
 */
export const CanaryRequest = Type.Object(
  {
    remote: RemoteName,
    version: VersionName,
    brand: PointerBrand,
    share: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    ramp: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { minItems: 1, maxItems: 10 })),
    holdSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HOLD_SECONDS })),
    actor: Type.Optional(Actor),
  },
  { additionalProperties: false },
);
export type CanaryRequest = Static<typeof CanaryRequest>;

/** POST /registry/rollback: back to the version before; with a canary running, the canary ends instead. */
export const RollbackRequest = Type.Object(
  { remote: RemoteName, brand: Type.Optional(PointerBrand), actor: Type.Optional(Actor) },
  { additionalProperties: false },
);
export type RollbackRequest = Static<typeof RollbackRequest>;

/** POST /registry/shell: the deployed shell's build and the shared versions it provides. */
export const ShellRecordRequest = Type.Object(
  {
    buildVersion: Type.String({ maxLength: 40 }),
    shared: Type.Array(
      Type.Object({ name: Type.String({ maxLength: 214 }), version: Type.String({ maxLength: 64 }) }),
      { maxItems: 200 },
    ),
    actor: Type.Optional(Actor),
  },
  { additionalProperties: false },
);
export type ShellRecordRequest = Static<typeof ShellRecordRequest>;

/** GET /registry/status[?remote=]. */
export const StatusQuery = Type.Object({ remote: Type.Optional(RemoteName) }, { additionalProperties: false });
export type StatusQuery = Static<typeof StatusQuery>;

/** GET /registry/figures?remote=&brand=: a pointer's health figures per version over the window (the ops page's charts). */
export const FiguresQuery = Type.Object(
  { remote: RemoteName, brand: Type.Optional(PointerBrand) },
  { additionalProperties: false },
);
export type FiguresQuery = Static<typeof FiguresQuery>;

/** GET /registry/history[?remote=&brand=&limit=]. */
export const HistoryQuery = Type.Object(
  {
    remote: Type.Optional(Type.String({ maxLength: 64 })),
    brand: Type.Optional(PointerBrand),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;
