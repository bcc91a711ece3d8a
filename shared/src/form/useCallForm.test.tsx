import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChangePasswordRequest, JobRequest, LanguageRequest, UpdateContactInfoRequest } from '../contract';
import { setLanguage } from '../i18n';
import { queryClient } from '../query';
import { ThemeRoot } from '../theme';
import { TextField } from '../ui';
import { schemaResolver, useCallForm } from '.';

type Reply = {
  hasError: boolean;
  message: string | null;
  data: unknown;
  validationErrors: Record<string, string> | null;
};
const realFetch = globalThis.fetch;
let sent: { path: string; body: Record<string, unknown> }[];

function serve(answer: (path: string, body: Record<string, unknown>) => Reply) {
  sent = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/v2/', '');
    const body = JSON.parse(String(init?.body ?? '{}'));
    sent.push({ path, body });
    return { status: 200, text: async () => JSON.stringify(answer(path, body)) } as Response;
  }) as typeof fetch;
}

afterEach(async () => {
  globalThis.fetch = realFetch;
  queryClient.clear();
  await act(() => setLanguage('en'));
});

type Passwords = { password: string; newPassword: string; newPasswordRetry: string };

function PasswordForm({ onSuccess = () => undefined }: { onSuccess?(): void }) {
  const { field, submit, formError } = useCallForm<'account/changepassword', Passwords>('account/changepassword', {
    schema: ChangePasswordRequest,
    defaultValues: { password: '', newPassword: '', newPasswordRetry: '' },
    onSuccess,
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Current" {...field('password')} />
      <TextField label="New" {...field('newPassword')} />
      <TextField label="Retry" {...field('newPasswordRetry')} />
      {formError && <p role="alert">{formError}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useCallForm', () => {
  it("checks the contract's schema before sending, with texts in the user's language", async () => {
    serve(() => ({ hasError: false, message: null, data: {}, validationErrors: null }));
    render(<PasswordForm />, { wrapper: ThemeRoot });
    type('New', 'short');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(errorOf('Current')).toBe('This field is required.'));
    expect(errorOf('New')).toBe('Too short (at least 8 characters).');
    expect(sent).toEqual([]);

    await act(() => setLanguage('tr'));
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(errorOf('Current')).toBe('Bu alan zorunludur.'));
  });

  it('puts the server’s field errors beside their fields, and typing in one clears its error', async () => {
    serve(() => ({
      hasError: true,
      message: 'Please check the form.',
      data: null,
      validationErrors: { password: 'Your current password is wrong.' },
    }));
    const onSuccess = jest.fn();
    render(<PasswordForm onSuccess={onSuccess} />, { wrapper: ThemeRoot });
    type('Current', 'not-it');
    type('New', 'Atrium-new-2');
    type('Retry', 'Atrium-new-2');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(errorOf('Current')).toBe('Your current password is wrong.'));
    expect(sent).toEqual([
      {
        path: 'account/changepassword',
        body: { password: 'not-it', newPassword: 'Atrium-new-2', newPasswordRetry: 'Atrium-new-2' },
      },
    ]);
    // Every error sits beside its field, so the message does not repeat it above the button.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    type('Current', 'not-it-either');
    expect(errorOf('Current')).toBeUndefined();
  });

  it('shows the server’s message when an error names no field on screen', async () => {
    serve(() => ({
      hasError: true,
      message: 'No such brand.',
      data: null,
      validationErrors: { 'x-application-id': 'Unknown' },
    }));
    render(<PasswordForm />, { wrapper: ThemeRoot });
    type('Current', 'a');
    type('New', 'Atrium-new-2');
    type('Retry', 'Atrium-new-2');
    fireEvent.click(screen.getByText('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('No such brand.');
  });

  it('calls onSuccess with the answer once the server said yes', async () => {
    serve(() => ({ hasError: false, message: 'Saved.', data: {}, validationErrors: null }));
    const onSuccess = jest.fn();
    render(<PasswordForm onSuccess={onSuccess} />, { wrapper: ThemeRoot });
    type('Current', 'a');
    type('New', 'Atrium-new-2');
    type('Retry', 'Atrium-new-2');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ data: {}, message: 'Saved.' }, expect.anything()));
  });
});

describe('schemaResolver', () => {
  it('names nested fields as the api does and checks the body the values become', async () => {
    const resolve = schemaResolver<{ contactInfo: { email: string; cellPhone: string } }>(
      UpdateContactInfoRequest,
      ({ contactInfo }) => ({ contactInfo: { ...contactInfo, cellPhone: contactInfo.cellPhone.replace(/\s/g, '') } }),
    );
    const options = { fields: {}, shouldUseNativeValidation: false };
    const bad = await resolve({ contactInfo: { email: 'nope', cellPhone: '+90 5' } }, undefined, options);
    expect(bad.errors).toEqual({
      contactInfo: {
        email: { type: expect.any(String), message: 'Not a valid e-mail address.' },
        cellPhone: { type: expect.any(String), message: 'This value is not valid.' },
      },
    });
    const good = await resolve(
      { contactInfo: { email: 'ada@demo.test', cellPhone: '+90 532 123 45 67' } },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
  });

  it("calls a field left empty 'required', whatever rule its schema breaks (issue 31 item 7)", async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const job = schemaResolver<Record<string, unknown>>(JobRequest);
    const blank = { firmName: 'Analytical Engines', position: 'Programmer', dateStart: '' };
    // A day's 10 characters: blank is 'required'; a day cut short still says what is wrong with it.
    expect((await job(blank, undefined, options)).errors).toEqual({
      dateStart: { type: expect.any(String), message: 'This field is required.' },
    });
    expect((await job({ ...blank, dateStart: '2019-3-1' }, undefined, options)).errors).toEqual({
      dateStart: { type: expect.any(String), message: 'Too short (at least 10 characters).' },
    });
    // A level's select left at its '' choice is undefined, which an integer in range refuses.
    const language = schemaResolver<Record<string, unknown>>(LanguageRequest);
    const levels = { languageId: 'es', speaking: undefined, writing: 3, reading: Number.NaN };
    expect((await language(levels, undefined, options)).errors).toEqual({
      speaking: { type: expect.any(String), message: 'This field is required.' },
      reading: { type: expect.any(String), message: 'This field is required.' },
    });
    expect((await language({ ...levels, speaking: 99, reading: 2 }, undefined, options)).errors).toEqual({
      speaking: { type: expect.any(String), message: 'This value is not valid.' },
    });
    await act(() => setLanguage('tr'));
    expect((await job(blank, undefined, options)).errors).toEqual({
      dateStart: { type: expect.any(String), message: 'Bu alan zorunludur.' },
    });
  });
});
