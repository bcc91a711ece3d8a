import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { PLAYLIST, sessionFolder } from './folders';

/** The stream_source of the demo sessions: ffmpeg's own test picture and a tone. */
export const TEST_SOURCE = 'testsrc';

const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5000;
// A run this long was a working stream, so the next failure starts the backoff over.
const HEALTHY_RUN_MS = 10_000;
const SYNC_EVERY_MS = 5000;
const KILL_AFTER_MS = 2000;

/** A name no earlier run of any api used: the time, and random bits for two runs in one millisecond. */
const runName = () => `s${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/**
 * ffmpeg deletes only its own run's old segments. A dead run's stay while players finish the
 * playlist that named them, and go when the run after it starts (half-written ones too).
 */
function removeSegmentsOfOtherRuns(folder: string, keep: string[]) {
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return; // removed with its session: ffmpeg then says why it cannot write
  }
  for (const file of files) {
    if (/\.ts(\.tmp)?$/.test(file) && !keep.some((run) => run && file.startsWith(`${run}-`))) {
      rmSync(path.join(folder, file), { force: true });
    }
  }
}

/**
 * Two-second segments (issue 29): against one-second ones they halve the requests of every player
 * and stalled none of 1,000 players where one-second ones stalled some, at the same JOIN to first
 * frame; players are about 6 s behind live instead of 3 (hls.js starts three segments back).
 */
const SEGMENT_SECONDS = 2;

// The test picture at a 360p picture's usual rate: left to itself ultrafast spends 2 Mbit/s on
// it, more than one machine can send a thousand players.
const TEST_PICTURE_RATE = ['-b:v', '800k', '-maxrate', '800k', '-bufsize', '1600k'];

/** ffmpeg's input arguments for a session's stream_source. */
function inputArgs(source: string): string[] {
  if (source === TEST_SOURCE) {
    return [
      ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-map', '0:v', '-map', '1:a'],
    ];
  }
  // An RTMP ingest is live already; a file is played in a loop at its own pace.
  const input = source.startsWith('rtmp://') ? ['-i', source] : ['-re', '-stream_loop', '-1', '-i', source];
  return [...input, '-map', '0:v:0', '-map', '0:a:0?'];
}

/**
 * The ffmpeg arguments that make a live HLS of `source` in `folder`: H.264 with a keyframe at each
 * segment's start and AAC, SEGMENT_SECONDS segments, six in the playlist, older ones deleted; each
 * file is written under a temporary name and renamed, so the streaming host never serves half a file.
 * Segment names carry the run (ffmpeg numbers from 0 again when it restarts): a cache that keeps
 * a segment for good must never be handed a new one under an old name.
 */
export function ffmpegArgs(source: string, folder: string, run: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...inputArgs(source),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...(source === TEST_SOURCE ? TEST_PICTURE_RATE : []),
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '64k', '-ar', '44100'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '6'],
    ...['-hls_flags', 'delete_segments+independent_segments+temp_file'],
    ...['-hls_segment_filename', path.join(folder, `${run}-%d.ts`)],
    path.join(folder, PLAYLIST),
  ];
}

/**
 * An api killed outright (SIGKILL by a supervisor) leaves its ffmpeg running, and it would go on
 * writing into the folder the next api streams into: the pid kept beside the folder finds it,
 * and /proc confirms it is still that ffmpeg (a pid can be reused) before it is ended.
 */
function endLeftOver(pidFile: string, folder: string) {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder)) process.kill(pid, 'SIGKILL');
  } catch {
    // No pid file, no such process, or no /proc: nothing left over that can be found.
  }
}

export interface LiveStreamsOptions {
  db: Knex;
  /** DATA_DIR/live. */
  liveDir: string;
  /** LIVE_DEMO_SOURCE: streams the demo sessions (those of stream_source 'testsrc') from here instead. */
  demoSource?: string;
  log: FastifyBaseLogger;
  /** The ffmpeg to run; 'ffmpeg' on the PATH by default. */
  ffmpegPath?: string;
  /** Whether this process streams now (streamLease.ts: one host at a time); always, by default. */
  runsHere?: () => boolean;
}

export interface LiveStreams {
  /** Starts a stream for every live session with a source and stops the others' (also every few seconds). */
  sync(): Promise<void>;
  /** The ffmpeg process of a session, while it runs (for the CPU budget's measurement). */
  pid(sessionId: string): number | undefined;
  close(): Promise<void>;
}

interface Running {
  source: string;
  child: ChildProcess | null;
  stopped: boolean;
  retry: NodeJS.Timeout | null;
}

/**
 * Issue 16 item 4: ffmpeg makes the HLS of each live session that has a stream_source into the
 * session's folder, is started again when it dies (250 ms, doubling up to 5 s), and is ended when
 * the session stops being live or the api closes.
 */
export function createLiveStreams({
  db,
  liveDir,
  demoSource,
  log,
  ffmpegPath = 'ffmpeg',
  runsHere = () => true,
}: LiveStreamsOptions): LiveStreams {
  const running = new Map<string, Running>();
  let missingFfmpeg = false;
  let closed = false;

  function start(sessionId: string, folder: string, source: string) {
    const stream: Running = { source, child: null, stopped: false, retry: null };
    running.set(sessionId, stream);
    const pidFile = `${folder}.pid`;
    endLeftOver(pidFile, folder);
    // What an earlier run left would be served as if it were live.
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    let backoff = FIRST_BACKOFF_MS;
    let current = '';

    const run = () => {
      stream.retry = null;
      const startedAt = Date.now();
      const previous = current;
      current = runName();
      removeSegmentsOfOtherRuns(folder, [previous, current]);
      const child = spawn(ffmpegPath, ffmpegArgs(source, folder, current), { stdio: ['ignore', 'ignore', 'pipe'] });
      stream.child = child;
      if (child.pid) writeFileSync(pidFile, String(child.pid));
      let lastError = '';
      child.stderr!.setEncoding('utf8').on('data', (text: string) => {
        lastError = text.trim().split('\n').pop() ?? lastError;
      });
      child.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') return log.error({ err: error, sessionId }, 'live stream: ffmpeg failed to start');
        if (!missingFfmpeg) {
          log.error(`live stream: ffmpeg was not found (${ffmpegPath}); install it with: apt-get install -y ffmpeg`);
        }
        missingFfmpeg = true;
      });
      child.on('close', (code, signal) => {
        stream.child = null;
        if (stream.stopped || missingFfmpeg) return;
        log.warn({ sessionId, code, signal, lastError }, 'live stream: ffmpeg ended, starting it again');
        if (Date.now() - startedAt >= HEALTHY_RUN_MS) backoff = FIRST_BACKOFF_MS;
        stream.retry = setTimeout(run, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      });
    };
    run();
  }

  async function stop(sessionId: string): Promise<void> {
    const stream = running.get(sessionId);
    if (!stream) return;
    running.delete(sessionId);
    stream.stopped = true;
    if (stream.retry) clearTimeout(stream.retry);
    const { child } = stream;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
      await exited;
      clearTimeout(kill);
    }
    const folder = sessionFolder(liveDir, sessionId);
    if (folder) {
      rmSync(folder, { recursive: true, force: true });
      rmSync(`${folder}.pid`, { force: true });
    }
  }

  async function sync() {
    if (closed || missingFfmpeg) return;
    // Not this process's turn: what runs here stops.
    const rows: { id: string; stream_source: string }[] = runsHere()
      ? await db('live_sessions').where('is_live', true).whereNotNull('stream_source').select('id', 'stream_source')
      : [];
    const wanted = new Map(
      rows.map((row) => [row.id, row.stream_source === TEST_SOURCE && demoSource ? demoSource : row.stream_source]),
    );
    await Promise.all([...running].filter(([id, stream]) => wanted.get(id) !== stream.source).map(([id]) => stop(id)));
    if (closed) return;
    for (const [id, source] of wanted) {
      const folder = sessionFolder(liveDir, id);
      if (folder && !running.has(id)) start(id, folder, source);
    }
  }

  let syncing = Promise.resolve();
  const queueSync = () => {
    syncing = syncing.then(sync).catch((error: unknown) => log.error({ err: error }, 'live stream: sync failed'));
    return syncing;
  };
  const timer = setInterval(() => void queueSync(), SYNC_EVERY_MS);
  timer.unref();

  return {
    sync: queueSync,
    pid: (sessionId) => running.get(sessionId)?.child?.pid,
    async close() {
      closed = true;
      clearInterval(timer);
      await syncing;
      await Promise.all([...running.keys()].map(stop));
    },
  };
}
