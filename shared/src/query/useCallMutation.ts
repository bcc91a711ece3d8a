import { useMutation, type QueryKey } from '@tanstack/react-query';
import { callCommand, type CallScope } from './call';
import { queryClient } from './queryClient';

export interface UseCallMutationOptions extends CallScope {
  /** What the change makes stale (callKey prefixes); reloaded once the server said yes. */
  invalidates?: QueryKey[];
}

/**
 * A call that changes server data. `mutateAsync(body)` resolves to {data, message} or rejects with
 * CallFailed (formErrorsOf turns it into field errors) or ApiNetworkError; isPending is the button's
 * loading state.
 */
export function useCallMutation<TBody = unknown, TData = unknown>(
  path: string,
  { invalidates = [], ...scope }: UseCallMutationOptions = {},
) {
  return useMutation({
    mutationFn: (body: TBody) => callCommand<TData>(path, body, scope),
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}
