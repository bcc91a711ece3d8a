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

// Issue 17: networking rooms and the meeting room's signalling (spec 2 §7.5, §7.6).

/** The channel of an event's networking rooms: networkingAreaUpdated, ...SortingChanged, ...Removed. */
export const networkingChannel = (eventId: string) => `networking-${eventId}`;
/** The full name of an event on networkingChannel (spec 2 §7.6 `networking-{eventId}-networkingAreaUpdated`). */
export const networkingEvent = (
  eventId: string,
  name: 'networkingAreaUpdated' | 'networkingAreaSortingChanged' | 'networkingAreaRemoved',
) => `networking-${eventId}-${name}`;
/** The channel of who sits in which room: `networking-area-{eventId}-itemChanged`. */
export const networkingAreaChannel = (eventId: string) => `networking-area-${eventId}`;
export const networkingAreaItemChanged = (eventId: string) => `networking-area-${eventId}-itemChanged`;
/** The presence channel a networking room's page joins. */
export const networkingPresenceChannel = (applicationId: string, eventId: string, roomId: string) =>
  `presence-networking-${applicationId}-${eventId}-${roomId}`;

/** Where the signalling server's socket.io listens; namespaces `/sfu` (sessions) and `/nsfu` (networking). */
export const SIGNALLING_PATH = '/api/media/socket.io/';
/** Spec 2 §7.5: a request waits 2 s and is tried 3 times. */
export const SIGNALLING_REQUEST_TIMEOUT_MS = 2000;
export const SIGNALLING_REQUEST_TRIES = 3;
/** Peers with this display name (a recorder) are not shown in the grid (spec 2 §9). */
export const RECORDING_PEER_NAME = 'recording';
/** The data channels' parameters (mediasoup-demo's): chat unordered with one retransmit, bot with a 2 s lifetime. */
export const CHAT_DATA_CHANNEL = { ordered: false, maxRetransmits: 1, label: 'chat', priority: 'medium' } as const;
export const BOT_DATA_CHANNEL = { ordered: false, maxPacketLifeTime: 2000, label: 'bot', priority: 'medium' } as const;
/** A chat line starting with this goes to the room's bot instead of the other peers (spec 2 §5; the prefix is not shown, so ours). */
export const BOT_PREFIX = '/bot ';
/** The ops route that restarts the signalling server (header X-Sfu-Control-Secret; only with SFU_CONTROL_SECRET). */
export const SFU_RESTART_PATH = '/api/ops/sfu/restart';
