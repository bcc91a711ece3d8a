// Without TypeBox, so the shell's boot script can check a session id without its weight.

/** What the registry accepts as names: they become folder names and URL segments. */
export const REMOTE_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';
export const VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$';
export const BRAND_PATTERN = '^[a-z0-9][a-z0-9-]{0,62}$';
/** A browser's canary session id (issue 34 item 1): random, kept by the browser, never a person's. */
export const SESSION_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/** Longest LCP or INP a health report may carry, ms (issue 34 item 2): above is a broken measurement, not a page. */
export const MAX_VITAL_MS = 120_000;

/** Most versions one health report names: a page renders a handful of remotes. */
export const MAX_HEALTH_ENTRIES = 20;
