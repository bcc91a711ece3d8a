import { callCommand, setAccountUser, type CallArgs } from '@atrium/shared';
import type { CallName, RequestOf, ResponseOf, User } from '@atrium/shared/contract';
import { useCallForm, type UseCallFormOptions } from '@atrium/shared/form';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';

// The account calls answer the user as it now is: each feature's change writes that answer into the
// account (account/get's cache) at once, so the header's account bar and the settings show it.

/** The calls whose answer is the user. */
export type UserCall = { [N in CallName]: ResponseOf<N> extends User ? N : never }[CallName];

/** A change whose answer is the user; `toBody` makes the call's body from what the screen gives. */
export function useUserChange<N extends UserCall, I>(name: N, toBody: (input: I) => RequestOf<N>) {
  return useMutation({
    mutationFn: (input: I) => callCommand(name, ...([toBody(input)] as unknown as CallArgs<N>)),
    onSuccess({ data }) {
      if (data) setAccountUser(data as User);
    },
  });
}

/** A form of a call whose answer is the user (useCallForm with the call's schema), the answer written first. */
export function useUserForm<N extends UserCall, V extends FieldValues>(
  name: N,
  schema: UseCallFormOptions<N, V>['schema'],
  options: Omit<UseCallFormOptions<N, V>, 'schema'>,
) {
  return useCallForm<N, V>(name, {
    ...options,
    schema,
    async onSuccess(result, values) {
      if (result.data) setAccountUser(result.data as User);
      await options.onSuccess?.(result, values);
    },
  });
}
