import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RoomClient } from './RoomClient';
import type { RoomState } from './roomStore';

export const RoomContext = createContext<RoomClient | null>(null);

/** The room's RoomClient: components call its methods, never change the store themselves. */
export function useRoomClient(): RoomClient {
  const client = useContext(RoomContext);
  if (!client) throw new Error('useRoomClient outside a meeting room');
  return client;
}

/** A slice of the room's store; select stable values (a slice as it is, or a primitive). */
export function useRoom<T>(selector: (state: RoomState) => T): T {
  return useStore(useRoomClient().store, selector);
}
