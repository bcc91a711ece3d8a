import type { Envelope } from '@atrium/shared/contract';
import type { FacebookVerifier } from '../src/modules/login';
import type { Mail } from '../src/mail';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { postgres, sqlite } from '@atrium/shared/server/testing';

// Issue 3: every way in (spec 1 §4, §5, §7, §8), against SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;

const EVENT_CODE = '123456-7890123';
const NEW_PASSWORD = 'New-password-2';

/** Accepts 'good-token' for the Facebook app 'fb-acme' and vouches for the address in FacebookMail. */
const facebookMail = { current: 'fb.person@acme.test' as string | null };
const facebook: FacebookVerifier = {
  isConfigured: (appId) => appId === 'fb-acme',
  verify: async (_appId, token) =>
    token === 'good-token' ? { email: facebookMail.current, firstName: 'Fay', lastName: 'Book' } : null,
};

describe.each([sqlite, postgres])('ways in on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let demoId: string;
  let acmeId: string;
  let expoId: string;
  // Every test calls from its own address, so the per-address limit only counts what a test does.
  let address = 0;
  let from = '';
  beforeEach(() => {
    address += 1;
    from = `198.51.100.${address}`;
  });

  async function call(
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    payload?: string,
  ): Promise<{ status: number; body: AnyEnvelope }> {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v2/${url}`,
      headers: { 'x-application-id': demoId, 'x-forwarded-for': from, ...headers },
      ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  const onAcme = { 'x-application-id': '' };
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    call('login/signin', { email, password }, headers);

  /** account/get with the token alone: the token names its application. */
  async function accountOf(token: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v2/account/get',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json().data?.user;
  }

  async function lastMail(to: string) {
    return api.db('outbox').where({ to_address: to }).orderBy('id', 'desc').first();
  }

  async function resetCodeOf(email: string, headers: Record<string, string> = {}): Promise<string> {
    expect((await call('login/forgotpassword', { email }, headers)).body.hasError).toBe(false);
    const mail = await lastMail(email);
    return /\b(\d{6})\b/.exec(mail.subject)![1];
  }

  async function counts() {
    const count = async (table: string) => Number((await api.db(table).count({ n: '*' }).first())?.n);
    return {
      users: await count('users'),
      attendees: await count('event_attendees'),
      outbox: await count('outbox'),
      resets: await count('password_resets'),
    };
  }

  async function attends(email: string, eventId: string) {
    const user = await api.db('users').where({ email }).first('id');
    return Boolean(user && (await api.db('event_attendees').where({ user_id: user.id, event_id: eventId }).first()));
  }

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, jwtSecret: 'test-secret', auth: { facebook } });
    await seedDemoData(api.db);
    demoId = (await api.db('applications').where({ slug: 'demo' }).first('id')).id;
    acmeId = (await api.db('applications').where({ slug: 'acme' }).first('id')).id;
    onAcme['x-application-id'] = acmeId;
    expoId = (await api.db('events').where({ slug: 'future-expo' }).first('id')).id;
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  describe('login/signin rate limit', () => {
    test('five wrong passwords lock the account, even for the right password, and only that account', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn('linus@demo.test', 'wrong')).body.message).toBe('The email or password is incorrect.');
      }
      from = '198.51.100.250'; // another address changes nothing: the account is locked
      const locked = await signIn('linus@demo.test', DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        hasError: true,
        message: 'Too many failed attempts. Please wait up to 15 minutes and try again.',
        data: null,
        validationErrors: null,
      });
      expect((await signIn('ada@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);

      // The window slides: once the failures are older than 15 minutes the account opens again.
      await api.db('auth_attempts').update({ created_at: new Date(Date.now() - 16 * 60 * 1000) });
      expect((await signIn('linus@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);
    });

    test('a right password forgives the earlier wrong ones', async () => {
      for (let i = 0; i < 4; i += 1) await signIn('grace@acme.test', 'wrong', onAcme);
      expect((await signIn('grace@acme.test', DEMO_PASSWORD, onAcme)).body.hasError).toBe(false);
      for (let i = 0; i < 4; i += 1) await signIn('grace@acme.test', 'wrong', onAcme);
      expect((await signIn('grace@acme.test', DEMO_PASSWORD, onAcme)).body.hasError).toBe(false);
    });

    test('twenty wrong passwords from one address lock that address for every account', async () => {
      for (let i = 0; i < 20; i += 1) await signIn(`guess${i}@demo.test`, 'wrong');
      const locked = await signIn('ada@demo.test', DEMO_PASSWORD);
      expect(locked).toMatchObject({ status: 429, body: { hasError: true } });
      from = '198.51.100.251';
      expect((await signIn('ada@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);
    });

    test('answers the lock in Turkish', async () => {
      for (let i = 0; i < 5; i += 1) await signIn('locked.tr@demo.test', 'wrong');
      const { body } = await signIn('locked.tr@demo.test', 'wrong', { 'accept-language': 'tr' });
      expect(body.message).toBe(
        'Çok fazla başarısız deneme yapıldı. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
      );
    });
  });

  describe('login/fastlogin (spec 1 §4 progressive form)', () => {
    const fast = (body: object, headers: Record<string, string> = {}) => call('login/fastlogin', body, headers);

    test('the code alone asks for the e-mail; a new e-mail then asks for a password; the password signs in to the event', async () => {
      const first = await fast({ activationCode: EVENT_CODE });
      expect(first).toEqual({
        status: 200,
        body: {
          hasError: false,
          message: null,
          validationErrors: null,
          data: { token: null, eventId: null, slug: null, emailRequired: true, passwordRequired: false, email: null },
        },
      });
      const second = await fast({ activationCode: EVENT_CODE, emailAddress: '  Newcomer@Demo.TEST ', password: '' });
      expect(second.body.data).toEqual({
        token: null,
        eventId: null,
        slug: null,
        emailRequired: false,
        passwordRequired: true,
        email: 'newcomer@demo.test',
      });
      const before = await counts();
      const last = await fast({
        activationCode: EVENT_CODE,
        emailAddress: 'newcomer@demo.test',
        password: NEW_PASSWORD,
        checkbox: true,
      });
      expect(last.body).toMatchObject({ hasError: false, data: { eventId: expoId, slug: 'future-expo' } });
      expect((await accountOf(last.body.data.token)).email).toBe('newcomer@demo.test');
      expect(await attends('newcomer@demo.test', expoId)).toBe(true);
      expect(await counts()).toEqual({
        ...before,
        users: before.users + 1,
        attendees: before.attendees + 1,
        outbox: before.outbox + 1,
      });
      expect((await lastMail('newcomer@demo.test')).kind).toBe('welcome');
      expect((await signIn('newcomer@demo.test', NEW_PASSWORD)).body.hasError).toBe(false);
    });

    test('a new account needs the policy box of a brand with provider policies, and a long enough password', async () => {
      const before = await counts();
      const noBox = await fast({ activationCode: EVENT_CODE, emailAddress: 'nobox@demo.test', password: NEW_PASSWORD });
      expect(noBox.body).toMatchObject({
        hasError: true,
        message: 'Please accept the policies to continue.',
        validationErrors: { checkbox: 'Please check this box.' },
      });
      const short = await fast({
        activationCode: EVENT_CODE,
        emailAddress: 'short@demo.test',
        password: 'abc',
        checkbox: true,
      });
      expect(short.body.validationErrors).toEqual({ password: 'Use at least 8 characters.' });
      expect(await counts()).toEqual(before);
    });

    test('an existing account is asked its password; a wrong one is a field error; the right one activates the event', async () => {
      expect(await attends('ada@demo.test', expoId)).toBe(false);
      const asked = await fast({ activationCode: EVENT_CODE, emailAddress: 'ada@demo.test' });
      expect(asked.body.data).toMatchObject({ passwordRequired: true, email: 'ada@demo.test', token: null });
      const wrong = await fast({ activationCode: EVENT_CODE, emailAddress: 'ada@demo.test', password: 'nope' });
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          hasError: true,
          message: 'The password is incorrect.',
          validationErrors: { password: 'The password is incorrect.' },
        },
      });
      expect(await attends('ada@demo.test', expoId)).toBe(false);
      const right = await fast({ activationCode: EVENT_CODE, emailAddress: 'ada@demo.test', password: DEMO_PASSWORD });
      expect(right.body.data).toMatchObject({ slug: 'future-expo', token: expect.any(String) });
      expect(await attends('ada@demo.test', expoId)).toBe(true);

      // Activating an event one already attends changes nothing; the event-wide code keeps working for others.
      const before = await counts();
      const again = await fast({ activationCode: EVENT_CODE, emailAddress: 'ada@demo.test', password: DEMO_PASSWORD });
      expect(again.body.hasError).toBe(false);
      const linus = await fast({
        activationCode: EVENT_CODE,
        emailAddress: 'linus@demo.test',
        password: DEMO_PASSWORD,
      });
      expect(linus.body.hasError).toBe(false);
      expect(await counts()).toEqual({ ...before, attendees: before.attendees + 1 });
    });

    test('a personal code works for one account only', async () => {
      await api.db('activation_codes').insert({
        application_id: demoId,
        event_id: expoId,
        code: '111111-2222222',
        kind: 'personal',
        user_id: null,
      });
      const claim = {
        activationCode: '111111-2222222',
        emailAddress: 'owner@demo.test',
        password: NEW_PASSWORD,
        checkbox: true,
      };
      expect((await fast(claim)).body.hasError).toBe(false);
      expect((await fast(claim)).body.hasError).toBe(false);
      const before = await counts();
      const other = await fast({ ...claim, emailAddress: 'linus@demo.test', password: DEMO_PASSWORD });
      expect(other.body).toMatchObject({
        hasError: true,
        message: 'This activation code belongs to another account.',
        validationErrors: { activationCode: 'This activation code belongs to another account.' },
      });
      // Already at the e-mail step, before any password is asked.
      expect((await fast({ activationCode: '111111-2222222', emailAddress: 'someone@demo.test' })).body.hasError).toBe(
        true,
      );
      expect(await counts()).toEqual(before);
    });

    test('codes belong to their application: demo’s code is unknown on acme', async () => {
      const { status, body } = await fast({ activationCode: EVENT_CODE }, onAcme);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        hasError: true,
        message: 'This activation code is not valid.',
        validationErrors: { activationCode: 'This activation code is not valid.' },
      });
      expect((await fast({ activationCode: '000000-0000000' })).body.validationErrors).toEqual({
        activationCode: 'This activation code is not valid.',
      });
    });

    test('a wrong code format, an empty code and a malformed e-mail are field errors', async () => {
      for (const activationCode of [
        '1234567890123',
        '123456-789012',
        '12345-67890123',
        '123456_7890123',
        '123456 7890123',
      ]) {
        expect((await fast({ activationCode })).body.validationErrors).toEqual({
          activationCode: 'This value is not valid.',
        });
      }
      expect((await fast({ activationCode: '' })).body.validationErrors).toEqual({
        activationCode: 'This field is required.',
      });
      expect((await fast({ activationCode: EVENT_CODE, emailAddress: 'not-an-email' })).body.validationErrors).toEqual({
        emailAddress: 'Please enter a valid email address.',
      });
    });
  });

  describe('login/signUp (spec 1 §2 Register, §5 policies)', () => {
    const form = {
      email: 'new.grace@acme.test',
      password: NEW_PASSWORD,
      passwordRetry: NEW_PASSWORD,
      firstName: 'New',
      lastName: 'Grace',
      checkbox: true,
      checkbox2: true,
    };

    test('creates the account with both boxes on acme, signs it in and mails a confirmation', async () => {
      const { status, body } = await call('login/signUp', { ...form, email: ' New.Grace@ACME.test' }, onAcme);
      expect(status).toBe(200);
      expect(body).toMatchObject({ hasError: false, message: null, validationErrors: null });
      const user = await accountOf(body.data.token);
      expect(user).toMatchObject({
        email: 'new.grace@acme.test',
        firstName: 'New',
        lastName: 'Grace',
        emailConfirmed: false,
      });
      const mail = await lastMail('new.grace@acme.test');
      expect(mail).toMatchObject({
        kind: 'welcome',
        subject: 'Your ACME Events account is ready',
        application_id: acmeId,
      });
      const row = await api.db('users').where({ email: 'new.grace@acme.test' }).first('password_hash');
      expect(row.password_hash).toMatch(/^scrypt\$/);
    });

    test('each policy box is needed exactly when the brand has that kind of policy', async () => {
      const before = await counts();
      const noSecond = await call('login/signUp', { ...form, email: 'box2@acme.test', checkbox2: false }, onAcme);
      expect(noSecond.body).toEqual({
        hasError: true,
        message: 'Please accept the policies to continue.',
        data: null,
        validationErrors: { checkbox2: 'Please check this box.' },
      });
      const none = await call(
        'login/signUp',
        { ...form, email: 'box@acme.test', checkbox: false, checkbox2: undefined },
        onAcme,
      );
      expect(none.body.validationErrors).toEqual({
        checkbox: 'Please check this box.',
        checkbox2: 'Please check this box.',
      });
      expect(await counts()).toEqual(before);
      // demo has no white-label policies: the second box is not asked for.
      const demo = await call('login/signUp', { ...form, email: 'one.box@demo.test', checkbox2: false });
      expect(demo.body.hasError).toBe(false);
      const noFirst = await call('login/signUp', { ...form, email: 'no.box@demo.test', checkbox: false });
      expect(noFirst.body.validationErrors).toEqual({ checkbox: 'Please check this box.' });
    });

    test('a taken e-mail, different passwords and a short password are field errors, in Turkish too', async () => {
      const before = await counts();
      const taken = await call('login/signUp', { ...form, email: 'ada@demo.test' });
      expect(taken.body).toMatchObject({
        message: 'An account with this e-mail address already exists.',
        validationErrors: { email: 'An account with this e-mail address already exists.' },
      });
      const differ = await call('login/signUp', { ...form, email: 'x@demo.test', passwordRetry: 'other-password' });
      expect(differ.body.validationErrors).toEqual({ passwordRetry: 'The passwords do not match.' });
      const short = await call('login/signUp', {
        ...form,
        email: 'x@demo.test',
        password: 'short',
        passwordRetry: 'short',
      });
      expect(short.body.validationErrors).toEqual({ password: 'This value is too short.' });
      const tr = await call(
        'login/signUp',
        { ...form, email: 'ada@demo.test', checkbox: false },
        { 'accept-language': 'tr' },
      );
      expect(tr.body).toMatchObject({
        message: 'Devam etmek için lütfen sözleşmeleri onaylayın.',
        validationErrors: {
          checkbox: 'Lütfen bu alanı kontrol edin.',
          email: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
        },
      });
      expect(await counts()).toEqual(before);
    });

    test('the activation code of the register link gives the new account its event; a wrong one creates nothing', async () => {
      const before = await counts();
      const wrong = await call('login/signUp', { ...form, email: 'coded@demo.test', activationCode: '999999-9999999' });
      expect(wrong.body.validationErrors).toEqual({ activationCode: 'This activation code is not valid.' });
      expect(await counts()).toEqual(before);
      const right = await call('login/signUp', { ...form, email: 'coded@demo.test', activationCode: EVENT_CODE });
      expect(right.body.hasError).toBe(false);
      expect(await attends('coded@demo.test', expoId)).toBe(true);
    });

    test('an account of one brand does not exist on another', async () => {
      expect((await call('login/signUp', { ...form, email: 'grace@acme.test' })).body.hasError).toBe(false);
      expect((await signIn('grace@acme.test', NEW_PASSWORD)).body.hasError).toBe(false);
      expect((await signIn('grace@acme.test', DEMO_PASSWORD, onAcme)).body.hasError).toBe(false);
    });
  });

  describe('forgot password (spec 1 §2, §4)', () => {
    test('mails a six-digit code; the code resets the password once and signs the user in', async () => {
      const { body } = await call('login/forgotpassword', { email: ' Linus@Demo.test ' });
      expect(body).toEqual({
        hasError: false,
        message: null,
        data: { email: 'linus@demo.test' },
        validationErrors: null,
      });
      const mail = await lastMail('linus@demo.test');
      expect(mail).toMatchObject({ kind: 'passwordReset', application_id: demoId, sent_at: null });
      const code = /\b(\d{6})\b/.exec(mail.subject)![1];
      expect(mail.body).toContain(code);
      // The table keeps a hash, never the code.
      const hashes = (await api.db('password_resets').select('code_hash')).map((row) => row.code_hash);
      expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash) && hash !== code)).toBe(true);

      const reset = await call('login/resetpassword', {
        email: 'linus@demo.test',
        password: NEW_PASSWORD,
        passwordRetry: NEW_PASSWORD,
        resetToken: code,
        isLive: true,
      });
      expect(reset.body.hasError).toBe(false);
      expect((await accountOf(reset.body.data.token)).email).toBe('linus@demo.test');
      expect((await signIn('linus@demo.test', DEMO_PASSWORD)).body.hasError).toBe(true);
      expect((await signIn('linus@demo.test', NEW_PASSWORD)).body.hasError).toBe(false);
      expect((await lastMail('linus@demo.test')).kind).toBe('passwordChanged');

      const reused = await call('login/resetpassword', {
        email: 'linus@demo.test',
        password: DEMO_PASSWORD,
        passwordRetry: DEMO_PASSWORD,
        resetToken: code,
      });
      expect(reused.body).toMatchObject({
        hasError: true,
        message: 'The reset code is wrong, expired or already used.',
        validationErrors: { resetToken: 'The reset code is wrong, expired or already used.' },
      });
      expect((await signIn('linus@demo.test', NEW_PASSWORD)).body.hasError).toBe(false);
    });

    test('an unknown address gets the same answer and no mail', async () => {
      const before = await counts();
      const { body } = await call('login/forgotpassword', { email: 'nobody@demo.test' });
      expect(body).toEqual({
        hasError: false,
        message: null,
        data: { email: 'nobody@demo.test' },
        validationErrors: null,
      });
      expect(await counts()).toEqual(before);
      // This address has an account on acme only: on demo it gets no mail.
      const mails = async () =>
        Number((await api.db('outbox').where({ to_address: 'new.grace@acme.test' }).count({ n: '*' }).first())?.n);
      await call('login/forgotpassword', { email: 'new.grace@acme.test' }, onAcme);
      const onAcmeOnly = await mails();
      expect(onAcmeOnly).toBeGreaterThan(0);
      await call('login/forgotpassword', { email: 'new.grace@acme.test' });
      expect(await mails()).toBe(onAcmeOnly);
    });

    test('Login/ResendUserPasswordWithEmail sends a fresh code; an expired code no longer works', async () => {
      const first = await resetCodeOf('ada@demo.test');
      const resend = await call('Login/ResendUserPasswordWithEmail', { email: 'ada@demo.test' });
      expect(resend.body.hasError).toBe(false);
      const second = /\b(\d{6})\b/.exec((await lastMail('ada@demo.test')).subject)![1];
      await api.db('password_resets').update({ expires_at: new Date(Date.now() - 1000) });
      for (const resetToken of new Set([first, second])) {
        const { body } = await call('login/resetpassword', {
          email: 'ada@demo.test',
          password: NEW_PASSWORD,
          passwordRetry: NEW_PASSWORD,
          resetToken,
        });
        expect(body.validationErrors).toEqual({ resetToken: 'The reset code is wrong, expired or already used.' });
      }
      expect((await signIn('ada@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);
    });

    test('different passwords are refused before the code is spent', async () => {
      const code = await resetCodeOf('ada@demo.test');
      const differ = await call('login/resetpassword', {
        email: 'ada@demo.test',
        password: NEW_PASSWORD,
        passwordRetry: 'Something-else-1',
        resetToken: code,
      });
      expect(differ.body.validationErrors).toEqual({ passwordRetry: 'The passwords do not match.' });
      const reset = await call('login/resetpassword', {
        email: 'ada@demo.test',
        password: DEMO_PASSWORD,
        passwordRetry: DEMO_PASSWORD,
        resetToken: code,
      });
      expect(reset.body.hasError).toBe(false);
    });

    test('five wrong codes withdraw every open code of the account', async () => {
      const code = await resetCodeOf('owner@demo.test');
      const wrong = code === '000000' ? '000001' : '000000';
      const attempt = (resetToken: string) =>
        call('login/resetpassword', {
          email: 'owner@demo.test',
          password: NEW_PASSWORD,
          passwordRetry: NEW_PASSWORD,
          resetToken,
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt(wrong)).status).toBe(400);
      from = '198.51.100.252';
      expect((await attempt(code)).status).toBe(429);
      // Even after the lock has passed, the withdrawn code stays dead.
      await api.db('auth_attempts').update({ created_at: new Date(Date.now() - 16 * 60 * 1000) });
      expect((await attempt(code)).body.validationErrors).toEqual({
        resetToken: 'The reset code is wrong, expired or already used.',
      });
    });

    test('at most five codes are mailed to one account in the window', async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await call('login/forgotpassword', { email: 'coded@demo.test' })).status).toBe(200);
      const before = await counts();
      const sixth = await call('login/forgotpassword', { email: 'coded@demo.test' });
      expect(sixth).toMatchObject({
        status: 429,
        body: {
          hasError: true,
          message: 'Too many reset codes were asked for. Please wait up to 15 minutes and try again.',
        },
      });
      expect(await counts()).toEqual(before);
    });

    test('the mail speaks the caller’s language', async () => {
      await resetCodeOf('one.box@demo.test', { 'accept-language': 'tr-TR' });
      const mail = await lastMail('one.box@demo.test');
      expect(mail.subject).toMatch(/^Atrium Demo şifre sıfırlama kodunuz: \d{6}$/);
      expect(mail.body).toContain('yalnızca bir kez');
    });
  });

  describe('login/signinwithfacebook', () => {
    test('answers a clear error unless the brand has a Facebook app with verification configured', async () => {
      const demo = await call('login/signinwithfacebook', { accessToken: 'good-token' });
      expect(demo).toEqual({
        status: 400,
        body: {
          hasError: true,
          message: 'Facebook sign-in is not available for this application.',
          data: null,
          validationErrors: null,
        },
      });
      // An app id alone is not enough: without its secret the token cannot be checked.
      await api.db('applications').where({ id: demoId }).update({ facebook_app_id: 'fb-unverified' });
      expect((await call('login/signinwithfacebook', { accessToken: 'good-token' })).body.message).toBe(
        'Facebook sign-in is not available for this application.',
      );
      await api.db('applications').where({ id: demoId }).update({ facebook_app_id: null });
    });

    test('with verification: a bad token is refused, a good one signs in and creates the account once', async () => {
      await api.db('applications').where({ id: acmeId }).update({ facebook_app_id: 'fb-acme' });
      try {
        expect((await call('login/signinwithfacebook', { accessToken: 'forged' }, onAcme)).body.message).toBe(
          'Facebook could not confirm this sign-in. Please try again.',
        );
        const first = await call('login/signinwithfacebook', { accessToken: 'good-token' }, onAcme);
        expect(await accountOf(first.body.data.token)).toMatchObject({
          email: 'fb.person@acme.test',
          firstName: 'Fay',
          emailConfirmed: true,
        });
        const before = await counts();
        const second = await call('login/signinwithfacebook', { accessToken: 'good-token' }, onAcme);
        expect((await accountOf(second.body.data.token)).id).toBe((await accountOf(first.body.data.token)).id);
        expect(await counts()).toEqual(before);

        facebookMail.current = null;
        expect((await call('login/signinwithfacebook', { accessToken: 'good-token' }, onAcme)).body.message).toBe(
          'Facebook did not share an e-mail address, which this application needs.',
        );
      } finally {
        facebookMail.current = 'fb.person@acme.test';
        await api.db('applications').where({ id: acmeId }).update({ facebook_app_id: null });
      }
    });
  });

  describe('bad input on every auth call changes nothing', () => {
    const long = (n: number) => 'x'.repeat(n);
    const routes = [
      {
        url: 'login/signin',
        required: ['email', 'password'],
        tooLong: { email: `${long(250)}@x.io`, password: long(129) },
      },
      {
        url: 'login/fastlogin',
        required: ['activationCode'],
        tooLong: { activationCode: `${long(6)}-${long(20)}`, emailAddress: `${long(250)}@x.io`, password: long(129) },
      },
      {
        url: 'login/signUp',
        required: ['email', 'password', 'passwordRetry', 'firstName', 'lastName'],
        tooLong: {
          email: `${long(250)}@x.io`,
          password: long(129),
          passwordRetry: long(129),
          firstName: long(101),
          lastName: long(101),
        },
      },
      { url: 'login/forgotpassword', required: ['email'], tooLong: { email: `${long(250)}@x.io` } },
      { url: 'Login/ResendUserPasswordWithEmail', required: ['email'], tooLong: { email: `${long(250)}@x.io` } },
      {
        url: 'login/resetpassword',
        required: ['email', 'password', 'passwordRetry', 'resetToken'],
        tooLong: { email: `${long(250)}@x.io`, password: long(129), passwordRetry: long(129), resetToken: '1234567' },
      },
      { url: 'login/signinwithfacebook', required: ['accessToken'], tooLong: { accessToken: long(4097) } },
    ];

    describe.each(routes)('$url', ({ url, required, tooLong }) => {
      let before: Awaited<ReturnType<typeof counts>>;
      beforeEach(async () => {
        before = await counts();
      });
      afterEach(async () => {
        expect(await counts()).toEqual(before);
      });

      test('no body, an empty one, malformed JSON and a body that is not an object name the required fields', async () => {
        const missing = Object.fromEntries(required.map((field) => [field, 'This field is required.']));
        for (const answer of [
          await call(url),
          await call(url, {}),
          await call(url, [1, 2]),
          await call(url, undefined, { 'content-type': 'application/json' }, ''),
        ]) {
          expect(answer.status).toBe(400);
          expect(answer.body).toMatchObject({ hasError: true, data: null, validationErrors: missing });
        }
        const malformed = await call(url, undefined, { 'content-type': 'application/json' }, '{"email": ');
        expect(malformed.body).toMatchObject({ hasError: true, message: 'The request body must be valid JSON.' });
        expect(Object.keys(malformed.body.validationErrors ?? {})).toEqual(required);
      });

      test('wrong types are field errors', async () => {
        const wrong = Object.fromEntries(required.map((field) => [field, 42]));
        const { status, body } = await call(url, wrong);
        expect(status).toBe(400);
        expect(body.validationErrors).toEqual(
          Object.fromEntries(required.map((field) => [field, 'This value has the wrong type.'])),
        );
      });

      test('over-long fields are field errors', async () => {
        const { status, body } = await call(url, tooLong);
        expect(status).toBe(400);
        for (const field of Object.keys(tooLong)) expect(body.validationErrors?.[field]).toEqual(expect.any(String));
        expect(body.validationErrors?.[Object.keys(tooLong)[0]]).toMatch(/too long|not valid/);
      });

      test('an unknown or missing brand is a field error', async () => {
        const valid = {
          email: 'ada@demo.test',
          password: NEW_PASSWORD,
          passwordRetry: NEW_PASSWORD,
          firstName: 'A',
          lastName: 'B',
          activationCode: EVENT_CODE,
          resetToken: '123456',
          accessToken: 'good-token',
        };
        const unknown = await call(url, valid, { 'x-application-id': 'no-such-brand' });
        expect(unknown.body).toMatchObject({
          hasError: true,
          message: 'The application is missing or unknown.',
          validationErrors: { 'x-application-id': 'The application is missing or unknown.' },
        });
        const response = await api.app.inject({ method: 'POST', url: `/api/v2/${url}`, payload: valid });
        expect(response.json().validationErrors).toEqual({ 'x-application-id': 'This field is required.' });
      });
    });
  });
});

describe('outgoing mail', () => {
  test('with a transport the mail is delivered and marked sent; a failing transport leaves it in the outbox', async () => {
    const delivered: Mail[] = [];
    let fail = false;
    const api = await createApi({
      auth: {
        publicUrl: 'https://atrium.example/',
        mailTransport: {
          send: async (mail) => {
            if (fail) throw new Error('smtp down');
            delivered.push(mail);
          },
        },
      },
    });
    try {
      await seedDemoData(api.db);
      const demo = (await api.db('applications').where({ slug: 'demo' }).first('id')).id;
      const ask = () =>
        api.app.inject({
          method: 'POST',
          url: '/api/v2/login/forgotpassword',
          headers: { 'x-application-id': demo },
          payload: { email: 'ada@demo.test' },
        });
      expect((await ask()).json().hasError).toBe(false);
      expect(delivered).toHaveLength(1);
      const code = /\b(\d{6})\b/.exec(delivered[0].subject)![1];
      expect(delivered[0].text).toContain(
        `https://atrium.example/demo/forgot-password?code=${code}&email=ada%40demo.test`,
      );
      expect((await api.db('outbox').first()).sent_at).not.toBeNull();

      fail = true;
      expect((await ask()).json().hasError).toBe(false);
      const kept = await api.db('outbox').orderBy('id', 'desc').first();
      expect(kept).toMatchObject({ sent_at: null, error: 'smtp down' });
    } finally {
      await api.close();
    }
  });
});
