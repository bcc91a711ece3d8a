import { bus, currentUser, realtime, useChannel } from '@atrium/shared';
import { channel } from '@atrium/shared/contract/channels';
import { useEffect, useRef } from 'react';
import {
  addMessages,
  catchUp,
  listOnMessage,
  markerOnRead,
  messageOf,
  newestMessageId,
  readChat,
  reloadChats,
} from './api';

/**
 * The hub's real time (spec 1 §7, issue 13 item 5). Every newMessage the shell's socket hears comes
 * on the bus: the list moves that chat up, and the open chat shows the message and reads it. While a
 * chat is open its `message-{groupId}` channel is joined, so the user's own messages from another tab
 * show too, and its `messagesRead` moves the others' read markers. After the socket was lost and is back, the open chat and the list load what was sent
 * meanwhile, merged by id.
 */
const me = () => currentUser()?.id;

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
      // It is read as it shows.
      if (!mine) readChat(message.messageGroupID);
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
          // What others sent meanwhile is read as it shows.
          (added) => added.some((message) => message.userID !== me()) && readChat(groupId),
          () => reloadChats(groupId),
        );
      }
    });
    return () => {
      received.unsubscribe();
      back.unsubscribe();
    };
  }, []);

  // The shell's socket hears the chat's newMessage as any other and puts it on the bus. Another
  // member read the chat: their marker moves, so "Seen" does (issue 31 item 10); the user's own
  // reads from another tab say nothing new here.
  useChannel(openGroupId ? channel.message({ id: openGroupId }) : null, {
    messagesRead: (event) => {
      if (event.userID !== me()) markerOnRead(event);
    },
  });
}
