// Limits of the ways in. The spec leaves them open (spec 1 §5 "exact server bounds: not shown");
// each is recorded in docs/decisions.md. They count in FAILURE_WINDOW_MS (src/attempts), per
// account + address pair and per address, never per account alone (issue 10 item 4).

const MINUTE = 60 * 1000;

/** Wrong passwords for one account from one address inside the window before that pair is locked. */
export const MAX_FAILURES_PER_PAIR = 5;

/** Wrong passwords from one address inside the window, over every account, before it is locked. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Reset codes mailed to one account at the request of one address inside the window. */
export const MAX_RESET_REQUESTS_PER_PAIR = 5;

/** Reset codes asked for from one address inside the window, over every account. */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;

/** Sign-ups (and fast logins that end in a code mail) from one address inside the window. */
export const MAX_SIGN_UPS_PER_ADDRESS = 10;

/** How long a reset code works. */
export const RESET_CODE_TTL_MS = 30 * MINUTE;

/** How long the code of a pending sign-up works. */
export const SIGN_UP_CODE_TTL_MS = 60 * MINUTE;
