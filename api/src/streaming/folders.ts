import path from 'node:path';

// Session ids are UUIDs; anything else could climb out of the live folder.
const SESSION_ID = /^[A-Za-z0-9-]{1,64}$/;
/** What ffmpeg writes: the playlist and its segments; no dots or slashes beyond the extension's. */
const STREAM_FILE = /^[A-Za-z0-9_-]{1,64}\.(m3u8|ts)$/;

export const PLAYLIST = 'index.m3u8';

/** The folder of a session's HLS under the live folder (DATA_DIR/live), or null for an id that is not one. */
export function sessionFolder(liveDir: string, sessionId: string): string | null {
  return SESSION_ID.test(sessionId) ? path.join(liveDir, sessionId) : null;
}

/** A stream file's kind by its name, or null for a name the streaming host never serves. */
export function streamFileKind(file: string): 'playlist' | 'segment' | null {
  const match = STREAM_FILE.exec(file);
  if (!match) return null;
  return match[1] === 'm3u8' ? 'playlist' : 'segment';
}
