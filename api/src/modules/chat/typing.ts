import type { Knex } from 'knex';
import { channel, type TypingAck, type TypingEmit } from '@atrium/shared/contract';
import type { Publish } from '../../channels';
import { t, type Language } from '../../i18n';

export interface Typing {
  /** Checks one `emit-typing` of `sender` and forwards it; the answer is the emit's ack. */
  forward(sender: { userId: string; applicationId: string }, emit: TypingEmit, language: Language): Promise<TypingAck>;
}

interface MemberRow {
  user_id: string;
  first_name: string;
  /** Set when this member and the sender blocked one another, either way. */
  blocker_id: string | null;
}

/**
 * The typing indicator (issue 31 item 10): `emit-typing {messageGroupID}` from a member of the chat
 * goes out as `typing` on each other member's own `message-{userId}`, so it reaches them wherever the
 * chat is open and never echoes to the sender. A non-member's is refused ("Data not found.", as the
 * chat calls answer), and nothing goes to a member who blocked the sender or whom the sender blocked
 * (spec 1 §6). One statement per emit; the realtime module drops a socket's emits that come too often.
 */
export function createTyping({ db, publish }: { db: Knex; publish: Publish }): Typing {
  return {
    async forward({ userId, applicationId }, { messageGroupID }, language) {
      const rows: MemberRow[] = await db('message_group_members as m')
        .join('message_groups as g', 'g.id', 'm.group_id')
        .join('users as u', 'u.id', 'm.user_id')
        .leftJoin('blocks as b', function () {
          this.on(function () {
            this.on('b.blocker_id', '=', 'm.user_id').andOnVal('b.blocked_id', '=', userId);
          }).orOn(function () {
            this.on('b.blocked_id', '=', 'm.user_id').andOnVal('b.blocker_id', '=', userId);
          });
        })
        .where({ 'm.group_id': messageGroupID, 'g.application_id': applicationId })
        .select('m.user_id', 'u.first_name', 'b.blocker_id');
      const sender = rows.find((row) => row.user_id === userId);
      if (!sender) return { ok: false, message: t(language, 'dataNotFound') };
      const blocked = new Set(rows.filter((row) => row.blocker_id !== null).map((row) => row.user_id));
      const to = [...new Set(rows.map((row) => row.user_id))].filter((id) => id !== userId && !blocked.has(id));
      if (!to.length) {
        return { ok: false, message: t(language, blocked.size ? 'cannotMessageBlocked' : 'dataNotFound') };
      }
      publish(
        to.map((id) => channel.message({ id })),
        'typing',
        { messageGroupID, userID: userId, firstName: sender.first_name },
      );
      return { ok: true };
    },
  };
}
