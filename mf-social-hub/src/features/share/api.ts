import { callCommand, useUpload } from '@atrium/shared';
import type { AddOrUpdatePostRequest } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

/**
 * socialhub/addorupdate (spec 2 §7.3): resolves to the post as the server stored it, which the feed
 * shows at once (addPosts, for the view on screen); rejects with CallFailed when refused, whose field
 * errors show beside the fields.
 */
export function useSharePost(eventId: string) {
  return useMutation({
    mutationFn: (body: AddOrUpdatePostRequest) => callCommand('socialhub/addorupdate', body, { eventId }),
  });
}

/**
 * account/uploadfile?uploadType=message: a post's picture is uploaded as a chat picture is (spec 2
 * §4 Post creation), with its progress and what the server refused. `upload(file)` resolves to the
 * uploaded file, or null.
 */
export function usePictureUpload() {
  const { upload, ...state } = useUpload('account/uploadfile');
  return { ...state, upload: (file: Blob) => upload(file, { uploadType: 'message' }) };
}
