import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { NOT_LOGGED_IN_MESSAGE, type Envelope } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD as PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { codeIn, mailOf } from './outbox';
import { closeSockets, openSocket } from './sockets';

// Issue 10 item 3: a password change or reset, a deleted account and signing out end tokens on the
// server (all but the changer's own session), and the sockets opened with them; spec 1 §8's 401.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;

const NEW_PASSWORD = 'Second-password-2';
/** The fields an answer's validationErrors name, in order. */
const fieldsOf = (answer: { body: AnyEnvelope }) => Object.keys(answer.body.validationErrors ?? {}).sort();
const UNAUTHORIZED = { hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null };

describe.each([sqlite, postgres])('sessions end on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let url: string;
  let demoId: string;
  let expoId: string;
  // Every test calls from its own address, so rate limits only count what a test does.
  let address = 0;
  let from = '';
  let people = 0;

  beforeEach(() => {
    address += 1;
    from = `198.51.100.${address}`;
  });

  afterEach(closeSockets);

  async function call(name: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v2/${name}`,
      headers: { 'x-application-id': demoId, ...headers },
      remoteAddress: from,
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  const as = (token: string, eventId?: string) => ({
    authorization: `Bearer ${token}`,
    ...(eventId && { 'x-event-id': eventId }),
  });
  const accountOf = (token: string) => call('account/get', {}, as(token));
  const signIn = async (email: string, password = PASSWORD) =>
    (await call('login/signin', { email, password })).body.data?.token as string;

  /**
   * A new account of demo that attends future-expo, and its first token. Made in the database (a
   * copy of Ada with her password), so these tests do not hang on how sign-up goes.
   */
  async function newPerson() {
    people += 1;
    const ada = await api.db('users').where({ email: 'ada@demo.test', application_id: demoId }).first();
    const person = { ...ada, id: randomUUID(), email: `person${people}@demo.test`, last_name: `Son${people}` };
    await api.db('users').insert(person);
    await api.db('event_attendees').insert({ event_id: expoId, user_id: person.id, created_at: new Date() });
    return { email: person.email as string, userId: person.id, token: await signIn(person.email) };
  }

  const open = (token: string) => openSocket(url, token);

  const subscribed = (socket: Socket, channel: string) =>
    new Promise<boolean>((resolve) => {
      socket.once('subscribe_success', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.emit('subscribe', { channel });
    });

  const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, jwtSecret: 'test-secret' });
    await seedDemoData(api.db);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    demoId = (await api.db('applications').where({ slug: 'demo' }).first('id')).id;
    expoId = (await api.db('events').where({ slug: 'future-expo' }).first('id')).id;
  });

  afterAll(async () => {
    closeSockets();
    await api?.close();
    await drop?.();
  });

  describe('account/signout', () => {
    test("ends the caller's token only: another sign-in of the same user keeps working", async () => {
      const person = await newPerson();
      const other = await signIn(person.email);
      expect(await call('account/signout', {}, as(person.token))).toEqual({
        status: 200,
        body: { hasError: false, message: null, data: null, validationErrors: null },
      });
      expect(await accountOf(person.token)).toEqual({ status: 401, body: UNAUTHORIZED });
      expect((await call('account/signout', {}, as(person.token))).status).toBe(401);
      expect((await accountOf(other)).body.data.user.email).toBe(person.email);
    });

    test('disconnects the sockets opened with that session, not those of another', async () => {
      const person = await newPerson();
      const other = await signIn(person.email);
      const [ended, kept] = await Promise.all([open(person.token), open(other)]);
      expect(await subscribed(ended, `private-${person.userId}`)).toBe(true);
      const gone = disconnected(ended);
      await call('account/signout', {}, as(person.token));
      expect(await gone).toBe('io server disconnect');
      expect(kept.connected).toBe(true);
      expect(await subscribed(kept, `private-${person.userId}`)).toBe(true);
      await expect(open(person.token)).rejects.toThrow(NOT_LOGGED_IN_MESSAGE);
    });
  });

  describe('account/changepassword', () => {
    test("ends every other session and its sockets, keeps the caller's, and mails the owner", async () => {
      const person = await newPerson();
      const [other, changer] = [await signIn(person.email), await signIn(person.email)];
      const socket = await open(other);
      const gone = disconnected(socket);
      const changed = await call(
        'account/changepassword',
        { password: PASSWORD, newPassword: NEW_PASSWORD, newPasswordRetry: NEW_PASSWORD },
        as(changer),
      );
      expect(changed).toEqual({
        status: 200,
        body: { hasError: false, message: null, data: null, validationErrors: null },
      });
      expect(await gone).toBe('io server disconnect');
      for (const ended of [person.token, other])
        expect(await accountOf(ended)).toEqual({ status: 401, body: UNAUTHORIZED });
      const account = (await accountOf(changer)).body.data.user;
      expect(Date.now() - Date.parse(account.passwordUpdateDate)).toBeLessThan(60_000);
      expect(await signIn(person.email)).toBeUndefined();
      expect(await signIn(person.email, NEW_PASSWORD)).toEqual(expect.any(String));
      const mail = await api.db('outbox').where({ to_address: person.email }).orderBy('id', 'desc').first();
      expect(mail.kind).toBe('passwordChanged');
    });

    test('a wrong current password, a short new one and a mismatch are field errors; nothing changes', async () => {
      const person = await newPerson();
      const change = (body: object) => call('account/changepassword', body, as(person.token));
      const wrong = await change({ password: 'not-it', newPassword: NEW_PASSWORD, newPasswordRetry: 'other-one-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.validationErrors).toEqual({
        password: 'The password is incorrect.',
        newPasswordRetry: 'The passwords do not match.',
      });
      const short = await change({ password: PASSWORD, newPassword: 'short', newPasswordRetry: 'short' });
      expect([short.status, fieldsOf(short)]).toEqual([400, ['newPassword']]);
      const mismatch = await change({
        password: PASSWORD,
        newPassword: NEW_PASSWORD,
        newPasswordRetry: 'Other-pass-3',
      });
      expect(mismatch.body.validationErrors).toEqual({ newPasswordRetry: 'The passwords do not match.' });
      const missing = await change({});
      expect(fieldsOf(missing)).toEqual(['newPassword', 'newPasswordRetry', 'password']);
      const wrongTypes = await change({ password: PASSWORD, newPassword: 7, newPasswordRetry: null });
      expect(fieldsOf(wrongTypes)).toEqual(['newPassword', 'newPasswordRetry']);
      expect(await signIn(person.email)).toEqual(expect.any(String));
      expect((await accountOf(person.token)).status).toBe(200);
    });

    test('wrong current passwords count as failed sign-ins of the account from that address', async () => {
      const person = await newPerson();
      const wrong = { password: 'guess-1', newPassword: NEW_PASSWORD, newPasswordRetry: NEW_PASSWORD };
      for (let i = 0; i < 5; i += 1) {
        expect((await call('account/changepassword', wrong, as(person.token))).status).toBe(400);
      }
      const right = { ...wrong, password: PASSWORD };
      expect((await call('account/changepassword', right, as(person.token))).status).toBe(429);
      expect((await call('login/signin', { email: person.email, password: PASSWORD })).status).toBe(429);
    });
  });

  describe('login/resetpassword', () => {
    test('ends every session of the user and signs in the new one', async () => {
      const person = await newPerson();
      const other = await signIn(person.email);
      const socket = await open(other);
      const gone = disconnected(socket);
      const mail = await mailOf(api.db, person.email, 'passwordReset', () =>
        call('login/forgotpassword', { email: person.email }),
      );
      const resetToken = codeIn(mail);
      const reset = await call('login/resetpassword', {
        email: person.email,
        password: NEW_PASSWORD,
        passwordRetry: NEW_PASSWORD,
        resetToken,
      });
      expect(reset.body.hasError).toBe(false);
      expect(await gone).toBe('io server disconnect');
      for (const ended of [person.token, other])
        expect(await accountOf(ended)).toEqual({ status: 401, body: UNAUTHORIZED });
      expect((await accountOf(reset.body.data.token)).status).toBe(200);
    });
  });

  describe('account/deletemyaccount', () => {
    test('ends every session; the person is in no list, keeps no data, and the e-mail can sign up again', async () => {
      const [person, neighbour] = [await newPerson(), await newPerson()];
      const other = await signIn(person.email);
      const participants = async () =>
        (
          await call('Participant/GetParticipants', { skip: 0, take: 1000 }, as(neighbour.token, expoId))
        ).body.data.items.map((participant: { userID: string }) => participant.userID);
      expect(await participants()).toContain(person.userId);
      // A mail in the outbox names them: it goes with them.
      await mailOf(api.db, person.email, 'passwordReset', () => call('login/forgotpassword', { email: person.email }));

      const deleted = await call('account/deletemyaccount', { reason: 'I do not attend events any more' }, as(other));
      expect(deleted).toEqual({
        status: 200,
        body: { hasError: false, message: null, data: null, validationErrors: null },
      });
      for (const ended of [person.token, other])
        expect(await accountOf(ended)).toEqual({ status: 401, body: UNAUTHORIZED });
      expect(await participants()).not.toContain(person.userId);
      expect(await api.db('users').where({ email: person.email }).first()).toBeUndefined();
      expect(await api.db('outbox').where({ to_address: person.email }).first()).toBeUndefined();
      expect(await api.db('event_attendees').where({ user_id: person.userId }).first()).toBeUndefined();
      expect(
        await api.db('account_deletions').where({ reason: 'I do not attend events any more' }).first(),
      ).toMatchObject({
        application_id: demoId,
      });

      const form = {
        email: person.email,
        password: NEW_PASSWORD,
        passwordRetry: NEW_PASSWORD,
        firstName: 'Re',
        lastName: 'Turn',
      };
      const signUpMail = await mailOf(api.db, person.email, 'signUpCode', () =>
        call('login/signUp', { ...form, checkbox: true, checkbox2: true }),
      );
      const confirmed = await call('login/confirmsignup', { email: person.email, code: codeIn(signUpMail) });
      expect(confirmed.body.hasError).toBe(false);
      const again = await signIn(person.email, NEW_PASSWORD);
      expect((await accountOf(again)).body.data.user).toMatchObject({ email: person.email, firstName: 'Re' });
      expect((await accountOf(again)).body.data.user.id).not.toBe(person.userId);
    });

    test('a missing, empty, too long or non-text reason is a field error and deletes nothing', async () => {
      const person = await newPerson();
      for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(1001) }, { reason: 7 }, { reason: 'a\u0000b' }]) {
        const answer = await call('account/deletemyaccount', body, as(person.token));
        expect([answer.status, fieldsOf(answer)]).toEqual([400, ['reason']]);
      }
      expect((await accountOf(person.token)).status).toBe(200);
    });
  });

  test('a token without a session (as issued before sessions) is refused', async () => {
    const person = await newPerson();
    await api.db('sessions').where({ user_id: person.userId }).delete();
    expect(await accountOf(person.token)).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  test('signing in sweeps expired sessions away', async () => {
    const person = await newPerson();
    const past = new Date(Date.now() - 1000);
    await api.db('sessions').where({ user_id: person.userId }).update({ expires_at: past });
    expect(await accountOf(person.token)).toEqual({ status: 401, body: UNAUTHORIZED });
    await signIn(person.email);
    expect(await api.db('sessions').where('expires_at', '<=', new Date()).first()).toBeUndefined();
  });
});
