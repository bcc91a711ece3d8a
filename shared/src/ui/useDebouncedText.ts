import { useEffect, useMemo, useState } from 'react';
import { Subject, debounceTime, distinctUntilChanged } from 'rxjs';

/**
 * The text once the user has stopped typing for `ms` (rxjs debounceTime; DEBOUNCE_MS of spec 1 §9):
 * every search box of every remote, so a list asks the server once per pause, not once per key.
 */
export function useDebouncedText(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  const input = useMemo(() => new Subject<string>(), []);

  useEffect(() => {
    const subscription = input.pipe(debounceTime(ms), distinctUntilChanged()).subscribe(setDebounced);
    return () => subscription.unsubscribe();
  }, [input, ms]);

  useEffect(() => {
    input.next(value);
  }, [input, value]);

  return debounced;
}
