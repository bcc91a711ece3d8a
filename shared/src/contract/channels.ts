// The channel table's names (spec 1 §7 Real-time, spec 2 §7.6) and the live routes outside /api/v2:
// plain functions with no schema code, so a remote that names a channel or builds a stream's address
// does not bundle the contract's TypeBox schemas. Each channel's events and their payload schemas are
// the other half of the table, in channelEvents.ts, keyed by the same kinds.

/**
 * Who may join a channel, as the api decides it. Each kind's owning module registers the check
 * (api: `channels.authorise(kind, check)`); the api refuses to start while a kind has none.
 * - `self`: the user the channel is named after.
 * - `selfOrChatMember`: that user, or a member of the chat group it is named after.
 * - `brand`: any signed-in user of the brand that holds the event.
 * - `attendee`: an attendee of the event.
 * - `sessionAttendee` / `roomAttendee`: an attendee of the event, with their own application in the
 *   name, of a session / networking room of that event.
 */
export type JoinRule = 'self' | 'selfOrChatMember' | 'brand' | 'attendee' | 'sessionAttendee' | 'roomAttendee';

interface ChannelDeclaration {
  /** The name, with `{param}` for each id in it (every id is a UUID, so names parse unambiguously). */
  name: string;
  join: JoinRule;
  /** Events go out as `{channel name}-{event}` (spec 2 §7.6's networking channels), not as `{event}`. */
  prefixedEvents?: true;
}

/** Every kind of real-time channel, once. Events and payloads: channelEvents.ts. */
export const CHANNELS = {
  /** Spec 1 §7: the user's notifications and network requests. */
  private: { name: 'private-{userId}', join: 'self' },
  /** Spec 1 §7: `message-{userId}` brings the user's new messages; `message-{groupId}` a chat's, to its members. */
  message: { name: 'message-{id}', join: 'selfOrChatMember' },
  /** Spec 1 §7: the user's presence (no events). */
  presenceUser: { name: 'presence-user-{userId}', join: 'self' },
  /** Spec 2 §7.6: the event's social hub, read by anyone of the brand as the event's other content (issue 15). */
  socialHub: { name: 'event-social-hub-{eventId}', join: 'brand' },
  /** Spec 2 §7.6: the event's live sessions. */
  liveStream: { name: 'livestream-{eventId}', join: 'attendee' },
  /** Spec 2 §7.6: joined by a session's page while it is open; its people are the session's watchers. */
  sessionPresence: { name: 'presence-session-{applicationId}-{eventId}-{sessionId}', join: 'sessionAttendee' },
  /** Spec 2 §7.6: the event's networking rooms. */
  networking: { name: 'networking-{eventId}', join: 'attendee', prefixedEvents: true },
  /** Spec 2 §7.6: who sits in which networking room. */
  networkingArea: { name: 'networking-area-{eventId}', join: 'attendee', prefixedEvents: true },
  /** Spec 2 §7.6: joined by a networking room's page while it is open. */
  networkingPresence: { name: 'presence-networking-{applicationId}-{eventId}-{roomId}', join: 'roomAttendee' },
} as const satisfies Record<string, ChannelDeclaration>;

export type ChannelKind = keyof typeof CHANNELS;

type ParamNames<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? P | ParamNames<Rest> : never;
/** The ids a kind's name is made of: `{ eventId: string }` for `livestream-{eventId}`. */
export type ChannelParams<K extends ChannelKind> = { [P in ParamNames<(typeof CHANNELS)[K]['name']>]: string };

/** One channel: its kind (which types its events), its name on the wire, and what its events' names start with. */
export interface Channel<K extends ChannelKind = ChannelKind> {
  readonly kind: K;
  readonly name: string;
  /** `{name}-` for a kind whose events travel under the channel's name, else empty. */
  readonly eventPrefix: string;
}

/** The `{param}`s of a declaration's name. */
export const CHANNEL_PARAM = /\{(\w+)\}/g;

function build<K extends ChannelKind>(kind: K) {
  const declaration: ChannelDeclaration = CHANNELS[kind];
  return (params: ChannelParams<K>): Channel<K> => {
    const name = declaration.name.replace(
      CHANNEL_PARAM,
      (_, param: string) => (params as Record<string, string>)[param],
    );
    return { kind, name, eventPrefix: declaration.prefixedEvents ? `${name}-` : '' };
  };
}

/** The channel builders: `channel.liveStream({ eventId })` is `livestream-{eventId}`. */
export const channel = Object.fromEntries(Object.keys(CHANNELS).map((kind) => [kind, build(kind as ChannelKind)])) as {
  [K in ChannelKind]: (params: ChannelParams<K>) => Channel<K>;
};

/** The name an event of `channel` travels under: `newPost`, or `networking-{eventId}-networkingAreaUpdated`. */
export const wireEvent = (of: Channel, event: string): string => `${of.eventPrefix}${event}`;

/** Where the streaming host serves a session's HLS for a hash (relative segment paths keep the hash). */
export const liveStreamPath = (sessionId: string, hash: string) =>
  `/api/live/${encodeURIComponent(sessionId)}/${encodeURIComponent(hash)}/index.m3u8`;

/** The ops control route of a session (POST changes it, DELETE removes it). */
export const liveControlPath = (sessionId: string) => `/api/ops/live/${encodeURIComponent(sessionId)}`;

// Issue 17: the meeting room's signalling (spec 2 §7.5).

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
