import { Type, type Static } from '@sinclair/typebox';
import { SearchTerm, Skip, Take, Text } from './bounds';
import { LIVE_SESSION_KIND, LIVE_SESSION_TYPE, LIVE_PROVIDER_TYPE } from './enums';
import { Nullable } from './nullable';

// Issue 16: live sessions (spec 2 §2.18-2.20, §3 Session, §7.4) and the events of their channels
// `livestream-{eventId}` and `presence-session-{appId}-{eventId}-{sessionId}` (spec 2 §7.6).

const literals = <T extends Record<string, number>>(values: T) =>
  Type.Union(Object.values(values).map((value) => Type.Literal(value)));

/** Spec 2 §3 publishers: the participants who broadcast the session (spec 2 §6 publisher). */
export const LivePublisher = Type.Object({ participantID: Type.String(), isActive: Type.Boolean() });
export type LivePublisher = Static<typeof LivePublisher>;

/** Spec 2 §2.20 external livestream provider: type 0 a video-hosting player, 1 a video-site embed. */
export const LiveProvider = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: literals(LIVE_PROVIDER_TYPE),
  url: Type.String(),
});
export type LiveProvider = Static<typeof LiveProvider>;

/**
 * Spec 2 §3 Session. `type` 2 is a speaker session, null an attendee session; `sessionType` 0 or
 * 1 plays the event's stream (or a provider), 2 embeds a video-site room (`roomUrl`). `isLive` is
 * 0 or 1 as the spec has it. The ingest URL (rmtpUrl) is the organiser's and is never sent.
 */
export const LiveSession = Type.Object({
  id: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  isLive: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isActive: Type.Boolean(),
  isActiveForSpeakers: Type.Boolean(),
  type: Nullable(literals(LIVE_SESSION_KIND)),
  sessionType: literals(LIVE_SESSION_TYPE),
  /** ISO 8601 with offset; null when the organiser set none (the countdown says so). */
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
  updateDate: Type.String(),
  watcherCount: Type.Integer({ minimum: 0 }),
  showWatcherCount: Type.Boolean(),
  venueID: Nullable(Type.String()),
  orderNO: Type.Integer(),
  topBanner: Nullable(Type.String()),
  bottomBanner: Nullable(Type.String()),
  /** The spec's spelling. */
  backgrounBanner: Nullable(Type.String()),
  /** The video-site room a sessionType 2 session embeds. */
  roomUrl: Nullable(Type.String()),
  publishers: Type.Array(LivePublisher),
  externalLivestreamProviders: Type.Array(LiveProvider),
});
export type LiveSession = Static<typeof LiveSession>;

/**
 * LiveEvent/List (spec 2 §7.4 {isActive, sessionType}, the list's search of §2.18): the event's
 * sessions by orderNO; each filter narrows only when given.
 */
export const LiveListRequest = Type.Object({
  isActive: Type.Optional(Type.Boolean()),
  sessionType: Type.Optional(literals(LIVE_SESSION_TYPE)),
  searchTerm: Type.Optional(SearchTerm),
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type LiveListRequest = Static<typeof LiveListRequest>;

/**
 * LiveEvent/Join's answer: the signed hash the player asks the streaming host with (HMAC over the
 * session, the user and the expiry), and when it stops working.
 */
export const LiveJoinResponse = Type.Object({ hash: Type.String(), expiresAt: Type.String() });
export type LiveJoinResponse = Static<typeof LiveJoinResponse>;

/**
 * The body of the ops control route `POST /api/ops/live/:sessionId` (header X-Live-Control-Secret;
 * only when the api has LIVE_CONTROL_SECRET): what an organiser's console changes on a session.
 */
export const LiveControlRequest = Type.Object(
  {
    isLive: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()])),
    isActive: Type.Optional(Type.Boolean()),
    title: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
    orderNO: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type LiveControlRequest = Static<typeof LiveControlRequest>;
