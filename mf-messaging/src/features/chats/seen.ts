import type { ReadMarker } from '@atrium/shared/contract';
import type { ShownMessage } from './MessageList';

/** Where a marker reaches in `messages` (oldest first): the index of the newest message it covers, or -1. */
function reachOf(messages: readonly ShownMessage[], marker: ReadMarker): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.id === marker.messageID) return index;
  }
  // Its message is not loaded: older than them all (then it covers none) or newer (it covers them
  // all, read meanwhile), which the time tells.
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.createDate <= marker.messageDate) return index;
  }
  return -1;
}

/**
 * Issue 31 item 10: the user's newest message that another member has read, and who read it (their
 * ids), or null. "Seen" shows under it: the markers say how far each other member read.
 */
export function seenMessage(
  messages: readonly ShownMessage[],
  markers: readonly ReadMarker[],
  myId: string | undefined,
): { id: string; readers: string[] } | null {
  if (!myId || !markers.length) return null;
  const reaches = markers.map((marker) => ({ userID: marker.userID, upTo: reachOf(messages, marker) }));
  const furthest = Math.max(...reaches.map((reach) => reach.upTo));
  for (let index = furthest; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.userID !== myId || message.pending) continue;
    const readers = reaches
      .filter((reach) => reach.upTo >= index && reach.userID !== myId)
      .map((reach) => reach.userID);
    if (readers.length) return { id: message.id, readers };
  }
  return null;
}
