/**
 * `look` every `everyMs` while the server runs: it never keeps the process alive, and a look never
 * overlaps the one before it; a failed look goes to `failed`; stop waits for the look under way.
 */
export function watch(
  look: () => Promise<unknown>,
  everyMs: number,
  failed: (error: unknown) => void,
): { stop(): Promise<void> } {
  let looking: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    looking = look()
      .catch(failed)
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
