import { storage } from '@atrium/shared';
import { create } from 'zustand';
import { TIME_ZONE_MODE_KEY } from '../../constants';
import { browserTimeZone } from '../../utils/dateTime';

export type TimeZoneMode = 'event' | 'mine';

interface TimeZoneState {
  mode: TimeZoneMode;
  setMode(mode: TimeZoneMode): void;
}

/** Times in the event's time zone (default) or the attendee's own; the choice is remembered. */
export const useTimeZoneMode = create<TimeZoneState>((set) => ({
  mode: storage.get(TIME_ZONE_MODE_KEY) === 'mine' ? 'mine' : 'event',
  setMode(mode) {
    storage.set(TIME_ZONE_MODE_KEY, mode);
    set({ mode });
  },
}));

/** The zone to show an event's times in. */
export function useDisplayTimeZone(eventTimeZone: string): string {
  const mode = useTimeZoneMode((state) => state.mode);
  return mode === 'mine' ? browserTimeZone() : eventTimeZone;
}
