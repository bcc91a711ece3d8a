import { reloadAccount } from '@atrium/shared';
import { ChangePasswordRequest } from '@atrium/shared/contract';
import { useCallForm, type UseCallFormOptions } from '@atrium/shared/form';
import type { FieldValues } from 'react-hook-form';

/**
 * account/changepassword as the Password tab's form (spec 1 §5). Its answer is empty, yet the
 * user's passwordUpdateDate moved: once the form is done, the account is asked again, so the
 * advice's date follows.
 */
export function useChangePasswordForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/changepassword', V>, 'schema'>,
) {
  return useCallForm<'account/changepassword', V>('account/changepassword', {
    ...options,
    schema: ChangePasswordRequest,
    async onSuccess(result, values) {
      await options.onSuccess?.(result, values);
      await reloadAccount();
    },
  });
}
