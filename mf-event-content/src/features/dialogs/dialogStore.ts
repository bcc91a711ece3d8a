import { create } from 'zustand';

interface DialogState {
  speakerId: string | null;
  programId: string | null;
  openSpeaker(id: string): void;
  openProgram(id: string): void;
  closeSpeaker(): void;
  closeProgram(): void;
}

/**
 * The wrapper's dialogs (spec 2 §2.2): speaker detail and program detail. Any page opens them by
 * id; a speaker opened from a program shows over it, and the program stays beneath.
 */
export const useEventDialogs = create<DialogState>((set) => ({
  speakerId: null,
  programId: null,
  openSpeaker: (speakerId) => set({ speakerId }),
  openProgram: (programId) => set({ programId }),
  closeSpeaker: () => set({ speakerId: null }),
  closeProgram: () => set({ programId: null }),
}));
