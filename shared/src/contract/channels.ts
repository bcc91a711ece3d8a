// The names of the event's real-time channels (spec 2 §7.6) and the live routes outside /api/v2:
// plain functions with no schema code, so a remote that only names a channel or builds a stream's
// address does not bundle the contract's TypeBox schemas.

/** The channel of an event's hub (spec 2 §7.6). */
export const socialHubChannel = (eventId: string) => `event-social-hub-${eventId}`;

/** Where the streaming host serves a session's HLS for a hash (relative segment paths keep the hash). */
export const liveStreamPath = (sessionId: string, hash: string) =>
  `/api/live/${encodeURIComponent(sessionId)}/${encodeURIComponent(hash)}/index.m3u8`;

/** The channel of an event's live sessions (spec 2 §7.6). */
export const liveStreamChannel = (eventId: string) => `livestream-${eventId}`;

/** The presence channel a session's page joins; its sockets are the session's watchers. */
export const sessionPresenceChannel = (applicationId: string, eventId: string, sessionId: string) =>
  `presence-session-${applicationId}-${eventId}-${sessionId}`;

/** The ops control route of a session (POST changes it, DELETE removes it). */
export const liveControlPath = (sessionId: string) => `/api/ops/live/${encodeURIComponent(sessionId)}`;
