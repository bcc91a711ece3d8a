// One thread of the keynote's players: each plays a live HLS stream the way a player does at the
// live edge (the playlist again every target duration, each new segment once) and records how long
// every segment took. A segment that takes longer than it lasts is a stall: the picture stops.
// With `staticPlaylist`, the same requests against fixed files (nginx's floor on this machine).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, players, seconds, startWindowMs } = workerData;
const now = () => performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

// node:http with kept connections: fetch's own cost per request was a large share of this thread's
// time with a thousand players, and would have been counted as the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 * players.length });

function get(url, kind) {
  const started = now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${new URL(url).pathname}: ${res.statusCode}`));
        const bytes = Buffer.concat(chunks);
        resolve({ body: kind === 'text' ? bytes.toString('utf8') : bytes, ms: now() - started });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${new URL(url).pathname}: no answer in 10 s`)));
    req.on('error', reject);
  });
}

/** The segments of a media playlist with their durations, and its target duration. */
function parsePlaylist(text, url) {
  const lines = text.split('\n').map((line) => line.trim());
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 1);
  const segments = [];
  let duration = target;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number(line.slice(8).split(',')[0]);
    else if (line && !line.startsWith('#')) segments.push({ url: new URL(line, url).href, duration });
  }
  return { target, segments };
}

const results = [];

async function play(player, index) {
  const result = { segments: [], playlists: [], stalls: 0, errors: 0, firstSegmentMs: null };
  results.push(result);
  await sleep((index * startWindowMs) / players.length);
  const started = now();
  const until = started + seconds * 1000;
  try {
    let mediaUrl = new URL(player.path, base).href;
    const first = await get(mediaUrl, 'text');
    result.playlists.push(first.ms);
    // A master playlist names the media playlist to follow.
    if (first.body.includes('#EXT-X-STREAM-INF')) {
      const variant = first.body.split('\n').find((line) => line.trim() && !line.startsWith('#'));
      mediaUrl = new URL(variant.trim(), mediaUrl).href;
    }
    const seen = new Set();
    let tick = 0;
    while (now() < until) {
      const tickStarted = now();
      let playlist;
      try {
        const answer = await get(mediaUrl, 'text');
        result.playlists.push(answer.ms);
        playlist = parsePlaylist(answer.body, mediaUrl);
      } catch {
        result.errors++;
        await sleep(1000);
        continue;
      }
      // At the live edge: the newest segment first, then each one as it appears. A fixed
      // playlist (the static floor) is walked one segment a tick, as a live one would add them.
      const fresh = player.static
        ? [playlist.segments[tick % playlist.segments.length]]
        : seen.size === 0
          ? playlist.segments.slice(-1)
          : playlist.segments.filter((segment) => !seen.has(segment.url));
      for (const segment of fresh) {
        seen.add(segment.url);
        try {
          const { ms } = await get(segment.url, 'bytes');
          if (result.firstSegmentMs === null) result.firstSegmentMs = now() - started;
          else if (ms > segment.duration * 1000) result.stalls++;
          result.segments.push(ms);
        } catch {
          result.errors++;
        }
      }
      tick++;
      await sleep(playlist.target * 1000 - (now() - tickStarted));
    }
  } catch (error) {
    result.errors++;
    result.failure = error.message;
  }
}

await Promise.all(players.map(play));
parentPort.postMessage({ type: 'report', results });
