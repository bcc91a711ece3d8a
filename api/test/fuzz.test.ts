import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { calls, headersSchema, type CallDeclaration, type CallName } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { casesFor, expectationOf, uploadCases, valid, type Case, type Known, type Schema } from './fuzzCases';

// Issue 10 items 1 and 2: every call of the call table, sent what a broken client or an attacker
// sends, answers the envelope and never a 5xx, and a field it surely refuses is named in
// validationErrors. Driven by the table: a new call is fuzzed by being declared there.

/** Fixed, so a failure is found again; FUZZ_SEED tries another. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_100);
/** Cases per call and database: the suite stays well under a minute per database on 2 cores. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const declared = (name: CallName): CallDeclaration => calls[name];
/** Upload calls take multipart bodies, which these JSON cases do not speak; the uploads' suite covers them. */
const NAMES = (Object.keys(calls) as CallName[]).filter((name) => !declared(name).upload);
/** Rows whose ids, slugs, e-mails and codes the valid bodies use, so that they reach data. */
const KNOWN_COLUMNS: Record<string, string[]> = {
  applications: ['id', 'slug'],
  users: ['id', 'email'],
  events: ['id', 'slug'],
  activation_codes: ['code'],
  program_items: ['id'],
  speakers: ['id'],
  sub_events: ['id'],
  participant_groups: ['id'],
  languages: ['id'],
  user_jobs: ['id'],
  user_schools: ['id'],
  user_languages: ['id'],
  interests: ['title'],
  message_groups: ['id'],
  notifications: ['id'],
  appointments: ['id'],
  stands: ['id'],
  stand_halls: ['id'],
  registration_questions: ['id'],
  document_categories: ['id'],
  surveys: ['id'],
  survey_questions: ['id'],
  survey_question_options: ['id'],
  live_sessions: ['id'],
  networking_rooms: ['id'],
};

/** Calls that end the caller's session (or account): each runs on a spare account's session. */
const ENDS_SESSION = new Set<CallName>(['account/signout', 'account/deletemyaccount']);

describe.each([sqlite, postgres])('fuzzing the call table on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  let known: Known;
  let signedIn: Record<string, string>;
  let spare: Record<string, string> | null = null;
  let cases = 0;

  // From an address of its own: the wrong passwords fuzzed at account/changepassword lock the fuzz's.
  async function signIn(email: string, applicationId: string): Promise<string> {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/v2/login/signin',
      headers: { 'x-application-id': applicationId, 'x-forwarded-for': '192.0.2.1' },
      payload: { email, password: DEMO_PASSWORD },
    });
    return answer.json().data.token;
  }

  /** The headers of a live session of a copy of Ada (her password too), made anew once a case ended it. */
  async function spareSession(): Promise<Record<string, string>> {
    const check = spare && (await api.app.inject({ method: 'POST', url: '/api/v2/account/get', headers: spare }));
    if (spare && check?.statusCode === 200) return spare;
    const ada = await api.db('users').where({ email: 'ada@demo.test' }).first();
    const copy = { ...ada, id: randomUUID(), email: `spare-${randomUUID()}@demo.test` };
    await api.db('users').insert(copy);
    spare = { ...signedIn, authorization: `Bearer ${await signIn(copy.email, ada.application_id)}` };
    return spare;
  }

  /** A call that ends the session it is sent with gets a spare one, so Ada's stays for the other calls. */
  async function sessionFor(name: CallName, headers: Record<string, string>) {
    return ENDS_SESSION.has(name) && headers.authorization === signedIn.authorization ? spareSession() : headers;
  }

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi({ ...opened.options, jwtSecret: 'test-secret' });
    await seedDemoData(api.db);
    const strings = await Promise.all(
      Object.entries(KNOWN_COLUMNS).map(async ([table, columns]) =>
        (await api.db(table).select(columns)).flatMap((row: Record<string, string>) => Object.values(row)),
      ),
    );
    known = { strings: strings.flat() };
    const demo = await api.db('applications').where({ slug: 'demo' }).first('id');
    const summit = await api.db('events').where({ slug: 'atrium-summit' }).first('id');
    // Ada attends the running summit, so calls inside it go past the attendee check.
    signedIn = {
      authorization: `Bearer ${await signIn('ada@demo.test', demo.id)}`,
      'x-application-id': demo.id,
      'x-event-id': summit.id,
    };
  });

  afterAll(async () => {
    console.log(`fuzz on ${database.name}: ${NAMES.length} calls, ${cases} cases, seed ${SEED}`);
    await api?.close();
    await drop?.();
  });

  /** The needed headers of a valid session, or one of them broken (garbage, too long, another brand's). */
  function headerCases(name: CallName): fc.Arbitrary<{ headers: Record<string, string>; expect: Case['expect'] }> {
    const { needs } = declared(name);
    const schema = headersSchema(needs) as Schema | undefined;
    const token = needs.includes('token') ? ['authorization'] : [];
    const breakable = [...Object.keys(schema?.properties ?? {}), ...token];
    const intact = fc.constant({ headers: signedIn, expect: null });
    if (!breakable.length) return intact;
    const value = fc.oneof(fc.constantFrom(...known.strings), fc.string({ unit: 'grapheme-ascii', maxLength: 100 }));
    const broken = fc.tuple(fc.constantFrom(...breakable), value).map(([header, text]) => {
      if (header === 'authorization') {
        return { headers: { ...signedIn, authorization: `Bearer ${text}` }, expect: { status: 401, fields: [] } };
      }
      const headers = { ...signedIn, [header]: text };
      return { headers, expect: expectationOf(schema, headers) };
    });
    return fc.oneof({ arbitrary: intact, weight: 4 }, { arbitrary: broken, weight: 1 });
  }

  async function send(name: CallName, headers: Record<string, string>, sent: Case, expected: Case['expect']) {
    cases++;
    const response = await api.app.inject({
      method: declared(name).method ?? 'POST',
      url: `/api/v2/${name}${sent.query ?? ''}`,
      headers: { ...headers, 'content-type': sent.contentType ?? 'application/json' },
      ...(sent.payload !== undefined && { payload: sent.payload }),
    });
    const what = `${name} (${sent.kind}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
    if (response.statusCode >= 500) throw new Error(what);
    let envelope: Record<string, unknown>;
    try {
      envelope = response.json();
    } catch {
      throw new Error(`not JSON: ${what}`);
    }
    const { hasError, message, data, validationErrors } = envelope;
    const isEnvelope =
      Object.keys(envelope).sort().join() === 'data,hasError,message,validationErrors' &&
      hasError === response.statusCode >= 400 &&
      (message === null || typeof message === 'string') &&
      (!hasError || data === null) &&
      (validationErrors === null ||
        (typeof validationErrors === 'object' &&
          Object.values(validationErrors as object).every((text) => typeof text === 'string')));
    if (!isEnvelope) throw new Error(`not the envelope: ${what}`);
    if (!expected) return;
    if (response.statusCode !== expected.status) throw new Error(`expected ${expected.status}: ${what}`);
    const named = Object.keys(validationErrors ?? {});
    for (const field of expected.fields) {
      if (!named.some((key) => key === field || key.startsWith(`${field}.`))) {
        throw new Error(`expected a field error for ${field}: ${what}`);
      }
    }
  }

  test.each(NAMES)('%s answers every input with the envelope, never a 5xx', async (name) => {
    const call = declared(name);
    const schema = call.request as Schema | undefined;
    // A GET's body is never read; an upload call's body is multipart, with its query beside it.
    const bodies =
      call.method === 'GET'
        ? fc.constant<Case>({ kind: 'no body', expect: null })
        : call.upload
          ? uploadCases()
          : casesFor(schema, known);
    // A broken header goes with a body the schema takes, so the header is what the answer is about.
    const property = fc.asyncProperty(
      fc.oneof(
        { arbitrary: bodies.map((sent) => ({ sent, headers: signedIn, expect: sent.expect })), weight: 5 },
        {
          arbitrary: fc
            .tuple(schema ? valid(schema, known) : fc.constant({}), headerCases(name))
            .map(([body, { headers, expect }]) => ({
              sent: call.upload
                ? { ...fc.sample(uploadCases(), { seed: SEED, numRuns: 1 })[0], kind: 'broken header', expect }
                : { kind: 'broken header', payload: JSON.stringify(body), expect },
              headers,
              expect: expect ?? expectationOf(schema, body),
            })),
          weight: 1,
        },
      ),
      async ({ sent, headers, expect }) => send(name, await sessionFor(name, headers), sent, expect),
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS });
  });
});
