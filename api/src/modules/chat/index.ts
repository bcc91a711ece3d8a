import type { FastifyPluginAsync } from 'fastify';
import { createRateLimits } from '../../rateLimits';
import type { Knex } from 'knex';
import { channel } from '@atrium/shared/contract';
import type { Channels } from '../../channels';
import { ok } from '../../http/envelope';
import type { Storage } from '../../storage';
import { isMember, listMessageGroups, listMessages, membershipOf } from './groups';
import { readAll } from './read';
import { sendMessage } from './send';

export { unreadMessagesOf } from './groups';
export { createTyping, type Typing } from './typing';

export interface ChatModuleOptions {
  db: Knex;
  storage: Storage;
  channels: Channels;
}

/**
 * Spec 1 §7 Chat. Every call needs sign-in and reaches only chats the caller is in. "Delete" hides
 * for the caller only, as chat apps do (docs/decisions.md): the other member keeps the conversation.
 */
const chatModule: FastifyPluginAsync<ChatModuleOptions> = async (app, { db, storage, channels }) => {
  const limits = createRateLimits(db);
  // Spec 1 §7: `message-{userId}` is the user's own, `message-{groupId}` a chat's, for its members.
  channels.authorise('message', (claims, { id }) => id === claims.userId || isMember(db, claims, id));

  const listGroups = async (request: { auth: { userId: string; applicationId: string }; body: object }) => {
    const { userId, applicationId } = request.auth;
    return ok(await listMessageGroups(db, applicationId, userId, request.body));
  };
  app.handle('Chat/ListMessageGroups', listGroups);
  app.handle('Chat/LoadMessageGroups', listGroups);

  app.handle('Chat/listMessages', async (request) => {
    const { userId, applicationId } = request.auth;
    return ok(await listMessages(db, applicationId, userId, request.body));
  });

  app.handle('chat/sendmessage', async (request) => {
    const { userId, applicationId } = request.auth;
    await limits.check('chatMessage', { userId, address: request.ip });
    const { message, recipients, event } = await sendMessage(db, storage, applicationId, userId, request.body);
    // Spec 1 §7 Real-time: each other member's own channel, and the chat's (a socket in both gets it once).
    const to = [...recipients, message.messageGroupID].map((id) => channel.message({ id }));
    channels.publish(to, 'newMessage', event);
    return ok(message);
  });

  app.handle('chat/readall', async (request) => {
    const { userId, applicationId } = request.auth;
    const read = await readAll(db, applicationId, userId, request.body.id);
    // Issue 31 item 10: the chat's channel tells its open screens, so the sender's shows "Seen".
    if (read) channels.publish(channel.message({ id: read.messageGroupID }), 'messagesRead', read);
    return ok(null);
  });

  /** Hides the chat's messages so far from the caller, and with `hide` the chat too until a new message. */
  const clear = async (
    request: { auth: { userId: string; applicationId: string }; body: { id: string } },
    hide: boolean,
  ) => {
    const { userId, applicationId } = request.auth;
    const { lastSeq } = await membershipOf(db, applicationId, userId, request.body.id);
    await db('message_group_members')
      .where({ group_id: request.body.id, user_id: userId })
      .update({ cleared_seq: lastSeq, unread_count: 0, ...(hide && { hidden: true }) });
    return ok(null);
  };
  app.handle('chat/deleteallmessages', (request) => clear(request, false));
  app.handle('chat/deletemessagegroup', (request) => clear(request, true));
};

export default chatModule;
