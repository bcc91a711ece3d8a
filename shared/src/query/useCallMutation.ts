import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { CallName, RequestOf } from '../contract';
import type { CallArgs } from '../api';
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
export function useCallMutation<N extends CallName>(
  name: N,
  { invalidates = [], ...scope }: UseCallMutationOptions = {},
) {
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callCommand(name, ...([body, scope] as CallArgs<N>)),
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}
