import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/envelope';
import { PLAYLIST, sessionFolder, streamFileKind } from './folders';
import type { LiveHashes } from './hash';
import type { LiveNow } from './liveNow';

const CONTENT_TYPES = { playlist: 'application/vnd.apple.mpegurl', segment: 'video/mp2t' } as const;
// A viewer's playlist is theirs alone. The media playlist changes every segment, so a shared cache
// keeps it a second; a segment's name is unique to one ffmpeg run (ffmpeg.ts), so it never changes.
const VIEWER_CACHE_CONTROL = 'private, no-store';
const CACHE_CONTROL = { playlist: 'public, max-age=1', segment: 'public, max-age=31536000, immutable' } as const;

// HLS requires a peak rate; with one variant it chooses nothing. The test picture peaks at about
// 1.1 Mbit/s (ffmpeg.ts); an ingest keeps its own rate.
const BANDWIDTH = 3_000_000;

/**
 * A viewer's playlist: the one variant is the session's media playlist under its stream key, a
 * path relative to the viewer's own (…/live/{sessionId}/{hash}/ up to …/live/).
 */
const viewerPlaylist = (sessionId: string, streamKey: string) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-STREAM-INF:BANDWIDTH=${BANDWIDTH}`,
    `../../stream/${sessionId}/${streamKey}/${PLAYLIST}`,
    '',
  ].join('\n');

export interface LiveStreamRouteOptions {
  hashes: LiveHashes;
  liveNow: LiveNow;
  /** DATA_DIR/live: a folder per session, where ffmpeg writes its HLS. */
  liveDir: string;
  /** Whether this process makes the streams now (server.ts): the balancer sends their files here. */
  streamsHere?: () => boolean;
}

/**
 * The streaming host (spec 2 §2.20, issues 16 and 29). `GET /api/live/:sessionId/:hash/index.m3u8`
 * answers whoever holds a hash LiveEvent/Join made for that live session, until it expires (401 for
 * a hash it did not make, 403 for one that expired), with a playlist of their own naming the
 * session's stream; `GET /api/live/stream/:sessionId/:key/:file` serves that stream's media
 * playlist and segments, the same for every viewer, checked by the key's HMAC alone, so a shared
 * cache in front serves a segment to every viewer for one request here.
 */
export const liveStreamRoute: FastifyPluginAsync<LiveStreamRouteOptions> = async (
  app,
  { hashes, liveNow, liveDir, streamsHere = () => true },
) => {
  // For the balancer in front of the stream processes (scripts/balancer.mjs): 200 from the one
  // that streams now, 503 from the others, so only its files are asked for.
  app.get('/live/streamer', async (_request, reply) =>
    reply
      .status(streamsHere() ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ streaming: streamsHere() }),
  );

  app.get('/live/:sessionId/:hash/:file', async (request, reply) => {
    const { sessionId, hash, file } = request.params as { sessionId: string; hash: string; file: string };
    if (!sessionFolder(liveDir, sessionId) || file !== PLAYLIST) throw new ApiError(404, 'dataNotFound');
    // Told apart so the player can say which (issue 31): an altered or forged link is 401, not a
    // valid one at all; a genuine one past its time is 403, which joining again mends.
    const verdict = hashes.check(sessionId, hash);
    if (verdict === 'invalid') throw new ApiError(401, 'liveHashInvalid');
    if (verdict === 'expired') throw new ApiError(403, 'liveHashExpired');
    if (!(await liveNow.isLive(sessionId))) throw new ApiError(403, 'liveNotLive');
    return reply
      .header('content-type', CONTENT_TYPES.playlist)
      .header('cache-control', VIEWER_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(viewerPlaylist(sessionId, hashes.streamKey(sessionId)));
  });

  // Every refusal is a 404 that tells nothing: not which part was wrong, nor that a session exists.
  app.get('/live/stream/:sessionId/:key/:file', async (request, reply) => {
    const { sessionId, key, file } = request.params as { sessionId: string; key: string; file: string };
    const folder = sessionFolder(liveDir, sessionId);
    const kind = streamFileKind(file);
    if (!folder || !kind || !hashes.verifyStreamKey(sessionId, key) || !(await liveNow.isLive(sessionId))) {
      throw new ApiError(404, 'dataNotFound');
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(folder, file));
    } catch (error) {
      // ffmpeg deletes old segments as it goes, and writes the playlist a moment after it starts.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ApiError(404, 'dataNotFound');
      throw error;
    }
    return reply
      .header('content-type', CONTENT_TYPES[kind])
      .header('cache-control', CACHE_CONTROL[kind])
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
