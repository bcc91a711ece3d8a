import { connect } from 'node:net';
import jwt from 'jsonwebtoken';
import { NOT_LOGGED_IN_MESSAGE, type Envelope } from '@atrium/shared/contract';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { postgres, sqlite } from '@atrium/shared/server/testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
type AnyEnvelope = Envelope<any>;

const JWT_SECRET = 'test-secret';

describe.each([sqlite, postgres])('v2 HTTP api on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let demoId: string;
  let acmeId: string;

  async function call(
    url: string,
    options: { body?: unknown; payload?: string; headers?: Record<string, string>; method?: 'GET' | 'POST' } = {},
  ) {
    const response = await api.app.inject({
      method: options.method ?? 'POST',
      url: `/api/v2/${url}`,
      headers: options.headers,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  async function signIn(email: string, applicationId: string, password = DEMO_PASSWORD) {
    return call('login/signin', { body: { email, password }, headers: { 'x-application-id': applicationId } });
  }

  async function tokenOf(email: string, applicationId: string): Promise<string> {
    const { body } = await signIn(email, applicationId);
    return body.data.token;
  }

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, jwtSecret: JWT_SECRET });
    await seedDemoData(api.db);
    demoId = (await call('login/getapplication', { body: { id: 'demo' } })).body.data.id;
    acmeId = (await call('login/getapplication', { body: { id: 'acme' } })).body.data.id;
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  test('GET health answers ok in the envelope', async () => {
    expect(await call('health', { method: 'GET' })).toEqual({
      status: 200,
      body: { hasError: false, message: null, data: { ok: true }, validationErrors: null },
    });
  });

  describe('login/getapplication (spec 1 §7 Application)', () => {
    test('finds a brand by slug', async () => {
      const { status, body } = await call('login/getapplication', { body: { id: 'acme' } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ hasError: false, message: null, validationErrors: null });
      expect(body.data).toEqual({
        id: acmeId,
        slug: 'acme',
        name: 'ACME Events',
        image: expect.stringMatching(/^data:image\/svg\+xml,/),
        iosLink: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
        androidLink: expect.stringMatching(/^https:\/\/play\.google\.com\//),
        facebookAppID: null,
        whitelabelDomain: 'acme.localhost',
        isDefault: false,
      });
    });

    test('finds a brand by its white-label host name, and the default brand by "default"', async () => {
      expect((await call('login/getapplication', { body: { id: 'acme.localhost' } })).body.data.slug).toBe('acme');
      const { body } = await call('login/getapplication', { body: { id: 'default' } });
      expect(body.data).toMatchObject({ slug: 'demo', isDefault: true, id: demoId });
    });

    test('an unknown brand is "Data not found." with no data', async () => {
      const { status, body } = await call('login/getapplication', { body: { id: 'nope' } });
      expect(status).toBe(404);
      expect(body).toEqual({ hasError: true, message: 'Data not found.', data: null, validationErrors: null });
    });

    test('paths are case-insensitive', async () => {
      for (const path of ['Login/GetApplication', 'LOGIN/getApplication', 'login/getapplication/']) {
        expect((await call(path, { body: { id: 'demo' } })).body.data.slug).toBe('demo');
      }
      expect((await call('Definition/GetApplicationPolicies', { body: { id: 'demo' } })).status).toBe(200);
    });
  });

  test('definition/getApplicationsettings returns the white-label settings with both policy lists', async () => {
    const { status, body } = await call('definition/getApplicationsettings', { body: { id: 'acme' } });
    expect(status).toBe(200);
    const settings = body.data.whiteLabelSettings;
    expect(settings).toMatchObject({ metaTitle: 'ACME Events', color: '#c62828' });
    expect(settings.policies.map((policy: { type: number }) => policy.type).sort()).toEqual([11, 12, 13]);
    expect(settings.holaconPolicies.length).toBeGreaterThan(0);
    expect(settings.holaconPolicies[0]).toEqual({
      type: expect.any(Number),
      title: expect.any(String),
      details: expect.any(String),
      slug: expect.any(String),
    });
  });

  test('Definition/GetApplicationPolicies returns provider policies, and white-label ones only for brands that have them', async () => {
    const demo = await call('Definition/GetApplicationPolicies', { body: { id: 'demo' } });
    expect(demo.body.data.policies).toHaveLength(3);
    expect(demo.body.data.holaconPolicies).toEqual([]);
    const acme = await call('Definition/GetApplicationPolicies', { body: { id: 'acme' } });
    expect(acme.body.data.holaconPolicies.length).toBeGreaterThan(0);
    expect((await call('Definition/GetApplicationPolicies', { body: { id: 'nope' } })).body.message).toBe(
      'Data not found.',
    );
  });

  test('policies answer in the language of Accept-Language, as a few titled sections', async () => {
    const inTurkish = await call('Definition/GetApplicationPolicies', {
      body: { id: 'acme' },
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    const turkish = inTurkish.body.data;
    expect(turkish.policies.map((policy: { title: string }) => policy.title)).toEqual([
      'Gizlilik Politikası',
      'Kullanım Koşulları',
      'Kişisel Verilerin Korunması Politikası',
    ]);
    expect(turkish.holaconPolicies[0]).toMatchObject({
      title: 'ACME Katılım Koşulları',
      slug: 'acme-participation-terms',
    });
    expect(turkish.policies[0].details).toContain('<h3>Neleri topluyoruz</h3>');

    // English without the header; the slugs, which links carry, are the same in both languages.
    const english = (await call('Definition/GetApplicationPolicies', { body: { id: 'acme' } })).body.data;
    expect(english.policies[0]).toMatchObject({ title: 'Privacy Policy', slug: 'privacy-policy' });
    expect(english.policies.map((policy: { slug: string }) => policy.slug)).toEqual(
      turkish.policies.map((policy: { slug: string }) => policy.slug),
    );
    for (const policy of [...english.policies, ...english.holaconPolicies]) {
      expect(policy.details.match(/<h3>/g)?.length).toBeGreaterThanOrEqual(3);
    }

    const settings = await call('definition/getApplicationsettings', {
      body: { id: 'demo' },
      headers: { 'accept-language': 'tr' },
    });
    expect(settings.body.data.whiteLabelSettings.policies[1].title).toBe('Kullanım Koşulları');
  });

  describe('login/signin (spec 1 §7 Sign-in)', () => {
    test('answers a token for the right password', async () => {
      const { status, body } = await signIn('ada@demo.test', demoId);
      expect(status).toBe(200);
      expect(body).toMatchObject({ hasError: false, message: null, validationErrors: null });
      expect(jwt.verify(body.data.token, JWT_SECRET)).toMatchObject({ app: demoId, sub: expect.any(String) });
    });

    test('lowercases and trims the email (spec 1 §5)', async () => {
      expect((await signIn('  Ada@Demo.TEST ', demoId)).body.hasError).toBe(false);
    });

    test('a wrong password and an unknown email get the same answer', async () => {
      const wrongPassword = await signIn('ada@demo.test', demoId, 'not-the-password');
      const unknownEmail = await signIn('nobody@demo.test', demoId);
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body).toEqual({
        hasError: true,
        message: 'The email or password is incorrect.',
        data: null,
        validationErrors: null,
      });
      expect(unknownEmail).toEqual(wrongPassword);
    });

    test('answers in Turkish for Accept-Language: tr', async () => {
      const { body } = await call('login/signin', {
        body: { email: 'ada@demo.test', password: 'wrong' },
        headers: { 'x-application-id': demoId, 'accept-language': 'tr-TR,tr;q=0.9' },
      });
      expect(body.message).toBe('E-posta adresi ya da şifre hatalı.');
    });

    test('finds only users of the application named by X-Application-Id', async () => {
      expect((await signIn('grace@acme.test', demoId)).body.message).toBe('The email or password is incorrect.');
      expect((await signIn('grace@acme.test', acmeId)).body.hasError).toBe(false);
    });

    test('a missing or unknown X-Application-Id is a field error', async () => {
      const missing = await call('login/signin', { body: { email: 'ada@demo.test', password: DEMO_PASSWORD } });
      expect(missing.status).toBe(400);
      expect(missing.body.validationErrors).toEqual({ 'x-application-id': 'This field is required.' });
      const unknown = await signIn('ada@demo.test', 'no-such-application');
      expect(unknown.body).toMatchObject({
        hasError: true,
        message: 'The application is missing or unknown.',
        validationErrors: { 'x-application-id': 'The application is missing or unknown.' },
      });
    });

    test('a malformed email is a field error', async () => {
      const { body } = await call('login/signin', {
        body: { email: 'not-an-email', password: 'x' },
        headers: { 'x-application-id': demoId },
      });
      expect(body.validationErrors).toEqual({ email: 'Please enter a valid email address.' });
    });
  });

  describe('bad input on every call with a body', () => {
    const routes = [
      { url: 'login/getapplication', fields: ['id'], wrongTypes: { id: 12 } },
      { url: 'definition/getApplicationsettings', fields: ['id'], wrongTypes: { id: ['demo'] } },
      { url: 'Definition/GetApplicationPolicies', fields: ['id'], wrongTypes: { id: { slug: 'demo' } } },
      { url: 'login/signin', fields: ['email', 'password'], wrongTypes: { email: 5, password: true } },
    ];
    const headers = () => ({ 'x-application-id': demoId });
    const allFields = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, expect.any(String)]));

    describe.each(routes)('$url', ({ url, fields, wrongTypes }) => {
      test('malformed JSON', async () => {
        const { status, body } = await call(url, {
          payload: '{"id": ',
          headers: { ...headers(), 'content-type': 'application/json' },
        });
        expect(status).toBe(400);
        expect(body).toEqual({
          hasError: true,
          message: 'The request body must be valid JSON.',
          data: null,
          validationErrors: allFields(fields),
        });
      });

      test('wrong types', async () => {
        const { status, body } = await call(url, { body: wrongTypes, headers: headers() });
        expect(status).toBe(400);
        expect(body).toMatchObject({ hasError: true, data: null });
        expect(body.validationErrors).toEqual(
          Object.fromEntries(fields.map((field) => [field, 'This value has the wrong type.'])),
        );
      });

      test('missing fields, empty strings, an empty body and a body that is not an object', async () => {
        const required = Object.fromEntries(fields.map((field) => [field, 'This field is required.']));
        expect((await call(url, { body: {}, headers: headers() })).body.validationErrors).toEqual(required);
        const empty = Object.fromEntries(fields.map((field) => [field, '']));
        expect(Object.keys((await call(url, { body: empty, headers: headers() })).body.validationErrors ?? {})).toEqual(
          fields,
        );
        const noBody = await call(url, { headers: headers() });
        expect(noBody.status).toBe(400);
        expect(noBody.body.validationErrors).toEqual(required);
        const emptyJson = await call(url, {
          payload: '',
          headers: { ...headers(), 'content-type': 'application/json' },
        });
        expect(emptyJson.body.validationErrors).toEqual(required);
        expect((await call(url, { body: [1, 2], headers: headers() })).body.validationErrors).toEqual(required);
      });

      test('a body that is not JSON', async () => {
        const { status, body } = await call(url, {
          payload: 'id=demo',
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(status).toBe(400);
        expect(body).toMatchObject({ hasError: true, message: 'The request body must be valid JSON.' });
        expect(body.validationErrors).toEqual(allFields(fields));
      });

      test('field errors in Turkish', async () => {
        const { body } = await call(url, { body: {}, headers: { ...headers(), 'accept-language': 'tr' } });
        expect(body.message).toBe('Lütfen işaretli alanları kontrol edin.');
        expect(Object.values(body.validationErrors ?? {})).toContain('Bu alan zorunludur.');
      });
    });
  });

  describe('account/get (spec 1 §7 Account)', () => {
    test('answers the signed-in user with unread counts', async () => {
      const token = await tokenOf('ada@demo.test', demoId);
      const { status, body } = await call('account/get', {
        headers: { authorization: `Bearer ${token}`, 'x-application-id': demoId },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ hasError: false, message: null, validationErrors: null });
      // Ada's seeded chats hold 2 unread messages (api/src/seed/chats.ts), and 3 of her notifications are unread (seed/notifications.ts).
      expect(body.data).toMatchObject({ unreadMessages: 2, unreadNotifications: 3 });
      expect(body.data.user).toMatchObject({
        id: expect.any(String),
        email: 'ada@demo.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailConfirmed: true,
        showMeOnAPP: true,
        showMeBusy: false,
        languageCode: 'en',
        blockedUserIds: [],
        contactInfo: { company: expect.any(String), title: expect.any(String), email: 'ada@demo.test' },
      });
      expect(new Date(body.data.user.updateDate).toString()).not.toBe('Invalid Date');
      expect(body.data.user).not.toHaveProperty('passwordHash');
    });

    test('works without X-Application-Id (the token names the application) and with a JSON content type and no body', async () => {
      const token = await tokenOf('grace@acme.test', acmeId);
      const { body } = await call('Account/Get', {
        payload: '',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(body.data.user.email).toBe('grace@acme.test');
    });

    const unauthorised = { hasError: true, message: NOT_LOGGED_IN_MESSAGE, data: null, validationErrors: null };

    test('401 without a token', async () => {
      expect(await call('account/get')).toEqual({ status: 401, body: unauthorised });
    });

    test('401 with a bad token', async () => {
      expect(await call('account/get', { headers: { authorization: 'Bearer not.a.token' } })).toEqual({
        status: 401,
        body: unauthorised,
      });
      const forged = jwt.sign({ app: demoId }, 'another-secret', { subject: 'someone' });
      expect(await call('account/get', { headers: { authorization: `Bearer ${forged}` } })).toEqual({
        status: 401,
        body: unauthorised,
      });
    });

    test('401 with an expired token', async () => {
      // Of a live session, so only the expiry is wrong.
      const { sub, jti } = jwt.decode(await tokenOf('ada@demo.test', demoId)) as { sub: string; jti: string };
      const expired = jwt.sign({ app: demoId, sub, jti, exp: Math.floor(Date.now() / 1000) - 60 }, JWT_SECRET);
      expect(await call('account/get', { headers: { authorization: `Bearer ${expired}` } })).toEqual({
        status: 401,
        body: unauthorised,
      });
    });

    test("401 for a token of acme used with demo's X-Application-Id (tenancy)", async () => {
      const token = await tokenOf('grace@acme.test', acmeId);
      expect(
        await call('account/get', { headers: { authorization: `Bearer ${token}`, 'x-application-id': demoId } }),
      ).toEqual({ status: 401, body: unauthorised });
    });

    test('401 in Turkish for Accept-Language: tr', async () => {
      const { body } = await call('account/get', { headers: { 'accept-language': 'tr' } });
      expect(body.message).toBe('Bu işlemi yapmak için giriş yapmalısınız.');
    });
  });

  test('passwords are stored salted and hashed', async () => {
    const rows: { password_hash: string }[] = await api.db('users').select('password_hash');
    // The demo's attendees (issue 12 item 6), each with a salt of their own.
    expect(rows.length).toBeGreaterThan(3);
    for (const { password_hash } of rows) {
      expect(password_hash).not.toContain(DEMO_PASSWORD);
      expect(password_hash).toMatch(/^scrypt\$/);
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  test('an unknown call is a 404 envelope, and so is the wrong method', async () => {
    const expected = { hasError: true, message: 'This call does not exist.', data: null, validationErrors: null };
    expect(await call('login/nothing', { body: {} })).toEqual({ status: 404, body: expected });
    expect(await call('login/getapplication', { method: 'GET' })).toEqual({ status: 404, body: expected });
  });
});

test('an unexpected error is a 500 envelope with a generic message and no stack', async () => {
  const api = await createApi();
  await api.db.destroy();
  try {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v2/login/getapplication',
      payload: { id: 'demo' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      hasError: true,
      message: 'Something went wrong. Please try again later.',
      data: null,
      validationErrors: null,
    });
  } finally {
    await api.close();
  }
});

test('headers over the size limit and an unreadable request get the envelope on the wire, not an empty body', async () => {
  const api = await createApi();
  try {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const answer = (text: string) => ({
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
      body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)),
    });

    const huge = `POST /api/v2/login/getapplication HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expect(answer(await raw(huge))).toEqual({
      status: 431,
      body: { hasError: true, message: 'The request headers are too large.', data: null, validationErrors: null },
    });
    expect(answer(await raw('NONSENSE\r\n\r\n'))).toEqual({
      status: 400,
      body: { hasError: true, message: 'The request could not be processed.', data: null, validationErrors: null },
    });
  } finally {
    await api.close();
  }
});
