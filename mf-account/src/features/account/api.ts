import { callCommand, callQuery, type Language } from '@atrium/shared';
import {
  ConfirmRequest,
  DeleteMyAccountRequest,
  UpdateProfileRequest,
  type ConfirmType,
  type NotificationSettingsRequest,
} from '@atrium/shared/contract';
import { useCallForm, type UseCallFormOptions } from '@atrium/shared/form';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useUserChange, useUserForm } from '../../user';

// Each account change answers the user as it now is: the account takes it at once, so the header's
// account bar and every tab show it.

/** The deletion sub-dialog's reasons (spec 1 §2 Dialogs 1). */
export const deletionReasonsQuery = callQuery('definition/getaccountdeletionreasons');

/** account/updateprofile as the names form (spec 1 §4). */
export function useUpdateProfileForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/updateprofile', V>, 'schema'>,
) {
  return useUserForm<'account/updateprofile', V>('account/updateprofile', UpdateProfileRequest, options);
}

/** account/updateprofile with the sign-in address as it is: ends the wait for a new one (issue 32 item 2). */
export function useCancelEmailChange() {
  return useUserChange('account/updateprofile', (email: string) => ({ email }));
}

/** account/updateprofile with the interface language only (spec 1 §4 Locale change). */
export function useSaveLanguage() {
  return useUserChange('account/updateprofile', (languageCode: Language) => ({ languageCode }));
}

/** account/confirm without a key: sends the e-mail or phone a code (spec 1 §4); the server's message says where. */
export function useSendConfirmCode() {
  return useMutation({
    mutationFn: (type: ConfirmType) => callCommand('account/confirm', { type, key: null, isLive: true }),
  });
}

/** account/confirm with the code typed: the answer's user has the e-mail or phone confirmed. */
export function useConfirmCodeForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/confirm', V>, 'schema'>,
) {
  return useUserForm<'account/confirm', V>('account/confirm', ConfirmRequest, options);
}

/** account/togglenotifications: every notification switch, one changed. */
export function useToggleNotifications() {
  return useUserChange('account/togglenotifications', (settings: NotificationSettingsRequest) => settings);
}

/** account/deletemyaccount with its reason (spec 1 §5); its answer is empty, and the shell signs out after it. */
export function useDeleteAccountForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/deletemyaccount', V>, 'schema'>,
) {
  return useCallForm<'account/deletemyaccount', V>('account/deletemyaccount', {
    ...options,
    schema: DeleteMyAccountRequest,
  });
}
