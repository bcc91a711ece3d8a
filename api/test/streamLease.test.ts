import type { Api } from '../src/server';
import { twoHosts, type TwoHosts } from './twoHosts';

// Issue 33 item 2: two stream processes (LIVE_STREAMS=1 under their own LIVE_STREAMS_HOST) on one
// PostgreSQL and one Redis, as on two api hosts: one runs the demo keynote's ffmpeg and answers the
// balancer's /api/live/streamer with 200, the other waits with 503; when the first loses Redis (its
// host is gone, as far as the others can tell) the second takes over, and at no moment do both
// stream. A's Redis goes through a proxy, so A can be silenced.

const LEASE_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live streams run on one host at a time', () => {
  let hosts: TwoHosts;
  let a: Api;
  let b: Api;
  let keynote: string;
  let bClosed = false;

  /** Which of the two runs the keynote's ffmpeg now: '', 'a', 'b' or 'ab'. */
  const streaming = () => `${a.liveStreams!.pid(keynote) ? 'a' : ''}${b.liveStreams!.pid(keynote) ? 'b' : ''}`;
  const streamer = async (api: Api) => (await api.app.inject({ method: 'GET', url: '/api/live/streamer' })).statusCode;

  /** Waits until `want` streams, checking every 20 ms that both never did; the time it took. */
  async function until(want: string, ms = 15_000): Promise<number> {
    const from = Date.now();
    for (;;) {
      const now = streaming();
      expect(now).not.toBe('ab');
      if (now === want) return Date.now() - from;
      if (Date.now() - from > ms) throw new Error(`waited ${ms} ms for "${want}" to stream; "${now}" does`);
      await sleep(20);
    }
  }

  beforeAll(async () => {
    hosts = await twoHosts(
      { sfu: false, liveStreams: true, liveStreamsLeaseMs: LEASE_MS },
      { a: { liveStreamsHost: 'api-a' }, b: { liveStreamsHost: 'api-b' } },
    );
    ({ a, b } = hosts);
    const row = await a.db('live_sessions').where('is_live', true).whereNotNull('stream_source').first('id');
    keynote = row.id;
    await Promise.all([a.liveStreams!.sync(), b.liveStreams!.sync()]);
  });

  afterAll(async () => hosts?.close(bClosed ? [b] : []));

  test('the first takes the lease and streams; the other waits; the balancer is told which', async () => {
    await until('a');
    expect(await streamer(a)).toBe(200);
    expect(await streamer(b)).toBe(503);
    // Still so a few leases later: the holder renews, the other does not take it.
    await sleep(LEASE_MS * 3);
    expect(streaming()).toBe('a');
  });

  test("the holder's Redis goes silent: it stops, and the other takes over within about a lease, never both", async () => {
    hosts.proxy.silence();
    const tookOver = await until('b');
    console.log(`api-b streams ${tookOver} ms after api-a lost Redis (lease ${LEASE_MS} ms)`);
    expect(tookOver).toBeLessThan(LEASE_MS * 4);
    expect(await streamer(b)).toBe(200);
    expect(await streamer(a)).toBe(503);

    // A's Redis is back: B keeps the stream, A waits.
    await hosts.proxy.restore();
    await sleep(LEASE_MS * 3);
    expect(streaming()).toBe('b');
  });

  test('the holder closes (a rolling restart): it gives the lease up and the other takes over at once', async () => {
    const closing = b.close();
    const tookOver = await until('a');
    await closing;
    bClosed = true;
    console.log(`api-a streams ${tookOver} ms after api-b began to close`);
    expect(tookOver).toBeLessThan(LEASE_MS * 2);
    expect(await streamer(a)).toBe(200);
  });
});
