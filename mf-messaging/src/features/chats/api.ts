import {
  bus,
  callCommand,
  callData,
  callGetQuery,
  callKey,
  callPages,
  PAGE_SIZE,
  queryClient,
  TAKE_ALL,
  useUpload,
  type PagesData as Pages,
} from '@atrium/shared';
import type {
  Message,
  MessageGroup,
  MessagesReadEvent,
  NewMessageEvent,
  ReadMarker,
  SendMessageRequest,
} from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

/** Chat/ListMessageGroups: the user's chats, latest first, 10 a page (spec 1 §7, §9). */
export const chatPages = callPages('Chat/ListMessageGroups', {}, { take: PAGE_SIZE.chats });

/** Chat/listMessages of one chat: newest first, 10 a page; the panel shows them oldest first and pages upward. */
export const messagePages = (messageGroupID: string) =>
  callPages('Chat/listMessages', { messageGroupID }, { take: PAGE_SIZE.messages });

/** A chat's cached pages: each answer of Chat/listMessages carries the others' read markers. */
type MessagePages = Pages<Message> & { pages: (Pages<Message>['pages'][number] & { readMarkers?: ReadMarker[] })[] };

/**
 * How far the chat's other members read (issue 31 item 10): the markers of its newest page, which
 * the last load and `messagesRead` keep current.
 */
export function readMarkersOf(pages: Pages<Message> | undefined): ReadMarker[] {
  return (pages as MessagePages | undefined)?.pages[0]?.readMarkers ?? [];
}

/** `messagesRead` on the open chat's channel: that member's marker moves forward to the message they read. */
export function markerOnRead({ messageGroupID, ...marker }: MessagesReadEvent): void {
  queryClient.setQueryData<MessagePages>(messagePages(messageGroupID).queryKey, (pages) => {
    const first = pages?.pages[0];
    if (!pages || !first) return pages;
    const markers = first.readMarkers ?? [];
    const known = markers.find((item) => item.userID === marker.userID);
    // A later load may already hold a newer one.
    if (known && known.messageDate > marker.messageDate) return pages;
    const readMarkers = [...markers.filter((item) => item.userID !== marker.userID), marker];
    return { ...pages, pages: [{ ...first, readMarkers }, ...pages.pages.slice(1)] };
  });
}

/** profile/get of the person a new chat is with: the panel's name and picture before the first message. */
export const profileQuery = (userID: string) => callGetQuery('profile/get', { userID });

/** The real-time newMessage (spec 1 §3's capitalised names) as the Message the lists show. */
export function messageOf(event: NewMessageEvent): Message {
  return {
    id: event.Id,
    messageText: event.MessageText,
    createDate: event.CreateDate,
    image: event.Image,
    messageGroupID: event.MessageGroupID,
    userID: event.UserID,
    user: { id: event.User.Id, image: event.User.Image, title: event.User.Title },
  };
}

/**
 * Messages newer than any loaded, put before the first page (newest first), each id once: what the
 * socket delivered and what a reload after a drop found never show twice. Returns the pages unchanged
 * when nothing is new, so nothing re-renders.
 */
export function withNewer(pages: Pages<Message>, newer: readonly Message[]): Pages<Message> {
  const known = new Set(pages.pages.flatMap((page) => page.items.map((message) => message.id)));
  const fresh = newer.filter((message) => !known.has(message.id) && known.add(message.id));
  if (!fresh.length) return pages;
  // Every page's totalCount grows with them (the last one's tells whether more follow), so paging on
  // (skip = items loaded) neither skips nor repeats one, nor stops early.
  const grown = pages.pages.map((page) => ({ ...page, totalCount: (page.totalCount ?? 0) + fresh.length }));
  const [first, ...rest] = grown;
  // Newest first, among those already there too (one sent from this tab while the socket was away).
  const items = [...fresh, ...first!.items].sort((a, b) => b.createDate.localeCompare(a.createDate));
  return { ...pages, pages: [{ ...first!, items }, ...rest] };
}

/** Adds messages to a chat's cached pages, if the chat is loaded. */
export function addMessages(groupId: string, messages: readonly Message[]): void {
  queryClient.setQueryData<Pages<Message>>(messagePages(groupId).queryKey, (pages) =>
    pages ? withNewer(pages, messages) : pages,
  );
}

/** The newest message a chat's cache holds: where a catch-up after a drop goes back to. */
export function newestMessageId(groupId: string): string | null {
  return queryClient.getQueryData<Pages<Message>>(messagePages(groupId).queryKey)?.pages[0]?.items[0]?.id ?? null;
}

/**
 * After the socket was away: asks Chat/listMessages from the newest down until it reaches `sinceId`,
 * the newest message before the drop (or, without one, any message it has, or the chat's start), so
 * however many were sent meanwhile none is missed, and adds them once each (issue 13 item 5). A message
 * sent from this tab meanwhile is on screen already, but says nothing about the others around it.
 * Resolves to the messages it added.
 */
export async function catchUp(groupId: string, sinceId: string | null): Promise<Message[]> {
  const cached = queryClient.getQueryData<Pages<Message>>(messagePages(groupId).queryKey);
  if (!cached) return [];
  const known = new Set(cached.pages.flatMap((page) => page.items.map((message) => message.id)));
  const reached = (message: Message) => (sinceId === null ? known.has(message.id) : message.id === sinceId);
  const found: Message[] = [];
  let readMarkers: ReadMarker[] | null = null;
  for (let skip = 0; ; skip += PAGE_SIZE.messages) {
    const page = await callData('Chat/listMessages', { messageGroupID: groupId, skip, take: PAGE_SIZE.messages });
    found.push(...page.items);
    // The markers as they are now: a messagesRead may have been missed too.
    readMarkers ??= page.readMarkers;
    if (page.items.length < PAGE_SIZE.messages || page.items.some(reached)) break;
  }
  addMessages(groupId, found);
  for (const marker of readMarkers ?? []) markerOnRead({ messageGroupID: groupId, ...marker });
  return found.filter((message) => !known.has(message.id));
}

/** Changes one chat in the cached chat list, wherever it is; false when the list does not hold it. */
function updateGroup(groupId: string, change: (group: MessageGroup) => MessageGroup, toTop = false): boolean {
  let found = false;
  queryClient.setQueryData<Pages<MessageGroup>>(chatPages.queryKey, (pages) => {
    if (!pages) return pages;
    const group = pages.pages.flatMap((page) => page.items).find((item) => item.id === groupId);
    if (!group) return pages;
    found = true;
    const changed = change(group);
    if (!toTop) {
      return {
        ...pages,
        pages: pages.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === groupId ? changed : item)),
        })),
      };
    }
    // Moved to the top: every page keeps its length, so the next page's skip stays right.
    const all = [changed, ...pages.pages.flatMap((page) => page.items).filter((item) => item.id !== groupId)];
    let at = 0;
    return {
      ...pages,
      pages: pages.pages.map((page) => {
        const items = all.slice(at, at + page.items.length);
        at += page.items.length;
        return { ...page, items };
      }),
    };
  });
  return found;
}

/**
 * A message arrived or was sent: its chat moves to the top of the list with it as the last message,
 * one more unread when it came from somebody else into a chat not on screen. A chat the list does not
 * hold (a new one, or one further down) makes the list load again.
 */
export function listOnMessage(message: Message, { mine, open }: { mine: boolean; open: boolean }): void {
  const moved = updateGroup(
    message.messageGroupID,
    (group) => ({
      ...group,
      unread: mine || open ? group.unread : group.unread + 1,
      lastMessage: { messageText: message.messageText, createDate: message.createDate },
      lastMessageReceived: !mine,
      lastMessageDate: message.createDate,
    }),
    true,
  );
  if (!moved) void queryClient.invalidateQueries({ queryKey: chatPages.queryKey });
}

/** The chat's unread count shown as 0 (it was opened and read). */
export const markGroupRead = (groupId: string) => updateGroup(groupId, (group) => ({ ...group, unread: 0 }));

/** Chat lists and the chat's own messages load again (after a delete or a drop of the socket). */
export function reloadChats(groupId?: string): Promise<void> {
  const keys = [callKey('Chat/ListMessageGroups'), ...(groupId ? [messagePages(groupId).queryKey] : [])];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** The two-person chat with a user, from the loaded list or else from all the user's chats (spec 1 §9 take 1000). */
export async function findChatWith(userId: string): Promise<MessageGroup | null> {
  const isWith = (group: MessageGroup) => group.recipients.length === 1 && group.recipients[0]!.userID === userId;
  const loaded = queryClient.getQueryData<Pages<MessageGroup>>(chatPages.queryKey);
  const cached = loaded?.pages.flatMap((page) => page.items).find(isWith);
  if (cached) return cached;
  const all = await callData('Chat/ListMessageGroups', { skip: 0, take: TAKE_ALL });
  return all.items.find(isWith) ?? null;
}

/** A chat the first message just made: its messages start with that one, so the panel has no blank moment. */
export function startChat(message: Message): void {
  queryClient.setQueryData<Pages<Message>>(messagePages(message.messageGroupID).queryKey, {
    pages: [{ items: [message], totalCount: 1 }],
    pageParams: [0],
  });
  void queryClient.invalidateQueries({ queryKey: chatPages.queryKey });
}

/** chat/deleteallmessages answered: the chat shows no messages, and the list no last message. */
export function clearMessages(groupId: string): void {
  queryClient.setQueryData<Pages<Message>>(messagePages(groupId).queryKey, (pages) =>
    pages ? { pages: [{ items: [], totalCount: 0 }], pageParams: [0] } : pages,
  );
  updateGroup(groupId, (group) => ({
    ...group,
    unread: 0,
    lastMessage: null,
    lastMessageReceived: false,
    lastMessageDate: null,
  }));
}

/**
 * chat/readall for a chat on screen (spec 1 §4 Chat): its unread goes to 0 in the list, and once the
 * server said yes the bus says so (`messages.read`); the header's count is the shell's, which asks the
 * server's total again. Errors are ignored, as spec 1 §8 says for read.
 */
export function readChat(groupId: string): void {
  markGroupRead(groupId);
  callCommand('chat/readall', { id: groupId }).then(
    () => bus.emit('messages.read', { groupId }),
    () => undefined,
  );
}

/**
 * chat/sendmessage: the message the server answered goes into its chat, which moves to the top of the
 * list; a first message to a person (no messageGroupID yet) starts the chat. Rejects with CallFailed
 * when refused (a blocked user), whose field error is the words to show.
 */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: SendMessageRequest) => callCommand('chat/sendmessage', body),
    onSuccess: ({ data }, { messageGroupID }) => {
      if (data && messageGroupID) {
        addMessages(messageGroupID, [data]);
        listOnMessage(data, { mine: true, open: true });
      } else if (data) {
        startChat(data);
      }
    },
  });
}

/** chat/deletemessagegroup: the chat is gone, and the list loads again. */
export function useDeleteChat() {
  return useMutation({
    mutationFn: (groupId: string) => callCommand('chat/deletemessagegroup', { id: groupId }),
    onSuccess: () => reloadChats(),
  });
}

/** chat/deleteallmessages: the chat shows no messages, and the list no last message (clearMessages). */
export function useClearChat() {
  return useMutation({
    mutationFn: (groupId: string) => callCommand('chat/deleteallmessages', { id: groupId }),
    onSuccess: (_answer, groupId) => clearMessages(groupId),
  });
}

/**
 * account/uploadfile?uploadType=message: a picture to send (spec 1 §4 Chat), with its progress and
 * what the server refused (useUpload). `upload(file)` resolves to the uploaded file, or null.
 */
export function useMessageImageUpload() {
  const { upload, ...state } = useUpload('account/uploadfile');
  return { ...state, upload: (file: Blob) => upload(file, { uploadType: 'message' }) };
}
