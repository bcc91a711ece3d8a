import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Message, NewMessageEvent, SendMessageRequest } from '@atrium/shared/contract';
import { ApiError } from '../../http/envelope';
import { isStoredFileOf, markUsed, type Storage } from '../../storage';
import { blockedBetween, findPerson, shareAnEvent } from '../../people';
import { MESSAGE_COLUMNS, membershipOf, toMessage, type MessageRow } from './groups';

/** The one two-person chat of a pair, made on the first message (a concurrent first message reuses it). */
async function directGroup(db: Knex, applicationId: string, userId: string, otherId: string): Promise<string> {
  const directKey = [userId, otherId].sort().join(':');
  const existing = await db('message_groups').where({ direct_key: directKey }).first('id');
  if (existing) return existing.id;
  const id = randomUUID();
  await db.transaction(async (trx) => {
    const inserted = await trx('message_groups')
      .insert({ id, application_id: applicationId, direct_key: directKey, created_at: new Date() })
      .onConflict('direct_key')
      .ignore()
      .returning('id');
    if (!inserted.length) return;
    await trx('message_group_members').insert([
      { group_id: id, user_id: userId },
      { group_id: id, user_id: otherId },
    ]);
  });
  return (await db('message_groups').where({ direct_key: directKey }).first('id')).id;
}

/** The image of a message: a file stored here for the caller's brand, or nothing. */
async function checkImage(storage: Storage, applicationId: string, image: string | null | undefined) {
  if (!image) return null;
  if (!(await isStoredFileOf(storage, applicationId, image))) {
    throw new ApiError(400, 'messageImageInvalid', { image: 'messageImageInvalid' });
  }
  return image;
}

/**
 * chat/sendmessage (spec 1 §5, §6): text or an image; to a person of the brand (their two-person chat
 * is made or reused) or into a chat the caller is in; never to oneself nor between users where one
 * blocked the other. The message is stored, the other members' unread counts rise and their
 * deleted chat shows again; answers the message and the event to publish.
 */
export async function sendMessage(
  db: Knex,
  storage: Storage,
  applicationId: string,
  userId: string,
  body: SendMessageRequest,
): Promise<{ message: Message; recipients: string[]; event: NewMessageEvent }> {
  const text = (body.messageText ?? '').trim();
  const image = await checkImage(storage, applicationId, body.image);
  if (!text && !image) throw new ApiError(400, 'messageEmpty', { messageText: 'messageEmpty' });

  let groupId: string;
  let field: 'userID' | 'messageGroupID';
  if (body.messageGroupID) {
    field = 'messageGroupID';
    groupId = body.messageGroupID;
    await membershipOf(db, applicationId, userId, groupId);
  } else if (body.userID) {
    field = 'userID';
    if (body.userID === userId) throw new ApiError(400, 'cannotMessageYourself', { userID: 'cannotMessageYourself' });
    const other = await findPerson(db, applicationId, body.userID);
    // Someone hidden from the app (showMeOnAPP false) is written to only by people they meet at an
    // event, or already talk with (issue 32 item 5).
    if (!other.show_me_on_app && !(await shareAnEvent(db, userId, other.id))) {
      const directKey = [userId, other.id].sort().join(':');
      if (!(await db('message_groups').where({ direct_key: directKey }).first('id'))) {
        throw new ApiError(400, 'cannotMessageHidden', { userID: 'cannotMessageHidden' });
      }
    }
    groupId = await directGroup(db, applicationId, userId, other.id);
  } else {
    throw new ApiError(400, 'messageRecipientRequired', { userID: 'messageRecipientRequired' });
  }
  const recipients: string[] = (
    await db('message_group_members').where({ group_id: groupId }).whereNot({ user_id: userId }).select('user_id')
  ).map((row) => row.user_id);
  if (await blockedBetween(db, userId, recipients)) {
    throw new ApiError(400, 'cannotMessageBlocked', { [field]: 'cannotMessageBlocked' });
  }

  const id = randomUUID();
  const now = new Date();
  await db.transaction(async (trx) => {
    const [{ seq }] = await trx('messages')
      .insert({ id, group_id: groupId, user_id: userId, message_text: text, image, created_at: now })
      .returning('seq');
    await trx('message_groups').where({ id: groupId }).update({ last_seq: seq, last_message_at: now });
    await trx('message_group_members').where({ group_id: groupId }).update({ hidden: false });
    if (recipients.length) {
      await trx('message_group_members')
        .where({ group_id: groupId })
        .whereIn('user_id', recipients)
        .increment('unread_count', 1);
    }
  });
  await markUsed(db, image);
  const row: MessageRow = await db('messages')
    .join('users', 'users.id', 'messages.user_id')
    .where('messages.id', id)
    .first(MESSAGE_COLUMNS);
  const message = toMessage(row);
  const event: NewMessageEvent = {
    MessageText: message.messageText,
    CreateDate: message.createDate,
    Id: message.id,
    Image: message.image,
    MessageGroupID: message.messageGroupID,
    UserID: message.userID,
    User: { Id: message.user.id, Image: message.user.image, Title: message.user.title },
  };
  return { message, recipients, event };
}
