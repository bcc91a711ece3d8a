import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { CallName, MessagesReadEvent, TypingAck, TypingEvent } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { chatReadMigration } from '../src/db/chatReadMigration';
import { DemoEvent, type Headers, type Person } from './demoEvent';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 31 item 10 (beyond the spec): read receipts (chat/readall moves the reader's marker, the
// chat's channel hears messagesRead, Chat/listMessages carries the other members' markers) and the
// typing indicator (emit-typing, forwarded as typing to the other members, never to a non-member's
// or across a block).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `done` holds, asked every 20 ms; fails past `ms`. */
async function until(done: () => boolean, ms = 5000): Promise<void> {
  const limit = Date.now() + ms;
  while (!done()) {
    if (Date.now() > limit) throw new Error(`not within ${ms} ms`);
    await sleep(20);
  }
}

/** `emit-typing` with an ack: the server's answer. */
const typeIn = (socket: Socket, payload: unknown) =>
  new Promise<TypingAck>((resolve) => socket.emit('emit-typing', payload, resolve));

describe.each([sqlite, postgres])('chat read receipts and typing on $name', (database) => {
  let demo: DemoEvent;
  let url: string;

  const call = (name: CallName, body: unknown, headers: Headers) => demo.call(name, body, headers, null);
  const send = async (from: Person, body: Record<string, unknown>) =>
    (await call('chat/sendmessage', body, from.headers)).body.data;
  const pageOf = async (person: Person, messageGroupID: string, take = 10) =>
    (await call('Chat/listMessages', { messageGroupID, skip: 0, take }, person.headers)).body.data;
  const readAll = async (person: Person, id: string) => (await call('chat/readall', { id }, person.headers)).body;

  /** Two new people with a chat of one message from the first. */
  async function pair() {
    const [one, two] = [await demo.newPerson(), await demo.newPerson()];
    const first = await send(one, { userID: two.id, messageText: 'first' });
    return { one, two, groupId: first.messageGroupID as string, first };
  }

  beforeAll(async () => {
    // No networking seat sweeper (issue 33): its reads each second would be counted with the others.
    demo = await DemoEvent.open(database, { networkingSweepMs: 0 });
    url = await listen(demo.api);
  });

  afterEach(closeSockets);

  afterAll(async () => {
    await demo?.close();
  });

  test('readall moves the reader’s marker to the newest message; the other member’s list carries it after a reload', async () => {
    const { one, two, groupId } = await pair();
    const second = await send(one, { messageGroupID: groupId, messageText: 'second' });
    // Nobody read anything yet: no markers on either side.
    expect((await pageOf(one, groupId)).readMarkers).toEqual([]);
    expect((await pageOf(two, groupId)).readMarkers).toEqual([]);

    const before = Date.now();
    expect(await readAll(two, groupId)).toMatchObject({ hasError: false });
    const [marker] = (await pageOf(one, groupId)).readMarkers;
    expect(marker).toEqual({
      userID: two.id,
      messageID: second.id,
      messageDate: second.createDate,
      readDate: expect.any(String),
    });
    expect(Date.parse(marker.readDate)).toBeGreaterThanOrEqual(before - 1000);
    // The reader's own marker is not in their list: only the others'.
    expect((await pageOf(two, groupId)).readMarkers).toEqual([]);

    // A new message is not read until the next readall, which moves the marker to it.
    const third = await send(one, { messageGroupID: groupId, messageText: 'third' });
    expect((await pageOf(one, groupId)).readMarkers).toMatchObject([{ messageID: second.id }]);
    await readAll(two, groupId);
    expect((await pageOf(one, groupId)).readMarkers).toMatchObject([{ userID: two.id, messageID: third.id }]);
    // Two's reply is read by one only when one reads: two sees one's marker at the reply then.
    const reply = await send(two, { messageGroupID: groupId, messageText: 'reply' });
    expect((await pageOf(two, groupId)).readMarkers).toEqual([]);
    await readAll(one, groupId);
    expect((await pageOf(two, groupId)).readMarkers).toMatchObject([{ userID: one.id, messageID: reply.id }]);
  });

  test('the seed’s chats carry markers: Linus read Ada’s last message, Ada not Margaret’s two last', async () => {
    const ada = await demo.person('ada@demo.test');
    const linus = await demo.person('linus@demo.test');
    const groups = (await call('Chat/ListMessageGroups', { skip: 0, take: 10 }, ada.headers)).body.data.items;
    const withLinus = groups.find((group: { title: string }) => group.title === 'Linus Torvalds');
    const page = await pageOf(ada, withLinus.id);
    expect(page.readMarkers).toEqual([
      expect.objectContaining({ userID: linus.id, messageID: page.items[0].id, messageDate: page.items[0].createDate }),
    ]);
    const withMargaret = groups.find((group: { title: string }) => group.title === 'Margaret Hamilton');
    const margaret = await demo.person('margaret@demo.test');
    const hers = await pageOf(margaret, withMargaret.id);
    // Newest first: Margaret's two unread ones, then Ada's, which is the last Ada read.
    expect(hers.readMarkers).toEqual([expect.objectContaining({ userID: ada.id, messageID: hers.items[2].id })]);
  });

  test('a page of messages costs the same statements at take 1 as at take 10: the markers are not read per message', async () => {
    const { one, two, groupId } = await pair();
    for (let index = 0; index < 11; index += 1) await send(one, { messageGroupID: groupId, messageText: `m${index}` });
    await readAll(two, groupId);
    const statements = async (take: number) => {
      const sql: string[] = [];
      const onQuery = (query: { sql: string }) => sql.push(query.sql);
      demo.api.db.on('query', onQuery);
      try {
        const page = await pageOf(one, groupId, take);
        expect(page.items).toHaveLength(take);
        expect(page.readMarkers).toHaveLength(1);
      } finally {
        demo.api.db.removeListener('query', onQuery);
      }
      return sql;
    };
    const one1 = await statements(1);
    const one10 = await statements(10);
    expect(one10.length).toBe(one1.length);
    // The sign-in check, the members with their markers, the page.
    expect(one10.length).toBeLessThanOrEqual(3);
  });

  test('readall tells the chat’s channel once with the marker, and nothing when nothing new came', async () => {
    const { one, two, groupId, first } = await pair();
    const socket = await openSocket(url, one.token);
    expect(await subscribe(socket, `message-${groupId}`)).toEqual({ ok: true });
    const heard: MessagesReadEvent[] = [];
    socket.on('messagesRead', (payload: MessagesReadEvent) => heard.push(payload));

    await readAll(two, groupId);
    await until(() => heard.length === 1);
    expect(heard[0]).toEqual({
      messageGroupID: groupId,
      userID: two.id,
      messageID: first.id,
      messageDate: first.createDate,
      readDate: expect.any(String),
    });
    // Read again with nothing new: no event. A new message read: one more.
    await readAll(two, groupId);
    const next = await send(one, { messageGroupID: groupId, messageText: 'next' });
    await readAll(two, groupId);
    await until(() => heard.length >= 2);
    await sleep(100);
    expect(heard.map((event) => event.messageID)).toEqual([first.id, next.id]);
  });

  describe('typing', () => {
    /** A socket of `person` listening to their own message channel; what it hears of typing. */
    async function listener(person: Person) {
      const socket = await openSocket(url, person.token);
      expect(await subscribe(socket, `message-${person.id}`)).toEqual({ ok: true });
      const heard: TypingEvent[] = [];
      socket.on('typing', (payload: TypingEvent) => heard.push(payload));
      return { socket, heard };
    }

    test('a member’s emit reaches the other member’s own channel, once a second at most, and never the sender', async () => {
      const { one, two, groupId } = await pair();
      const [sender, reader] = [await listener(one), await listener(two)];
      expect(await typeIn(sender.socket, { messageGroupID: groupId })).toEqual({ ok: true });
      await until(() => reader.heard.length === 1);
      expect(reader.heard[0]).toEqual({ messageGroupID: groupId, userID: one.id, firstName: 'Ada' });
      // Sooner than a second after the last: dropped.
      expect(await typeIn(sender.socket, { messageGroupID: groupId })).toEqual({
        ok: false,
        message: 'Typing is told at most once a second; this one was dropped.',
      });
      await sleep(1000);
      expect(await typeIn(sender.socket, { messageGroupID: groupId })).toEqual({ ok: true });
      await until(() => reader.heard.length === 2);
      expect(sender.heard).toEqual([]);
    });

    test('a non-member’s emit, and a bad one, are refused and reach nobody', async () => {
      const { one, two, groupId } = await pair();
      const stranger = await demo.newPerson();
      const [reader, other] = [await listener(two), await listener(one)];
      const strangerSocket = await openSocket(url, stranger.token);
      expect(await typeIn(strangerSocket, { messageGroupID: groupId })).toEqual({
        ok: false,
        message: 'Data not found.',
      });
      const bad = await openSocket(url, stranger.token);
      expect(await typeIn(bad, { messageGroupID: 5 })).toMatchObject({
        ok: false,
        errors: { messageGroupID: 'This value has the wrong type.' },
      });
      // What a member sends next arrives alone: the refused ones were never sent on.
      expect(await typeIn(other.socket, { messageGroupID: groupId })).toEqual({ ok: true });
      await until(() => reader.heard.length === 1);
      expect(reader.heard[0]!.userID).toBe(one.id);
    });

    test('nothing passes between a blocked pair, either way; in a chat of three only the blocked one misses it', async () => {
      const { one, two, groupId } = await pair();
      const three = await demo.newPerson();
      // A chat of three (the api makes two-person ones; a chat of more is a row of the same tables).
      const trio = randomUUID();
      await demo.api.db('message_groups').insert({ id: trio, application_id: demo.demoId, created_at: new Date() });
      await demo.api
        .db('message_group_members')
        .insert([one, two, three].map((person) => ({ group_id: trio, user_id: person.id })));
      expect((await call('account/toggleblockquery', { id: one.id }, two.headers)).body.data.isBlocked).toBe(true);

      const [oneHears, twoHears, threeHears] = [await listener(one), await listener(two), await listener(three)];
      const blockedMessage = 'You cannot message this user because one of you has blocked the other.';
      expect(await typeIn(oneHears.socket, { messageGroupID: groupId })).toEqual({
        ok: false,
        message: blockedMessage,
      });
      expect(await typeIn(twoHears.socket, { messageGroupID: groupId })).toEqual({
        ok: false,
        message: blockedMessage,
      });

      // In the chat of three, one's typing reaches three only, and two's reaches three only.
      const oneAgain = await openSocket(url, one.token);
      const twoAgain = await openSocket(url, two.token);
      expect(await typeIn(oneAgain, { messageGroupID: trio })).toEqual({ ok: true });
      expect(await typeIn(twoAgain, { messageGroupID: trio })).toEqual({ ok: true });
      await until(() => threeHears.heard.length === 2);
      expect(threeHears.heard.map((event) => event.userID).sort()).toEqual([one.id, two.id].sort());
      // Three's reaches both.
      expect(await typeIn(threeHears.socket, { messageGroupID: trio })).toEqual({ ok: true });
      await until(() => oneHears.heard.length === 1 && twoHears.heard.length === 1);
      expect([...oneHears.heard, ...twoHears.heard].map((event) => event.userID)).toEqual([three.id, three.id]);
    });
  });

  test('the migration takes a member with nothing unread to have read up to the last message, the others nothing', async () => {
    const { db } = demo.api;
    const { one, two, groupId } = await pair();
    await readAll(two, groupId);
    await send(one, { messageGroupID: groupId, messageText: 'unread by two' });
    // As a database made before read markers: the migration's columns go, and come back filled.
    await chatReadMigration.down(db);
    await chatReadMigration.up(db);
    const members = await db('message_group_members as m')
      .join('message_groups as g', 'g.id', 'm.group_id')
      .select('m.user_id', 'm.group_id', 'm.unread_count', 'm.read_seq', 'g.last_seq');
    expect(members.length).toBeGreaterThan(2);
    for (const member of members) {
      expect(Number(member.read_seq)).toBe(Number(member.unread_count) === 0 ? Number(member.last_seq) : 0);
    }
    const ours = members.filter((member) => member.group_id === groupId);
    expect(ours.find((member) => member.user_id === two.id)).toMatchObject({ unread_count: 1 });
    expect(Number(ours.find((member) => member.user_id === two.id).read_seq)).toBe(0);
  });
});
