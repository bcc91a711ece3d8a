import { bus, i18n, queryClient, ThemeRoot } from '@atrium/shared';
import type { Message, MessageGroup, NewMessageEvent, ReadMarker, User } from '@atrium/shared/contract';
import { failed, fakeRealtime, ok, restoreFetch, sentTo, serve, signInAs, type Call } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../i18n/messages';
import { addMessages, catchUp, messagePages } from './api';
import { Chats } from './Chats';
import { TypingLine } from './ChatPanel';
import { MessageList } from './MessageList';
import { seenMessage } from './seen';
import { listTime, showsTime } from './time';
import { useTypists } from './useTyping';

// The Messages tab (spec 1 §2 Dialogs 2, §4 Chat, §9; issue 13 items 1 and 5) against a fake api.

const ada = { id: 'ada', image: null, blockedUserIds: ['hedy'] } as unknown as User;
const base = Date.parse('2026-11-20T10:00:00Z');

const message = (index: number, groupId: string, from = 'linus'): Message => ({
  id: `${groupId}-m${index}`,
  messageText: `Message ${index}`,
  createDate: new Date(base + index * 60_000).toISOString(),
  image: null,
  messageGroupID: groupId,
  userID: from,
  user: { id: from, image: null, title: from === 'ada' ? 'Ada Lovelace' : 'Linus Torvalds' },
});

const group = (id: string, userId: string, title: string, unread = 0, minutes = 0): MessageGroup => ({
  id,
  title,
  recipients: [{ userID: userId, user: { image: null } }],
  unread,
  lastMessage: { messageText: `Last from ${title}`, createDate: new Date(base + minutes * 60_000).toISOString() },
  lastMessageReceived: true,
  lastMessageDate: new Date(base + minutes * 60_000).toISOString(),
});

const groups = () => [
  group('g-margaret', 'margaret', 'Margaret Hamilton', 2, 30),
  group('g-linus', 'linus', 'Linus Torvalds', 0, 20),
  group('g-hedy', 'hedy', 'Hedy Lamarr', 0, 10),
];

/** Newest first, paged by skip and take, as Chat/listMessages answers. */
const pageFrom = (all: Message[], body: Record<string, unknown>) => {
  const newestFirst = all.filter((item) => item.messageGroupID === body.messageGroupID).reverse();
  const skip = Number(body.skip);
  return { items: newestFirst.slice(skip, skip + Number(body.take)), totalCount: newestFirst.length };
};
const pagesFrom = (all: () => Message[]) => (body: Record<string, unknown>) => ok(pageFrom(all(), body));

const eventOf = (item: Message): NewMessageEvent => ({
  Id: item.id,
  MessageText: item.messageText,
  CreateDate: item.createDate,
  Image: item.image,
  MessageGroupID: item.messageGroupID,
  UserID: item.userID,
  User: { Id: item.user.id, Image: item.user.image, Title: item.user.title },
});

let calls: Call[];
let stored: Message[];

function handlers(extra: Record<string, (body: Record<string, unknown>) => ReturnType<typeof ok>> = {}) {
  return {
    'chat/listmessagegroups': () => ok({ items: groups(), totalCount: 3 }),
    'chat/listmessages': pagesFrom(() => stored),
    'chat/readall': () => ok(null),
    'chat/sendmessage': (body: Record<string, unknown>) => {
      const sent = {
        ...message(stored.length + 100, String(body.messageGroupID ?? 'g-new'), 'ada'),
        messageText: String(body.messageText ?? ''),
      };
      stored.push(sent);
      return ok(sent);
    },
    ...extra,
  };
}

function show(request?: { userId: string; at: number }) {
  render(
    <ThemeRoot>
      <Chats request={request} />
    </ThemeRoot>,
  );
}

/** The chats the bus heard read (messages.read), in order. */
let read: string[];
let stopHearing: () => void;

const rowOf = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Your chats' })).getByRole('button', { name: new RegExp(name) });

jest.setTimeout(20_000);
beforeAll(() => {
  // jsdom lays nothing out: a 600 px box with 50 px rows, so the virtual list has something to window.
  for (const property of ['clientHeight', 'offsetHeight']) {
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-index') ? 50 : 600;
      },
    });
  }
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  stored = [1, 2, 3].map((index) => message(index, 'g-linus'));
  signInAs(ada, { unreadMessages: 2 });
  read = [];
  const sub = bus.on('messages.read').subscribe(({ groupId }) => read.push(groupId));
  stopHearing = () => sub.unsubscribe();
});
afterEach(() => {
  stopHearing();
  restoreFetch();
  jest.restoreAllMocks();
});

test('the list shows each chat with its last message and unread; opening one reads it and says so on the bus', async () => {
  const socket = fakeRealtime();
  stored.push(message(1, 'g-margaret', 'margaret'), message(2, 'g-margaret', 'margaret'));
  calls = serve(handlers());
  show();
  const list = await screen.findByRole('list', { name: 'Your chats' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(sentTo(calls, 'chat/listmessagegroups')).toEqual([{ skip: 0, take: 10 }]);
  const margaret = await rowOf('Margaret Hamilton');
  expect(margaret.textContent).toContain('Last from Margaret Hamilton');
  expect(margaret.textContent).toContain('2 unread messages');

  fireEvent.click(margaret);
  expect(await screen.findByText('Message 2')).toBeTruthy();
  expect(sentTo(calls, 'chat/listmessages')[0]).toEqual({ messageGroupID: 'g-margaret', skip: 0, take: 10 });
  await waitFor(() => expect(sentTo(calls, 'chat/readall')).toEqual([{ id: 'g-margaret' }]));
  // Once the server said yes: the header's count is the shell's, which asks for the total again.
  await waitFor(() => expect(read).toEqual(['g-margaret']));
  expect((await rowOf('Margaret Hamilton')).textContent).not.toContain('unread');
  // The open chat's channel, for the user's own messages from another tab.
  expect(socket.joined).toEqual(['message-g-margaret']);
});

test('a refused read passes unseen (spec 1 §8): the chat is read in the list, and the bus hears nothing', async () => {
  calls = serve(handlers({ 'chat/readall': () => failed('Not now.') }));
  const shown: string[] = [];
  const sub = bus.on('snackbar.show').subscribe(({ message }) => shown.push(message));
  show();
  fireEvent.click(await rowOf('Margaret Hamilton'));
  await waitFor(() => expect(sentTo(calls, 'chat/readall')).toEqual([{ id: 'g-margaret' }]));
  expect((await rowOf('Margaret Hamilton')).textContent).not.toContain('unread');
  await new Promise((resolve) => setTimeout(resolve, 50));
  sub.unsubscribe();
  expect(read).toEqual([]);
  expect(shown).toEqual([]);
});

test('Enter sends after the 250 ms delay, Shift+Enter and an empty box do not; the own newMessage shows once', async () => {
  let sentAt = 0;
  calls = serve(
    handlers({
      'chat/sendmessage': (body) => {
        sentAt = Date.now();
        const sent = { ...message(50, 'g-linus', 'ada'), messageText: String(body.messageText) };
        stored.push(sent);
        return ok(sent);
      },
    }),
  );
  show();
  fireEvent.click(await rowOf('Linus Torvalds'));
  await screen.findByText('Message 3');
  const box = screen.getByRole('textbox', { name: 'Write a message' });

  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  fireEvent.change(box, { target: { value: 'Hello' } });
  fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sentTo(calls, 'chat/sendmessage')).toEqual([]);

  const pressed = Date.now();
  fireEvent.keyDown(box, { key: 'Enter' });
  // Shown at once, before the call.
  expect(screen.getByText('Hello')).toBeTruthy();
  expect((box as HTMLTextAreaElement).value).toBe('');
  await waitFor(() => expect(sentTo(calls, 'chat/sendmessage')).toHaveLength(1));
  expect(sentTo(calls, 'chat/sendmessage')[0]).toEqual({
    messageGroupID: 'g-linus',
    messageText: 'Hello',
    image: null,
  });
  expect(sentAt - pressed).toBeGreaterThanOrEqual(240);
  await waitFor(() => expect(screen.getByText('Hello').closest('[aria-busy]')).toBeNull());

  // The chat's channel brings the same message back: still one.
  act(() => bus.emit('message.received', eventOf(stored.at(-1)!)));
  expect(screen.getAllByText('Hello')).toHaveLength(1);
  expect((await rowOf('Linus Torvalds')).textContent).toContain('You: Hello');
});

test('a blocked user cannot be written to, and a refusal of the api shows beside the box with the text kept', async () => {
  calls = serve(
    handlers({
      'chat/sendmessage': () =>
        failed('Validation failed.', {
          messageGroupID: 'You cannot message this user because one of you has blocked the other.',
        }),
    }),
  );
  show();
  fireEvent.click(await rowOf('Hedy Lamarr'));
  expect(await screen.findByText(/You cannot message Hedy Lamarr/)).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();

  fireEvent.click(await rowOf('Linus Torvalds'));
  const box = await screen.findByRole('textbox', { name: 'Write a message' });
  fireEvent.change(box, { target: { value: 'Still there?' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'You cannot message this user because one of you has blocked the other.',
  );
  expect((box as HTMLTextAreaElement).value).toBe('Still there?');
  expect(screen.queryByText('Still there?', { selector: 'p' })).toBeNull();
});

test('a message for another chat moves it to the top with one more unread; in the open chat it shows and is read', async () => {
  calls = serve(handlers());
  show();
  fireEvent.click(await rowOf('Linus Torvalds'));
  await screen.findByText('Message 3');
  await waitFor(() => expect(sentTo(calls, 'chat/readall')).toHaveLength(1));

  act(() => bus.emit('message.received', eventOf({ ...message(90, 'g-hedy', 'hedy'), messageText: 'From Hedy' })));
  const first = () => within(screen.getByRole('list', { name: 'Your chats' })).getAllByRole('listitem')[0]!;
  await waitFor(() => expect(first().textContent).toContain('From Hedy'));
  expect(first().textContent).toContain('1 unread message');

  act(() => bus.emit('message.received', eventOf({ ...message(10, 'g-linus'), messageText: 'Live one' })));
  expect(await screen.findByText('Live one')).toBeTruthy();
  await waitFor(() => expect(sentTo(calls, 'chat/readall')).toEqual([{ id: 'g-linus' }, { id: 'g-linus' }]));
  await waitFor(() => expect(read).toEqual(['g-linus', 'g-linus']));
});

test('chat.open for a person without a chat opens an empty one; the first message goes to the person and makes it', async () => {
  calls = serve(
    handlers({
      'profile/get': () => ok({ item: { fullName: 'Grace Hopper', image: null }, sameEvents: { items: [] } }),
    }),
  );
  show({ userId: 'grace', at: 1 });
  expect((await screen.findAllByText('Grace Hopper')).length).toBeGreaterThan(0);
  expect(sentTo(calls, 'chat/listmessagegroups').at(-1)).toEqual({ skip: 0, take: 1000 });
  const box = screen.getByRole('textbox', { name: 'Write a message' });
  fireEvent.change(box, { target: { value: 'Hi Grace' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() =>
    expect(sentTo(calls, 'chat/sendmessage')).toEqual([{ userID: 'grace', messageText: 'Hi Grace', image: null }]),
  );
  await waitFor(() => expect(sentTo(calls, 'chat/readall')).toEqual([{ id: 'g-new' }]));
  expect(screen.getByText('Hi Grace')).toBeTruthy();
});

test('chat.open for a person with a chat opens that chat', async () => {
  calls = serve(handlers());
  show({ userId: 'linus', at: 1 });
  expect(await screen.findByText('Message 3')).toBeTruthy();
  expect(sentTo(calls, 'chat/listmessages')[0]).toMatchObject({ messageGroupID: 'g-linus' });
});

test('deleting the chat asks first, then the chat leaves the screen', async () => {
  calls = serve(handlers({ 'chat/deletemessagegroup': () => ok(null) }));
  show();
  fireEvent.click(await rowOf('Linus Torvalds'));
  await screen.findByText('Message 3');
  fireEvent.click(screen.getByRole('button', { name: 'Chat options' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete chat' }));
  expect(sentTo(calls, 'chat/deletemessagegroup')).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(sentTo(calls, 'chat/deletemessagegroup')).toEqual([{ id: 'g-linus' }]));
  expect(await screen.findByText('Choose a chat to read it.')).toBeTruthy();
});

test('deleting all messages asks first, then the chat shows none and the list no last message', async () => {
  calls = serve(handlers({ 'chat/deleteallmessages': () => ok(null) }));
  const shown: string[] = [];
  const sub = bus.on('snackbar.show').subscribe(({ message }) => shown.push(message));
  show();
  fireEvent.click(await rowOf('Linus Torvalds'));
  await screen.findByText('Message 3');
  fireEvent.click(screen.getByRole('button', { name: 'Chat options' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete all messages' }));
  expect(sentTo(calls, 'chat/deleteallmessages')).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(sentTo(calls, 'chat/deleteallmessages')).toEqual([{ id: 'g-linus' }]));
  await waitFor(() => expect(screen.queryByText('Message 3')).toBeNull());
  expect(screen.getAllByText('No messages yet.').length).toBeGreaterThan(0);
  expect((await rowOf('Linus Torvalds')).textContent).not.toContain('Last from Linus Torvalds');
  await waitFor(() => expect(shown).toEqual(['The messages were deleted.']));
  sub.unsubscribe();
});

test('after a drop, catching up loads every message sent meanwhile once, with no gap and no duplicate', async () => {
  stored = Array.from({ length: 20 }, (_, i) => message(i + 1, 'g-linus'));
  calls = serve(handlers());
  await queryClient.fetchInfiniteQuery(messagePages('g-linus'));
  // While the socket was away, 15 more were sent after message 20; one of them (sent from this tab) is on screen.
  stored.push(...Array.from({ length: 15 }, (_, i) => message(i + 21, 'g-linus')));
  addMessages('g-linus', [stored[32]!]);

  const added = await catchUp('g-linus', 'g-linus-m20');
  expect(added.map((item) => item.id).sort()).toEqual(
    stored
      .slice(20)
      .filter((item) => item !== stored[32])
      .map((item) => item.id)
      .sort(),
  );
  const cached = queryClient.getQueryData<{ pages: { items: Message[] }[] }>(messagePages('g-linus').queryKey)!;
  const ids = cached.pages.flatMap((page) => page.items.map((item) => item.id));
  expect(new Set(ids).size).toBe(ids.length);
  // Newest first, from message 35 down to 11 with none missing.
  expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => `g-linus-m${35 - i}`));
  // It asked down to a page holding a message it had, and no further.
  expect(
    sentTo(calls, 'chat/listmessages')
      .slice(1)
      .map((body) => body.skip),
  ).toEqual([0, 10]);
});

test('a long chat renders only the rows in view: 1000 messages, far fewer rows', () => {
  const many = Array.from({ length: 1000 }, (_, i) => message(i, 'g-long'));
  render(
    <ThemeRoot>
      <MessageList messages={many} myId="ada" onNearStart={() => {}} label="Messages" />
    </ThemeRoot>,
  );
  const rows = screen.getAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(40);
  // Each row says where it stands in the whole chat.
  expect(rows[0]!.getAttribute('aria-setsize')).toBe('1000');
});

test('a message shows its time when first or more than 5 minutes after the one before', () => {
  expect(showsTime('2026-11-20T10:00:00Z', undefined)).toBe(true);
  expect(showsTime('2026-11-20T10:05:00Z', '2026-11-20T10:00:00Z')).toBe(false);
  expect(showsTime('2026-11-20T10:05:01Z', '2026-11-20T10:00:00Z')).toBe(true);
});

test('the chat list dates a last message short: its time today, its day this year, the full date before', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  expect(listTime(new Date(2026, 10, 23, 9, 5).toISOString(), 'en', now)).toBe('09:05');
  expect(listTime(new Date(2026, 10, 20, 9, 5).toISOString(), 'en', now)).toBe('20 Nov');
  expect(listTime(new Date(2026, 10, 20, 9, 5).toISOString(), 'tr', now)).toBe('20 Kas');
  expect(listTime(new Date(2025, 10, 20, 9, 5).toISOString(), 'en', now)).toBe('20/11/2025');
});

// Issue 31 item 10: read receipts ("Seen") and the typing indicator.

const markerAt = (item: Message, userID = 'linus'): ReadMarker => ({
  userID,
  messageID: item.id,
  messageDate: item.createDate,
  readDate: item.createDate,
});

test('"Seen" goes under my newest message a marker reaches, found by id or, when not loaded, by time', () => {
  const [a1, l2, a3, a4] = [message(1, 'g', 'ada'), message(2, 'g'), message(3, 'g', 'ada'), message(4, 'g', 'ada')];
  const shown = [a1, l2, a3, a4];
  expect(seenMessage(shown, [], 'ada')).toBeNull();
  // Linus read up to his own message: Ada's before it is the one seen, not her later ones.
  expect(seenMessage(shown, [markerAt(l2)], 'ada')).toEqual({ id: a1.id, readers: ['linus'] });
  expect(seenMessage(shown, [markerAt(a4)], 'ada')).toEqual({ id: a4.id, readers: ['linus'] });
  // A marker at a message not loaded: older than all (nothing seen), or newer (all seen).
  expect(seenMessage(shown, [markerAt(message(0, 'g', 'ada'))], 'ada')).toBeNull();
  expect(seenMessage(shown, [markerAt(message(9, 'g'))], 'ada')).toEqual({ id: a4.id, readers: ['linus'] });
  // A message still on its way is never seen.
  expect(
    seenMessage([...shown, { ...message(9, 'g', 'ada'), pending: true }], [markerAt(message(9, 'g'))], 'ada'),
  ).toEqual({
    id: a4.id,
    readers: ['linus'],
  });
  // In a chat of three: the newest read by anyone, with everyone who read that far.
  expect(seenMessage(shown, [markerAt(a3, 'linus'), markerAt(a4, 'grace')], 'ada')).toEqual({
    id: a4.id,
    readers: ['grace'],
  });
  expect(seenMessage(shown, [markerAt(a3, 'linus'), markerAt(a3, 'grace')], 'ada')).toEqual({
    id: a3.id,
    readers: ['linus', 'grace'],
  });
});

test('an open chat shows "Seen" under my message Linus read, and moves it when his messagesRead comes', async () => {
  const socket = fakeRealtime();
  const mine = [message(4, 'g-linus', 'ada'), message(5, 'g-linus', 'ada')];
  stored.push(...mine);
  calls = serve(
    handlers({
      'chat/listmessages': (body) => ok({ ...pageFrom(stored, body), readMarkers: [markerAt(mine[0]!)] }),
    }),
  );
  show();
  fireEvent.click(await rowOf('Linus Torvalds'));
  const log = await screen.findByRole('region', { name: 'Messages with Linus Torvalds' });
  const rowWith = (text: string) => within(log).getByText(text).closest('[role="listitem"]') as HTMLElement;
  await waitFor(() => expect(rowWith('Message 4').textContent).toContain('Seen'));
  expect(within(log).getAllByText('Seen')).toHaveLength(1);

  // My own read from another tab says nothing; Linus's read of message 5 moves "Seen" there.
  act(() => socket.send('messagesRead', { messageGroupID: 'g-linus', ...markerAt(mine[1]!, 'ada') }));
  expect(rowWith('Message 4').textContent).toContain('Seen');
  act(() => socket.send('messagesRead', { messageGroupID: 'g-linus', ...markerAt(mine[1]!) }));
  await waitFor(() => expect(rowWith('Message 5').textContent).toContain('Seen'));
  expect(rowWith('Message 4').textContent).not.toContain('Seen');
  expect(within(log).getAllByText('Seen')).toHaveLength(1);
});

test('typing tells the chat at most once every 2 s; Linus typing shows above the box until his message comes', async () => {
  const socket = fakeRealtime();
  calls = serve(handlers());
  show();
  fireEvent.click(await rowOf('Linus Torvalds'));
  await screen.findByText('Message 3');
  const box = screen.getByRole('textbox', { name: 'Write a message' });
  fireEvent.change(box, { target: { value: 'H' } });
  fireEvent.change(box, { target: { value: 'He' } });
  fireEvent.change(box, { target: { value: 'Hel' } });
  expect(socket.emitted).toEqual([['emit-typing', { messageGroupID: 'g-linus' }]]);
  // Emptying the box is no typing.
  fireEvent.change(box, { target: { value: '' } });
  expect(socket.emitted).toHaveLength(1);

  const line = document.querySelector('[aria-live="polite"]') as HTMLElement;
  expect(line.textContent).toBe('');
  // Another chat's typing, and a typing event naming the user, show nothing here.
  act(() => socket.send('typing', { messageGroupID: 'g-hedy', userID: 'hedy', firstName: 'Hedy' }));
  act(() => socket.send('typing', { messageGroupID: 'g-linus', userID: 'ada', firstName: 'Ada' }));
  expect(line.textContent).toBe('');
  act(() => socket.send('typing', { messageGroupID: 'g-linus', userID: 'linus', firstName: 'Linus' }));
  expect(line.textContent).toBe('Linus is typing…');
  act(() => bus.emit('message.received', eventOf({ ...message(10, 'g-linus'), messageText: 'Done typing' })));
  expect(line.textContent).toBe('');
});

test('the typing line goes 4 s after the last typing event, names two, and speaks Turkish', async () => {
  const socket = fakeRealtime();
  jest.useFakeTimers();
  try {
    await act(() => i18n.changeLanguage('tr'));
    function Harness() {
      return <TypingLine typists={useTypists('g-1', 'ada')} />;
    }
    render(
      <ThemeRoot>
        <Harness />
      </ThemeRoot>,
    );
    const line = document.querySelector('[aria-live="polite"]') as HTMLElement;
    act(() => socket.send('typing', { messageGroupID: 'g-1', userID: 'linus', firstName: 'Linus' }));
    expect(line.textContent).toBe('Linus yazıyor…');
    act(() => jest.advanceTimersByTime(3000));
    // Another word restarts the 4 s.
    act(() => socket.send('typing', { messageGroupID: 'g-1', userID: 'linus', firstName: 'Linus' }));
    act(() => socket.send('typing', { messageGroupID: 'g-1', userID: 'grace', firstName: 'Grace' }));
    expect(line.textContent).toBe('Linus ve Grace yazıyor…');
    act(() => jest.advanceTimersByTime(3900));
    expect(line.textContent).toBe('Linus ve Grace yazıyor…');
    act(() => jest.advanceTimersByTime(200));
    expect(line.textContent).toBe('');
  } finally {
    jest.useRealTimers();
  }
});
