import { bus, callCommand, realtime, sessionStore, useChannel } from '@atrium/shared';
import { channel } from '@atrium/shared/contract/channels';
import { useEffect, useRef } from 'react';
import { addMessages, catchUp, listOnMessage, markGroupRead, messageOf, newestMessageId, reloadChats } from './api';

/**
 * chat/readall for a chat on screen (spec 1 §4 Chat): its unread goes to 0 in the list, and the header's
 * count (sessionStore, spec 1 §7) drops by what it had. Errors are ignored, as spec 1 §8 says for read.
 */
export function readChat(groupId: string, unread: number): void {
  markGroupRead(groupId);
  if (unread > 0) {
    const session = sessionStore.getState();
    session.setUnread({ messages: Math.max(0, session.unreadMessages - unread) });
  }
  void callCommand('chat/readall', { id: groupId }).catch(() => undefined);
}

/**
 * The hub's real time (spec 1 §7, issue 13 item 5). Every newMessage the shell's socket hears comes
 * on the bus: the list moves that chat up, and the open chat shows the message and reads it. While a
 * chat is open its `message-{groupId}` channel is joined, so the user's own messages from another tab
 * show too. After the socket was lost and is back, the open chat and the list load what was sent
 * meanwhile, merged by id.
 */
const me = () => sessionStore.getState().user?.id;

export function useChatRealtime(openGroupId: string | null): void {
  const open = useRef(openGroupId);
  open.current = openGroupId;

  useEffect(() => {
    const received = bus.on('message.received').subscribe((event) => {
      const message = messageOf(event);
      const mine = message.userID === me();
      const isOpen = message.messageGroupID === open.current;
      listOnMessage(message, { mine, open: isOpen });
      if (!isOpen) return;
      addMessages(message.messageGroupID, [message]);
      // The shell counted it as unread; it is read as it shows.
      if (!mine) readChat(message.messageGroupID, 1);
    });
    let wasLost = false;
    // The newest message of the open chat when the socket went: everything up to it had come through.
    let since: { groupId: string | null; id: string | null } = { groupId: null, id: null };
    const back = realtime.connectionLost$.subscribe((lost) => {
      const groupId = open.current;
      const isBack = wasLost && !lost;
      if (lost && !wasLost) since = { groupId, id: groupId && newestMessageId(groupId) };
      wasLost = lost;
      if (!isBack) return;
      void reloadChats();
      if (groupId) {
        catchUp(groupId, since.groupId === groupId ? since.id : null).then(
          // What others sent meanwhile is read as it shows; the header never counted it.
          (added) => added.some((message) => message.userID !== me()) && readChat(groupId, 0),
          () => reloadChats(groupId),
        );
      }
    });
    return () => {
      received.unsubscribe();
      back.unsubscribe();
    };
  }, []);

  // No handlers: the shell's socket hears the chat's newMessage as any other and puts it on the bus.
  useChannel(openGroupId ? channel.message({ id: openGroupId }) : null, {});
}
