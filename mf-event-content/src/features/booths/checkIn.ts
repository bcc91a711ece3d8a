import { STAND_CHECK_IN_TYPE } from '@atrium/shared';
import type { Stand } from '@atrium/shared/contract';

/**
 * Whether a booth checks this user in by itself (spec 2 §4): it takes automatic check-ins, the
 * user is an attendee (visitors cannot check in, spec 2 §6) and is not checked in yet.
 */
export function takesCheckIn(stand: Pick<Stand, 'checkInTypes' | 'isCheckedIn'>, isAttending: boolean): boolean {
  return isAttending && !stand.isCheckedIn && stand.checkInTypes.includes(STAND_CHECK_IN_TYPE.auto);
}

/** With no questions the check-in is sent at once; with questions the attendee answers them first. */
export const checkInStep = (questions: readonly unknown[]): 'send' | 'ask' => (questions.length === 0 ? 'send' : 'ask');

/** Whether a modal is open: every remote's Dialog and Sheet is an aria-modal panel in document.body. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * Runs `run` once no modal is open: at once if none is, else when the last one closes. The
 * automatic check-in waits so, so its dialog never covers one the user opened (a lightbox, issue
 * 31 item 9e). Returns what stops the waiting.
 */
export function whenNoModalOpen(run: () => void): () => void {
  if (!modalOpen()) {
    run();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (modalOpen()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-modal'] });
  return () => observer.disconnect();
}
