// mf-meeting's constants from the specs, each beside its reference (DESIGN "Style to follow").

/** Spec 2 §9: list searches (live sessions, and so the networking rooms beside them) ask 1000 ms after typing stops. */
export const NETWORKING_SEARCH_DEBOUNCE_MS = 1000;

/** Spec 2 §9: list calls ask for up to 1000 items from skip 0. */
export const NETWORKING_LIST_TAKE = 1000;

/** Spec 2 §9: searches in dialogs ask 500 ms after typing stops (program, speakers). */
export const INVITE_SEARCH_DEBOUNCE_MS = 500;
