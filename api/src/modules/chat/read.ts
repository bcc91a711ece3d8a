import type { Knex } from 'knex';
import type { MessagesReadEvent } from '@atrium/shared/contract';
import { toIsoDate } from '../../db';
import { ApiError } from '../../http/envelope';

/**
 * chat/readall (spec 1 §4 Chat: opening a chat reads all of it): the caller's unread goes to 0 and
 * their read marker to the chat's newest message (issue 31 item 10). Answers the `messagesRead` to
 * publish when the marker moved, else null (read already: the others were told then).
 */
export async function readAll(
  db: Knex,
  applicationId: string,
  userId: string,
  groupId: string,
): Promise<MessagesReadEvent | null> {
  const member = await db('message_group_members as m')
    .join('message_groups as g', 'g.id', 'm.group_id')
    // The chat's newest message still there (the one at last_seq may be gone with its sender's account).
    .leftJoin('messages as r', function () {
      this.on('r.seq', '=', db.raw('(select max(x.seq) from messages as x where x.group_id = g.id)'));
    })
    .where({ 'm.group_id': groupId, 'm.user_id': userId, 'g.application_id': applicationId })
    .first('m.read_seq', 'g.last_seq', 'r.id as read_id', 'r.created_at as read_created_at');
  if (!member) throw new ApiError(404, 'dataNotFound');
  const lastSeq = Number(member.last_seq);
  const moves = lastSeq > Number(member.read_seq);
  const readAt = new Date();
  await db('message_group_members')
    .where({ group_id: groupId, user_id: userId })
    .update({
      unread_count: 0,
      // Only forward: a slower readall of an older moment never takes the marker back.
      ...(moves && {
        read_seq: db.raw('case when read_seq < ? then ? else read_seq end', [lastSeq, lastSeq]),
        read_at: readAt,
      }),
    });
  if (!moves || !member.read_id) return null;
  return {
    messageGroupID: groupId,
    userID: userId,
    messageID: member.read_id,
    messageDate: toIsoDate(member.read_created_at)!,
    readDate: readAt.toISOString(),
  };
}
