import { reloadAccount, useUpload } from '@atrium/shared';
import { UpdateContactInfoRequest, type GeneralSettingsRequest } from '@atrium/shared/contract';
import { type UseCallFormOptions } from '@atrium/shared/form';
import type { FieldValues } from 'react-hook-form';
import { useUserChange, useUserForm } from '../../user';

// Each profile change answers the user as it now is: the account takes it at once, so the header's
// account bar and the tab show it.

/** Account/UpdateAccountGeneralSettings: the visibility switches, one changed. */
export function useUpdateGeneralSettings() {
  return useUserChange('Account/UpdateAccountGeneralSettings', (settings: GeneralSettingsRequest) => settings);
}

/** account/updatecontactinfo as the contact form: what others see on the profile. */
export function useContactInfoForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/updatecontactinfo', V>, 'schema'>,
) {
  return useUserForm<'account/updatecontactinfo', V>('account/updatecontactinfo', UpdateContactInfoRequest, options);
}

/**
 * account/uploadfile?uploadType=profilePicture: the api re-encodes the picture and makes it the
 * user's image. The answer is the file, not the user, so the account is asked again before
 * `uploadPicture` resolves (the account bar then shows the new picture); null when it did not go
 * through (useUpload's `error` says why).
 */
export function usePictureUpload() {
  const { upload, ...state } = useUpload('account/uploadfile');
  async function uploadPicture(file: Blob) {
    const answer = await upload(file, { uploadType: 'profilePicture' });
    if (answer) await reloadAccount();
    return answer;
  }
  return { uploadPicture, ...state };
}
