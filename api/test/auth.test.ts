import { randomUUID } from 'node:crypto';
import type { Envelope } from '@atrium/shared/contract';
import type { FacebookVerifier } from '../src/modules/login';
import type { Mail } from '../src/mail';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { codeIn, mailOf as mailTo } from './outbox';
import { postgres, sqlite } from '@atrium/shared/server/testing';

// Issue 3: every way in (spec 1 §4, §5, §7, §8), against SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;

const EVENT_CODE = '123456-7890123';
/** The deployment's TRUSTED_PROXY_SECRET: the gateway sends it with the X-Forwarded-For it writes. */
const PROXY_SECRET = 'test-proxy-secret';
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
      // As the gateway forwards a browser's call.
      headers: { 'x-application-id': demoId, 'x-forwarded-for': from, 'x-trusted-proxy': PROXY_SECRET, ...headers },
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

  const mailOf = (to: string, kind: string, send: () => Promise<unknown>) => mailTo(api.db, to, kind, send);

  /** Lets the work after an answer end, before asserting that it made nothing. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  async function resetCodeOf(email: string, headers: Record<string, string> = {}): Promise<string> {
    const mail = await mailOf(email, 'passwordReset', async () =>
      expect((await call('login/forgotpassword', { email }, headers)).body.hasError).toBe(false),
    );
    return codeIn(mail);
  }

  /** Signs up through the code mailed to the address; answers login/confirmsignup's answer. */
  async function signUpConfirmed(url: string, body: object, email: string, headers: Record<string, string> = {}) {
    let answer: { status: number; body: AnyEnvelope } | undefined;
    const mail = await mailOf(email, 'signUpCode', async () => {
      answer = await call(url, body, headers);
    });
    expect(answer!.body).toMatchObject({
      hasError: false,
      message: 'We sent a mail to this address. Enter the code from it.',
    });
    return call('login/confirmsignup', { email, code: codeIn(mail) }, headers);
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
    api = await createApi({
      ...opened.options,
      jwtSecret: 'test-secret',
      trustedProxySecret: PROXY_SECRET,
      auth: { facebook },
    });
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
    test('five wrong passwords lock that account from that address only: the right password from another signs in', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn('linus@demo.test', 'wrong')).body.message).toBe('The email or password is incorrect.');
      }
      const stranger = from;
      const locked = await signIn('linus@demo.test', DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        hasError: true,
        message: 'Too many failed attempts. Please wait up to 15 minutes and try again.',
        data: null,
        validationErrors: null,
      });
      expect((await signIn('ada@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);
      // The owner, from another address, is not locked out by the stranger.
      from = '198.51.100.250';
      expect((await signIn('linus@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);

      // The window slides: once the failures are older than 15 minutes the pair opens again.
      from = stranger;
      await api.db('auth_attempts').update({ created_at: new Date(Date.now() - 16 * 60 * 1000) });
      expect((await signIn('linus@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);
    });

    test('a right password forgives the earlier wrong ones', async () => {
      for (let i = 0; i < 4; i += 1) await signIn('grace@acme.test', 'wrong', onAcme);
      expect((await signIn('grace@acme.test', DEMO_PASSWORD, onAcme)).body.hasError).toBe(false);
      for (let i = 0; i < 4; i += 1) await signIn('grace@acme.test', 'wrong', onAcme);
      expect((await signIn('grace@acme.test', DEMO_PASSWORD, onAcme)).body.hasError).toBe(false);
    });

    test('twenty wrong passwords from one address make every sign-in from it ask for a proof of work (issue 32 item 1)', async () => {
      for (let i = 0; i < 20; i += 1) await signIn(`guess${i}@demo.test`, 'wrong');
      const asked = await signIn('ada@demo.test', DEMO_PASSWORD);
      expect(asked).toMatchObject({ status: 429, body: { hasError: true, data: { challenge: expect.any(Object) } } });
      from = '198.51.100.251';
      expect((await signIn('ada@demo.test', DEMO_PASSWORD)).body.hasError).toBe(false);
    });

    test('a caller reaching the api straight is one address, whatever X-Forwarded-For it makes up (issue 32 item 7)', async () => {
      // From another process on this machine (loopback, as the gateway), without the deployment's secret or with a wrong one.
      const straight = (n: number, proof: Record<string, string>) =>
        api.app.inject({
          method: 'POST',
          url: '/api/v2/login/signin',
          remoteAddress: '127.0.0.9',
          headers: { 'x-application-id': demoId, 'x-forwarded-for': `203.0.113.${n}`, ...proof },
          payload: { email: `forged${n}@demo.test`, password: 'wrong' },
        });
      for (let i = 0; i < 20; i += 1) {
        expect((await straight(i, i % 2 ? {} : { 'x-trusted-proxy': `${PROXY_SECRET}-guessed` })).statusCode).toBe(400);
      }
      expect((await straight(99, {})).statusCode).toBe(429);
      // The made-up addresses themselves were never counted: through the gateway they sign in.
      from = '203.0.113.0';
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
          data: {
            token: null,
            eventId: null,
            slug: null,
            emailRequired: true,
            passwordRequired: false,
            codeRequired: false,
            email: null,
          },
        },
      });
      const second = await fast({ activationCode: EVENT_CODE, emailAddress: '  Newcomer@Demo.TEST ', password: '' });
      expect(second.body.data).toEqual({
        token: null,
        eventId: null,
        slug: null,
        emailRequired: false,
        passwordRequired: true,
        codeRequired: false,
        email: 'newcomer@demo.test',
      });
      const before = await counts();
      const last = await signUpConfirmed(
        'login/fastlogin',
        { activationCode: EVENT_CODE, emailAddress: 'newcomer@demo.test', password: NEW_PASSWORD, checkbox: true },
        'newcomer@demo.test',
      );
      expect(last.body).toMatchObject({ hasError: false, data: { eventId: expoId, slug: 'future-expo' } });
      const user = await accountOf(last.body.data.token);
      expect(user).toMatchObject({ email: 'newcomer@demo.test', firstName: 'newcomer', emailConfirmed: true });
      expect(await attends('newcomer@demo.test', expoId)).toBe(true);
      expect(await counts()).toEqual({
        ...before,
        users: before.users + 1,
        attendees: before.attendees + 1,
        outbox: before.outbox + 2,
      });
      expect((await lastMail('newcomer@demo.test')).kind).toBe('welcome');
      expect(await api.db('pending_sign_ups').where({ email: 'newcomer@demo.test' }).first()).toBeUndefined();
      expect((await signIn('newcomer@demo.test', NEW_PASSWORD)).body.hasError).toBe(false);
    });

    test('the policy box and a long enough password are needed for every address, before it is looked at', async () => {
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
      const known = await fast({ activationCode: EVENT_CODE, emailAddress: 'ada@demo.test', password: DEMO_PASSWORD });
      expect(known.body).toEqual({ ...noBox.body });
      await settle();
      expect(await counts()).toEqual(before);
    });

    test('an existing account is asked its password; a wrong one answers as a new address does and mails the owner; the right one activates the event', async () => {
      expect(await attends('ada@demo.test', expoId)).toBe(false);
      const asked = await fast({ activationCode: EVENT_CODE, emailAddress: 'ada@demo.test' });
      expect(asked.body.data).toMatchObject({ passwordRequired: true, email: 'ada@demo.test', token: null });
      const attempt = (emailAddress: string) => () =>
        fast({ activationCode: EVENT_CODE, emailAddress, password: 'not-the-password', checkbox: true });
      let wrong: Awaited<ReturnType<typeof fast>> | undefined;
      const owner = await mailOf('ada@demo.test', 'accountExists', async () => {
        wrong = await attempt('ada@demo.test')();
      });
      expect(owner.body).toContain('the password did not match');
      let fresh: Awaited<ReturnType<typeof fast>> | undefined;
      await mailOf('fresh.fast@demo.test', 'signUpCode', async () => {
        fresh = await attempt('fresh.fast@demo.test')();
      });
      const answer = (email: string) => ({
        status: 200,
        body: {
          hasError: false,
          message: 'We sent a mail to this address. Enter the code from it.',
          validationErrors: null,
          data: {
            token: null,
            eventId: null,
            slug: null,
            emailRequired: false,
            passwordRequired: false,
            codeRequired: true,
            email,
          },
        },
      });
      expect(wrong).toEqual(answer('ada@demo.test'));
      expect(fresh).toEqual(answer('fresh.fast@demo.test'));
      expect(await attends('ada@demo.test', expoId)).toBe(false);
      // The wrong password counted for this address: four more lock the pair.
      for (let i = 0; i < 4; i += 1) await attempt('ada@demo.test')();
      expect((await attempt('ada@demo.test')()).status).toBe(429);
      from = '198.51.100.253';
      const right = await fast({
        activationCode: EVENT_CODE,
        emailAddress: 'ada@demo.test',
        password: DEMO_PASSWORD,
        checkbox: true,
      });
      expect(right.body.data).toMatchObject({ slug: 'future-expo', token: expect.any(String) });
      expect(await attends('ada@demo.test', expoId)).toBe(true);

      // Activating an event one already attends changes nothing; the event-wide code keeps working for others.
      const before = await counts();
      const again = await fast({
        activationCode: EVENT_CODE,
        emailAddress: 'ada@demo.test',
        password: DEMO_PASSWORD,
        checkbox: true,
      });
      expect(again.body.hasError).toBe(false);
      const linus = await fast({
        activationCode: EVENT_CODE,
        emailAddress: 'linus@demo.test',
        password: DEMO_PASSWORD,
        checkbox: true,
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
      expect((await signUpConfirmed('login/fastlogin', claim, 'owner@demo.test')).body.data.slug).toBe('future-expo');
      expect((await fast(claim)).body.data.token).toEqual(expect.any(String));
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

    test('with both boxes on acme, mails a code; the code creates the account, signs it in and mails a confirmation', async () => {
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      const codeMail = await mailOf('new.grace@acme.test', 'signUpCode', async () => {
        answer = await call('login/signUp', { ...form, email: ' New.Grace@ACME.test' }, onAcme);
      });
      expect(answer).toEqual({
        status: 200,
        body: {
          hasError: false,
          message: 'We sent a mail to this address. Enter the code from it.',
          data: { email: 'new.grace@acme.test' },
          validationErrors: null,
        },
      });
      expect(codeMail).toMatchObject({ subject: expect.stringMatching(/^Your ACME Events sign-up code: \d{8}$/) });
      // Nothing is made and no one is signed in until the code comes back, and only the right code works.
      expect(await api.db('users').where({ email: 'new.grace@acme.test' }).first()).toBeUndefined();
      const code = codeIn(codeMail);
      const wrong = await call(
        'login/confirmsignup',
        { email: 'new.grace@acme.test', code: code === '00000000' ? '00000001' : '00000000' },
        onAcme,
      );
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          message: 'The code is wrong or has expired. Sign up again for a new one.',
          validationErrors: { code: 'The code is wrong or has expired. Sign up again for a new one.' },
        },
      });
      const { status, body } = await call('login/confirmsignup', { email: 'new.grace@acme.test', code }, onAcme);
      expect(status).toBe(200);
      expect(body).toMatchObject({ hasError: false, data: { eventId: null, slug: null } });
      const user = await accountOf(body.data.token);
      expect(user).toMatchObject({
        email: 'new.grace@acme.test',
        firstName: 'New',
        lastName: 'Grace',
        emailConfirmed: true,
      });
      // Used once: the same code again is a wrong code.
      expect((await call('login/confirmsignup', { email: 'new.grace@acme.test', code }, onAcme)).status).toBe(400);
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
      const demo = await signUpConfirmed(
        'login/signUp',
        { ...form, email: 'one.box@demo.test', checkbox2: false },
        'one.box@demo.test',
      );
      expect(demo.body.hasError).toBe(false);
      const noFirst = await call('login/signUp', { ...form, email: 'no.box@demo.test', checkbox: false });
      expect(noFirst.body.validationErrors).toEqual({ checkbox: 'Please check this box.' });
    });

    test('different passwords and a short password are field errors, in Turkish too; a taken e-mail is none', async () => {
      const before = await counts();
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
        validationErrors: { checkbox: 'Lütfen bu alanı kontrol edin.' },
      });
      expect(await counts()).toEqual(before);
    });

    test('a taken e-mail answers as a new one does; its owner gets a mail instead of the caller learning anything', async () => {
      const answers: AnyEnvelope[] = [];
      const owner = await mailOf('ada@demo.test', 'accountExists', async () => {
        answers.push(
          (await call('login/signUp', { ...form, email: 'ada@demo.test' }, { 'accept-language': 'tr' })).body,
        );
      });
      expect(owner.subject).toBe('Atrium Demo hesabınızla kayıt denendi');
      expect(owner.body).toContain('şifrenizi unuttuysanız sıfırlayın');
      await mailOf('not.yet@demo.test', 'signUpCode', async () => {
        answers.push(
          (await call('login/signUp', { ...form, email: 'not.yet@demo.test' }, { 'accept-language': 'tr' })).body,
        );
      });
      const same = (email: string) => ({
        hasError: false,
        message: 'Bu adrese bir e-posta gönderdik. İçindeki kodu girin.',
        data: { email },
        validationErrors: null,
      });
      expect(answers).toEqual([same('ada@demo.test'), same('not.yet@demo.test')]);
      // A pending sign-up of an address that got an account meanwhile answers as a wrong code.
      const code = codeIn(await lastMail('not.yet@demo.test'));
      const ada = await api.db('users').where({ email: 'ada@demo.test', application_id: demoId }).first();
      await api.db('users').insert({ ...ada, id: randomUUID(), email: 'not.yet@demo.test' });
      const late = await call('login/confirmsignup', { email: 'not.yet@demo.test', code });
      expect(late.body.validationErrors).toEqual({
        code: 'The code is wrong or has expired. Sign up again for a new one.',
      });
    });

    test('the activation code of the register link gives the new account its event; a wrong one creates nothing', async () => {
      const before = await counts();
      const wrong = await call('login/signUp', { ...form, email: 'coded@demo.test', activationCode: '999999-9999999' });
      expect(wrong.body.validationErrors).toEqual({ activationCode: 'This activation code is not valid.' });
      expect(await counts()).toEqual(before);
      const right = await signUpConfirmed(
        'login/signUp',
        { ...form, email: 'coded@demo.test', activationCode: EVENT_CODE },
        'coded@demo.test',
      );
      expect(right.body.data).toMatchObject({ eventId: expoId, slug: 'future-expo' });
      expect(await attends('coded@demo.test', expoId)).toBe(true);
    });

    test('an account of one brand does not exist on another', async () => {
      expect(
        (await signUpConfirmed('login/signUp', { ...form, email: 'grace@acme.test' }, 'grace@acme.test')).body.hasError,
      ).toBe(false);
      expect((await signIn('grace@acme.test', NEW_PASSWORD)).body.hasError).toBe(false);
      expect((await signIn('grace@acme.test', DEMO_PASSWORD, onAcme)).body.hasError).toBe(false);
    });
  });

  describe('forgot password (spec 1 §2, §4)', () => {
    test('mails an eight-digit code; the code resets the password once and signs the user in', async () => {
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      const mail = await mailOf('linus@demo.test', 'passwordReset', async () => {
        answer = await call('login/forgotpassword', { email: ' Linus@Demo.test ' });
      });
      expect(answer!.body).toEqual({
        hasError: false,
        message: null,
        data: { email: 'linus@demo.test' },
        validationErrors: null,
      });
      expect(mail).toMatchObject({ kind: 'passwordReset', application_id: demoId, sent_at: null });
      const code = codeIn(mail);
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
      await settle();
      expect(await counts()).toEqual(before);
      // This address has an account on acme only: on demo it gets no mail.
      const mails = async () =>
        Number((await api.db('outbox').where({ to_address: 'new.grace@acme.test' }).count({ n: '*' }).first())?.n);
      await mailOf('new.grace@acme.test', 'passwordReset', () =>
        call('login/forgotpassword', { email: 'new.grace@acme.test' }, onAcme),
      );
      const onAcmeOnly = await mails();
      await call('login/forgotpassword', { email: 'new.grace@acme.test' });
      await settle();
      expect(await mails()).toBe(onAcmeOnly);
    });

    test('Login/ResendUserPasswordWithEmail sends a fresh code; an expired code no longer works', async () => {
      const first = await resetCodeOf('ada@demo.test');
      const resent = await mailOf('ada@demo.test', 'passwordReset', async () =>
        expect((await call('Login/ResendUserPasswordWithEmail', { email: 'ada@demo.test' })).body.hasError).toBe(false),
      );
      const second = codeIn(resent);
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

    test('wrong codes from a stranger lock the stranger only: the owner’s code still resets the password', async () => {
      const code = await resetCodeOf('owner@demo.test');
      const attempt = (resetToken: string, email = 'owner@demo.test') =>
        call('login/resetpassword', { email, password: NEW_PASSWORD, passwordRetry: NEW_PASSWORD, resetToken });
      const wrong = (i: number) => String((Number(code) + 1 + i) % 10 ** 8).padStart(8, '0');
      for (let i = 0; i < 5; i += 1) expect((await attempt(wrong(i))).status).toBe(400);
      expect((await attempt(code)).status).toBe(429);
      // Other accounts from the stranger's address: 20 wrong codes in all lock the address.
      for (let i = 0; i < 15; i += 1) expect((await attempt(wrong(i), `guess${i}@demo.test`)).status).toBe(400);
      expect((await attempt(wrong(0), 'someone.else@demo.test')).status).toBe(429);
      from = '198.51.100.252';
      expect((await attempt(code)).body.hasError).toBe(false);
    });

    test('at most five codes are mailed to one account at one address’s request; the owner can still ask', async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await call('login/forgotpassword', { email: 'coded@demo.test' })).status).toBe(200);
      await settle();
      const before = await counts();
      const sixth = await call('login/forgotpassword', { email: 'coded@demo.test' });
      expect(sixth).toMatchObject({
        status: 429,
        body: {
          hasError: true,
          message: 'Too many reset codes were asked for. Please wait up to 15 minutes and try again.',
        },
      });
      await settle();
      expect(await counts()).toEqual(before);
      from = '198.51.100.254';
      expect((await resetCodeOf('coded@demo.test')).length).toBe(8);
    });

    test('the mail speaks the caller’s language', async () => {
      await resetCodeOf('one.box@demo.test', { 'accept-language': 'tr-TR' });
      const mail = await lastMail('one.box@demo.test');
      expect(mail.subject).toMatch(/^Atrium Demo şifre sıfırlama kodunuz: \d{8}$/);
      expect(mail.body).toContain('yalnızca bir kez');
    });
  });

  describe('no account discovery, rate limits per address (issue 10 item 4)', () => {
    const form = {
      password: NEW_PASSWORD,
      passwordRetry: NEW_PASSWORD,
      firstName: 'Same',
      lastName: 'Time',
      checkbox: true,
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

    /** Times `ask` for existing and unknown addresses in turn; answers the bodies (address masked) and both medians. */
    async function timed(ask: (email: string) => Promise<{ body: AnyEnvelope }>, existing: string[]) {
      const bodies = new Set<string>();
      const times = { existing: [] as number[], unknown: [] as number[] };
      for (const [i, email] of existing.entries()) {
        for (const [kind, address] of [
          ['existing', email],
          ['unknown', `unknown.${i}.${Date.now()}@demo.test`],
        ] as const) {
          from = `203.0.113.${i * 2 + (kind === 'existing' ? 1 : 2)}`;
          const started = process.hrtime.bigint();
          const { body } = await ask(address);
          times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
          bodies.add(JSON.stringify(body).replaceAll(address, '<email>'));
          // The work after the answer ends before the next ask, so it times the answers alone.
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      }
      await settle();
      return { bodies: [...bodies], existing: median(times.existing), unknown: median(times.unknown) };
    }
    // Within 2x, or 5 ms: a leak is a password hash or a mail (tens of ms); a few ms is the shared machine's noise.
    const aboutTheSame = ({ existing, unknown }: { existing: number; unknown: number }) =>
      Math.max(existing, unknown) < Math.max(2 * Math.min(existing, unknown), Math.min(existing, unknown) + 5);
    const existing = ['ada@demo.test', 'linus@demo.test', 'owner@demo.test', 'coded@demo.test', 'one.box@demo.test'];
    const fifteen = [...existing, ...existing, ...existing];

    test('sign-up answers the same, in about the same time, whether or not the address has an account', async () => {
      await api.db('auth_attempts').delete();
      const result = await timed((email) => call('login/signUp', { ...form, email }), fifteen);
      expect(result.bodies).toEqual([
        JSON.stringify({
          hasError: false,
          message: 'We sent a mail to this address. Enter the code from it.',
          data: { email: '<email>' },
          validationErrors: null,
        }),
      ]);
      expect(aboutTheSame(result)).toBe(true);
    });

    test('forgot password answers the same, in about the same time, whether or not the address has an account', async () => {
      await api.db('auth_attempts').delete();
      const result = await timed((email) => call('login/forgotpassword', { email }), fifteen);
      expect(result.bodies).toEqual([
        JSON.stringify({ hasError: false, message: null, data: { email: '<email>' }, validationErrors: null }),
      ]);
      expect(aboutTheSame(result)).toBe(true);
    });

    test('ten sign-ups from one address, then 429 in both languages; another address still signs up', async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await call('login/signUp', { ...form, email: `many.${i}@demo.test` })).status).toBe(200);
      }
      const eleventh = await call(
        'login/signUp',
        { ...form, email: 'eleventh@demo.test' },
        { 'accept-language': 'tr' },
      );
      expect(eleventh).toMatchObject({
        status: 429,
        body: {
          hasError: true,
          message: 'Buradan çok fazla kayıt istendi. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
        },
      });
      expect((await call('login/signUp', { ...form, email: 'eleventh@demo.test' })).body.message).toBe(
        'Too many sign-ups were asked for from here. Please wait up to 15 minutes and try again.',
      );
      from = '198.51.100.249';
      expect((await call('login/signUp', { ...form, email: 'eleventh@demo.test' })).status).toBe(200);
    });

    test('twenty wrong activation codes from one address, over fast login and sign-up, then 429 even for a right one', async () => {
      for (let i = 0; i < 10; i += 1) {
        const wrong = `${String(i).padStart(6, '0')}-0000000`;
        expect((await call('login/fastlogin', { activationCode: wrong })).status).toBe(400);
        const signUp = await call('login/signUp', { ...form, email: `code.${i}@demo.test`, activationCode: wrong });
        expect(signUp.body.validationErrors).toEqual({ activationCode: 'This activation code is not valid.' });
      }
      const locked = await call('login/fastlogin', { activationCode: EVENT_CODE }, { 'accept-language': 'tr' });
      expect(locked).toMatchObject({
        status: 429,
        body: { message: 'Buradan çok fazla hatalı kod denendi. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.' },
      });
      from = '198.51.100.248';
      expect((await call('login/fastlogin', { activationCode: EVENT_CODE })).body.data.emailRequired).toBe(true);
    });

    test('wrong sign-up codes count per address and pair; the owner’s code still works from elsewhere', async () => {
      const mail = await mailOf('pending@demo.test', 'signUpCode', () =>
        call('login/signUp', { ...form, email: 'pending@demo.test' }),
      );
      const code = codeIn(mail);
      const confirm = (guess: string) => call('login/confirmsignup', { email: 'pending@demo.test', code: guess });
      const wrong = (i: number) => String((Number(code) + 1 + i) % 10 ** 8).padStart(8, '0');
      for (let i = 0; i < 5; i += 1) expect((await confirm(wrong(i))).status).toBe(400);
      expect((await confirm(code)).status).toBe(429);
      from = '198.51.100.247';
      expect((await confirm(code)).body.data.token).toEqual(expect.any(String));
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
        tooLong: { email: `${long(250)}@x.io`, password: long(129), passwordRetry: long(129), resetToken: '123456789' },
      },
      { url: 'login/signinwithfacebook', required: ['accessToken'], tooLong: { accessToken: long(4097) } },
      {
        url: 'login/confirmsignup',
        required: ['email', 'code'],
        tooLong: { email: `${long(250)}@x.io`, code: '123456789' },
      },
      {
        url: 'login/undoemailchange',
        required: ['code', 'password', 'passwordRetry'],
        tooLong: { code: long(33), password: long(129), passwordRetry: long(129) },
      },
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
          resetToken: '12345678',
          code: '12345678',
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

async function waitFor(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 250 && !(await condition()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

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
      // The mail is made after the answer: closing waits for it.
      await waitFor(async () => Boolean((await api.db('outbox').first())?.sent_at));
      const code = /\b(\d{8})\b/.exec(delivered[0].subject)![1];
      expect(delivered[0].text).toContain(
        `https://atrium.example/demo/forgot-password?code=${code}&email=ada%40demo.test`,
      );
      expect((await api.db('outbox').first()).sent_at).not.toBeNull();

      fail = true;
      expect((await ask()).json().hasError).toBe(false);
      await waitFor(async () => Boolean((await api.db('outbox').orderBy('id', 'desc').first()).error));
      const kept = await api.db('outbox').orderBy('id', 'desc').first();
      expect(kept).toMatchObject({ sent_at: null, error: 'smtp down' });
    } finally {
      await api.close();
    }
  });
});
