import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { CallName, CheckPollResponse, NewPostRef } from '@atrium/shared/contract';
import { postgres } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 29 item 4 with two api instances on PostgreSQL and one Redis: each coalesces what went
// through it, and a reader on either ends with every new post once and the counts as they are.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the hub on two api instances', () => {
  const apis: Api[] = [];
  let drop: () => Promise<void> = async () => {};
  let a: Api;
  let b: Api;
  let summitId: string;
  let applicationId: string;
  let reader: Socket;

  async function signIn(email: string) {
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/v2/login/signin',
      headers: { 'x-application-id': applicationId },
      payload: { email, password: DEMO_PASSWORD },
    });
    return response.json().data.token as string;
  }
  async function call(api: Api, name: CallName, payload: unknown, token: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v2/${name}`,
      headers: { authorization: `Bearer ${token}`, 'x-application-id': applicationId, 'x-event-id': summitId },
      payload: payload as Record<string, unknown>,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  beforeAll(async () => {
    const database = await postgres.open();
    drop = database.drop;
    a = await createApi({ ...database.options, redisUrl: REDIS_URL });
    apis.push(a);
    await seedDemoData(a.db);
    b = await createApi({ ...database.options, redisUrl: REDIS_URL });
    apis.push(b);
    summitId = (await a.db('events').where({ slug: 'atrium-summit' }).first('id')).id;
    applicationId = (await a.db('applications').where({ slug: 'demo' }).first('id')).id;
    await listen(a);
    reader = await openSocket(await listen(b), await signIn('ada@demo.test'));
    expect(await subscribe(reader, `event-social-hub-${summitId}`)).toEqual({ ok: true });
  });

  afterAll(async () => {
    closeSockets();
    await Promise.all(apis.map((api) => api.close()));
    await drop();
  });

  test('posts, likes and votes through both instances in the same seconds: every post once, the last counts right', async () => {
    const posts: NewPostRef[] = [];
    const likes = new Map<string, number>();
    const polls: CheckPollResponse['poll'][] = [];
    reader.on('newPost', ({ items }: { items: NewPostRef[] }) => posts.push(...items));
    reader.on('postLikeCountChanged', ({ items }: { items: { postId: string; likes: number }[] }) => {
      for (const item of items) likes.set(item.postId, item.likes);
    });
    reader.on('livePollChanged', ({ poll }: { poll: CheckPollResponse['poll'] }) => polls.push(poll));

    // Four new attendees (Ada's row, her password), who have voted in nothing.
    const ada = await a.db('users').where({ application_id: applicationId, email: 'ada@demo.test' }).first();
    const people = [1, 2, 3, 4].map((n) => ({ ...ada, id: randomUUID(), email: `both${n}@demo.test` }));
    await a.db('users').insert(people);
    await a
      .db('event_attendees')
      .insert(people.map((person) => ({ event_id: summitId, user_id: person.id, created_at: new Date() })));
    const tokens = await Promise.all(people.map((person) => signIn(person.email)));
    const created: string[] = [];
    for (const [index, token] of tokens.entries()) {
      const post = await call(index % 2 ? b : a, 'socialhub/addorupdate', { postText: `Both ${index}` }, token);
      created.push(post.id);
    }
    // Everyone likes the first post, half through each instance, and votes in the live poll.
    for (const [index, token] of tokens.entries()) {
      await call(index % 2 ? a : b, 'socialhub/togglelike', { id: created[0], isLiked: true }, token);
      await call(index % 2 ? a : b, 'participant/dovote', { answer: 'Accessibility' }, token);
    }
    await sleep(2500);

    expect(posts.map((post) => post.id).sort()).toEqual([...created].sort());
    expect(likes.get(created[0]!)).toBe(people.length);
    const now = (await call(a, 'participant/checkpoll', undefined, tokens[0]!)) as CheckPollResponse;
    expect(polls.at(-1)).toEqual(now.poll);
  }, 20_000);
});
