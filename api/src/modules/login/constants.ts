// Limits of the ways in. The spec leaves them open (spec 1 §5 "exact server bounds: not shown");
// each is recorded in docs/decisions.md.

const MINUTE = 60 * 1000;

/** The sliding window the failure limits count in. */
export const FAILURE_WINDOW_MS = 15 * MINUTE;

/** Wrong passwords for one account (application + e-mail) inside the window before it is locked. */
export const MAX_FAILURES_PER_ACCOUNT = 5;

/** Wrong passwords from one address inside the window, over every account, before it is locked. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Reset codes mailed to one account inside the window (stops a mailbox from being flooded). */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 5;

/** Reset codes asked for from one address inside the window, over every account. */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;

/** Wrong reset codes for one account inside the window; then every open code is withdrawn. */
export const MAX_RESET_CODE_FAILURES = 5;

/** How long a reset code works. */
export const RESET_CODE_TTL_MS = 30 * MINUTE;
