import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, currentUser, i18n, queryClient, sessionStore, ThemeRoot, type SnackbarMessage } from '@atrium/shared';
import type { Application, Policy } from '@atrium/shared/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { solveProof } from '../features/proof/solveProof';
import { Auth } from './Auth';

// The proof of work (issue 32 item 1) is solved by altcha-lib in the browser; here each test says how it ends.
jest.mock('../features/proof/solveProof', () => ({ solveProof: jest.fn() }));
const solving = solveProof as jest.MockedFunction<typeof solveProof>;

// The auth parcel's screens against a scripted server: what a user sees and sends (spec 1 §2, §4, §5, §8).

type Reply = { status?: number; body: unknown } | Error;
type Handler = (body: Record<string, unknown>) => Reply;

const ok = (data: unknown): Reply => ({ body: { hasError: false, message: null, data, validationErrors: null } });
const failed = (message: string, validationErrors: Record<string, string> | null = null, status = 400): Reply => ({
  status,
  body: { hasError: true, message, data: null, validationErrors },
});

const policy = (slug: string, title: string): Policy => ({ type: 12, slug, title, details: `<p>${title} text</p>` });
const acme: Application = {
  id: 'acme-id',
  slug: 'acme',
  name: 'ACME Events',
  image: 'data:image/svg+xml,logo',
  iosLink: 'https://apps.apple.com/app/acme',
  androidLink: 'https://play.google.com/store/apps/acme',
  facebookAppID: null,
  whitelabelDomain: null,
  isDefault: false,
};
const user = { id: 'u1', firstName: 'New', lastName: 'Person', email: 'new@acme.test' };

let calls: { path: string; body: Record<string, unknown> }[];
let snackbars: SnackbarMessage[];
const realFetch = globalThis.fetch;

/** Answers each call by its path (lowercased, as the api matches them); account/get always knows the user. */
function serve(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'account/get': () => ok({ user, unreadMessages: 0, unreadNotifications: 0 }),
    ...Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler])),
  };
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/v2/', '').toLowerCase();
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ path, body });
    const reply = all[path]?.(body) ?? failed('This call does not exist.', null, 404);
    if (reply instanceof Error) throw reply;
    return { status: reply.status ?? 200, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function open(url: string) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        {/* As in the shell: the parcel is there on the auth routes only. */}
        <Routes>
          <Route path="/" element={null} />
          <Route path="/events" element={null} />
          <Route path="/event/:slug" element={null} />
          <Route path="*" element={<Auth />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const click = (name: string | RegExp, role: 'button' | 'tab' | 'checkbox' = 'button') =>
  fireEvent.click(screen.getByRole(role, { name }));
/** A button stays busy for at least 500 ms after a call (spec 1 §9); a person waits for it too. */
async function press(name: string | RegExp) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

beforeEach(async () => {
  calls = [];
  snackbars = [];
  localStorage.clear();
  await i18n.changeLanguage('en');
  sessionStore.setState({
    application: acme,
    settings: {
      metaTitle: 'ACME',
      color: '#c62828',
      policies: [policy('terms-of-use', 'Terms of Use'), policy('privacy-policy', 'Privacy Policy')],
      holaconPolicies: [policy('acme-terms', 'ACME Participation Terms')],
    },
    token: null,
    status: 'guest',
  });
});

let subscription: { unsubscribe(): void };
beforeEach(() => {
  subscription = bus.on('snackbar.show').subscribe((message) => snackbars.push(message));
});
afterEach(() => {
  subscription.unsubscribe();
  globalThis.fetch = realFetch;
  queryClient.clear();
});

describe('login screen (spec 1 §2)', () => {
  test('shows the brand logo, both tabs, the links and the store links', async () => {
    open('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'ACME Events' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'With password', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'With activation code', selected: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'App Store' }).getAttribute('href')).toBe(acme.iosLink);
    expect(screen.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toBe(acme.androidLink);
  });

  test('hides the logo of the default brand and store links the brand does not have', async () => {
    sessionStore.setState({ application: { ...acme, isDefault: true, iosLink: null, androidLink: null } });
    open('/login');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'App Store' })).toBeNull();
  });

  test('signs in with e-mail and password, lowercased and trimmed, and goes to the returnUrl', async () => {
    serve({ 'login/signin': () => ok({ token: 'tok' }) });
    open('/login?returnUrl=%2Fevents');
    type('E-mail', '  Ada@Demo.TEST ');
    type('Password', 'secret');
    await press('Sign in');
    await waitFor(() => expect(where()).toBe('/events'));
    expect(calls[0]).toEqual({ path: 'login/signin', body: { email: 'ada@demo.test', password: 'secret' } });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok', status: 'signedIn' });
    expect(currentUser()).toEqual(user);
  });

  test('a wrong password shows the server message; a network failure shows in a snackbar', async () => {
    serve({ 'login/signin': () => failed('The email or password is incorrect.') });
    open('/login');
    type('E-mail', 'ada@demo.test');
    type('Password', 'wrong');
    await press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect.');

    serve({ 'login/signin': () => new TypeError('Failed to fetch') });
    await press('Sign in');
    await waitFor(() => expect(snackbars).toHaveLength(1));
    expect(snackbars[0]).toMatchObject({ kind: 'error', message: expect.stringMatching(/could not be reached/) });
    expect(where()).toBe('/login');
  });

  test('an account the server will not load signs out again and shows its message', async () => {
    serve({
      'login/signin': () => ok({ token: 'tok' }),
      'account/get': () => failed('This account is suspended.'),
    });
    open('/login');
    type('E-mail', 'ada@demo.test');
    type('Password', 'secret');
    await press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('This account is suspended.');
    expect(sessionStore.getState()).toMatchObject({ token: null, status: 'guest' });
    expect(currentUser()).toBeNull();
    expect(where()).toBe('/login');
  });

  test('arrow keys move between the tabs', async () => {
    open('/login');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'With password' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'With activation code', selected: true })).toBe(document.activeElement);
    // The second tab's form loads when the tab opens.
    expect(await screen.findByLabelText('Activation code')).toBeTruthy();
  });
});

describe('a venue behind one address: the device check (issue 32 item 1)', () => {
  const challenge = {
    parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 5000, keyLength: 32, keyPrefix: 'cc' },
    signature: 'dd',
  };
  const proof = { challenge, solution: { counter: 7, derivedKey: 'ccee' } };
  const asked = failed('Many wrong passwords were sent from this network…', null, 429);
  const askedWithChallenge: Reply = { status: 429, body: { ...(asked as { body: object }).body, data: { challenge } } };

  test('says it is checking the device, keeps the form, sends the same sign-in with the proof and carries on', async () => {
    let solved: (value: typeof proof) => void = () => {};
    solving.mockImplementation(() => new Promise((resolve) => (solved = resolve)));
    serve({ 'login/signin': (body) => (body.proof ? ok({ token: 'tok' }) : askedWithChallenge) });
    open('/login?returnUrl=%2Fevents');
    type('E-mail', 'ada@demo.test');
    type('Password', 'secret');
    await press('Sign in');
    const status = await screen.findByText('Checking this device, a few seconds…');
    expect(status.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(solving).toHaveBeenCalledWith(challenge);
    expect((screen.getByLabelText('E-mail', { selector: 'input' }) as HTMLInputElement).value).toBe('ada@demo.test');
    expect((screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement).value).toBe('secret');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => solved(proof));
    await waitFor(() => expect(where()).toBe('/events'));
    expect(calls.filter((c) => c.path === 'login/signin').map((c) => c.body)).toEqual([
      { email: 'ada@demo.test', password: 'secret' },
      { email: 'ada@demo.test', password: 'secret', proof },
    ]);
    expect(screen.queryByText('Checking this device, a few seconds…')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: 'tok', status: 'signedIn' });
  });

  test('a wrong password after the check is the usual message; a device that cannot solve it is told what to do, in Turkish too', async () => {
    solving.mockResolvedValue(proof);
    serve({
      'login/signin': (body) => (body.proof ? failed('The email or password is incorrect.') : askedWithChallenge),
    });
    open('/login');
    type('E-mail', 'ada@demo.test');
    type('Password', 'wrong');
    await press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect.');

    solving.mockResolvedValue(null);
    await press('Sign in');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This device could not be checked. Reload the page and sign in again, or sign in over another network (such as mobile data).',
      ),
    );
    expect(calls.filter((c) => c.body.proof)).toHaveLength(1);

    await act(async () => {
      await i18n.changeLanguage('tr');
    });
    await press('Giriş yap');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Bu cihaz kontrol edilemedi/));
  });

  test('fast login shows the same check at its password step', async () => {
    solving.mockResolvedValue(proof);
    serve({
      'login/fastlogin': (body) => {
        if (!body.emailAddress) return ok({ emailRequired: true, passwordRequired: false, token: null, email: null });
        if (!body.password)
          return ok({ emailRequired: false, passwordRequired: true, token: null, email: 'a@acme.test' });
        if (!body.proof) return askedWithChallenge;
        return ok({
          token: 'tok',
          eventId: 'ev1',
          slug: 'future-expo',
          emailRequired: false,
          passwordRequired: false,
          codeRequired: false,
          email: 'a@acme.test',
        });
      },
    });
    open('/login');
    click('With activation code', 'tab');
    type('Activation code', '1234567890123');
    await press('Continue');
    await screen.findByLabelText('E-mail');
    type('E-mail', 'a@acme.test');
    await press('Continue');
    await screen.findByLabelText('Password');
    type('Password', 'secret12');
    click('I have read and accept the platform’s policies:', 'checkbox');
    click('I have read and accept the policies of ACME Events:', 'checkbox');
    await press('Sign in');
    await waitFor(() => expect(where()).toBe('/event/future-expo'));
    const sent = calls.filter((c) => c.path === 'login/fastlogin').map((c) => c.body);
    expect(sent.at(-1)).toMatchObject({ password: 'secret12', proof });
    expect(sent.at(-2)).not.toHaveProperty('proof');
  });
});

describe('fast login (spec 1 §4 progressive form, §5)', () => {
  const codeField = () => screen.getByLabelText('Activation code') as HTMLInputElement;

  test('an empty code is fill_blank_input, and typing clears it', async () => {
    open('/login');
    click('With activation code', 'tab');
    await press('Continue');
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    type('Activation code', '1');
    expect(screen.queryByText('Please fill in this field.')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test('code, then e-mail, then password with the e-mail locked, then the mailed code, then the event', async () => {
    serve({
      'login/fastlogin': (body) => {
        if (!body.emailAddress) return ok({ emailRequired: true, passwordRequired: false, token: null, email: null });
        if (!body.password)
          return ok({ emailRequired: false, passwordRequired: true, token: null, email: 'new@acme.test' });
        return ok({
          token: null,
          codeRequired: true,
          emailRequired: false,
          passwordRequired: false,
          email: 'new@acme.test',
        });
      },
      'login/confirmsignup': (body) =>
        body.code === '12345678'
          ? ok({ token: 'tok', eventId: 'ev1', slug: 'future-expo' })
          : failed('The code is wrong or has expired. Sign up again for a new one.', {
              code: 'The code is wrong or has expired. Sign up again for a new one.',
            }),
    });
    open('/login');
    click('With activation code', 'tab');
    type('Activation code', '1234567890123');
    expect(codeField().value).toBe('123456-7890123');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await press('Continue');

    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Enter your e-mail address to use this code.')).toBeTruthy();
    type('E-mail', ' New@ACME.test');
    await press('Continue');

    const password = await screen.findByLabelText('Password');
    expect(email.readOnly).toBe(true);
    type('Password', 'New-password-2');
    click('I have read and accept the platform’s policies:', 'checkbox');
    click('I have read and accept the policies of ACME Events:', 'checkbox');
    expect(password).toBe(document.activeElement);
    await press('Sign in');

    const mailCode = await screen.findByLabelText('Code from the mail');
    expect(document.activeElement).toBe(mailCode);
    expect(
      screen
        .getByText('We sent a mail to new@acme.test. Enter the 8-digit code from it. It works for 60 minutes.')
        .getAttribute('role'),
    ).toBe('status');
    expect(mailCode.getAttribute('inputmode')).toBe('numeric');
    type('Code from the mail', '1234');
    await press('Confirm');
    expect(screen.getByText('The code has 8 digits.')).toBeTruthy();
    type('Code from the mail', '87654321');
    await press('Confirm');
    const error = await screen.findByText('The code is wrong or has expired. Sign up again for a new one.');
    expect(mailCode.getAttribute('aria-describedby')).toContain(error.id);
    await press('Send the code again');
    await waitFor(() => expect(snackbars).toEqual([{ message: 'A new code is on its way.', kind: 'success' }]));
    type('Code from the mail', '1234-5678');
    await press('Confirm');

    await waitFor(() => expect(where()).toBe('/event/future-expo'));
    expect(calls.filter((c) => c.path === 'login/fastlogin').map((c) => c.body)).toEqual([
      { activationCode: '123456-7890123', emailAddress: '', password: '', checkbox: false, checkbox2: false },
      {
        activationCode: '123456-7890123',
        emailAddress: 'new@acme.test',
        password: '',
        checkbox: false,
        checkbox2: false,
      },
      ...[1, 2].map(() => ({
        activationCode: '123456-7890123',
        emailAddress: 'new@acme.test',
        password: 'New-password-2',
        checkbox: true,
        checkbox2: true,
      })),
    ]);
    expect(calls.filter((c) => c.path === 'login/confirmsignup').map((c) => c.body)).toEqual([
      { email: 'new@acme.test', code: '87654321' },
      { email: 'new@acme.test', code: '12345678' },
    ]);
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  test('at the last step both policy boxes are needed: pleaseCheckPolicy and pleaseControlArea', async () => {
    serve({
      'login/fastlogin': () => ok({ emailRequired: false, passwordRequired: true, token: null, email: 'a@acme.test' }),
    });
    open('/login?activationCode=123456-7890123');
    // ?activationCode= opened the fast-login tab and sent the code by itself.
    await screen.findByLabelText('Password');
    type('Password', 'whatever-1');
    click('I have read and accept the platform’s policies:', 'checkbox');
    await press('Sign in');
    // The warning is the form's message above the button, not a snackbar over the fields.
    expect(screen.getByRole('alert').textContent).toBe('Please accept the policies to continue.');
    expect(snackbars).toEqual([]);
    const second = screen.getByRole('checkbox', { name: 'I have read and accept the policies of ACME Events:' });
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please check this box.')).toHaveLength(1);
    expect(calls.filter((c) => c.path === 'login/fastlogin')).toHaveLength(1);
    fireEvent.click(second);
    expect(screen.queryByText('Please check this box.')).toBeNull();
  });

  test('a wrong code format is refused before sending; a server field error shows beside the field', async () => {
    serve({
      'login/fastlogin': () =>
        failed('This activation code is not valid.', { activationCode: 'This activation code is not valid.' }),
    });
    open('/login');
    click('With activation code', 'tab');
    type('Activation code', '12345678');
    await press('Continue');
    expect(screen.getByText('The code has 13 digits: six, a dash, then seven.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('Activation code', '9999999999999');
    await press('Continue');
    expect(await screen.findByText('This activation code is not valid.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('register (spec 1 §2, §5)', () => {
  test('pre-fills from the query, enforces both boxes, shows passwords, and signs the new account in with the mailed code', async () => {
    serve({
      'login/signUp': (body) => ok({ email: body.email }),
      'login/confirmsignup': () => ok({ token: 'tok', eventId: null, slug: null }),
    });
    open('/register?firstName=New&lastName=Person&email=New%40ACME.test&activationCode=1234567890123');
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('New');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('new@acme.test');
    expect((screen.getByLabelText('Activation code') as HTMLInputElement).value).toBe('123456-7890123');
    type('Password', 'New-password-2');
    type('Repeat password', 'New-password-2');

    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Repeat password') as HTMLInputElement).type).toBe('text');

    click('I have read and accept the platform’s policies:', 'checkbox');
    await press('Create account');
    expect(screen.getByRole('alert').textContent).toBe('Please accept the policies to continue.');
    expect(calls).toHaveLength(0);

    click('I have read and accept the policies of ACME Events:', 'checkbox');
    await press('Create account');
    await screen.findByText(
      'We sent a mail to new@acme.test. Enter the 8-digit code from it. It works for 60 minutes.',
    );
    expect(sessionStore.getState().status).not.toBe('signedIn');
    type('Code from the mail', '12345678');
    await press('Confirm');
    await waitFor(() => expect(where()).toBe('/'));
    expect(calls[1]).toEqual({ path: 'login/confirmsignup', body: { email: 'new@acme.test', code: '12345678' } });
    expect(calls[0]).toEqual({
      path: 'login/signup',
      body: {
        firstName: 'New',
        lastName: 'Person',
        email: 'new@acme.test',
        password: 'New-password-2',
        passwordRetry: 'New-password-2',
        checkbox: true,
        checkbox2: true,
        activationCode: '123456-7890123',
      },
    });
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  test('the mail’s link ?code=&email= opens the code step filled in, without a resend link; another address starts over', async () => {
    open('/register?code=12345678&email=New%40ACME.test');
    expect((screen.getByLabelText('Code from the mail') as HTMLInputElement).value).toBe('12345678');
    expect(screen.getByText(/new@acme.test/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    click('Use another e-mail address');
    expect(screen.getByLabelText('First name')).toBeTruthy();
  });

  test('a brand without white-label policies has one box', async () => {
    sessionStore.setState({ settings: { ...sessionStore.getState().settings!, holaconPolicies: [] } });
    open('/register');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  test('checks fields before sending, and server errors appear beside their fields until typed in', async () => {
    serve({
      'login/signUp': () => failed('The passwords do not match.', { passwordRetry: 'The passwords do not match.' }),
    });
    open('/register');
    type('E-mail', 'ada@');
    type('Password', 'short');
    type('Repeat password', 'other');
    await press('Create account');
    // Every error in one pass (issue 11 item 7): names, e-mail, password, repeat, and the policies.
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getAllByText('Please check this box.')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Please accept the policies to continue.');
    expect(calls).toHaveLength(0);

    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('E-mail', 'ada@acme.test');
    type('Password', 'Long-enough-1');
    type('Repeat password', 'Long-enough-1');
    click('I have read and accept the platform’s policies:', 'checkbox');
    click('I have read and accept the policies of ACME Events:', 'checkbox');
    await press('Create account');
    const error = await screen.findByText('The passwords do not match.');
    expect(screen.getByLabelText('Repeat password').getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByRole('alert')).toBeNull();
    type('Repeat password', 'Long-enough-2');
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
  });

  test('a policy title asks for its policy on the bus; the shell shows it', async () => {
    const asked: unknown[] = [];
    const sub = bus.on('policy.open').subscribe((policy) => asked.push(policy));
    open('/register');
    click('ACME Participation Terms');
    sub.unsubscribe();
    expect(asked).toEqual([{ slug: 'acme-terms' }]);
    expect(where()).toBe('/register');
  });
});

describe('forgot password (spec 1 §2, §4)', () => {
  test('asks the e-mail, then the code and new password; resends; a reset signs in and goes home', async () => {
    serve({
      'login/forgotpassword': (body) => ok({ email: body.email }),
      'Login/ResendUserPasswordWithEmail': (body) => ok({ email: body.email }),
      'login/resetpassword': (body) =>
        body.resetToken === '12345678'
          ? ok({ token: 'tok' })
          : failed('The reset code is wrong, expired or already used.', {
              resetToken: 'The reset code is wrong, expired or already used.',
            }),
    });
    open('/forgot-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    type('E-mail', 'Ada@Demo.test ');
    await press('Send reset code');
    expect(await screen.findByText(/If an account uses ada@demo.test, a reset code is on its way/)).toBeTruthy();

    await press('Send the code again');
    await waitFor(() => expect(snackbars).toEqual([{ message: 'A new code is on its way.', kind: 'success' }]));

    type('Reset code', '12a3456 78');
    expect((screen.getByLabelText('Reset code') as HTMLInputElement).value).toBe('12345678');
    type('Reset code', '87654321');
    type('New password', 'New-password-2');
    type('Repeat new password', 'New-password-2');
    await press('Reset password');
    expect(await screen.findByText('The reset code is wrong, expired or already used.')).toBeTruthy();
    type('Reset code', '12345678');
    await press('Reset password');
    await waitFor(() => expect(where()).toBe('/'));
    expect(calls.map((c) => c.path)).toEqual([
      'login/forgotpassword',
      'login/resenduserpasswordwithemail',
      'login/resetpassword',
      'login/resetpassword',
      'account/get',
    ]);
    expect(calls[3].body).toEqual({
      email: 'ada@demo.test',
      resetToken: '12345678',
      password: 'New-password-2',
      passwordRetry: 'New-password-2',
      isLive: true,
    });
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  test('?code=&email= jumps to the reset step, filled in; another address goes back to the first step', async () => {
    open('/forgot-password?code=12345678&email=Ada%40demo.test');
    expect((screen.getByLabelText('Reset code') as HTMLInputElement).value).toBe('12345678');
    expect(screen.getByText(/ada@demo.test/)).toBeTruthy();
    click('Use another e-mail address');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@demo.test');
  });
});

describe('undo of a sign-in e-mail change (issue 32 item 2)', () => {
  test('reached from forgot password; the code and a new password sign in again and go home', async () => {
    serve({
      'login/undoemailchange': (body) =>
        body.code === 'ABCD-EFGH-JKMN-PQRS'
          ? ok({ token: 'tok' })
          : failed('The undo code is wrong, expired or already used.', {
              code: 'The undo code is wrong, expired or already used.',
            }),
    });
    open('/forgot-password');
    fireEvent.click(await screen.findByRole('link', { name: 'Undo an e-mail change' }));
    await waitFor(() => expect(where()).toBe('/undo-email-change'));
    expect(await screen.findByRole('heading', { name: 'Undo an e-mail change' })).toBeTruthy();
    type('Undo code', 'abcd-efgh');
    type('New password', 'New-password-2');
    type('Repeat new password', 'New-password-2');
    await press('Undo and set the password');
    expect(await screen.findByText('The code has 16 letters and digits.')).toBeTruthy();
    expect(calls).toEqual([]);
    type('Undo code', 'abcd-efgh-jkmn-pqrt');
    await press('Undo and set the password');
    expect(await screen.findByText('The undo code is wrong, expired or already used.')).toBeTruthy();
    type('Undo code', 'abcd-efgh-jkmn-pqrs');
    await press('Undo and set the password');
    await waitFor(() => expect(where()).toBe('/'));
    expect(calls.map((c) => c.path)).toEqual(['login/undoemailchange', 'login/undoemailchange', 'account/get']);
    expect(calls[1].body).toEqual({
      code: 'ABCD-EFGH-JKMN-PQRS',
      password: 'New-password-2',
      passwordRetry: 'New-password-2',
    });
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  test("the mail's link fills the code", () => {
    open('/undo-email-change?code=ABCD-EFGH-JKMN-PQRS');
    expect((screen.getByLabelText('Undo code') as HTMLInputElement).value).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('in Turkish (spec 1 §1)', () => {
  test('every screen speaks Turkish', async () => {
    await act(() => i18n.changeLanguage('tr'));
    open('/login');
    expect(screen.getByRole('heading', { name: 'Giriş yap' })).toBeTruthy();
    click('Aktivasyon kodu ile', 'tab');
    click('Devam et');
    expect(screen.getByText('Lütfen bu alanı doldurun.')).toBeTruthy();
  });
});
