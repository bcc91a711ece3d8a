import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import type { Server } from 'socket.io';
import {
  CHANNEL_EVENTS,
  CHANNELS,
  wireEvent,
  type Channel,
  type ChannelEventName,
  type ChannelEvents,
  type ChannelKind,
  type ChannelParams,
} from '@atrium/shared/contract';
import type { TokenClaims } from '../auth';
import { parseChannel } from './parse';

export { parseChannel, type ParsedChannel } from './parse';

/**
 * What the authorisers found true for one socket, kept while it is open (issue 29 item 5): the
 * session page's several subscribes for one event read each fact once.
 */
export type Known = Map<string, Promise<boolean>>;

/**
 * `read()` once per socket while it answers true; a false (the user may attend by the next
 * subscribe) or a failure is read again next time. Concurrent subscribes share one read.
 */
export function knownOnce(known: Known, fact: string, read: () => Promise<boolean>): Promise<boolean> {
  let answer = known.get(fact);
  if (!answer) {
    answer = read();
    known.set(fact, answer);
    answer.then(
      (yes) => yes || known.delete(fact),
      () => known.delete(fact),
    );
  }
  return answer;
}

/** Whether `claims` may join the channel of `kind` named with `params`; `known` is the subscribing socket's. */
export type Authoriser<K extends ChannelKind> = (
  claims: TokenClaims,
  params: ChannelParams<K>,
  known: Known,
) => boolean | Promise<boolean>;

/**
 * Emits `event` with `payload` once to every socket subscribed to any of `to`, on every instance
 * (through the Redis adapter when there is one). The payload's type comes from the channel table.
 */
export type Publish = <K extends ChannelKind, E extends ChannelEventName<K>>(
  to: Channel<K> | readonly Channel<K>[],
  event: E,
  payload: ChannelEvents<K>[E],
) => void;

export interface Channels {
  publish: Publish;
  /**
   * The owning module's check of who may join its kind of channel (the table's `join` rule). The
   * realtime module asks it on every subscribe; a kind is registered once.
   */
  authorise<K extends ChannelKind>(kind: K, check: Authoriser<K>): void;
  /** Whether `claims` may join the channel called `name`: false for a name of no kind of the table. */
  mayJoin(claims: TokenClaims, name: string, known?: Known): Promise<boolean>;
  /** Throws unless every kind of the table has its authoriser (server.ts, once every module is registered). */
  assertAuthorised(): void;
}

export class ChannelPayloadError extends Error {}

export interface ChannelsOptions {
  /** Check every payload against its schema and throw on a wrong one (default: outside production). */
  checkPayloads?: boolean;
}

/** The api side of the channel table (shared/src/contract/channels.ts, channelEvents.ts). */
export function createChannels(
  io: Server,
  { checkPayloads = process.env.NODE_ENV !== 'production' }: ChannelsOptions = {},
): Channels {
  const authorisers = new Map<ChannelKind, Authoriser<ChannelKind>>();
  const checks = new Map<string, TypeCheck<TSchema>>();

  function check(kind: ChannelKind, event: string, payload: unknown) {
    const key = `${kind}/${event}`;
    let compiled = checks.get(key);
    if (!compiled) {
      const schema = (CHANNEL_EVENTS[kind] as Record<string, TSchema>)[event];
      if (!schema) throw new ChannelPayloadError(`The ${kind} channel has no event ${event}`);
      compiled = TypeCompiler.Compile(schema);
      checks.set(key, compiled);
    }
    if (!compiled.Check(payload)) {
      const [first] = compiled.Errors(payload);
      throw new ChannelPayloadError(`${kind} ${event}: ${first?.path || 'payload'} ${first?.message ?? 'is wrong'}`);
    }
  }

  return {
    // One emit is serialised once, whatever the audience (issue 29 item 4; socket.io 4.8 with
    // socket.io-adapter 2.5: the adapter encodes the packet and, per-message compression being
    // off, builds its WebSocket frame once, then hands that frame to each socket; the Redis
    // adapter encodes it once more for the stream, and each other instance decodes and encodes it
    // once). So a broadcast costs one encoding per instance, not one per socket.
    publish(to, event, payload) {
      const channels: readonly Channel[] = Array.isArray(to) ? to : [to as Channel];
      if (channels.length === 0) return;
      const [{ kind }] = channels;
      if (checkPayloads) check(kind, event, payload);
      if (channels.every((channel) => channel.eventPrefix === '')) {
        io.to(channels.map((channel) => channel.name)).emit(event, payload);
        return;
      }
      // Each channel's events carry its own name, so each is one emit.
      for (const channel of channels) io.to(channel.name).emit(wireEvent(channel, event), payload);
    },
    authorise(kind, check) {
      if (authorisers.has(kind)) throw new Error(`The ${kind} channel already has its authoriser`);
      authorisers.set(kind, check as Authoriser<ChannelKind>);
    },
    async mayJoin(claims, name, known = new Map()) {
      const parsed = parseChannel(name);
      const authoriser = parsed && authorisers.get(parsed.kind);
      return authoriser ? Boolean(await authoriser(claims, parsed.params, known)) : false;
    },
    assertAuthorised() {
      const missing = (Object.keys(CHANNELS) as ChannelKind[]).filter((kind) => !authorisers.has(kind));
      if (missing.length) throw new Error(`No authoriser for the channels: ${missing.join(', ')}`);
    },
  };
}
