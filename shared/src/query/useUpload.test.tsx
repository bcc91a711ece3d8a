import { act, fireEvent, render, screen } from '@testing-library/react';
import { FakeXhr } from '../api/fakeXhr';
import { bus } from '../bus';
import { UPLOAD_FILE_BYTES } from '../constants';
import { setLanguage } from '../i18n';
import { ThemeRoot } from '../theme';
import { UploadProgress } from '../ui';
import { useUpload } from '.';

const realXhr = globalThis.XMLHttpRequest;
beforeAll(() => setLanguage('en'));
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

let result: unknown;
function Picture({ file }: { file: Blob }) {
  const { upload, progress, busy, error } = useUpload('account/uploadfile');
  return (
    <div>
      <button
        type="button"
        onClick={async () => {
          result = await upload(file, { uploadType: 'profilePicture' });
        }}
      >
        Change
      </button>
      {busy && <span>busy</span>}
      <UploadProgress progress={progress} />
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

const show = (file: Blob) =>
  render(
    <ThemeRoot>
      <Picture file={file} />
    </ThemeRoot>,
  );

const answer = (status: number, body: unknown) => act(async () => FakeXhr.last.answer(status, JSON.stringify(body)));

describe('useUpload and UploadProgress (issue 12 item 4)', () => {
  it('shows the progress as it goes and resolves to the data', async () => {
    show(new Blob(['png']));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByText('busy');
    act(() => FakeXhr.last.progress(40, 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    await answer(200, {
      hasError: false,
      message: null,
      data: { item: { url: '/api/files/x' } },
      validationErrors: null,
    });
    expect(result).toEqual({ item: { url: '/api/files/x' } });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s field error for file, and the result is null', async () => {
    show(new Blob(['text']));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByText('busy');
    await answer(400, { hasError: true, message: 'Check', data: null, validationErrors: { file: 'Not an image.' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Not an image.');
    expect(result).toBeNull();
  });

  it('refuses a file over the limit before sending it', async () => {
    FakeXhr.last = undefined as unknown as FakeXhr;
    show(new Blob([new Uint8Array(UPLOAD_FILE_BYTES + 1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 5 MB.');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('puts a network failure in the snackbar', async () => {
    const shown: unknown[] = [];
    const subscription = bus.on('snackbar.show').subscribe((payload) => shown.push(payload));
    show(new Blob(['png']));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByText('busy');
    await act(async () => FakeXhr.last.onerror?.());
    expect(shown).toEqual([expect.objectContaining({ kind: 'error' })]);
    expect(screen.queryByRole('alert')).toBeNull();
    subscription.unsubscribe();
  });
});
