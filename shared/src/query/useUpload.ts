import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiNetworkError } from '../api';
import { bus } from '../bus';
import { UPLOAD_FILE_BYTES } from '../constants';
import type { CallName, QueryOf, ResponseOf } from '../contract';
import { i18n } from '../i18n';
import { CallFailed } from './call';
import { queryClient } from './queryClient';

export interface UseUploadOptions {
  /** What the upload makes stale (callKey prefixes, e.g. account/get after a new picture). */
  invalidates?: QueryKey[];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * An upload call of the query layer (issue 12 item 4): `upload(file, query)` sends the file through
 * api.upload and resolves to the answer's data, or null when it did not go through. `progress` is
 * 0 to 1 while the bytes go out (null otherwise). What the server refused (the file's field error,
 * or its message) is `error`, for the UI to show beside the control; a file over the limit is
 * refused before it is sent; a network failure goes to the snackbar (spec 1 §8), as useFormSubmit
 * does. Leaving the screen or `cancel()` aborts the upload.
 */
export function useUpload<N extends CallName>(name: N, { invalidates = [] }: UseUploadOptions = {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: async ({ file, query }: { file: Blob; query: QueryOf<N> }): Promise<ResponseOf<N>> => {
      controller.current = new AbortController();
      const signal = controller.current.signal;
      const envelope = await api.upload(name, query, file, { onProgress: setProgress, signal });
      if (envelope.hasError || envelope.data === null) {
        throw new CallFailed(envelope.message ?? i18n.t('common:unexpected'), envelope.validationErrors ?? {});
      }
      return envelope.data;
    },
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: Blob, query: QueryOf<N>): Promise<ResponseOf<N> | null> => {
      setError(null);
      if (file.size > UPLOAD_FILE_BYTES) {
        setError(i18n.t('common:fileTooLarge', { size: UPLOAD_FILE_BYTES / 1024 / 1024 }));
        return null;
      }
      setProgress(0);
      try {
        return await mutateAsync({ file, query });
      } catch (failure) {
        if (isAbort(failure)) return null;
        if (failure instanceof CallFailed) {
          setError(failure.validationErrors.file ?? failure.message);
          return null;
        }
        const message = failure instanceof ApiNetworkError ? failure.message : i18n.t('common:unexpected');
        bus.emit('snackbar.show', { message, kind: 'error' });
        return null;
      } finally {
        setProgress(null);
      }
    },
    [mutateAsync],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setError(null), []);

  return { upload, progress, busy: isPending, error, clearError, cancel };
}
