import { randomUUID } from 'node:crypto';
import { calls, NOT_LOGGED_IN_MESSAGE, type CallName, type Envelope } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { MAX_CONFIRM_FAILURES, MAX_CONFIRM_REQUESTS } from '../src/modules/account/confirmCodes';
import { MAX_FAILURES_PER_PAIR } from '../src/modules/login/constants';
import { matchScore, similarity, titleWords } from '../src/modules/profile/matchScore';

// Issue 12 (spec 1 §3, §4, §6, §7 Account and Contacts, profile, block): every call but the
// uploads, its rules (only one's own account, not oneself, one brand) and its bad input.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;
type Headers = Record<string, string>;

const fieldsOf = (answer: { body: AnyEnvelope }) => Object.keys(answer.body.validationErrors ?? {}).sort();
const names = (items: { fullName: string }[]) => items.map((item) => item.fullName);
/** The 6-digit code a confirmation mail's or text's subject carries. */
const codeIn = (mail: { subject: string }) => /\b(\d{6})\b/.exec(mail.subject)![1];

/** Issue 12's calls that need sign-in (account/uploadfile is the uploads' suite). */
const SIGNED_IN_CALLS = (Object.keys(calls) as CallName[]).filter((name) => {
  const call = calls[name] as { needs: readonly string[]; upload?: true };
  return (
    call.needs.includes('token') &&
    !call.upload &&
    /^(account|profile|definition)\//i.test(name) &&
    !['account/get', 'account/changepassword', 'account/deletemyaccount', 'account/signout'].includes(name)
  );
});

describe.each([sqlite, postgres])('account, profiles, follow and block on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let demoId: string;
  let acmeId: string;
  let summitId: string;
  let ada: Headers;
  let adaId: string;
  let linusId: string;
  let graceId: string;
  let satoshiId: string;
  let people = 0;

  async function call(name: CallName, body: unknown, headers: Headers = {}) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v2/${name}`,
      headers: { 'x-application-id': demoId, ...headers },
      ...(body !== undefined && { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  async function profileOf(userId: string, headers: Headers) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v2/profile/get?userID=${encodeURIComponent(userId)}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  async function signIn(email: string, applicationId = demoId, password = DEMO_PASSWORD) {
    const { body } = await call('login/signin', { email, password }, { 'x-application-id': applicationId });
    return body.data?.token as string | undefined;
  }

  const as = (token: string, more: Headers = {}): Headers => ({ authorization: `Bearer ${token}`, ...more });
  const userOf = async (headers: Headers) => (await call('account/get', undefined, headers)).body.data.user;
  const idOf = async (email: string) => (await api.db('users').where({ email }).first('id')).id as string;

  /** A new demo attendee of atrium-summit with no profile yet (Ada's row under another name). */
  async function newPerson(fields: Record<string, unknown> = {}) {
    people += 1;
    const row = await api.db('users').where({ email: 'ada@demo.test' }).first();
    const person = {
      ...row,
      id: randomUUID(),
      email: `person${people}@demo.test`,
      first_name: 'Person',
      last_name: `Number${people}`,
      phone_number: null,
      phone_number_confirmed: false,
      ...fields,
    };
    await api.db('users').insert(person);
    await api.db('event_attendees').insert({ event_id: summitId, user_id: person.id, created_at: new Date() });
    return { id: person.id as string, email: person.email as string, headers: as((await signIn(person.email))!) };
  }

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, jwtSecret: 'test-secret' });
    await seedDemoData(api.db);
    demoId = (await api.db('applications').where({ slug: 'demo' }).first('id')).id;
    acmeId = (await api.db('applications').where({ slug: 'acme' }).first('id')).id;
    summitId = (await api.db('events').where({ slug: 'atrium-summit' }).first('id')).id;
    ada = as((await signIn('ada@demo.test'))!);
    [adaId, linusId, graceId, satoshiId] = await Promise.all(
      ['ada@demo.test', 'linus@demo.test', 'grace@acme.test', 'satoshi@demo.test'].map(idOf),
    );
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  describe('sign-in', () => {
    test.each(SIGNED_IN_CALLS)('%s answers 401 without a valid token', async (name) => {
      const answer =
        name === 'profile/get'
          ? await profileOf(adaId, { authorization: 'Bearer nonsense' })
          : await call(name, {}, { authorization: 'Bearer nonsense' });
      expect(answer).toEqual({
        status: 401,
        body: { hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null },
      });
    });

    test('definition/listenums is open to guests', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/v2/definition/listenums' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.UserLanguageLevel).toHaveLength(5);
    });
  });

  describe('account/get (spec 1 §3 User)', () => {
    test("answers the seeded lists, language titles in the caller's language", async () => {
      const user = await userOf(ada);
      expect(user.jobs).toEqual([
        {
          id: expect.any(String),
          firmName: 'Analytical Engine Society',
          position: 'Programmer',
          dateStart: '2019-03-01',
          dateEnd: null,
        },
        expect.objectContaining({ firmName: 'Babbage & Co', dateEnd: '2019-02-28' }),
      ]);
      expect(user.schools).toEqual([
        expect.objectContaining({ title: 'University of London', department: 'Mathematics' }),
      ]);
      expect(user.languages[0]).toEqual({
        id: expect.any(String),
        languageId: 'en',
        language: { id: 'en', title: 'English' },
        speaking: 5,
        writing: 5,
        reading: 5,
      });
      expect(user.interests).toEqual(['Artificial intelligence', 'Mathematics', 'Open source', 'Data science']);
      expect(user.blockedUserIds).toEqual([]);
      expect(user.contactInfo).toMatchObject({ company: 'Analytical Engine Society', cellPhone: '+905551234567' });
      const turkish = await userOf({ ...ada, 'accept-language': 'tr' });
      expect(turkish.languages.map((entry: { language: { title: string } }) => entry.language.title)).toEqual([
        'İngilizce',
        'Fransızca',
        'İtalyanca',
      ]);
    });
  });

  // Before the other tests add people to the summit.
  describe('Account/GetSuggestions (issue 12 item 7)', () => {
    test('ranks by shared interests, shared events and similar job titles; the hidden one is left out', async () => {
      const { body } = await call('Account/GetSuggestions', {}, ada);
      const ranked = body.data.items.map((card: { fullName: string; matchScore: number }) => [
        card.fullName,
        card.matchScore,
      ]);
      expect(ranked).toEqual([
        ['Alan Turing', 59], // the summit and three interests
        ['Katherine Johnson', 53], // the summit and two interests
        ['Edsger Dijkstra', 40], // the summit and one interest each
        ['Linus Torvalds', 40],
        ['Tim Berners-Lee', 40],
        ['Dennis Ritchie', 30], // one interest, no event, and 1 of 4 title words (programmer)
        ['Barbara Liskov', 25], // one interest, no event
        ['Hedy Lamarr', 15], // the summit only
        ['Margaret Hamilton', 15],
      ]);
      expect(body.data.totalCount).toBe(9);
      expect(body.data.items[0].contactInfo).toEqual({ title: 'Software Engineer', company: 'Bletchley Labs' });
      // What each score is made of, for the card to say why (issue 31 item 10).
      expect(body.data.items[0].matchReasons).toEqual({ sharedInterests: 3, sharedEvents: 1, similarTitle: false });
      expect(body.data.items[5].matchReasons).toEqual({ sharedInterests: 1, sharedEvents: 0, similarTitle: true });
    });

    test('a similar job title raises the score', async () => {
      const person = await newPerson({ first_name: 'Zed', last_name: 'Coder', contact_title: 'Lead Programmer' });
      try {
        const { body } = await call('Account/GetSuggestions', { searchTerm: 'zed' }, ada);
        // The summit (15) and 1 of 4 title words shared (programmer; 0.2 × 1/4 = 5).
        expect(body.data.items).toEqual([expect.objectContaining({ fullName: 'Zed Coder', matchScore: 20 })]);
      } finally {
        await api.db('users').where({ id: person.id }).delete();
      }
    });

    test('leaves out people one follows and people blocked either way; pages', async () => {
      const person = await newPerson();
      const before = names((await call('Account/GetSuggestions', { take: 100 }, person.headers)).body.data.items);
      expect(before).toEqual(expect.arrayContaining(['Ada Lovelace', 'Linus Torvalds', 'Tim Berners-Lee']));
      expect(before).not.toContain('Satoshi Nakamoto');
      await call('profile/changefollow', { userID: await idOf('tim@demo.test'), follow: true }, person.headers);
      await call('account/toggleblockquery', { id: linusId }, person.headers);
      await call('account/toggleblockquery', { id: person.id }, ada);
      const after = (await call('Account/GetSuggestions', { take: 100 }, person.headers)).body.data;
      expect(names(after.items)).toEqual(
        before.filter((name) => !['Ada Lovelace', 'Linus Torvalds', 'Tim Berners-Lee'].includes(name)),
      );
      expect(after.totalCount).toBe(before.length - 3);
      const paged = await call('Account/GetSuggestions', { skip: 1, take: 2 }, person.headers);
      expect(names(paged.body.data.items)).toEqual(names(after.items).slice(1, 3));
      await call('account/toggleblockquery', { id: person.id }, ada);
    });

    test('stay inside the brand', async () => {
      const grace = as((await signIn('grace@acme.test', acmeId))!, { 'x-application-id': acmeId });
      const { body } = await call('Account/GetSuggestions', {}, grace);
      expect(names(body.data.items)).toEqual([
        'Frances Allen',
        'Dorothy Vaughan',
        'Jean Sammet',
        'Mary Jackson',
        'Annie Easley',
        'Joan Clarke',
      ]);
    });

    test('the score is 0 to 100 and its parts weigh as documented', () => {
      expect(matchScore({ sharedInterests: 0, sharedEvents: 0, titleSimilarity: 0 })).toBe(0);
      expect(matchScore({ sharedInterests: 60, sharedEvents: 60, titleSimilarity: 1 })).toBe(100);
      expect(similarity(titleWords(['Senior Software Engineer']), titleWords(['software engineer']))).toBeCloseTo(
        2 / 3,
      );
    });
  });

  describe('account/updateprofile', () => {
    test('changes names, language and phone; a changed phone becomes unconfirmed', async () => {
      const person = await newPerson({ phone_number: '+905550000000', phone_number_confirmed: true });
      const { status, body } = await call(
        'account/updateprofile',
        {
          firstName: '  Marie ',
          lastName: 'Curie',
          phoneNumber: '+90 555 111 22 33',
          languageCode: 'tr',
        },
        person.headers,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        firstName: 'Marie',
        lastName: 'Curie',
        email: person.email,
        pendingEmail: null,
        phoneNumber: '+905551112233',
        phoneNumberConfirmed: false,
        languageCode: 'tr',
      });
      // Only languageCode (the language choice): everything else stays.
      const again = await call('account/updateprofile', { languageCode: 'en' }, person.headers);
      expect(again.body.data).toMatchObject({ firstName: 'Marie', languageCode: 'en', phoneNumber: '+905551112233' });
      expect(
        (await call('account/updateprofile', { phoneNumber: '' }, person.headers)).body.data.phoneNumber,
      ).toBeNull();
    });

    test("an e-mail already used in the brand is a field error and changes nothing, another brand's is free", async () => {
      const person = await newPerson();
      const taken = await call(
        'account/updateprofile',
        { firstName: 'Changed', email: 'linus@demo.test', password: DEMO_PASSWORD },
        person.headers,
      );
      expect(taken.status).toBe(400);
      expect(taken.body.validationErrors).toEqual({ email: 'An account with this e-mail address already exists.' });
      const unchanged = await userOf(person.headers);
      expect(unchanged).toMatchObject({ firstName: 'Person', email: person.email, pendingEmail: null });
      const free = await call(
        'account/updateprofile',
        { email: 'grace@acme.test', password: DEMO_PASSWORD },
        person.headers,
      );
      expect(free.body.data).toMatchObject({ email: person.email, pendingEmail: 'grace@acme.test' });
    });

    test('bad input is a field error', async () => {
      const person = await newPerson();
      const answer = await call(
        'account/updateprofile',
        { firstName: '', email: 'not an address', phoneNumber: '12ab', languageCode: 'de' },
        person.headers,
      );
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual(['email', 'firstName', 'languageCode', 'phoneNumber']);
    });
  });

  describe('sign-in e-mail change (issue 32 item 2)', () => {
    const NEW_PASSWORD = 'Taken-back-22';
    const mailTo = (to: string, kind: string) =>
      api.db('outbox').where({ to_address: to, kind }).orderBy('id', 'desc').first();
    /** The undo code of the newest change mail to `to`, as the owner reads it. */
    const undoCodeTo = async (to: string) =>
      /(?:Undo code|Geri alma kodu): ([0-9A-Z-]+)/.exec((await mailTo(to, 'emailChanged')).body)![1];
    const change = (person: { headers: Headers }, email: string, more: Record<string, unknown> = {}) =>
      call('account/updateprofile', { email, password: DEMO_PASSWORD, ...more }, person.headers);
    /** Asks for `email` and enters the code mailed to it. */
    async function changeAndConfirm(person: { headers: Headers }, email: string) {
      expect((await change(person, email)).status).toBe(200);
      const key = codeIn(await mailTo(email, 'emailConfirm'));
      return call('account/confirm', { type: 1, key }, person.headers);
    }
    const signInFails = async (email: string, password = DEMO_PASSWORD) =>
      (await signIn(email, demoId, password)) === undefined;

    test('without the password it is refused and nothing of the call changes', async () => {
      const person = await newPerson();
      const answer = await call(
        'account/updateprofile',
        { firstName: 'Mallory', email: `mallory.${person.email}` },
        person.headers,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.validationErrors).toEqual({ password: 'This field is required.' });
      expect(await userOf(person.headers)).toMatchObject({
        firstName: 'Person',
        email: person.email,
        pendingEmail: null,
      });
      expect(await mailTo(`mallory.${person.email}`, 'emailConfirm')).toBeUndefined();
    });

    test(`a wrong password is refused and counts as a failed sign-in: ${MAX_FAILURES_PER_PAIR} lock the account here`, async () => {
      const person = await newPerson();
      const failures = () =>
        api.db('auth_attempts').where({ kind: 'signin', account: person.email }).count<{ n: number }[]>({ n: '*' });
      const wrong = await change(person, `mallory.${person.email}`, { password: 'not-the-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.validationErrors).toEqual({ password: 'The password is incorrect.' });
      expect(Number((await failures())[0].n)).toBe(1);
      for (let i = 1; i < MAX_FAILURES_PER_PAIR; i += 1)
        await change(person, `mallory.${person.email}`, { password: 'nope' });
      // Locked like login/signin: the right password does not get through now, here nor there.
      expect((await change(person, `mallory.${person.email}`)).status).toBe(429);
      expect((await call('login/signin', { email: person.email, password: DEMO_PASSWORD })).status).toBe(429);
      expect((await userOf(person.headers)).pendingEmail).toBeNull();
      await api.db('auth_attempts').where({ account: person.email }).delete();
    });

    test('the right password leaves the address as it is, mails the new one a code and the old one the undo', async () => {
      const person = await newPerson({ language_code: 'tr' });
      const answer = await call(
        'account/updateprofile',
        { firstName: 'Marie', email: ` Marie.${person.email.toUpperCase()} `, password: DEMO_PASSWORD },
        person.headers,
      );
      const newEmail = `marie.${person.email}`;
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(
        `A code was sent to ${newEmail}. Enter it to sign in with that address from now on.`,
      );
      expect(answer.body.data).toMatchObject({ firstName: 'Marie', email: person.email, pendingEmail: newEmail });
      expect((await userOf(person.headers)).pendingEmail).toBe(newEmail);
      // The code in the caller's language; the old address's mail in the account's (Turkish), the new address masked.
      expect((await mailTo(newEmail, 'emailConfirm')).subject).toMatch(
        /^Your Atrium Demo e-mail confirmation code: \d{6}$/,
      );
      const old = await mailTo(person.email, 'emailChanged');
      expect(old.subject).toBe('Atrium Demo giriş e-postanız değiştiriliyor');
      expect(old.body).toContain('m***@demo.test');
      expect(old.body).not.toContain(newEmail);
      expect(old.body).toMatch(/Geri alma kodu: [0-9A-Z]{4}(-[0-9A-Z]{4}){3}\n/);
      // Until the code comes back the old address signs in, the new one does not.
      expect(await signIn(person.email)).toEqual(expect.any(String));
      expect(await signInFails(newEmail)).toBe(true);
    });

    test('the code makes the new address the sign-in address: it signs in, the old one does not', async () => {
      const person = await newPerson({ email_confirmed: true });
      const newEmail = `new.${person.email}`;
      await change(person, newEmail);
      // 'confirm now' while it waits sends the code to the new address, not to the confirmed old one.
      const again = await call('account/confirm', { type: 1, key: null, isLive: true }, person.headers);
      expect(again.body.message).toBe(`A code was sent to ${newEmail}.`);
      const key = codeIn(await mailTo(newEmail, 'emailConfirm'));
      const done = await call('account/confirm', { type: 1, key }, person.headers);
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('Your sign-in e-mail is changed. Sign in with the new address from now on.');
      expect(done.body.data).toMatchObject({ email: newEmail, emailConfirmed: true, pendingEmail: null });
      expect(await signIn(newEmail)).toEqual(expect.any(String));
      expect(await signInFails(person.email)).toBe(true);
    });

    test('an address taken when asked for, or by the time its code comes back, is refused', async () => {
      const person = await newPerson();
      const taken = await change(person, 'linus@demo.test');
      expect(taken.body.validationErrors).toEqual({ email: 'An account with this e-mail address already exists.' });
      const wanted = `wanted.${person.email}`;
      await change(person, wanted);
      const key = codeIn(await mailTo(wanted, 'emailConfirm'));
      await newPerson({ email: wanted });
      const late = await call('account/confirm', { type: 1, key }, person.headers);
      expect(late.status).toBe(400);
      expect(late.body.validationErrors).toEqual({ email: 'An account with this e-mail address already exists.' });
      expect(await userOf(person.headers)).toMatchObject({ email: person.email });
    });

    test('the address sent as it is ends the wait; a save without it keeps the wait', async () => {
      const person = await newPerson();
      const newEmail = `later.${person.email}`;
      await change(person, newEmail);
      const key = codeIn(await mailTo(newEmail, 'emailConfirm'));
      await call('account/updateprofile', { lastName: 'Kept' }, person.headers);
      expect((await userOf(person.headers)).pendingEmail).toBe(newEmail);
      const kept = await call('account/updateprofile', { email: person.email }, person.headers);
      expect(kept.body.data).toMatchObject({ email: person.email, pendingEmail: null, lastName: 'Kept' });
      expect((await call('account/confirm', { type: 1, key }, person.headers)).status).toBe(400);
      expect((await userOf(person.headers)).email).toBe(person.email);
    });

    test('the undo code restores the old address, sets a new password and signs out every device', async () => {
      const person = await newPerson();
      const other = as((await signIn(person.email))!);
      const stolen = `stolen.${person.email}`;
      expect((await changeAndConfirm(person, stolen)).body.data.email).toBe(stolen);
      const code = await undoCodeTo(person.email);
      const undo = (body: Record<string, unknown>) =>
        call('login/undoemailchange', { code, password: NEW_PASSWORD, passwordRetry: NEW_PASSWORD, ...body });

      const wrong = await undo({ code: 'AAAA-AAAA-AAAA-AAAA' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.validationErrors).toEqual({ code: 'The undo code is wrong, expired or already used.' });
      expect(fieldsOf(await undo({ passwordRetry: 'Something-else-1' }))).toEqual(['passwordRetry']);
      // Another brand's undo finds nothing.
      expect(
        (
          await call(
            'login/undoemailchange',
            { code, password: NEW_PASSWORD, passwordRetry: NEW_PASSWORD },
            { 'x-application-id': acmeId },
          )
        ).status,
      ).toBe(400);
      expect((await userOf(person.headers)).email).toBe(stolen);

      // Typed as a person might: lowercase, without the dashes.
      const done = await undo({ code: code.replace(/-/g, '').toLowerCase() });
      expect(done.status).toBe(200);
      const fresh = as(done.body.data.token);
      expect(await userOf(fresh)).toMatchObject({ email: person.email, emailConfirmed: true, pendingEmail: null });
      for (const headers of [person.headers, other]) {
        expect((await call('account/get', undefined, headers)).status).toBe(401);
      }
      expect(await signIn(person.email, demoId, NEW_PASSWORD)).toEqual(expect.any(String));
      expect(await signInFails(person.email)).toBe(true);
      expect(await signInFails(stolen, NEW_PASSWORD)).toBe(true);
      expect((await mailTo(person.email, 'passwordChanged')).subject).toMatch(/password was changed/);
      expect((await undo({})).status).toBe(400);
    });

    test('undoes a change still waiting for its code too', async () => {
      const person = await newPerson();
      await change(person, `waiting.${person.email}`);
      const done = await call('login/undoemailchange', {
        code: await undoCodeTo(person.email),
        password: NEW_PASSWORD,
        passwordRetry: NEW_PASSWORD,
      });
      expect(await userOf(as(done.body.data.token))).toMatchObject({ email: person.email, pendingEmail: null });
      expect((await call('account/get', undefined, person.headers)).status).toBe(401);
    });

    test("a second change's undo code cannot withdraw the owner's first one", async () => {
      const person = await newPerson();
      const second = `second.${person.email}`;
      const third = `third.${person.email}`;
      await changeAndConfirm(person, second);
      const first = await undoCodeTo(person.email);
      await changeAndConfirm(person, third);
      const undo = (code: string) =>
        call('login/undoemailchange', { code, password: NEW_PASSWORD, passwordRetry: NEW_PASSWORD });
      const bySecond = await undo(await undoCodeTo(second));
      expect(await userOf(as(bySecond.body.data.token))).toMatchObject({ email: second });
      const byFirst = await undo(first);
      expect(await userOf(as(byFirst.body.data.token))).toMatchObject({ email: person.email });
      expect((await undo(await undoCodeTo(second))).status).toBe(400);
    });
  });

  describe('contact information and switches', () => {
    test('account/updatecontactinfo sets, keeps what is left out, clears what is sent empty', async () => {
      const person = await newPerson();
      const set = await call(
        'account/updatecontactinfo',
        {
          contactInfo: {
            company: 'Radium Institute',
            title: 'Physicist',
            cellPhone: '+33 1 23 45 67 89',
            about: 'Two Nobel prizes.',
          },
        },
        person.headers,
      );
      expect(set.body.data.contactInfo).toMatchObject({
        company: 'Radium Institute',
        title: 'Physicist',
        cellPhone: '+33123456789',
        about: 'Two Nobel prizes.',
      });
      const cleared = await call(
        'account/updatecontactinfo',
        { contactInfo: { company: '', about: null } },
        person.headers,
      );
      expect(cleared.body.data.contactInfo).toMatchObject({ company: null, title: 'Physicist', about: null });
      const bad = await call(
        'account/updatecontactinfo',
        { contactInfo: { email: 'nope', phone: '12' } },
        person.headers,
      );
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad)).toEqual(['contactInfo.email', 'contactInfo.phone']);
    });

    test('general settings and notifications are saved', async () => {
      const person = await newPerson();
      const general = await call(
        'Account/UpdateAccountGeneralSettings',
        { showMeOnAPP: false, showMeBusy: true, showConnectedAccount: true },
        person.headers,
      );
      expect(general.body.data).toMatchObject({ showMeOnAPP: false, showMeBusy: true, showConnectedAccount: true });
      const notifications = await call(
        'account/togglenotifications',
        { peopleNotifications: false, messageNotifications: true, eventNotifications: false },
        person.headers,
      );
      expect(notifications.body.data).toMatchObject({
        peopleNotifications: false,
        messageNotifications: true,
        eventNotifications: false,
      });
      expect((await call('account/togglenotifications', { peopleNotifications: 'no' }, person.headers)).status).toBe(
        400,
      );
    });
  });

  describe('jobs, schools and languages', () => {
    test('a job is added, edited and removed; no dateEnd is ongoing', async () => {
      const person = await newPerson();
      const added = await call(
        'account/addorupdatejob',
        { firmName: ' Radium Institute ', position: 'Director', dateStart: '2020-01-01', dateEnd: '' },
        person.headers,
      );
      expect(added.body.data.jobs).toEqual([
        {
          id: expect.any(String),
          firmName: 'Radium Institute',
          position: 'Director',
          dateStart: '2020-01-01',
          dateEnd: null,
        },
      ]);
      const { id } = added.body.data.jobs[0];
      const edited = await call(
        'account/addorupdatejob',
        { id, firmName: 'Radium Institute', position: 'Founder', dateStart: '2020-01-01', dateEnd: '2024-12-31' },
        person.headers,
      );
      expect(edited.body.data.jobs).toEqual([
        expect.objectContaining({ id, position: 'Founder', dateEnd: '2024-12-31' }),
      ]);
      expect((await call('account/removejob', { id }, person.headers)).body.data.jobs).toEqual([]);
      expect((await call('account/removejob', { id }, person.headers)).status).toBe(404);
    });

    test('dateEnd before dateStart, or a day that does not exist, is a field error and adds nothing', async () => {
      const person = await newPerson();
      const backwards = await call(
        'account/addorupdatejob',
        { firmName: 'A', position: 'B', dateStart: '2020-05-01', dateEnd: '2020-04-30' },
        person.headers,
      );
      expect(backwards.status).toBe(400);
      expect(backwards.body.validationErrors).toEqual({ dateEnd: 'The end date cannot be before the start date.' });
      const school = await call(
        'account/addorupdateschool',
        { title: 'Sorbonne', department: 'Physics', dateStart: '2021-02-30', dateEnd: null },
        person.headers,
      );
      expect(fieldsOf(school)).toEqual(['dateStart']);
      const shape = await call(
        'account/addorupdateschool',
        { title: 'Sorbonne', department: 'Physics', dateStart: '1 May 2020' },
        person.headers,
      );
      expect(fieldsOf(shape)).toEqual(['dateStart']);
      const user = await userOf(person.headers);
      expect([user.jobs, user.schools]).toEqual([[], []]);
    });

    test("another user's entry is not found and stays as it was", async () => {
      const owner = await newPerson();
      const other = await newPerson();
      const school = await call(
        'account/addorupdateschool',
        { title: 'Sorbonne', department: 'Physics', dateStart: '1891-11-01', dateEnd: '1894-07-01' },
        owner.headers,
      );
      const { id } = school.body.data.schools[0];
      const edit = await call(
        'account/addorupdateschool',
        { id, title: 'Taken over', department: 'X', dateStart: '2000-01-01' },
        other.headers,
      );
      expect(edit).toEqual({
        status: 404,
        body: { hasError: true, message: 'Data not found.', data: null, validationErrors: null },
      });
      expect((await call('account/removeschool', { id }, other.headers)).status).toBe(404);
      expect((await userOf(other.headers)).schools).toEqual([]);
      expect((await userOf(owner.headers)).schools).toEqual([expect.objectContaining({ id, title: 'Sorbonne' })]);
    });

    test('a language with its three levels; an unknown or repeated language and a level out of range are refused', async () => {
      const person = await newPerson();
      const added = await call(
        'account/addorupdatelanguage',
        { languageId: 'fr', speaking: 4, writing: 3, reading: 5 },
        person.headers,
      );
      expect(added.body.data.languages).toEqual([
        {
          id: expect.any(String),
          languageId: 'fr',
          language: { id: 'fr', title: 'French' },
          speaking: 4,
          writing: 3,
          reading: 5,
        },
      ]);
      const { id } = added.body.data.languages[0];
      const again = await call(
        'account/addorupdatelanguage',
        { languageId: 'fr', speaking: 1, writing: 1, reading: 1 },
        person.headers,
      );
      expect(again.body.validationErrors).toEqual({ languageId: 'This language is already in your list.' });
      const unknown = await call(
        'account/addorupdatelanguage',
        { languageId: 'xx', speaking: 1, writing: 1, reading: 1 },
        person.headers,
      );
      expect(fieldsOf(unknown)).toEqual(['languageId']);
      const level = await call(
        'account/addorupdatelanguage',
        { languageId: 'de', speaking: 6, writing: 0, reading: 1 },
        person.headers,
      );
      expect(fieldsOf(level)).toEqual(['speaking', 'writing']);
      const edited = await call(
        'account/addorupdatelanguage',
        { id, languageId: 'de', speaking: 2, writing: 2, reading: 2 },
        person.headers,
      );
      expect(edited.body.data.languages).toEqual([expect.objectContaining({ id, languageId: 'de', speaking: 2 })]);
      expect((await call('account/removelanguage', { id }, person.headers)).body.data.languages).toEqual([]);
    });
  });

  describe('interests', () => {
    test('a new tag joins the brand, a known one is reused whatever its case, and removing takes it off the user', async () => {
      const person = await newPerson();
      const added = await call('account/addinterest', { title: '  Quantum computing ' }, person.headers);
      expect(added.body.data.interests).toEqual(['Quantum computing']);
      const known = await call('account/addinterest', { title: 'OPEN SOURCE' }, person.headers);
      expect(known.body.data.interests).toEqual(['Quantum computing', 'Open source']);
      await call('account/addinterest', { title: 'open source' }, person.headers);
      expect(
        Number(
          (await api.db('interests').where({ application_id: demoId, title_key: 'open source' }).count({ n: '*' }))[0]
            .n,
        ),
      ).toBe(1);
      const found = await call('Definition/SearchInterests', { searchTerm: 'QUANTUM' }, person.headers);
      expect(found.body.data).toEqual({
        items: [{ id: expect.any(String), title: 'Quantum computing' }],
        totalCount: 1,
      });
      const removed = await call('account/removeinterest', { title: 'quantum COMPUTING' }, person.headers);
      expect(removed.body.data.interests).toEqual(['Open source']);
      expect((await call('account/addinterest', { title: '' }, person.headers)).status).toBe(400);
    });

    test("Definition/SearchInterests pages the brand's tags and never another brand's", async () => {
      const all = await call('Definition/SearchInterests', {}, ada);
      expect(all.body.data.items).toHaveLength(10);
      expect(all.body.data.totalCount).toBeGreaterThan(10);
      const grace = as((await signIn('grace@acme.test', acmeId))!, { 'x-application-id': acmeId });
      const acme = await call('Definition/SearchInterests', { take: 100 }, grace);
      expect(acme.body.data.items.map((item: { title: string }) => item.title)).not.toContain('Open source');
      expect((await call('Definition/SearchInterests', { searchTerm: 'compilers' }, ada)).body.data.totalCount).toBe(0);
    });
  });

  describe('account/confirm (spec 1 §4)', () => {
    const outboxTo = (to: string, kind: string) =>
      api.db('outbox').where({ to_address: to, kind }).orderBy('id', 'desc').first();

    test('a phone code goes to the outbox; a 7-digit or wrong key is refused; the right one confirms once', async () => {
      const person = await newPerson({ phone_number: '+905557654321' });
      const asked = await call('account/confirm', { type: 2, key: null, isLive: true }, person.headers);
      expect(asked.status).toBe(200);
      expect(asked.body.message).toBe('A code was sent to +905557654321.');
      const code = codeIn(await outboxTo('+905557654321', 'phoneConfirm'));
      const seven = await call('account/confirm', { type: 2, key: `${code}1`, isLive: true }, person.headers);
      expect(seven.status).toBe(400);
      expect(fieldsOf(seven)).toEqual(['key']);
      const wrong = await call(
        'account/confirm',
        { type: 2, key: code === '000000' ? '111111' : '000000' },
        person.headers,
      );
      expect(wrong.body.validationErrors).toEqual({ phoneKey: 'The code is wrong or has expired. Ask for a new one.' });
      expect((await userOf(person.headers)).phoneNumberConfirmed).toBe(false);
      const right = await call('account/confirm', { type: 2, key: code }, person.headers);
      expect(right.body).toMatchObject({
        message: 'Your phone number is confirmed.',
        data: { phoneNumberConfirmed: true },
      });
      expect((await call('account/confirm', { type: 2, key: code }, person.headers)).status).toBe(400);
    });

    test('the e-mail code is mailed and confirms the address it was sent to, not one changed since', async () => {
      const person = await newPerson({ email_confirmed: false });
      await call(
        'account/confirm',
        { type: 1, key: null, isLive: true },
        { ...person.headers, 'accept-language': 'tr' },
      );
      const mail = await outboxTo(person.email, 'emailConfirm');
      expect(mail.subject).toMatch(/doğrulama kodunuz/);
      const code = codeIn(mail);
      await call('account/updateprofile', { email: `new-${person.email}`, password: DEMO_PASSWORD }, person.headers);
      expect((await call('account/confirm', { type: 1, key: code }, person.headers)).status).toBe(400);
      await call('account/updateprofile', { email: person.email }, person.headers);
      const right = await call('account/confirm', { type: 1, key: code }, person.headers);
      expect(right.body.data.emailConfirmed).toBe(true);
      const already = await call('account/confirm', { type: 1, key: null, isLive: true }, person.headers);
      expect(already.body.message).toBe('This is already confirmed.');
    });

    test('without a phone number, or without a key and isLive, it is a field error', async () => {
      const person = await newPerson();
      const noPhone = await call('account/confirm', { type: 2, key: null, isLive: true }, person.headers);
      expect(noPhone.body.validationErrors).toEqual({ phoneNumber: 'Add a phone number first.' });
      const noKey = await call('account/confirm', { type: 1, key: null }, { ...person.headers });
      expect(fieldsOf(noKey)).toEqual(['emailKey']);
      expect(fieldsOf(await call('account/confirm', { type: 3, key: null }, person.headers))).toEqual(['type']);
    });

    test(`a code is over after ${MAX_CONFIRM_FAILURES} wrong keys, and at most ${MAX_CONFIRM_REQUESTS} codes are sent a window`, async () => {
      const person = await newPerson({ phone_number: '+905559998877' });
      await call('account/confirm', { type: 2, key: null, isLive: true }, person.headers);
      const code = codeIn(await outboxTo('+905559998877', 'phoneConfirm'));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < MAX_CONFIRM_FAILURES; i += 1)
        await call('account/confirm', { type: 2, key: wrong }, person.headers);
      expect((await call('account/confirm', { type: 2, key: code }, person.headers)).status).toBe(400);
      for (let i = 1; i < MAX_CONFIRM_REQUESTS; i += 1) {
        expect((await call('account/confirm', { type: 2, key: null, isLive: true }, person.headers)).status).toBe(200);
      }
      const more = await call('account/confirm', { type: 2, key: null, isLive: true }, person.headers);
      expect(more.status).toBe(429);
      expect(more.body.hasError).toBe(true);
    });
  });

  describe('follow and block (spec 1 §6)', () => {
    test('following oneself or blocking oneself is refused', async () => {
      const person = await newPerson();
      const follow = await call('profile/changefollow', { userID: person.id, follow: true }, person.headers);
      expect(follow.body.validationErrors).toEqual({ userID: 'You cannot follow yourself.' });
      const block = await call('account/toggleblockquery', { id: person.id }, person.headers);
      expect(block.body.validationErrors).toEqual({ id: 'You cannot block yourself.' });
      expect(await api.db('follows').where({ follower_id: person.id })).toEqual([]);
      expect(await api.db('blocks').where({ blocker_id: person.id })).toEqual([]);
    });

    test('a follow shows on the profile and among followings, searchable and paged, until unfollowed', async () => {
      const person = await newPerson();
      for (const userID of [linusId, await idOf('tim@demo.test'), satoshiId]) {
        expect((await call('profile/changefollow', { userID, follow: true }, person.headers)).status).toBe(200);
      }
      await call('profile/changefollow', { userID: linusId, follow: true }, person.headers);
      expect((await profileOf(linusId, person.headers)).body.data.item.isFollowed).toBe(true);
      const followings = await call('account/getfollowings', {}, person.headers);
      expect(followings.body.data.totalCount).toBe(3);
      expect(names(followings.body.data.items)).toEqual(['Linus Torvalds', 'Satoshi Nakamoto', 'Tim Berners-Lee']);
      expect(followings.body.data.items[0]).toEqual({
        id: linusId,
        fullName: 'Linus Torvalds',
        image: null,
        contactInfo: { title: 'Maintainer', company: 'Kernel Works' },
      });
      // Someone hidden from the app shows only name and picture.
      expect(followings.body.data.items[1].contactInfo).toEqual({ title: null, company: null });
      const searched = await call('account/getfollowings', { searchTerm: 'TIM' }, person.headers);
      expect(names(searched.body.data.items)).toEqual(['Tim Berners-Lee']);
      const paged = await call('account/getfollowings', { skip: 1, take: 1 }, person.headers);
      expect(paged.body.data).toMatchObject({ totalCount: 3, items: [{ fullName: 'Satoshi Nakamoto' }] });
      await call('profile/changefollow', { userID: linusId, follow: false }, person.headers);
      expect((await profileOf(linusId, person.headers)).body.data.item.isFollowed).toBe(false);
      expect((await call('account/getfollowings', {}, person.headers)).body.data.totalCount).toBe(2);
    });

    test("another brand's user cannot be followed or blocked", async () => {
      const person = await newPerson();
      const follow = await call('profile/changefollow', { userID: graceId, follow: true }, person.headers);
      expect(follow.status).toBe(404);
      expect((await call('account/toggleblockquery', { id: graceId }, person.headers)).status).toBe(404);
      expect(await api.db('follows').where({ follower_id: person.id })).toEqual([]);
    });

    test('a block ends follows both ways and stops new ones, and the notifications they sent (issue 32 item 5)', async () => {
      const [blocker, blocked] = [await newPerson(), await newPerson()];
      await call('profile/changefollow', { userID: blocker.id, follow: true }, blocked.headers);
      await call('profile/changefollow', { userID: blocked.id, follow: true }, blocker.headers);
      expect(await api.db('follows').whereIn('follower_id', [blocker.id, blocked.id])).toHaveLength(2);

      await call('account/toggleblockquery', { id: blocked.id }, blocker.headers);
      expect(await api.db('follows').whereIn('follower_id', [blocker.id, blocked.id])).toEqual([]);
      const notified = () => api.db('notifications').where({ user_id: blocker.id, related_user_id: blocked.id });
      const before = (await notified()).length;
      // Either way: the blocked person following, and the blocker following the person they blocked.
      for (const [who, whom] of [
        [blocked, blocker],
        [blocker, blocked],
      ]) {
        const follow = await call('profile/changefollow', { userID: whom.id, follow: true }, who.headers);
        expect(follow.status).toBe(400);
        expect(follow.body.validationErrors).toEqual({
          userID: 'You cannot follow this user because one of you has blocked the other.',
        });
      }
      expect(await api.db('follows').whereIn('follower_id', [blocker.id, blocked.id])).toEqual([]);
      expect(await notified()).toHaveLength(before);
      // Unblocked, they can follow again.
      await call('account/toggleblockquery', { id: blocked.id }, blocker.headers);
      expect((await call('profile/changefollow', { userID: blocker.id, follow: true }, blocked.headers)).status).toBe(
        200,
      );
    });

    test('toggleblockquery flips and account/get lists whom one blocked', async () => {
      const person = await newPerson();
      const blocked = await call('account/toggleblockquery', { id: linusId }, person.headers);
      expect(blocked.body.data).toEqual({ isBlocked: true });
      expect((await userOf(person.headers)).blockedUserIds).toEqual([linusId]);
      expect((await call('account/toggleblockquery', { id: linusId }, person.headers)).body.data).toEqual({
        isBlocked: false,
      });
      expect((await userOf(person.headers)).blockedUserIds).toEqual([]);
    });
  });

  describe('profile/get (spec 1 §3 Other-user profile)', () => {
    test("another user's profile: contact links, lists and the events both attend", async () => {
      const { status, body } = await profileOf(linusId, ada);
      expect(status).toBe(200);
      expect(body.data.item).toMatchObject({
        id: linusId,
        fullName: 'Linus Torvalds',
        image: null,
        showMeOnAPP: true,
        showMeBusy: false,
        isFollowed: false,
        contactInfo: {
          company: 'Kernel Works',
          title: 'Maintainer',
          email: 'linus@demo.test',
          cellPhone: '+358401234567',
        },
        jobs: [expect.objectContaining({ firmName: 'Kernel Works', position: 'Maintainer', dateEnd: null })],
        schools: [expect.objectContaining({ title: 'University of Helsinki' })],
        interests: ['Open source', 'Operating systems', 'Event technology'],
      });
      expect(body.data.item.languages.map((entry: { languageId: string }) => entry.languageId)).toEqual([
        'sv',
        'en',
        'fi',
      ]);
      expect(body.data.sameEvents.items).toEqual([
        {
          id: summitId,
          slug: 'atrium-summit',
          title: 'Atrium Summit',
          startDate: expect.any(String),
          endDate: expect.any(String),
          isB2BNetworkingEnabled: true,
        },
      ]);
    });

    test('one’s own profile is whole; a hidden user shows only name and picture', async () => {
      const own = await profileOf(adaId, ada);
      expect(own.body.data.item).toMatchObject({ id: adaId, fullName: 'Ada Lovelace', isFollowed: false });
      expect(own.body.data.item.jobs).toHaveLength(2);
      const hidden = await profileOf(satoshiId, ada);
      expect(hidden.body.data).toEqual({
        item: {
          id: satoshiId,
          image: null,
          fullName: 'Satoshi Nakamoto',
          contactInfo: { company: null, title: null, email: null, cellPhone: null, phone: null, about: null },
          showMeOnAPP: false,
          showMeBusy: false,
          isFollowed: false,
          jobs: [],
          schools: [],
          languages: [],
          interests: [],
        },
        sameEvents: { items: [] },
      });
      const satoshi = as((await signIn('satoshi@demo.test'))!);
      expect((await profileOf(satoshiId, satoshi)).body.data.item.interests).toHaveLength(4);
      // Hidden and busy: both banners, so busy is told (issue 31 item 8).
      await call('Account/UpdateAccountGeneralSettings', { showMeOnAPP: false, showMeBusy: true }, satoshi);
      expect((await profileOf(satoshiId, ada)).body.data.item).toMatchObject({
        showMeOnAPP: false,
        showMeBusy: true,
        jobs: [],
      });
    });

    test("another brand's user is not found; a missing or unknown id is refused", async () => {
      expect(await profileOf(graceId, ada)).toEqual({
        status: 404,
        body: { hasError: true, message: 'Data not found.', data: null, validationErrors: null },
      });
      expect((await profileOf(randomUUID(), ada)).status).toBe(404);
      const missing = await api.app.inject({ method: 'GET', url: '/api/v2/profile/get', headers: ada });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().validationErrors)).toEqual(['userID']);
    });
  });

  describe('invisible users (showMeOnAPP false)', () => {
    test('are missing from other users’ participants but see themselves', async () => {
      const event = { 'x-event-id': summitId };
      const seen = await call('Participant/GetParticipants', {}, { ...ada, ...event });
      expect(seen.body.data.items.map((p: { id: string }) => p.id)).not.toContain(satoshiId);
      const satoshi = as((await signIn('satoshi@demo.test'))!, event);
      const own = await call('Participant/GetParticipants', { searchTerm: 'satoshi' }, satoshi);
      expect(own.body.data.items.map((p: { id: string }) => p.id)).toContain(satoshiId);
    });
  });

  describe('definitions', () => {
    test('definition/listenums names the language levels in the caller’s language', async () => {
      const english = await api.app.inject({ method: 'GET', url: '/api/v2/definition/listenums' });
      expect(english.json().data.UserLanguageLevel).toEqual([
        { key: 1, displayName: 'Beginner' },
        { key: 2, displayName: 'Elementary' },
        { key: 3, displayName: 'Intermediate' },
        { key: 4, displayName: 'Advanced' },
        { key: 5, displayName: 'Native' },
      ]);
      const turkish = await api.app.inject({
        method: 'GET',
        url: '/api/v2/definition/listenums',
        headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
      });
      expect(turkish.json().data.UserLanguageLevel[4]).toEqual({ key: 5, displayName: 'Ana dil' });
    });

    test("deletion reasons are localised with 'other' last", async () => {
      const { body } = await call('definition/getaccountdeletionreasons', undefined, {
        ...ada,
        'accept-language': 'tr',
      });
      expect(body.data.items).toHaveLength(6);
      expect(body.data.items.at(-1)).toEqual({ id: 'other', title: 'Diğer' });
    });

    test('definition/searchuserlanguage finds titles in the caller’s language, case and dots aside', async () => {
      const all = await call('definition/searchuserlanguage', {}, ada);
      expect(all.body.data.totalCount).toBeGreaterThanOrEqual(40);
      const english = await call('definition/searchuserlanguage', { searchTerm: 'ENGL' }, ada);
      expect(english.body.data.items).toEqual([{ id: 'en', title: 'English' }]);
      const turkish = await call(
        'definition/searchuserlanguage',
        { searchTerm: 'ingilizce' },
        { ...ada, 'accept-language': 'tr' },
      );
      expect(turkish.body.data.items).toEqual([{ id: 'en', title: 'İngilizce' }]);
      const upper = await call(
        'definition/searchuserlanguage',
        { searchTerm: 'TÜRK' },
        { ...ada, 'accept-language': 'tr' },
      );
      expect(upper.body.data.items).toEqual([
        { id: 'az', title: 'Azerbaycan Türkçesi' },
        { id: 'tr', title: 'Türkçe' },
      ]);
      const paged = await call('definition/searchuserlanguage', { skip: 2, take: 2 }, ada);
      expect(paged.body.data.items).toEqual(all.body.data.items.slice(2, 4));
      expect((await call('definition/searchuserlanguage', { searchTerm: '%' }, ada)).body.data.totalCount).toBe(0);
    });
  });

  describe('account/deletemyaccount (spec 1 §5, §6)', () => {
    test("keeps a reason's title or the 'other' words; the person and their profile are gone and cannot sign in", async () => {
      const first = await newPerson({ phone_number: '+905553334455' });
      await call('account/confirm', { type: 2, key: null, isLive: true }, first.headers);
      // The text went to a number changed since: it goes with the account all the same.
      await call('account/updateprofile', { phoneNumber: '+905550001111' }, first.headers);
      await call('account/addorupdatejob', { firmName: 'A', position: 'B', dateStart: '2020-01-01' }, first.headers);
      await call('account/addinterest', { title: 'Deleting accounts' }, first.headers);
      await call('profile/changefollow', { userID: linusId, follow: true }, first.headers);
      await call('account/toggleblockquery', { id: linusId }, first.headers);
      expect((await call('account/deletemyaccount', { reason: 'privacy' }, first.headers)).status).toBe(200);
      const second = await newPerson();
      await call('account/deletemyaccount', { reason: 'The app is in the wrong colour.' }, second.headers);
      const reasons = (await api.db('account_deletions').orderBy('id', 'desc').limit(2)).map((row) => row.reason);
      expect(reasons).toEqual(['The app is in the wrong colour.', 'I am worried about my privacy']);
      expect(await signIn(first.email)).toBeUndefined();
      expect(await api.db('outbox').where({ to_address: '+905553334455' })).toEqual([]);
      expect(await api.db('confirmation_codes').where({ user_id: first.id })).toEqual([]);
      for (const [table, column] of [
        ['user_jobs', 'user_id'],
        ['user_interests', 'user_id'],
        ['follows', 'follower_id'],
        ['blocks', 'blocker_id'],
      ]) {
        expect(await api.db(table).where(column, first.id)).toEqual([]);
      }
    });
  });
});
