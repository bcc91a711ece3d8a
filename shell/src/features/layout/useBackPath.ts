import { storage, STORAGE_KEYS } from '@atrium/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { nextBackPath } from './backTarget';

/**
 * Writes the stored back path that the mobile back buttons read (the shell's header and the event
 * wrapper's): the shell sees every move between pages, whichever remote made it.
 */
export function useBackPath(): void {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const here = pathname + search;
    storage.set(STORAGE_KEYS.backPath, nextBackPath(previous.current, pathname, storage.get(STORAGE_KEYS.backPath)));
    previous.current = here;
  }, [pathname, search]);
}
