import { ApiNetworkError, NOT_LOGGED_IN_MESSAGE, createApiClient } from '.';
import { FakeXhr } from './fakeXhr';

const envelope = (data: unknown) => JSON.stringify({ hasError: false, message: null, data, validationErrors: null });

function client(onUnauthorized = jest.fn()) {
  return createApiClient({
    getToken: () => 'tok-1',
    getLanguage: () => 'tr',
    getApplicationId: () => 'app-1',
    onUnauthorized,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
  });
}

const picture = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('api.upload (issue 12 item 4)', () => {
  it('POSTs the file as the multipart field file with the query and the call headers, reporting progress', async () => {
    const progress: number[] = [];
    const file = picture();
    const done = client().upload('account/uploadfile', { uploadType: 'profilePicture' }, file, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/account/uploadfile?uploadType=profilePicture');
    expect(xhr.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'accept-language': 'tr',
      'x-application-id': 'app-1',
    });
    // The browser writes multipart's type with its boundary; a JSON type here would break the upload.
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);
    expect((xhr.body?.get('file') as Blob).size).toBe(file.size);

    xhr.progress(25, 100);
    xhr.progress(0, 0, false);
    xhr.progress(100, 100);
    xhr.answer(200, envelope({ item: { url: '/api/files/a/b.webp' } }));
    expect(await done).toEqual({
      hasError: false,
      message: null,
      data: { item: { url: '/api/files/a/b.webp' } },
      validationErrors: null,
    });
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers a 401 as every call does: the not-logged-in envelope, and the path reported', async () => {
    const onUnauthorized = jest.fn();
    const done = client(onUnauthorized).upload('account/uploadfile', { uploadType: 'message' }, picture());
    FakeXhr.last.answer(401, '');
    expect(await done).toEqual({ hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null });
    expect(onUnauthorized).toHaveBeenCalledWith('account/uploadfile');
  });

  it('passes field errors through, and names an answer that is no envelope', async () => {
    const refused = { hasError: true, message: 'No', data: null, validationErrors: { file: 'Not an image.' } };
    const first = client().upload('account/uploadfile', { uploadType: 'message' }, picture());
    FakeXhr.last.answer(400, JSON.stringify(refused));
    expect(await first).toEqual(refused);

    const second = client().upload('account/uploadfile', { uploadType: 'message' }, picture());
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    expect((await second).message).toContain('502');
  });

  it('rejects with ApiNetworkError when no answer came, and with AbortError when aborted', async () => {
    const failed = client().upload('account/uploadfile', { uploadType: 'message' }, picture());
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(ApiNetworkError);

    const controller = new AbortController();
    const aborted = client().upload('account/uploadfile', { uploadType: 'message' }, picture(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
