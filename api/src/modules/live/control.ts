import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { Type } from '@sinclair/typebox';
import { channel, Id, LiveControlRequest } from '@atrium/shared/contract';
import type { Publish } from '../../channels';
import type { EventRow } from '../../eventScope';
import { ApiError, ok } from '../../http/envelope';
import { sessionFor } from './sessions';
import type { Watchers } from './watchers';

export interface LiveControlOptions {
  db: Knex;
  publish: Publish;
  watchers: Watchers;
  /** LIVE_CONTROL_SECRET: the header X-Live-Control-Secret must equal it. */
  secret: string;
  /** Told after a session went live or off air or was removed, so its stream starts or stops. */
  onLiveChanged: () => void;
}

/** The path's session id, bounded like every id a call takes: a NUL byte reached PostgreSQL as a 500 (issue 32 item 6). */
const SessionParams = Type.Object({ sessionId: Id });

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What the organiser's console does to a session, for ops and the tests (issue 16 item 5): going
 * live or off air, (de)activating, renaming and reordering go out on `livestream-{eventId}` as
 * the player's page expects them (spec 2 §7.6). Registered only when the api has a secret.
 */
export const liveControlRoute: FastifyPluginAsync<LiveControlOptions> = async (
  app,
  { db, publish, watchers, secret, onLiveChanged },
) => {
  // Before the body is read: without the secret nothing about the route is told.
  app.addHook('onRequest', async (request) => {
    if (!sameSecret(request.headers['x-live-control-secret'], secret)) throw new ApiError(403, 'liveControlRefused');
  });

  async function eventOf(request: FastifyRequest): Promise<EventRow> {
    const { sessionId } = request.params as { sessionId: string };
    const event: EventRow | undefined = await db('events')
      .join('live_sessions', 'live_sessions.event_id', 'events.id')
      .where('live_sessions.id', sessionId)
      .first('events.*');
    if (!event) throw new ApiError(404, 'dataNotFound');
    return event;
  }

  app.post('/ops/live/:sessionId', { schema: { params: SessionParams, body: LiveControlRequest } }, async (request) => {
    const { sessionId } = request.params as { sessionId: string };
    const event = await eventOf(request);
    const body = request.body as LiveControlRequest;
    const before = await db('live_sessions').where({ id: sessionId }).first('is_live', 'order_no');
    const changes = {
      ...(body.isLive !== undefined && { is_live: Boolean(body.isLive) }),
      ...(body.isActive !== undefined && { is_active: body.isActive }),
      ...(body.title !== undefined && { title: body.title }),
      ...(body.orderNO !== undefined && { order_no: body.orderNO }),
    };
    if (Object.keys(changes).length) {
      await db('live_sessions')
        .where({ id: sessionId })
        .update({ ...changes, updated_at: new Date() });
    }
    const session = await sessionFor(db, event, sessionId, watchers.count);
    const { orderNO, ...others } = body;
    if (Object.keys(others).length) publish(channel.liveStream({ eventId: event.id }), 'liveStreamUpdated', session);
    if (orderNO !== undefined && orderNO !== before.order_no) {
      const items = await db('live_sessions')
        .where({ event_id: event.id })
        .orderBy(['order_no', 'id'])
        .select('id', 'order_no as orderNO');
      publish(channel.liveStream({ eventId: event.id }), 'liveStreamSortingChanged', { items });
    }
    if (body.isLive !== undefined && Boolean(body.isLive) !== Boolean(before.is_live)) onLiveChanged();
    return ok(session);
  });

  app.delete('/ops/live/:sessionId', { schema: { params: SessionParams } }, async (request) => {
    const { sessionId } = request.params as { sessionId: string };
    const event = await eventOf(request);
    await db('live_sessions').where({ id: sessionId }).delete();
    publish(channel.liveStream({ eventId: event.id }), 'liveStreamRemoved', { id: sessionId });
    onLiveChanged();
    return ok(null);
  });
};
