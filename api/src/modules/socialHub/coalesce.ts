import type { FastifyBaseLogger } from 'fastify';

/** Issue 29 item 4: a hub's coalesced kind of message goes out at most once a second per event. */
export const COALESCE_MS = 1000;

/** Takes an item changed in an event, under its key: a later item of the same key replaces it. */
export type Coalesced<Item> = (eventId: string, key: string, item: Item) => void;

/**
 * The hub's messages a busy event would send too often, each kind coalesced on this instance: per
 * event, the items changed since the kind's last message wait (the latest of each key, in the order
 * they last changed) and go out together, at once after a quiet interval, else when the interval
 * since the last is up. An instance sends what went through it only, so two instances send two
 * messages an interval at most, each complete in itself (a count as it is, a new post).
 */
export function coalescer(log: FastifyBaseLogger, intervalMs = COALESCE_MS) {
  const sending = new Set<Promise<void>>();
  const flushes: (() => void)[] = [];
  let stopped = false;

  function track(promise: Promise<void>) {
    sending.add(promise);
    void promise.finally(() => sending.delete(promise));
  }

  /** One kind: `send` gets an event's items and publishes them (reading what it needs as it is then). */
  function kind<Item>(send: (eventId: string, items: Item[]) => Promise<void> | void): Coalesced<Item> {
    interface Waiting {
      items: Map<string, Item>;
      timer: NodeJS.Timeout;
      // The event's sends run one after the other while it is busy, so a slow one is not overtaken.
      last: Promise<void>;
    }
    const waiting = new Map<string, Waiting>();

    /** Sends what waits, after the event's previous message. */
    function sendWaiting(eventId: string, entry: Waiting) {
      const items = [...entry.items.values()];
      entry.items = new Map();
      entry.last = entry.last
        .then(() => send(eventId, items))
        .catch((error: unknown) => log.error(error, 'a coalesced hub message failed'));
      track(entry.last);
    }
    function tick(eventId: string, entry: Waiting) {
      if (!entry.items.size) {
        // A quiet interval: the event's next item goes out at once.
        waiting.delete(eventId);
        return;
      }
      sendWaiting(eventId, entry);
      entry.timer = setTimeout(() => tick(eventId, entry), intervalMs).unref();
    }
    flushes.push(() => {
      for (const [eventId, entry] of waiting) {
        clearTimeout(entry.timer);
        if (entry.items.size) sendWaiting(eventId, entry);
      }
      waiting.clear();
    });

    return (eventId, key, item) => {
      if (stopped) return;
      let entry = waiting.get(eventId);
      if (!entry) {
        const created: Waiting = {
          items: new Map(),
          last: Promise.resolve(),
          timer: setTimeout(() => tick(eventId, created), 0).unref(),
        };
        entry = created;
        waiting.set(eventId, entry);
      }
      entry.items.delete(key);
      entry.items.set(key, item);
    };
  }

  return {
    kind,
    /** A kind whose items are ids (of what changed): `send` reads each as it is then. */
    ids(send: (eventId: string, ids: string[]) => Promise<void> | void): (eventId: string, id: string) => void {
      const coalesced = kind(send);
      return (eventId, id) => coalesced(eventId, id, id);
    },
    /** Sends what waits at once and resolves when every message is out; nothing is taken after. */
    async stop() {
      stopped = true;
      for (const flush of flushes) flush();
      await Promise.all([...sending]);
    },
  };
}

export type Coalescer = ReturnType<typeof coalescer>;
