import { notifyManager, type QueryClient } from '@tanstack/react-query';

/** How long an answer that arrived may wait for the others asked with it (issue 30 item 3). */
export const RENDER_TOGETHER_MAX_MS = 400;

/**
 * Answers asked for together are rendered together: TanStack Query tells its readers of each
 * answer in a task of its own, so a page whose queries resolve one by one renders once per answer.
 * Here the telling waits while other queries of the client are still fetching, up to `maxMs` after
 * the first held answer, then every held reader is told in one task (one React render). An answer
 * with nothing else in flight is told on the next task, as TanStack Query does by default.
 * Returns a function that puts the default back.
 */
export function renderQueriesTogether(client: QueryClient, maxMs = RENDER_TOGETHER_MAX_MS): () => void {
  let held: (() => void)[] = [];
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(deadline);
    deadline = undefined;
    const tell = held;
    held = [];
    for (const callback of tell) callback();
  };

  notifyManager.setScheduler((callback) => {
    held.push(callback);
    deadline ??= setTimeout(flush, maxMs);
    // On the next task, as by default, unless another answer is still coming.
    setTimeout(() => {
      if (held.length && client.isFetching() === 0) flush();
    }, 0);
  });
  return () => {
    flush();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  };
}
