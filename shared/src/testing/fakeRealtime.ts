import { BehaviorSubject, Subject } from 'rxjs';
import type { ChannelEventName, ChannelEvents } from '../contract/channelEvents';
import { wireEvent, type Channel, type ChannelKind } from '../contract/channels';
import { realtime } from '../realtime/realtime';

/** The server's side of one channel, by event and typed by the table: `events.newPost.next(post)`. */
export type ServerEvents<K extends ChannelKind> = { [E in ChannelEventName<K>]: Subject<ChannelEvents<K>[E]> };

/**
 * Stands in for the page's one socket (spies on `realtime`, undone by jest.restoreAllMocks): the
 * channels joined and left by name, the server's events under their wire names, a lost connection
 * and its return, and what was emitted; emit-private-room's acknowledgements come from `answer`.
 */
export function fakeRealtime(answer: (event: string, payload: unknown) => unknown = () => ({ ok: true })) {
  const joined: string[] = [];
  const left: string[] = [];
  const emitted: [string, unknown][] = [];
  const requests: [string, unknown][] = [];
  const wires = new Map<string, Subject<unknown>>();
  const lost = new BehaviorSubject(false);
  const wire = (name: string) => {
    if (!wires.has(name)) wires.set(name, new Subject());
    return wires.get(name) as Subject<unknown>;
  };

  jest.spyOn(realtime, 'connect').mockImplementation(() => undefined);
  jest.spyOn(realtime, 'disconnect').mockImplementation(() => undefined);
  jest.spyOn(realtime, 'subscribe').mockImplementation(({ name }) => void joined.push(name));
  jest.spyOn(realtime, 'unsubscribe').mockImplementation(({ name }) => void left.push(name));
  jest.spyOn(realtime, 'listen').mockImplementation((channel, event) => wire(wireEvent(channel, event)) as never);
  jest.spyOn(realtime, 'connectionLost$', 'get').mockReturnValue(lost);
  jest.spyOn(realtime, 'emit').mockImplementation((event, payload) => void emitted.push([event, payload]));
  jest.spyOn(realtime, 'request').mockImplementation(async (event, payload) => {
    requests.push([event, payload]);
    return answer(event, payload) as never;
  });

  return {
    joined,
    left,
    emitted,
    requests,
    /** The server sends an event under its wire name (`newPost`, `networking-{eventId}-networkingAreaRemoved`). */
    send: (wireName: string, payload: unknown) => wire(wireName).next(payload),
    /** The server's side of `channel`: each event as a Subject under the name it travels as. */
    events: <K extends ChannelKind>(channel: Channel<K>) =>
      new Proxy({} as ServerEvents<K>, { get: (_, event) => wire(wireEvent(channel, String(event))) }),
    /** The socket drops (the page's banner shows) ... */
    drop: () => lost.next(true),
    /** ... and connects again. */
    reconnect: () => lost.next(false),
  };
}

export type FakeRealtime = ReturnType<typeof fakeRealtime>;
