import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { types } from 'mediasoup';

/** What `npm install` (scripts/mediasoup/build-worker.mjs) wrote about the mediasoup worker. */
export interface WorkerFile {
  workerBin?: string;
  mediasoup?: string;
  openssl?: string;
  error?: string;
}

export const WORKER_FILE_NAME = '.mediasoup-worker.json';

/** The meeting room SFU cannot run here; the message says what is missing and how to get it. */
export class SfuUnavailableError extends Error {
  override name = 'SfuUnavailableError';
}

/** api/.mediasoup-worker.json, looked for upwards from this file (src/sfu in development, dist when built). */
export function findWorkerFile(from = __dirname): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, WORKER_FILE_NAME);
    if (existsSync(file)) return file;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * The worker binary: MEDIASOUP_WORKER_BIN when set, else the one the install built. Throws
 * SfuUnavailableError, with the install's message, when there is none.
 */
export function workerBin(file: string | null = findWorkerFile() ?? null): string {
  if (process.env.MEDIASOUP_WORKER_BIN) return process.env.MEDIASOUP_WORKER_BIN;
  if (!file) {
    throw new SfuUnavailableError(
      `the mediasoup worker is not built: no ${WORKER_FILE_NAME}; run \`npm install\` at the repository root.`,
    );
  }
  const content = JSON.parse(readFileSync(file, 'utf8')) as WorkerFile;
  if (content.workerBin && existsSync(content.workerBin)) return content.workerBin;
  throw new SfuUnavailableError(
    content.error ??
      `the mediasoup worker ${content.workerBin ?? ''} is gone (was its cache cleared?); run \`npm install\` again.`,
  );
}

type Mediasoup = typeof import('mediasoup');

// mediasoup reads MEDIASOUP_WORKER_BIN once, when it is first loaded; this module is the only one
// that loads it (others import its types only), after setting it.
async function loadMediasoup(bin: string): Promise<Mediasoup> {
  process.env.MEDIASOUP_WORKER_BIN = bin;
  const mediasoup = await import('mediasoup');
  if (mediasoup.workerBin !== bin) {
    throw new Error(`mediasoup was loaded before the SFU set its worker (${mediasoup.workerBin}, not ${bin})`);
  }
  return mediasoup;
}

export interface SfuWorkersOptions {
  /** One worker per core by default. */
  count?: number;
  /** The worker binary; by default workerBin(). */
  workerBin?: string;
  settings?: Omit<types.WorkerSettings, 'appData'>;
  /** Where a dead worker is reported (fastify's logger fits). */
  log?: { error(object: object, message: string): void; info(object: object, message: string): void };
  /** Called with the replacement when a worker died and a new one took its place. */
  onReplaced?: (dead: types.Worker, replacement: types.Worker, index: number) => void;
}

export interface SfuWorkers {
  /** The live workers, one per slot. */
  readonly workers: readonly types.Worker[];
  /** The next worker in turn, for a new router. */
  next(): types.Worker;
  /** Closes every worker; dead ones are no longer replaced. */
  close(): Promise<void>;
}

const RESTART_DELAY_MS = 1000;

/**
 * mediasoup workers, one per core, each replaced (after a second, then again until one starts) when
 * it dies. Rejects with SfuUnavailableError when the install could not build the worker.
 */
export async function createSfuWorkers(options: SfuWorkersOptions = {}): Promise<SfuWorkers> {
  const bin = options.workerBin ?? workerBin();
  const mediasoup = await loadMediasoup(bin);
  const count = options.count ?? os.availableParallelism();
  const workers: types.Worker[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let turn = 0;

  const start = async (index: number): Promise<types.Worker> => {
    const worker = await mediasoup.createWorker({ logLevel: 'warn', ...options.settings, appData: { index } });
    worker.on('died', (error) => {
      if (closed) return;
      options.log?.error({ err: error, pid: worker.pid, index }, 'mediasoup worker died; starting another');
      const restart = () => {
        timers.delete(timer);
        if (closed) return;
        start(index).then(
          (replacement) => {
            if (closed) {
              replacement.close();
              return;
            }
            workers[index] = replacement;
            options.onReplaced?.(worker, replacement, index);
          },
          (startError: unknown) => {
            options.log?.error({ err: startError, index }, 'mediasoup worker did not start; trying again');
            timer = setTimeout(restart, RESTART_DELAY_MS);
            timers.add(timer);
          },
        );
      };
      let timer = setTimeout(restart, RESTART_DELAY_MS);
      timers.add(timer);
    });
    return worker;
  };

  try {
    for (let index = 0; index < count; index++) workers.push(await start(index));
  } catch (error) {
    closed = true;
    for (const worker of workers) worker.close();
    throw error;
  }
  options.log?.info({ count, workerBin: bin }, 'mediasoup workers started');

  return {
    workers,
    next() {
      const worker = workers[turn % workers.length];
      turn++;
      return worker;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const worker of workers) if (!worker.closed) worker.close();
    },
  };
}

/** The codecs a meeting room's router offers: Opus, VP8 and H.264 (constrained baseline 42e01f, main 4d0032). */
export const MEDIA_CODECS: types.RouterRtpCodecCapability[] = [
  { kind: 'audio', mimeType: 'audio/opus', clockRate: 48000, channels: 2 },
  { kind: 'video', mimeType: 'video/VP8', clockRate: 90000, parameters: { 'x-google-start-bitrate': 1000 } },
  {
    kind: 'video',
    mimeType: 'video/H264',
    clockRate: 90000,
    parameters: { 'packetization-mode': 1, 'profile-level-id': '42e01f', 'level-asymmetry-allowed': 1 },
  },
  {
    kind: 'video',
    mimeType: 'video/H264',
    clockRate: 90000,
    parameters: { 'packetization-mode': 1, 'profile-level-id': '4d0032', 'level-asymmetry-allowed': 1 },
  },
];
