import { bus, storage, STORAGE_KEYS } from '@atrium/shared';
import { useEffect, useState } from 'react';

/**
 * The left menu's open state (spec 2 §2.2): remembered under isOpen, default open. The shell's
 * header toggle writes it and announces it on the bus; the menu follows both.
 */
export function useSideMenuOpen(): boolean {
  const [open, setOpen] = useState(() => storage.get(STORAGE_KEYS.sideMenuOpen) !== 'false');
  useEffect(() => {
    const subscription = bus.on('layout.sideMenu').subscribe((state) => setOpen(state.open));
    return () => subscription.unsubscribe();
  }, []);
  return open;
}
