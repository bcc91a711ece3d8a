import { queryClient } from '@atrium/shared';
import { create } from 'zustand';
import { myAgendaQuery, setAgendaItem } from './api';

interface AgendaState {
  eventId: string | null;
  programIds: string[];
  load(eventId: string): Promise<void>;
  /** Stars or unstars at once, then settles on what the server keeps. */
  toggle(programId: string, starred: boolean): Promise<void>;
}

/** The attendee's personal agenda of one event, kept on the server per user (issue 5). */
export const useAgenda = create<AgendaState>((set, get) => ({
  eventId: null,
  programIds: [],
  async load(eventId) {
    set({ eventId, programIds: [] });
    const agenda = await queryClient.fetchQuery(myAgendaQuery(eventId));
    if (get().eventId === eventId) set({ programIds: agenda.programIds });
  },
  async toggle(programId, starred) {
    const before = get().programIds;
    set({
      programIds: starred
        ? [...before.filter((id) => id !== programId), programId]
        : before.filter((id) => id !== programId),
    });
    try {
      const agenda = await setAgendaItem(programId, starred);
      set({ programIds: agenda.programIds });
    } catch (error) {
      set({ programIds: before });
      throw error;
    }
  },
}));
