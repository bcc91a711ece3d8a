/** How long a sign-in token lasts. The spec does not say; a month keeps attendees signed in through an event. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
