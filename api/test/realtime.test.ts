import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { channel, type NewMessageEvent, type NewNotificationEvent } from '@atrium/shared/contract';
import type { DatabaseOptions } from '@atrium/shared/server';
import { postgres } from '@atrium/shared/server/testing';
import { createClient } from 'redis';
import { ChannelPayloadError, createChannels } from '../src/channels';
import { seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { tcpProxy, type TcpProxy } from './tcpProxy';
import { closeSockets, listen, openSocket as open, signInOn, subscribe } from './sockets';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function eventId(api: Api, slug: string): Promise<string> {
  return (await api.db('events').where({ slug }).first('id')).id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `done` holds, asked every 50 ms; fails past `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const limit = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > limit) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
}

/** The session id a token lives by (its `jti`). */
const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;

afterEach(closeSockets);

describe('real-time channels (spec 1 §7 Real-time)', () => {
  let api: Api;
  let url: string;
  let ada: { token: string; userId: string };
  let linus: { token: string; userId: string };

  beforeAll(async () => {
    // No networking seat sweeper (issue 33): its reads each second would be counted with the others.
    api = await createApi({ networkingSweepMs: 0 });
    await seedDemoData(api.db);
    url = await listen(api);
    [ada, linus] = await Promise.all([
      signInOn(api, 'ada@demo.test', 'demo'),
      signInOn(api, 'linus@demo.test', 'demo'),
    ]);
  });

  afterAll(async () => {
    await api.close();
  });

  test('a connection without a token, or with a bad one, is refused', async () => {
    await expect(open(url)).rejects.toThrow('You must be logged in to perform this action.');
    await expect(open(url, 'not-a-token')).rejects.toThrow('You must be logged in to perform this action.');
  });

  test("a user joins their own account channels, not another user's", async () => {
    const socket = await open(url, ada.token);
    for (const prefix of ['private', 'message', 'presence-user']) {
      expect(await subscribe(socket, `${prefix}-${ada.userId}`, ada.token)).toEqual({ ok: true });
    }
    expect(await subscribe(socket, `private-${linus.userId}`, ada.token)).toEqual({
      ok: false,
      message: 'You may not subscribe to this channel.',
    });
  });

  test('a user joins the channels of an event they attend, and no other event', async () => {
    const socket = await open(url, ada.token);
    const summit = await eventId(api, 'atrium-summit');
    for (const prefix of ['livestream', 'event-social-hub', 'networking', 'networking-area']) {
      expect(await subscribe(socket, `${prefix}-${summit}`)).toEqual({ ok: true });
    }
    const notAttended = await eventId(api, 'future-expo');
    const otherBrand = await eventId(api, 'acme-launch');
    expect((await subscribe(socket, `livestream-${notAttended}`)).ok).toBe(false);
    expect((await subscribe(socket, `networking-${otherBrand}`)).ok).toBe(false);
    expect((await subscribe(socket, 'everything')).ok).toBe(false);
  });

  test('a subscribe reads no database for what the token says; a broadcast is encoded once for all its sockets', async () => {
    const tabs = await Promise.all([open(url, ada.token), open(url, ada.token), open(url, ada.token)]);
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    api.db.on('query', onQuery);
    try {
      for (const tab of tabs) expect(await subscribe(tab, `private-${ada.userId}`)).toEqual({ ok: true });
    } finally {
      api.db.removeListener('query', onQuery);
    }
    expect(queries).toEqual([]);

    const encode = jest.spyOn(api.io.encoder, 'encode');
    try {
      const received = tabs.map((tab) => new Promise((resolve) => tab.once('newNotification', resolve)));
      const notification: NewNotificationEvent = {
        Id: 'n2',
        Title: 'To every tab',
        Details: 'Once encoded',
        CreateDate: new Date().toISOString(),
        IsRead: false,
        RelatedUser: null,
        RelatedEvent: null,
      };
      api.publish(channel.private({ userId: ada.userId }), 'newNotification', notification);
      expect(await Promise.all(received)).toEqual([notification, notification, notification]);
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
  });

  test('a socket whose session ended, the disconnect missing it (it was in its handshake), joins nothing', async () => {
    const signedIn = await signInOn(api, 'linus@demo.test', 'demo');
    const socket = await open(url, signedIn.token);
    // As if the socket had not yet joined its session's room when the session's sockets were disconnected.
    const sessionRoom = `session:${sessionOf(signedIn.token)}`;
    await api.io.of('/').sockets.get(socket.id!)!.leave(sessionRoom);
    const signedOut = await api.app.inject({
      method: 'POST',
      url: '/api/v2/account/signout',
      headers: { authorization: `Bearer ${signedIn.token}` },
      payload: {},
    });
    expect(signedOut.statusCode).toBe(200);
    expect(socket.connected).toBe(true);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await subscribe(socket, `private-${linus.userId}`)).toEqual({
      ok: false,
      message: 'You must be logged in to perform this action.',
    });
    expect(await gone).toBe('io server disconnect');
  });

  test("a subscription carrying another user's token is refused", async () => {
    const socket = await open(url, ada.token);
    expect((await subscribe(socket, `private-${ada.userId}`, linus.token)).ok).toBe(false);
  });

  test('publish reaches subscribers of the channel only; unsubscribe is answered', async () => {
    const [adaSocket, linusSocket] = await Promise.all([open(url, ada.token), open(url, linus.token)]);
    await subscribe(adaSocket, `private-${ada.userId}`);
    await subscribe(linusSocket, `private-${linus.userId}`);
    const linusGot = jest.fn();
    linusSocket.on('newNotification', linusGot);

    const received = new Promise((resolve) => adaSocket.once('newNotification', resolve));
    const notification: NewNotificationEvent = {
      Id: 'n1',
      Title: 'Hello',
      Details: 'From the test',
      CreateDate: new Date().toISOString(),
      IsRead: false,
      RelatedUser: null,
      RelatedEvent: null,
    };
    api.publish(channel.private({ userId: ada.userId }), 'newNotification', notification);
    expect(await received).toEqual(notification);

    const unsubscribed = new Promise((resolve) => adaSocket.once('unsubscribe_success', resolve));
    adaSocket.emit('unsubscribe', { channel: `private-${ada.userId}` });
    expect(await unsubscribed).toEqual({ channel: `private-${ada.userId}` });
    expect(linusGot).not.toHaveBeenCalled();
  });
});

describe('the channel table on the api (issue 28)', () => {
  test('a payload that is not its event’s schema is refused before it is sent; a good one goes out once', () => {
    const emitted: unknown[][] = [];
    const io = { to: (rooms: unknown) => ({ emit: (...args: unknown[]) => emitted.push([rooms, ...args]) }) };
    const { publish } = createChannels(io as never, { checkPayloads: true });
    const live = channel.liveStream({ eventId: '5b0c1c6e-2f55-4a4b-9a3e-7d1f0c6b9a10' });
    // Casts stand for a caller the compiler cannot see (a payload read from elsewhere).
    expect(() => publish(live, 'watchers', { sessionId: 's', watcherCount: 'many' } as never)).toThrow(
      ChannelPayloadError,
    );
    expect(() => publish(live, 'noSuchEvent' as never, {} as never)).toThrow(ChannelPayloadError);
    expect(emitted).toEqual([]);
    publish(live, 'watchers', { sessionId: 's', watcherCount: 3 });
    expect(emitted).toEqual([[[live.name], 'watchers', { sessionId: 's', watcherCount: 3 }]]);
  });

  test('prefixed events go out under each channel’s own name; a kind without an authoriser stops the start', () => {
    const emitted: unknown[][] = [];
    const io = { to: (rooms: unknown) => ({ emit: (...args: unknown[]) => emitted.push([rooms, ...args]) }) };
    const channels = createChannels(io as never);
    const eventId = '5b0c1c6e-2f55-4a4b-9a3e-7d1f0c6b9a10';
    channels.publish(channel.networking({ eventId }), 'networkingAreaRemoved', { id: 'r1' });
    expect(emitted).toEqual([[`networking-${eventId}`, `networking-${eventId}-networkingAreaRemoved`, { id: 'r1' }]]);
    channels.authorise('private', () => true);
    expect(() => channels.assertAuthorised()).toThrow(/message, presenceUser/);
    expect(() => channels.authorise('private', () => true)).toThrow();
  });

  test('a name of no kind, or with ids that are not ids, joins nothing', async () => {
    const channels = createChannels({} as never);
    channels.authorise('private', () => true);
    const claims = { userId: 'u', applicationId: 'a', sessionId: 's' } as never;
    expect(await channels.mayJoin(claims, 'private-5b0c1c6e-2f55-4a4b-9a3e-7d1f0c6b9a10')).toBe(true);
    for (const name of [
      'private-../../etc',
      'private-',
      'everything',
      'private-5b0c1c6e-2f55-4a4b-9a3e-7d1f0c6b9a10-x',
    ]) {
      expect(await channels.mayJoin(claims, name)).toBe(false);
    }
    // A kind with no authoriser refuses.
    expect(await channels.mayJoin(claims, 'livestream-5b0c1c6e-2f55-4a4b-9a3e-7d1f0c6b9a10')).toBe(false);
  });
});

describe('chat messages in real time (issue 13)', () => {
  let api: Api;
  let url: string;
  let ada: { token: string; userId: string };
  let linus: { token: string; userId: string };
  let alan: { token: string; userId: string };

  beforeAll(async () => {
    api = await createApi();
    await seedDemoData(api.db);
    url = await listen(api);
    [ada, linus, alan] = await Promise.all(
      ['ada@demo.test', 'linus@demo.test', 'alan@demo.test'].map((email) => signInOn(api, email, 'demo')),
    );
  });

  afterAll(async () => {
    await api.close();
  });

  async function sendAs(sender: { token: string }, body: object) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v2/chat/sendmessage',
      headers: { authorization: `Bearer ${sender.token}` },
      payload: body,
    });
    return response.json().data;
  }

  test("the other member's own channel gets newMessage with the capitalised names, once", async () => {
    const socket = await open(url, linus.token);
    expect(await subscribe(socket, `message-${linus.userId}`)).toEqual({ ok: true });
    const groupId = (await sendAs(ada, { userID: linus.userId, messageText: 'warm up' })).messageGroupID;
    // In the chat's channel too: a socket in both still gets each message once.
    expect(await subscribe(socket, `message-${groupId}`)).toEqual({ ok: true });
    const got: unknown[] = [];
    socket.on('newMessage', (payload) => got.push(payload));
    const received = new Promise((resolve) => socket.once('newMessage', resolve));

    const sent = await sendAs(ada, { userID: linus.userId, messageText: 'Hello Linus' });
    expect(await received).toEqual({
      MessageText: 'Hello Linus',
      CreateDate: sent.createDate,
      Id: sent.id,
      Image: null,
      MessageGroupID: groupId,
      UserID: ada.userId,
      User: { Id: ada.userId, Image: sent.user.image, Title: 'Ada Lovelace' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toHaveLength(1);
  });

  test("a chat's channel is for its members only; the sender's own channel does not echo", async () => {
    const groupId = (await sendAs(ada, { userID: linus.userId, messageText: 'again' })).messageGroupID;
    const [adaSocket, alanSocket] = await Promise.all([open(url, ada.token), open(url, alan.token)]);
    expect(await subscribe(adaSocket, `message-${groupId}`)).toEqual({ ok: true });
    expect(await subscribe(alanSocket, `message-${groupId}`)).toEqual({
      ok: false,
      message: 'You may not subscribe to this channel.',
    });
    expect((await subscribe(alanSocket, `message-${linus.userId}`)).ok).toBe(false);
    expect(await subscribe(adaSocket, `message-${ada.userId}`)).toEqual({ ok: true });

    const adaGot: unknown[] = [];
    adaSocket.on('newMessage', (payload) => adaGot.push(payload));
    const alanGot = jest.fn();
    alanSocket.on('newMessage', alanGot);
    await sendAs(ada, { messageGroupID: groupId, messageText: 'to the chat' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Ada hears her own message once, through the chat's channel; Alan hears nothing.
    expect(adaGot).toEqual([expect.objectContaining({ MessageText: 'to the chat' })]);
    expect(alanGot).not.toHaveBeenCalled();
  });
});

describe('two api instances on one Redis', () => {
  let directory: string;
  const apis: Api[] = [];

  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'atrium-api-'));
  });

  afterAll(async () => {
    closeSockets();
    await Promise.all(apis.map((api) => api.close()));
    rmSync(directory, { recursive: true, force: true });
  });

  test('publish on instance A reaches a client connected to instance B', async () => {
    const sqliteFile = path.join(directory, 'shared.sqlite');
    const a = await createApi({ sqliteFile, redisUrl: REDIS_URL });
    apis.push(a);
    await seedDemoData(a.db);
    const b = await createApi({ sqliteFile, redisUrl: REDIS_URL });
    apis.push(b);
    await listen(a);
    const urlOfB = await listen(b);

    // Both instances read the same generated secret, so a token from A is good on B.
    const ada = await signInOn(a, 'ada@demo.test', 'demo');
    const socket = await open(urlOfB, ada.token);
    expect(await subscribe(socket, `message-${ada.userId}`)).toEqual({ ok: true });

    const received = new Promise((resolve) => socket.once('newMessage', resolve));
    const message: NewMessageEvent = {
      MessageText: 'hello from A',
      CreateDate: new Date().toISOString(),
      Id: 'm1',
      Image: null,
      MessageGroupID: 'g1',
      UserID: 'u1',
      User: { Id: 'u1', Image: null, Title: 'Linus' },
    };
    a.publish(channel.message({ id: ada.userId }), 'newMessage', message);
    expect(await received).toEqual(message);
  });
});

describe('two api instances when one instance’s link to Redis blinks (issue 29 item 6)', () => {
  const apis: Api[] = [];
  const proxies: TcpProxy[] = [];
  let drop: () => Promise<void> = async () => {};
  // Each instance reaches Redis through a proxy of its own, which the tests cut.
  let toA: TcpProxy;
  let toB: TcpProxy;
  let a: Api;
  let b: Api;
  let urlOfB: string;
  let ada: { token: string; userId: string };
  let linus: { token: string; userId: string };

  beforeAll(async () => {
    const database = await postgres.open();
    drop = database.drop;
    [toA, toB] = [await tcpProxy(REDIS_URL), await tcpProxy(REDIS_URL)];
    proxies.push(toA, toB);
    a = await createApi({ ...database.options, redisUrl: toA.url });
    apis.push(a);
    await seedDemoData(a.db);
    b = await createApi({ ...database.options, redisUrl: toB.url });
    apis.push(b);
    await listen(a);
    urlOfB = await listen(b);
    [ada, linus] = await Promise.all(['ada@demo.test', 'linus@demo.test'].map((email) => signInOn(a, email, 'demo')));
  });

  afterAll(async () => {
    closeSockets();
    for (const proxy of proxies) await proxy.restore();
    await Promise.all(apis.map((api) => api.close()));
    for (const proxy of proxies) await proxy.close();
    await drop();
  });

  test('what is sent while a link is down reaches the other instance once it is back, once each; /health names the lost link', async () => {
    const health = async (api: Api) => {
      const answer = await api.app.inject({ method: 'GET', url: '/api/v2/health' });
      return { status: answer.statusCode, body: answer.json() };
    };
    const send = async (messageText: string) => {
      const answer = await a.app.inject({
        method: 'POST',
        url: '/api/v2/chat/sendmessage',
        headers: { authorization: `Bearer ${ada.token}` },
        payload: { userID: linus.userId, messageText },
      });
      expect(answer.json().hasError).toBe(false);
    };

    // Linus reads on B; Ada sends through A.
    const reader = await open(urlOfB, linus.token);
    expect(await subscribe(reader, `message-${linus.userId}`)).toEqual({ ok: true });
    const got: string[] = [];
    reader.on('newMessage', (payload: NewMessageEvent) => got.push(payload.MessageText));
    await send('before');
    await until(() => got.length === 1);
    expect(await health(a)).toEqual({ status: 200, body: expect.objectContaining({ data: { ok: true } }) });

    // A, the sender's instance, loses Redis: what it publishes waits, and goes out once it is back.
    await toA.cut();
    await until(async () => (await health(a)).status === 503);
    expect((await health(a)).body).toEqual({
      hasError: true,
      message: 'The link to Redis is down: messages between api instances wait until it is back.',
      data: null,
      validationErrors: null,
    });
    expect((await health(b)).status).toBe(200);
    const whileA = [1, 2, 3, 4, 5].map((n) => `sent while A was cut ${n}`);
    for (const text of whileA) await send(text);
    await sleep(300);
    expect(got).toEqual(['before']);
    await toA.restore();
    await until(() => got.length === 6);
    await until(async () => (await health(a)).status === 200);

    // B, the reader's instance, loses Redis: it reads what it missed from the stream once it is back.
    await toB.cut();
    await until(async () => (await health(b)).status === 503);
    const whileB = [1, 2, 3, 4, 5].map((n) => `sent while B was cut ${n}`);
    for (const text of whileB) await send(text);
    await sleep(300);
    expect(got).toHaveLength(6);
    await toB.restore();
    await until(() => got.length === 11);
    await until(async () => (await health(b)).status === 200);
    // Nothing twice, in the order sent.
    await sleep(500);
    expect(got).toEqual(['before', ...whileA, ...whileB]);
  });

  test('another instance is told of an ended session: a socket there that the disconnect missed joins nothing', async () => {
    const signedIn = await signInOn(a, 'linus@demo.test', 'demo');
    const socket = await open(urlOfB, signedIn.token);
    await b.io
      .of('/')
      .sockets.get(socket.id!)!
      .leave(`session:${sessionOf(signedIn.token)}`);
    const signedOut = await a.app.inject({
      method: 'POST',
      url: '/api/v2/account/signout',
      headers: { authorization: `Bearer ${signedIn.token}` },
      payload: {},
    });
    expect(signedOut.statusCode).toBe(200);
    await sleep(200);
    // B disconnected its sockets of the session it was told of; this one it no longer found in the room.
    expect(socket.connected).toBe(true);
    expect(await subscribe(socket, `private-${signedIn.userId}`)).toEqual({
      ok: false,
      message: 'You must be logged in to perform this action.',
    });
  });
});

describe('two api instances on PostgreSQL and one Redis (issue 13 item 5)', () => {
  const apis: Api[] = [];
  let drop: () => Promise<void> = async () => {};

  afterAll(async () => {
    closeSockets();
    await Promise.all(apis.map((api) => api.close()));
    await drop();
  });

  test("a message sent through instance A reaches the reader's socket on instance B, once, and no one else's", async () => {
    const database = await postgres.open();
    drop = database.drop;
    const a = await createApi({ ...database.options, redisUrl: REDIS_URL });
    apis.push(a);
    await seedDemoData(a.db);
    const b = await createApi({ ...database.options, redisUrl: REDIS_URL });
    apis.push(b);
    const urlOfA = await listen(a);
    const urlOfB = await listen(b);

    const [ada, linus, alan] = await Promise.all(
      ['ada@demo.test', 'linus@demo.test', 'alan@demo.test'].map((email) => signInOn(a, email, 'demo')),
    );
    // Linus reads on B, on his own channel; Alan, on A, listens on his.
    const reader = await open(urlOfB, linus.token);
    expect(await subscribe(reader, `message-${linus.userId}`)).toEqual({ ok: true });
    const other = await open(urlOfA, alan.token);
    expect(await subscribe(other, `message-${alan.userId}`)).toEqual({ ok: true });
    const got: NewMessageEvent[] = [];
    reader.on('newMessage', (payload: NewMessageEvent) => got.push(payload));
    const received = new Promise((resolve) => reader.once('newMessage', resolve));
    const alanGot = jest.fn();
    other.on('newMessage', alanGot);

    const response = await a.app.inject({
      method: 'POST',
      url: '/api/v2/chat/sendmessage',
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { userID: linus.userId, messageText: 'Across instances' },
    });
    const sent = response.json().data;
    await received;
    expect(got[0]).toMatchObject({ Id: sent.id, MessageText: 'Across instances', UserID: ada.userId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toHaveLength(1);
    expect(alanGot).not.toHaveBeenCalled();

    // B reads what A stored: the reader's chat list has it as the last message.
    const list = await b.app.inject({
      method: 'POST',
      url: '/api/v2/Chat/ListMessageGroups',
      headers: { authorization: `Bearer ${linus.token}` },
      payload: { skip: 0, take: 10 },
    });
    expect(list.json().data.items[0]).toMatchObject({
      id: sent.messageGroupID,
      lastMessage: { messageText: 'Across instances' },
    });
  });
});

describe.each(['SQLite', 'PostgreSQL'])('two deployments on one Redis, on %s (issue 32 item 9)', (databaseName) => {
  const apis: Api[] = [];
  const drops: (() => Promise<void>)[] = [];
  let directory: string;
  let redis: ReturnType<typeof createClient>;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'atrium-deployments-'));
    redis = createClient({ url: REDIS_URL });
    await redis.connect();
  });

  afterAll(async () => {
    closeSockets();
    await Promise.all(apis.map((api) => api.close()));
    for (const drop of drops) await drop();
    await redis.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** A deployment: its own database, seeded, with two api instances on the shared Redis. */
  async function deployment(name: string, redisPrefix?: string): Promise<[Api, Api]> {
    let options: DatabaseOptions;
    if (databaseName === 'SQLite') options = { sqliteFile: path.join(directory, `${name}.sqlite`) };
    else {
      const database = await postgres.open();
      drops.push(database.drop);
      options = database.options;
    }
    const shared = { ...options, redisUrl: REDIS_URL, redisPrefix, watchersIntervalMs: 200 };
    const first = await createApi(shared);
    apis.push(first);
    await seedDemoData(first.db);
    const second = await createApi(shared);
    apis.push(second);
    return [first, second];
  }

  const message = (text: string): NewMessageEvent => ({
    MessageText: text,
    CreateDate: new Date().toISOString(),
    Id: text,
    Image: null,
    MessageGroupID: 'g1',
    UserID: 'u1',
    User: { Id: 'u1', Image: null, Title: 'Linus' },
  });

  test("a broadcast of one deployment reaches its own instances, never the other's sockets; every key has its deployment's prefix", async () => {
    const [a1, a2] = await deployment('a');
    const [b1, b2] = await deployment('b');
    const [urlOfA2, urlOfB1] = [await listen(a2), await listen(b1)];
    await Promise.all([listen(a1), listen(b2)]);
    const [adaOfA, adaOfB] = [await signInOn(a1, 'ada@demo.test', 'demo'), await signInOn(b1, 'ada@demo.test', 'demo')];
    const onA = await open(urlOfA2, adaOfA.token);
    expect(await subscribe(onA, `message-${adaOfA.userId}`)).toEqual({ ok: true });
    const onB = await open(urlOfB1, adaOfB.token);
    expect(await subscribe(onB, `message-${adaOfB.userId}`)).toEqual({ ok: true });
    const gotOnA: string[] = [];
    const gotOnB: string[] = [];
    onA.on('newMessage', (payload: NewMessageEvent) => gotOnA.push(payload.MessageText));
    onB.on('newMessage', (payload: NewMessageEvent) => gotOnB.push(payload.MessageText));

    // A broadcasts to B's room (as if its ids were B's) and to its own; then B, from its other
    // instance: B reads its stream in order, so A's, had it been there, would have come first.
    a1.publish(channel.message({ id: adaOfB.userId }), 'newMessage', message('from A to B'));
    a1.publish(channel.message({ id: adaOfA.userId }), 'newMessage', message('from A to A'));
    await until(() => gotOnA.length === 1);
    b2.publish(channel.message({ id: adaOfB.userId }), 'newMessage', message('from B to B'));
    await until(() => gotOnB.length === 1);
    await sleep(300);
    expect(gotOnA).toEqual(['from A to A']);
    expect(gotOnB).toEqual(['from B to B']);

    // Made once per database, the same for a deployment's instances; the stream and the watcher
    // counts (written every turn) are under it.
    const prefixOf = async (api: Api) => (await api.db('settings').where({ key: 'redis_prefix' }).first('value')).value;
    const [prefixA, prefixB] = [await prefixOf(a1), await prefixOf(b1)];
    expect(prefixA).toMatch(/^atrium:[0-9a-f]{12}:$/);
    expect(prefixB).not.toBe(prefixA);
    for (const prefix of [prefixA, prefixB]) {
      expect(await redis.exists(`${prefix}socket.io`)).toBe(1);
      await until(async () => (await redis.keys(`${prefix}watchers:instance:*`)).length === 2);
    }
  }, 120_000);

  test('REDIS_PREFIX names the prefix instead', async () => {
    const prefix = `atrium-test-${randomUUID()}:`;
    const [c1] = await deployment('c', prefix);
    const received = until(async () => (await redis.keys(`${prefix}watchers:instance:*`)).length === 2);
    c1.publish(channel.message({ id: randomUUID() }), 'newMessage', message('to nobody'));
    await received;
    await until(async () => (await redis.exists(`${prefix}socket.io`)) === 1);
  }, 60_000);
});
