import type { Knex } from 'knex';
import {
  CHAT_PAGE_SIZE,
  type ContentList,
  type ListMessageGroupsRequest,
  type ListMessagesRequest,
  type Message,
  type MessageGroup,
  type MessagePage,
  type ReadMarker,
} from '@atrium/shared/contract';
import { pageOf, toIsoDate } from '../../db';
import { page } from '../../eventScope';
import { ApiError } from '../../http/envelope';

export interface MessageRow {
  id: string;
  group_id: string;
  user_id: string;
  message_text: string;
  image: string | null;
  created_at: Date | number;
  first_name: string | null;
  last_name: string | null;
  user_image: string | null;
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Spec 1 §3 Message. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    messageText: row.message_text,
    createDate: toIsoDate(row.created_at)!,
    image: row.image ?? null,
    messageGroupID: row.group_id,
    userID: row.user_id,
    user: { id: row.user_id, image: row.user_image ?? null, title: fullName(row.first_name, row.last_name) },
  };
}

/** The caller's membership of a chat of their brand, else "Data not found." (spec 1 §6). */
/** Whether the user is a member of the chat, in their own brand (who may join `message-{groupId}`). */
export async function isMember(
  db: Knex,
  { userId, applicationId }: { userId: string; applicationId: string },
  groupId: string,
): Promise<boolean> {
  const member = await db('message_group_members as m')
    .join('message_groups as g', 'g.id', 'm.group_id')
    .where({ 'm.group_id': groupId, 'm.user_id': userId, 'g.application_id': applicationId })
    .first('m.group_id');
  return Boolean(member);
}

export async function membershipOf(db: Knex, applicationId: string, userId: string, groupId: string) {
  const member = await db('message_group_members as m')
    .join('message_groups as g', 'g.id', 'm.group_id')
    .where({ 'm.group_id': groupId, 'm.user_id': userId, 'g.application_id': applicationId })
    .first('m.cleared_seq', 'g.last_seq');
  if (!member) throw new ApiError(404, 'dataNotFound');
  return { clearedSeq: Number(member.cleared_seq), lastSeq: Number(member.last_seq) };
}

/**
 * Chat/ListMessageGroups: the caller's chats, latest message first (chats without one last), 10 a
 * page. Two statements for a page: the chats with their last message, then the other members.
 */
export async function listMessageGroups(
  db: Knex,
  applicationId: string,
  userId: string,
  request: ListMessageGroupsRequest,
): Promise<ContentList<MessageGroup>> {
  const query = db('message_group_members as m')
    .join('message_groups as g', 'g.id', 'm.group_id')
    // The last message, unless the caller deleted it (cleared_seq).
    .leftJoin('messages as last', function () {
      this.on('last.seq', '=', 'g.last_seq').andOn('g.last_seq', '>', 'm.cleared_seq');
    })
    .where({ 'm.user_id': userId, 'm.hidden': false, 'g.application_id': applicationId })
    .select(
      'g.id',
      'g.title',
      'g.last_message_at',
      'm.unread_count',
      'last.message_text',
      'last.created_at as last_created_at',
      'last.user_id as last_user_id',
    )
    .orderByRaw('case when g.last_message_at is null then 1 else 0 end')
    .orderBy([
      { column: 'g.last_message_at', order: 'desc' },
      { column: 'g.id', order: 'asc' },
    ]);
  const { rows, totalCount } = await pageOf<Record<string, unknown> & { id: string }>(
    query,
    page(request, CHAT_PAGE_SIZE),
  );
  const others = rows.length
    ? await db('message_group_members as m')
        .join('users', 'users.id', 'm.user_id')
        .whereIn(
          'm.group_id',
          rows.map((row) => row.id),
        )
        .whereNot('m.user_id', userId)
        .orderBy(['users.first_name', 'users.last_name', 'users.id'])
        .select('m.group_id', 'users.id', 'users.first_name', 'users.last_name', 'users.image')
    : [];
  const items = rows.map((row): MessageGroup => {
    const members = others.filter((other) => other.group_id === row.id);
    const hasLast = row.last_created_at !== null && row.last_created_at !== undefined;
    return {
      id: row.id,
      title:
        (row.title as string | null) ?? members.map((other) => fullName(other.first_name, other.last_name)).join(', '),
      recipients: members.map((other) => ({ userID: other.id, user: { image: other.image ?? null } })),
      unread: Number(row.unread_count),
      lastMessage: hasLast
        ? { messageText: String(row.message_text), createDate: toIsoDate(row.last_created_at as Date | number)! }
        : null,
      lastMessageReceived: hasLast && row.last_user_id !== userId,
      lastMessageDate: hasLast ? toIsoDate(row.last_created_at as Date | number) : null,
    };
  });
  return { items, totalCount };
}

/** The columns of a message with its sender, as toMessage reads them. */
export const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.group_id',
  'messages.user_id',
  'messages.message_text',
  'messages.image',
  'messages.created_at',
  'users.first_name',
  'users.last_name',
  'users.image as user_image',
];

/**
 * The newest message of `m`'s chat at or before `m.read_seq`: what a member's read marker names (the
 * message read_seq was may be gone with its sender's account). One index lookup per member.
 */
const READ_MESSAGE_SEQ = '(select max(x.seq) from messages as x where x.group_id = m.group_id and x.seq <= m.read_seq)';

interface MemberRow {
  user_id: string;
  cleared_seq: number | string;
  read_at: Date | number | null;
  read_id: string | null;
  read_created_at: Date | number | null;
}

/** A member's read marker, or null while they have read nothing. */
function toReadMarker(row: MemberRow): ReadMarker | null {
  if (row.read_id === null || row.read_created_at === null) return null;
  const messageDate = toIsoDate(row.read_created_at)!;
  return {
    userID: row.user_id,
    messageID: row.read_id,
    messageDate,
    readDate: toIsoDate(row.read_at) ?? messageDate,
  };
}

/**
 * Chat/listMessages: one page of a chat the caller is in, newest first (the UI pages upward), with the
 * other members' read markers (issue 31 item 10). Two statements whatever the page: the chat's
 * members with their markers (which is the membership check), then the page.
 */
export async function listMessages(
  db: Knex,
  applicationId: string,
  userId: string,
  request: ListMessagesRequest,
): Promise<MessagePage> {
  const members: MemberRow[] = await db('message_group_members as m')
    .join('message_groups as g', 'g.id', 'm.group_id')
    .leftJoin('messages as r', function () {
      this.on('r.seq', '=', db.raw(READ_MESSAGE_SEQ));
    })
    .where({ 'm.group_id': request.messageGroupID, 'g.application_id': applicationId })
    .select('m.user_id', 'm.cleared_seq', 'm.read_at', 'r.id as read_id', 'r.created_at as read_created_at');
  const me = members.find((member) => member.user_id === userId);
  if (!me) throw new ApiError(404, 'dataNotFound');
  const query = db('messages')
    .join('users', 'users.id', 'messages.user_id')
    .where('messages.group_id', request.messageGroupID)
    .where('messages.seq', '>', Number(me.cleared_seq))
    .select(MESSAGE_COLUMNS)
    .orderBy('messages.seq', 'desc');
  const { rows, totalCount } = await pageOf<MessageRow>(query, page(request, CHAT_PAGE_SIZE));
  const readMarkers = members
    .filter((member) => member.user_id !== userId)
    .map(toReadMarker)
    .filter((marker): marker is ReadMarker => marker !== null);
  return { items: rows.map(toMessage), totalCount, readMarkers };
}

/** account/get's unreadMessages: the messages waiting in the caller's chats (docs/decisions.md). */
export async function unreadMessagesOf(db: Knex, userId: string): Promise<number> {
  const row = await db('message_group_members')
    .where({ user_id: userId, hidden: false })
    .sum({ unread: 'unread_count' })
    .first();
  return Number(row?.unread ?? 0);
}
