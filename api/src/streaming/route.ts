import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError } from '../http/envelope';
import { sessionFolder, streamFileKind } from './folders';
import type { LiveHashes } from './hash';

const CONTENT_TYPES = { playlist: 'application/vnd.apple.mpegurl', segment: 'video/mp2t' } as const;
// The playlist changes every second; a segment never changes once written, and lives about six seconds.
const CACHE_CONTROL = { playlist: 'no-cache', segment: 'private, max-age=30' } as const;

export interface LiveStreamRouteOptions {
  db: Knex;
  hashes: LiveHashes;
  /** DATA_DIR/live: a folder per session, where ffmpeg writes its HLS. */
  liveDir: string;
}

/**
 * The streaming host (spec 2 §2.20, issue 16 item 4): `GET /api/live/:sessionId/:hash/:file`
 * serves a live session's playlist and segments to whoever holds a hash LiveEvent/Join made for
 * that session, until it expires. The segments' relative paths in the playlist keep the hash.
 */
export const liveStreamRoute: FastifyPluginAsync<LiveStreamRouteOptions> = async (app, { db, hashes, liveDir }) => {
  app.get('/live/:sessionId/:hash/:file', async (request, reply) => {
    const { sessionId, hash, file } = request.params as { sessionId: string; hash: string; file: string };
    const folder = sessionFolder(liveDir, sessionId);
    const kind = streamFileKind(file);
    if (!folder || !kind) throw new ApiError(404, 'dataNotFound');
    if (!hashes.verify(sessionId, hash)) throw new ApiError(403, 'liveHashRefused');
    const session = await db('live_sessions').where({ id: sessionId }).first('is_live');
    if (!session?.is_live) throw new ApiError(403, 'liveNotLive');
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
