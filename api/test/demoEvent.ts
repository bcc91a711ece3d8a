import { randomUUID } from 'node:crypto';
import type { CallName, Envelope } from '@atrium/shared/contract';
import type { DatabaseOptions } from '@atrium/shared/server';
import type { TestDatabase } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api, type ApiOptions } from '../src/server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
export type AnyEnvelope = Envelope<any>;
export type Headers = Record<string, string>;

/** A signed-in demo user: their id, token, and the headers that carry the token and their brand. */
export interface Person {
  id: string;
  token: string;
  headers: Headers;
}

export const fieldsOf = (answer: { body: AnyEnvelope }) => Object.keys(answer.body.validationErrors ?? {}).sort();
export const NOT_FOUND = { hasError: true, message: 'Data not found.', data: null, validationErrors: null };

/**
 * The seeded demo on one test database, for the tests of calls inside an event (issue 14): calls
 * go to atrium-summit unless told another event (or none, null).
 */
export class DemoEvent {
  private constructor(
    readonly api: Api,
    /** The test database's options, for another api instance on the same data. */
    readonly databaseOptions: DatabaseOptions,
    private readonly drop: () => Promise<void>,
    readonly demoId: string,
    readonly acmeId: string,
    readonly summitId: string,
    readonly forumId: string,
  ) {}

  /** `options` adds to the api's (a live control secret, a live folder). */
  static async open(database: TestDatabase, options: ApiOptions = {}): Promise<DemoEvent> {
    const opened = await database.open();
    const api = await createApi({ ...opened.options, jwtSecret: 'test-secret', ...options });
    await seedDemoData(api.db);
    const idOf = async (table: string, slug: string) => (await api.db(table).where({ slug }).first('id')).id as string;
    return new DemoEvent(
      api,
      opened.options,
      opened.drop,
      await idOf('applications', 'demo'),
      await idOf('applications', 'acme'),
      await idOf('events', 'atrium-summit'),
      await idOf('events', 'past-forum'),
    );
  }

  /** A call as the browser makes it; `language` is the interface language (accept-language). */
  async call(
    name: CallName,
    body: unknown,
    headers: Headers,
    eventId: string | null = this.summitId,
    language?: string,
  ) {
    const response = await this.api.app.inject({
      method: 'POST',
      url: `/api/v2/${name}`,
      headers: {
        ...headers,
        ...(eventId && { 'x-event-id': eventId }),
        ...(language && { 'accept-language': language }),
      },
      ...(body !== undefined && { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  /** The headers of a demo attendee's session (password DEMO_PASSWORD). */
  async signIn(email: string, applicationId = this.demoId): Promise<Headers> {
    return (await this.person(email, applicationId)).headers;
  }

  /** A demo user's session, with their id (password DEMO_PASSWORD). */
  async person(email: string, applicationId = this.demoId): Promise<Person> {
    const headers = { 'x-application-id': applicationId };
    const { body } = await this.call('login/signin', { email, password: DEMO_PASSWORD }, headers, null);
    const token = body.data.token as string;
    const { id } = await this.api.db('users').where({ email, application_id: applicationId }).first('id');
    return { id, token, headers: { ...headers, authorization: `Bearer ${token}` } };
  }

  private people = 0;

  /**
   * A new demo user with nothing of their own yet: Ada's row under another name (and `fields`),
   * signed in; an attendee of atrium-summit when `attendee` is true.
   */
  async newPerson(fields: Record<string, unknown> = {}, attendee = false): Promise<Person> {
    this.people += 1;
    const row = await this.api.db('users').where({ email: 'ada@demo.test' }).first();
    const n = this.people;
    const person = { ...row, id: randomUUID(), email: `person${n}@demo.test`, last_name: `Person${n}`, ...fields };
    await this.api.db('users').insert(person);
    if (attendee) {
      await this.api
        .db('event_attendees')
        .insert({ event_id: this.summitId, user_id: person.id, created_at: new Date() });
    }
    return this.person(person.email);
  }

  async close(): Promise<void> {
    await this.api.close();
    await this.drop();
  }
}
