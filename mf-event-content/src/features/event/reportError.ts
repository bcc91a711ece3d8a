import { bus, SNACKBAR_MS } from '@atrium/shared';

/** The wrapper's snackbar (spec 2 §2.2, §8): root error messages, shown for 4 seconds. */
export function reportError(message: string): void {
  bus.emit('snackbar.show', { message, kind: 'error', durationMs: SNACKBAR_MS.error });
}
