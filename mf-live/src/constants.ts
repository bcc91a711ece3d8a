// mf-live's constants from spec 2 §9, each beside its reference (DESIGN "Style to follow").

/** Spec 2 §9: the live sessions search asks 1000 ms after typing stops. */
export const LIVE_SEARCH_DEBOUNCE_MS = 1000;

/** Spec 2 §9: list calls ask for up to 1000 items from skip 0. */
export const LIVE_LIST_TAKE = 1000;

/** Spec 2 §2.20, §9: the player waits 3 s with a spinner before it plays. */
export const LIVE_PLAYER_WAIT_MS = 3000;

/** Spec 2 §2.20, §9: HLS is created again 2 s after a fatal error. */
export const HLS_RETRY_MS = 2000;

/**
 * A playing stream whose position has stood still this long starts again from its live edge
 * (issue 33): a live session's stream made anew on another host starts its playlist over, which
 * hls.js waits on without an error. Three 2 s segments are the player's usual buffer.
 */
export const HLS_STALL_RESTART_MS = 6000;
