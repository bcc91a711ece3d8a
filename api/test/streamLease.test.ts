import type { Api } from '../src/server';
import { twoHosts, type TwoHosts } from './twoHosts';

// Issue 33 item 2: two stream processes (LIVE_STREAMS=1 under their own LIVE_STREAMS_HOST) on one
// PostgreSQL and one Redis, as on two api hosts: one runs the demo keynote's ffmpeg and answers the
// balancer's /api/live/streamer with 200, the other waits with 503; when the first loses Redis (its
// host is gone, as far as the others can tell) the second takes over, and at no moment do both
// stream. Each one's Redis goes through a proxy, so the holder can be silenced.
//
// Both "hosts" share this one process, so one's start-up work (fastify compiling every route's
// schemas, a second on a loaded machine) stalls the other's renewals too, which two real hosts
// never do: the holder is whichever holds once both are ready, not necessarily the first.

const LEASE_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live streams run on one host at a time', () => {
  let hosts: TwoHosts;
  let keynote: string;
  let closed: Api[] = [];
  /** The one that streams at the start, and the other. */
  let holder: { name: 'a' | 'b'; api: Api };
  let standby: { name: 'a' | 'b'; api: Api };

  /** Which of the two runs the keynote's ffmpeg now: '', 'a', 'b' or 'ab'. */
  const streaming = () =>
    `${hosts.a.liveStreams!.pid(keynote) ? 'a' : ''}${hosts.b.liveStreams!.pid(keynote) ? 'b' : ''}`;
  const streamer = async (api: Api) => (await api.app.inject({ method: 'GET', url: '/api/live/streamer' })).statusCode;

  /** Waits until `want` streams, checking every 20 ms that both never did; the time it took. */
  async function until(want: string, ms = 15_000): Promise<number> {
    const from = Date.now();
    for (;;) {
      const now = streaming();
      expect(now).not.toBe('ab');
      if (now === want) return Date.now() - from;
      if (Date.now() - from > ms) {
        const record = await hosts.redis.get(`${hosts.prefix}live-streamer`);
        throw new Error(`waited ${ms} ms for "${want}" to stream; "${now}" does, and Redis names "${record}"`);
      }
      await sleep(20);
    }
  }

  beforeAll(async () => {
    hosts = await twoHosts(
      { sfu: false, liveStreams: true, liveStreamsLeaseMs: LEASE_MS },
      { a: { liveStreamsHost: 'api-a' }, b: { liveStreamsHost: 'api-b' } },
    );
    const { a, b } = hosts;
    await Promise.all([a.app.ready(), b.app.ready()]);
    const row = await a.db('live_sessions').where('is_live', true).whereNotNull('stream_source').first('id');
    keynote = row.id;
    await Promise.all([a.liveStreams!.sync(), b.liveStreams!.sync()]);
    // Settled: one of them has streamed alone for a lease and a half (a stall before this may
    // have let the record lapse, and the other take it at its next ask).
    const deadline = Date.now() + 20_000;
    let since = Date.now();
    let last = streaming();
    while (!(last.length === 1 && Date.now() - since >= LEASE_MS * 1.5)) {
      if (Date.now() > deadline) throw new Error(`no host streamed alone for a lease within 20 s ("${last}")`);
      await sleep(20);
      if (streaming() !== last) [last, since] = [streaming(), Date.now()];
    }
    holder = streaming() === 'a' ? { name: 'a', api: a } : { name: 'b', api: b };
    standby = holder.name === 'a' ? { name: 'b', api: b } : { name: 'a', api: a };
  });

  afterAll(async () => hosts?.close(closed));

  test('one takes the lease and streams; the other waits; the balancer is told which', async () => {
    expect(await streamer(holder.api)).toBe(200);
    expect(await streamer(standby.api)).toBe(503);
    // Still so a few leases later: the holder renews, the other does not take it.
    await sleep(LEASE_MS * 3);
    expect(streaming()).toBe(holder.name);
  });

  test("the holder's Redis goes silent: it stops, and the other takes over within about a lease, never both", async () => {
    hosts.links[holder.name].silence();
    const tookOver = await until(standby.name);
    console.log(
      `api-${standby.name} streams ${tookOver} ms after api-${holder.name} lost Redis (lease ${LEASE_MS} ms)`,
    );
    expect(tookOver).toBeLessThan(LEASE_MS * 4);
    expect(await streamer(standby.api)).toBe(200);
    expect(await streamer(holder.api)).toBe(503);

    // Its Redis is back: the new holder keeps the stream, the old one waits.
    await hosts.links[holder.name].restore();
    await sleep(LEASE_MS * 3);
    expect(streaming()).toBe(standby.name);
  });

  test('the holder closes (a rolling restart): it gives the lease up and the other takes over at once', async () => {
    // Now the standby of the start holds; the one that held at first takes it back.
    const closing = standby.api.close();
    const tookOver = await until(holder.name);
    await closing;
    closed = [standby.api];
    console.log(`api-${holder.name} streams ${tookOver} ms after api-${standby.name} began to close`);
    expect(tookOver).toBeLessThan(LEASE_MS * 2);
    expect(await streamer(holder.api)).toBe(200);
  });
});
