import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { channel } from '@atrium/shared/contract';
import { parseChannel, type Publish } from '../../channels';
import type { EventRow } from '../../eventScope';

export interface Watchers {
  /** For each session, the distinct users whose sockets are in its presence channel, on every instance. */
  count(event: EventRow, sessionIds: string[]): Promise<number[]>;
  /** Recounts the sessions among `channels` and publishes `watchers` on their event's channel. */
  membershipChanged(channels: string[]): void;
  /** Stops counting (the sockets leaving as the server closes change nobody's page) and waits for the counts under way. */
  close(): Promise<void>;
}

/**
 * Spec 2 §7.6: a session's watchers are the people in its presence channel. Counted from the
 * sockets themselves (fetchSockets asks every instance through the Redis adapter), so the number
 * is right however many instances serve the audience; a user with two tabs counts once.
 */
export function createWatchers(io: Server, publish: Publish, log: FastifyBaseLogger): Watchers {
  /** The distinct users in each channel, asked in one round (one request to the other instances). */
  async function countIn(channels: string[]): Promise<number[]> {
    let sockets;
    try {
      sockets = await io.in(channels).fetchSockets();
    } catch (error) {
      // An instance that does not answer in time leaves the count to the sockets here.
      log.warn({ err: error }, 'counting watchers across instances failed');
      sockets = await io.local.in(channels).fetchSockets();
    }
    return channels.map(
      (name) =>
        new Set(
          sockets
            .filter((socket) => socket.rooms.has(name))
            .map((socket) => (socket.data as { claims?: { userId: string } }).claims?.userId),
        ).size,
    );
  }

  // One recount at a time per channel, so counts go out in the order the changes happened.
  const recounts = new Map<string, Promise<void>>();
  let closed = false;
  function recount(presence: string, eventId: string, sessionId: string) {
    const previous = recounts.get(presence) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        if (closed) return;
        const [watcherCount] = await countIn([presence]);
        if (!closed) publish(channel.liveStream({ eventId }), 'watchers', { sessionId, watcherCount });
      })
      .catch((error: unknown) => log.error({ err: error }, 'publishing watchers failed'))
      .finally(() => {
        if (recounts.get(presence) === next) recounts.delete(presence);
      });
    recounts.set(presence, next);
  }

  return {
    count: async (event, sessionIds) =>
      sessionIds.length
        ? countIn(
            sessionIds.map(
              (sessionId) =>
                channel.sessionPresence({ applicationId: event.application_id, eventId: event.id, sessionId }).name,
            ),
          )
        : [],
    membershipChanged(channels) {
      if (closed) return;
      for (const name of channels) {
        const presence = parseChannel(name);
        if (presence?.kind === 'sessionPresence') recount(name, presence.params.eventId, presence.params.sessionId);
      }
    },
    async close() {
      closed = true;
      await Promise.all(recounts.values());
    },
  };
}
