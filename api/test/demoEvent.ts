import type { CallName, Envelope } from '@atrium/shared/contract';
import type { TestDatabase } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read many response shapes
export type AnyEnvelope = Envelope<any>;
export type Headers = Record<string, string>;

export const fieldsOf = (answer: { body: AnyEnvelope }) => Object.keys(answer.body.validationErrors ?? {}).sort();
export const NOT_FOUND = { hasError: true, message: 'Data not found.', data: null, validationErrors: null };

/**
 * The seeded demo on one test database, for the tests of calls inside an event (issue 14): calls
 * go to atrium-summit unless told another event (or none, null).
 */
export class DemoEvent {
  private constructor(
    readonly api: Api,
    private readonly drop: () => Promise<void>,
    readonly demoId: string,
    readonly acmeId: string,
    readonly summitId: string,
    readonly forumId: string,
  ) {}

  static async open(database: TestDatabase): Promise<DemoEvent> {
    const opened = await database.open();
    const api = await createApi({ ...opened.options, jwtSecret: 'test-secret' });
    await seedDemoData(api.db);
    const idOf = async (table: string, slug: string) => (await api.db(table).where({ slug }).first('id')).id as string;
    return new DemoEvent(
      api,
      opened.drop,
      await idOf('applications', 'demo'),
      await idOf('applications', 'acme'),
      await idOf('events', 'atrium-summit'),
      await idOf('events', 'past-forum'),
    );
  }

  async call(name: CallName, body: unknown, headers: Headers, eventId: string | null = this.summitId) {
    const response = await this.api.app.inject({
      method: 'POST',
      url: `/api/v2/${name}`,
      headers: { ...headers, ...(eventId && { 'x-event-id': eventId }) },
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }

  /** The headers of a demo attendee's session (password DEMO_PASSWORD). */
  async signIn(email: string, applicationId = this.demoId): Promise<Headers> {
    const headers = { 'x-application-id': applicationId };
    const { body } = await this.call('login/signin', { email, password: DEMO_PASSWORD }, headers, null);
    return { ...headers, authorization: `Bearer ${body.data.token as string}` };
  }

  async close(): Promise<void> {
    await this.api.close();
    await this.drop();
  }
}
