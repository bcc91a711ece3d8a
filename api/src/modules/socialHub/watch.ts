import type { FastifyBaseLogger } from 'fastify';

/**
 * `look` every `everyMs` while the server runs: it never keeps the process alive, and a look never
 * overlaps the one before it; stop waits for the look under way.
 */
export function watch(
  look: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
  name: string,
): { stop(): Promise<void> } {
  let looking: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    looking = look()
      .catch((error: unknown) => log.error(error, `${name} failed`))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await looking;
    },
  };
}
