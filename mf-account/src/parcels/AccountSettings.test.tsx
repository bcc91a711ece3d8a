import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  accountQuery,
  api,
  bus,
  loadPhoneRules,
  queryClient,
  setLanguage,
  STORAGE_KEYS,
  storage,
  ThemeRoot,
  type SnackbarMessage,
} from '@atrium/shared';
import type { AccountResponse, User } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, signInAs, type Call } from '@atrium/shared/testing';
import { AccountSettings } from '../features/settings';
import { ada, demo } from '../testing/fixtures';
import '../i18n/account';

// The account settings dialog against a scripted server: what a user sees and sends (spec 1 §2
// Dialogs 1, §4, §5; issue 12 item 1).

let snackbars: SnackbarMessage[];
let logouts: number;
const subscriptions: { unsubscribe(): void }[] = [];
let calls: Call[];

beforeEach(async () => {
  await setLanguage('en');
  snackbars = [];
  logouts = 0;
  subscriptions.push(
    bus.on('snackbar.show').subscribe((message) => snackbars.push(message)),
    bus.on('auth.logout').subscribe(() => (logouts += 1)),
  );
  signInAs(ada, { application: demo, unreadMessages: 2 });
});

afterEach(() => {
  restoreFetch();
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
});

/** The user as the header's account bar reads it: the account/get answer in the query cache. */
const user = () => queryClient.getQueryData<AccountResponse>(accountQuery.queryKey)?.user as User;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const errorOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** Buttons stay busy at least 500 ms after a submit (spec 1 §9): a person's next click comes after. */
async function press(button: HTMLElement) {
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

async function openTab(name: 'Profile' | 'Account' | 'Password') {
  render(<AccountSettings />, { wrapper: ThemeRoot });
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('Password tab', () => {
  it('refuses mismatched new passwords before sending', async () => {
    calls = serve({});
    await openTab('Password');
    type(await screen.findByLabelText('Current password'), 'Atrium-demo-1');
    type(screen.getByLabelText('New password'), 'Atrium-new-22');
    type(screen.getByLabelText('Repeat new password'), 'Atrium-new-23');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Repeat new password'))).toBe('The passwords do not match.'),
    );
    expect(sentTo(calls, 'account/changepassword')).toEqual([]);
    expect(screen.getByText(/change your password about every 6 months/)).toBeTruthy();
  });

  it('shows a wrong current password beside its field; a success clears the fields and shows the new date', async () => {
    let answer = failed('Please check the form.', { password: 'Your current password is wrong.' });
    calls = serve({
      'account/changepassword': () => answer,
      'account/get': () =>
        ok({ user: { ...ada, passwordUpdateDate: '2026-11-22T09:00:00Z' }, unreadMessages: 2, unreadNotifications: 0 }),
    });
    await openTab('Password');
    const current = await screen.findByLabelText('Current password');
    type(current, 'wrong-one');
    type(screen.getByLabelText('New password'), 'Atrium-new-22');
    type(screen.getByLabelText('Repeat new password'), 'Atrium-new-22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf(current)).toBe('Your current password is wrong.'));

    answer = ok({}, 'Your password was changed.');
    type(current, 'Atrium-demo-1');
    expect(errorOf(current)).toBeUndefined();
    await press(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
    expect(sentTo(calls, 'account/changepassword').at(-1)).toEqual({
      password: 'Atrium-demo-1',
      newPassword: 'Atrium-new-22',
      newPasswordRetry: 'Atrium-new-22',
    });
    expect(snackbars).toContainEqual({ message: 'Your password was changed.', kind: 'success' });
    // The answer is empty: the account is asked again for the new passwordUpdateDate.
    await waitFor(() => expect(user().passwordUpdateDate).toBe('2026-11-22T09:00:00Z'));
    expect(screen.getByText(/Last changed on/)).toBeTruthy();
  });

  it('shows and hides each password on its own', async () => {
    calls = serve({});
    await openTab('Password');
    const current = await screen.findByLabelText('Current password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Current password' }));
    expect(current.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
  });
});

describe('Account tab', () => {
  it('confirms the phone: asks for a code, takes six digits only, and shows it confirmed', async () => {
    calls = serve({
      'account/confirm': (body) =>
        body.key === null
          ? ok(ada, 'We sent a code to +905321234567.')
          : body.key === '123456'
            ? ok({ ...ada, phoneNumberConfirmed: true })
            : failed('Please check the form.', { phoneKey: 'The code is wrong.' }),
    });
    await openTab('Account');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm now: Phone number' }));
    const code = await screen.findByLabelText('Confirmation code');
    expect(sentTo(calls, 'account/confirm')).toEqual([{ type: 2, key: null, isLive: true }]);
    expect(snackbars).toContainEqual({ message: 'We sent a code to +905321234567.', kind: 'info' });

    type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    type(code, '1234567');
    expect((code as HTMLInputElement).value).toBe('123456');
    type(code, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(errorOf(code)).toContain('The code is wrong.'));

    type(code, '123456');
    await press(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(user().phoneNumberConfirmed).toBe(true));
    expect(sentTo(calls, 'account/confirm').at(-1)).toEqual({ type: 2, key: '123456' });
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
  });

  it('saves names without the e-mail when it is the sign-in address, whatever its case', async () => {
    calls = serve({
      'account/updateprofile': (body) => ok({ ...ada, ...body }),
    });
    await openTab('Account');
    type(await screen.findByLabelText('First name'), 'Augusta Ada');
    type(screen.getByLabelText('E-mail'), '  Ada@Demo.TEST ');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(user().firstName).toBe('Augusta Ada'));
    expect(sentTo(calls, 'account/updateprofile')).toEqual([
      { firstName: 'Augusta Ada', lastName: 'Lovelace', phoneNumber: '+905321234567' },
    ]);
  });

  it('refuses an e-mail already used with the server’s error beside the field', async () => {
    calls = serve({
      'account/updateprofile': () =>
        failed('Please check the form.', { email: 'This e-mail address is already used.' }),
    });
    await openTab('Account');
    const email = await screen.findByLabelText('E-mail');
    type(email, 'linus@demo.test');
    type(screen.getByLabelText('Current password'), 'Atrium-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(email)).toBe('This e-mail address is already used.'));
    expect(user().email).toBe('ada@demo.test');
  });

  describe('a new sign-in e-mail (issue 32 item 2)', () => {
    it('asks for the current password only while the e-mail differs, and sends nothing without it', async () => {
      calls = serve({});
      await openTab('Account');
      const email = await screen.findByLabelText('E-mail');
      type(email, 'ada.l@demo.test');
      const password = screen.getByLabelText('Current password');
      expect(errorOf(password)).toContain('Needed to change the e-mail you sign in with.');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(errorOf(password)).toContain('This field is required.'));
      expect(sentTo(calls, 'account/updateprofile')).toEqual([]);
      type(email, 'ada@demo.test');
      expect(screen.queryByLabelText('Current password')).toBeNull();
    });

    it('shows a wrong password beside its field', async () => {
      calls = serve({
        'account/updateprofile': () => failed('The password is incorrect.', { password: 'The password is incorrect.' }),
      });
      await openTab('Account');
      type(await screen.findByLabelText('E-mail'), 'ada.l@demo.test');
      const password = screen.getByLabelText('Current password');
      type(password, 'not-it');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(errorOf(password)).toContain('The password is incorrect.'));
      expect(user().pendingEmail).toBeNull();
    });

    it('keeps the sign-in address until the code sent to the new one is entered, then shows the new one', async () => {
      const waiting = { ...ada, pendingEmail: 'ada.l@demo.test' };
      calls = serve({
        'account/updateprofile': (body) =>
          body.email === 'ada@demo.test'
            ? ok({ ...ada, pendingEmail: null })
            : ok(waiting, 'A code was sent to ada.l@demo.test. Enter it to sign in with that address from now on.'),
        'account/confirm': (body) =>
          body.key === '123456'
            ? ok({ ...ada, email: 'ada.l@demo.test', pendingEmail: null }, 'Your sign-in e-mail is changed.')
            : failed('Please check the form.', { emailKey: 'The code is wrong.' }),
      });
      await openTab('Account');
      const email = await screen.findByLabelText('E-mail');
      type(email, ' Ada.L@demo.test');
      type(screen.getByLabelText('Current password'), 'Atrium-demo-1');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(user().pendingEmail).toBe('ada.l@demo.test'));
      expect(sentTo(calls, 'account/updateprofile')).toEqual([
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: '+905321234567',
          email: 'ada.l@demo.test',
          password: 'Atrium-demo-1',
        },
      ]);
      expect(snackbars).toContainEqual({
        message: 'A code was sent to ada.l@demo.test. Enter it to sign in with that address from now on.',
        kind: 'success',
      });
      // The field shows the address one signs in with; the code input for the new one is open at once.
      await waitFor(() => expect((email as HTMLInputElement).value).toBe('ada@demo.test'));
      expect(screen.queryByLabelText('Current password')).toBeNull();
      expect(screen.getByText('Waiting for confirmation of ada.l@demo.test')).toBeTruthy();
      expect(screen.getByText(/You sign in with ada@demo.test until/)).toBeTruthy();
      const group = screen.getByRole('group', { name: 'Confirm ada.l@demo.test' });
      const code = within(group).getByLabelText('Confirmation code');

      // Cancelling sends the sign-in address as it is.
      await press(screen.getByRole('button', { name: 'Cancel the change' }));
      await waitFor(() => expect(user().pendingEmail).toBeNull());
      expect(sentTo(calls, 'account/updateprofile').at(-1)).toEqual({ email: 'ada@demo.test' });
      expect(screen.queryByText('Waiting for confirmation of ada.l@demo.test')).toBeNull();

      // Asked again: the code changes the address, and the field shows the new one.
      act(() =>
        queryClient.setQueryData(accountQuery.queryKey, { user: waiting, unreadMessages: 2, unreadNotifications: 0 }),
      );
      const again = await screen.findByLabelText('Confirmation code');
      expect(again).not.toBe(code);
      type(again, '123456');
      await press(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(user().email).toBe('ada.l@demo.test'));
      expect(sentTo(calls, 'account/confirm')).toEqual([{ type: 1, key: '123456' }]);
      expect(snackbars).toContainEqual({ message: 'Your sign-in e-mail is changed.', kind: 'success' });
      await waitFor(() => expect((email as HTMLInputElement).value).toBe('ada.l@demo.test'));
      expect(screen.queryByLabelText('Current password')).toBeNull();
    });
  });

  it('saves each notification switch with the others as they are', async () => {
    calls = serve({ 'account/togglenotifications': (body) => ok({ ...ada, ...body }) });
    await openTab('Account');
    fireEvent.click(await screen.findByRole('switch', { name: 'Messages' }));
    await waitFor(() => expect(user().messageNotifications).toBe(true));
    expect(sentTo(calls, 'account/togglenotifications')).toEqual([
      { peopleNotifications: true, messageNotifications: true, eventNotifications: true },
    ]);
  });

  it('switches the language: saves languageCode, stores it and reloads', async () => {
    calls = serve({ 'account/updateprofile': () => ok({ ...ada, languageCode: 'tr' }) });
    // jsdom cannot reload a page and says so on console.error: that message is the reload here.
    const reload = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openTab('Account');
    fireEvent.click(await screen.findByRole('radio', { name: 'Türkçe' }));
    await waitFor(() => expect(storage.get(STORAGE_KEYS.language)).toBe('tr'));
    expect(sentTo(calls, 'account/updateprofile')).toEqual([{ languageCode: 'tr' }]);
    await waitFor(() => expect(String(reload.mock.calls[0]?.[0])).toMatch(/navigation/));
    reload.mockRestore();
  });

  it("deletes the account with the 'other' reason's own words, then asks the shell to log out", async () => {
    calls = serve({
      'definition/getaccountdeletionreasons': () =>
        ok({
          items: [
            { id: 'r1', title: 'I do not use it' },
            { id: 'other', title: 'Other' },
          ],
        }),
      'account/deletemyaccount': () => ok({}),
    });
    await openTab('Account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Other' }));
    type(within(dialog).getByLabelText('Tell us why'), 'Too many events ');
    await press(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(logouts).toBe(1));
    expect(sentTo(calls, 'account/deletemyaccount')).toEqual([{ reason: 'Too many events' }]);
  });
});

describe('Profile tab', () => {
  it('says when the user is hidden, and saves the visibility switches', async () => {
    signInAs({ ...ada, showMeOnAPP: false });
    calls = serve({ 'account/updateaccountgeneralsettings': (body) => ok({ ...ada, ...body }) });
    await openTab('Profile');
    expect(await screen.findByText('You are hidden from other attendees.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Visible to other attendees' }));
    await waitFor(() => expect(screen.queryByText('You are hidden from other attendees.')).toBeNull());
    expect(sentTo(calls, 'Account/UpdateAccountGeneralSettings')).toEqual([{ showMeOnAPP: true, showMeBusy: false }]);
  });

  it('sends contact phones without spaces, with the dialling code of the country picked (TR by default)', async () => {
    calls = serve({ 'account/updatecontactinfo': (body) => ok({ ...ada, ...body }) });
    await openTab('Profile');
    type(await screen.findByLabelText('Cell phone'), '0532 123 45 67');
    type(screen.getByLabelText('Country code of Phone'), 'DE');
    type(screen.getByLabelText('Phone'), '30 1234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(calls, 'account/updatecontactinfo')).toHaveLength(1));
    expect(sentTo(calls, 'account/updatecontactinfo')[0]).toEqual({
      contactInfo: {
        company: 'Analytical Engines',
        title: 'Engineer',
        email: '',
        cellPhone: '+905321234567',
        phone: '+493012345678',
        about: '',
      },
    });
    expect((screen.getByLabelText('Country code of Cell phone') as HTMLSelectElement).value).toBe('TR');
  });

  it('refuses a contact phone that the phone rules refuse, as the registration questions do (issue 31 item 7)', async () => {
    calls = serve({ 'account/updatecontactinfo': (body) => ok({ ...ada, ...body }) });
    await openTab('Profile');
    await act(() => loadPhoneRules());
    const cell = await screen.findByLabelText('Cell phone');
    type(cell, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(cell)).toBe('Not a valid phone number.'));
    expect(sentTo(calls, 'account/updatecontactinfo')).toEqual([]);
    type(cell, '0532 123 45 67');
    await press(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(calls, 'account/updatecontactinfo')).toHaveLength(1));
  });

  it('adds a job in its sub-dialog, with the schema’s errors first', async () => {
    calls = serve({
      'account/addorupdatejob': (body) =>
        ok({
          ...ada,
          jobs: [
            { id: 'j1', firmName: body.firmName, position: body.position, dateStart: body.dateStart, dateEnd: null },
          ],
        }),
    });
    await openTab('Profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Add job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add job' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText('Company'))).toBe('This field is required.'));
    // A blank day is left blank, not 'too short' (issue 31 item 7).
    expect(errorOf(within(dialog).getByLabelText('Start date'))).toBe('This field is required.');
    type(within(dialog).getByLabelText('Company'), 'Analytical Engines');
    type(within(dialog).getByLabelText('Position'), 'Programmer');
    type(within(dialog).getByLabelText('Start date'), '1843-07-01');
    await press(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add job' })).toBeNull());
    expect(sentTo(calls, 'account/addorupdatejob')).toEqual([
      { id: null, firmName: 'Analytical Engines', position: 'Programmer', dateStart: '1843-07-01', dateEnd: '' },
    ]);
    expect(screen.getByText('Programmer, Analytical Engines')).toBeTruthy();
  });

  it('adds the typed interest and removes one with its x', async () => {
    calls = serve({
      'definition/searchinterests': () =>
        ok({
          items: [
            { id: 'i1', title: 'Compilers' },
            { id: 'i2', title: 'Poetry' },
          ],
        }),
      'account/addinterest': (body) => ok({ ...ada, interests: [...ada.interests, body.title as string] }),
      'account/removeinterest': () => ok({ ...ada, interests: [] }),
    });
    await openTab('Profile');
    type(await screen.findByLabelText('Search or type an interest'), 'Poetical science');
    fireEvent.click(await screen.findByRole('button', { name: 'Add “Poetical science”' }));
    await waitFor(() => expect(user().interests).toEqual(['Compilers', 'Poetical science']));
    // The 500 ms search offers what the server knows, less what the user has.
    type(screen.getByLabelText('Search or type an interest'), 'Po');
    expect(await screen.findByRole('button', { name: '+ Poetry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Compilers' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove interest Compilers' }));
    await waitFor(() => expect(user().interests).toEqual([]));
    expect(sentTo(calls, 'account/removeinterest')).toEqual([{ title: 'Compilers' }]);
  });
});

describe('in Turkish', () => {
  it('names its tabs and schema errors in Turkish', async () => {
    calls = serve({});
    await act(() => setLanguage('tr'));
    render(<AccountSettings />, { wrapper: ThemeRoot });
    fireEvent.click(screen.getByRole('tab', { name: 'Şifre' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Şifreyi değiştir' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Mevcut şifre'))).toBe('Bu alan zorunludur.'));
  });
});

describe('picture change', () => {
  afterEach(() => jest.restoreAllMocks());

  const pick = (input: HTMLElement, name: string) =>
    fireEvent.change(input, { target: { files: [new File(['bytes'], name, { type: 'image/png' })] } });

  it('shows the file’s error beside the control and keeps the picture when the server refuses it', async () => {
    calls = serve({});
    jest.spyOn(api, 'upload').mockResolvedValue({
      hasError: true,
      message: 'Please check the form.',
      data: null,
      validationErrors: { file: 'This file is not an image.' },
    });
    await openTab('Profile');
    pick(await screen.findByLabelText('Change picture'), 'not-a-picture.png');
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not an image.');
    expect(sentTo(calls, 'account/get')).toEqual([]);
    expect(user().image).toBeNull();
  });

  it('takes the error away once a later picture goes through (issue 31 item 7)', async () => {
    calls = serve({
      'account/get': () =>
        ok({ user: { ...ada, image: '/api/files/new.webp' }, unreadMessages: 2, unreadNotifications: 0 }),
    });
    jest
      .spyOn(api, 'upload')
      .mockResolvedValueOnce({
        hasError: true,
        message: 'Please check the form.',
        data: null,
        validationErrors: { file: 'This file is not an image.' },
      })
      .mockResolvedValueOnce({
        hasError: false,
        message: null,
        data: { item: { url: '/api/files/new.webp' } },
        validationErrors: null,
      });
    await openTab('Profile');
    const input = await screen.findByLabelText('Change picture');
    pick(input, 'not-a-picture.png');
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not an image.');
    pick(input, 'ada.png');
    await waitFor(() => expect(user().image).toBe('/api/files/new.webp'));
    expect(screen.queryByText('This file is not an image.')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends the picture and shows the user as the server now has them (the account bar follows)', async () => {
    calls = serve({
      'account/get': () =>
        ok({ user: { ...ada, image: '/api/files/new.webp' }, unreadMessages: 2, unreadNotifications: 0 }),
    });
    const upload = jest.spyOn(api, 'upload').mockResolvedValue({
      hasError: false,
      message: null,
      data: { item: { url: '/api/files/new.webp' } },
      validationErrors: null,
    });
    await openTab('Profile');
    pick(await screen.findByLabelText('Change picture'), 'ada.png');
    await waitFor(() => expect(user().image).toBe('/api/files/new.webp'));
    expect(upload).toHaveBeenCalledWith(
      'account/uploadfile',
      { uploadType: 'profilePicture' },
      expect.any(File),
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(snackbars).toContainEqual({ message: 'Your picture was changed.', kind: 'success' });
  });
});
