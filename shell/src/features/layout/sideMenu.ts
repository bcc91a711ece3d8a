import { bus, storage, STORAGE_KEYS } from '@atrium/shared';
import { create } from 'zustand';

interface SideMenuState {
  open: boolean;
  toggle(): void;
}

/** Side-menu state persists in local storage under isOpen, default open (spec 1 §2, spec 2 §2.2). */
export const useSideMenu = create<SideMenuState>((set, get) => ({
  open: storage.get(STORAGE_KEYS.sideMenuOpen) !== 'false',
  toggle() {
    const open = !get().open;
    storage.set(STORAGE_KEYS.sideMenuOpen, String(open));
    set({ open });
    // The event wrapper (a remote) owns the menu itself and follows the toggle on the bus.
    bus.emit('layout.sideMenu', { open });
  },
}));
