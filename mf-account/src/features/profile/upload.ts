import { ApiNetworkError, currentLanguage, i18n, sessionStore } from '@atrium/shared';
import type { Envelope, UploadQuery, UploadResponse } from '@atrium/shared/contract';

// A stand-in with the signature of shared's api.upload (issue 12 item 4, another helper's part):
// XHR, because fetch reports no upload progress. Replaced by the real one once it has landed.
export function upload(
  name: 'account/uploadfile',
  query: UploadQuery,
  file: File,
  { onProgress }: { onProgress?(fraction: number): void } = {},
): Promise<Envelope<UploadResponse>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v2/${name}?${new URLSearchParams(query).toString()}`);
    const { token, application } = sessionStore.getState();
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (application) request.setRequestHeader('X-Application-Id', application.id);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiNetworkError(i18n.t('common:networkError'), name));
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as Envelope<UploadResponse>);
      } catch {
        resolve({
          hasError: true,
          message: i18n.t('common:unexpectedAnswer', { status: request.status }),
          data: null,
          validationErrors: null,
        });
      }
    };
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
