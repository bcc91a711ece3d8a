import { bus, CHAT, realtime } from '@atrium/shared';
import type { TypingEmit } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Someone typing in the open chat: their first name, as the `typing` event names them. */
export interface Typist {
  userId: string;
  firstName: string;
}

/**
 * Issue 31 item 10: who types in the open chat now. Each `typing` for this chat (on the user's own
 * `message-{userId}`, which the shell keeps joined) shows its person for CHAT.typingShownMs after
 * the last one; their message arriving ends it at once.
 */
export function useTypists(groupId: string | null, myId: string | undefined): Typist[] {
  const [typists, setTypists] = useState<Typist[]>([]);

  useEffect(() => {
    setTypists([]);
    if (!groupId || !myId) return;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const stop = (userId: string) => {
      clearTimeout(timers.get(userId));
      timers.delete(userId);
      setTypists((list) => list.filter((typist) => typist.userId !== userId));
    };
    // Events carry no channel on the wire: this hears `typing` of any message channel, so it checks the chat.
    const typing = realtime.listen(channel.message({ id: myId }), 'typing').subscribe((event) => {
      if (event.messageGroupID !== groupId || event.userID === myId) return;
      clearTimeout(timers.get(event.userID));
      timers.set(
        event.userID,
        setTimeout(() => stop(event.userID), CHAT.typingShownMs),
      );
      setTypists((list) =>
        list.some((typist) => typist.userId === event.userID)
          ? list
          : [...list, { userId: event.userID, firstName: event.firstName }],
      );
    });
    const received = bus.on('message.received').subscribe((message) => {
      if (message.MessageGroupID === groupId && timers.has(message.UserID)) stop(message.UserID);
    });
    return () => {
      typing.unsubscribe();
      received.unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [groupId, myId]);

  return typists;
}

/**
 * Tells the chat's other members that the user types (`emit-typing`), at most once every
 * CHAT.typingEveryMs: call it on every change of the box. Nothing before the chat exists.
 */
export function useTypingSignal(groupId: string | null): () => void {
  const last = useRef(0);
  return useCallback(() => {
    if (!groupId) return;
    const now = Date.now();
    if (now - last.current < CHAT.typingEveryMs) return;
    last.current = now;
    realtime.emit('emit-typing', { messageGroupID: groupId } satisfies TypingEmit);
  }, [groupId]);
}
