import { bus, errorMessage, queryClient, useCallMutation } from '@atrium/shared';
import type { Stand } from '@atrium/shared/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STAND_AUTO_CHECK_IN_MS } from '../../constants';
import { reportError } from '../event';
import { standQuery } from './api';
import { takesCheckIn } from './checkIn';

/**
 * The booth's check-in (spec 2 §4): 3 s after the page loads, an attendee not yet checked in at a
 * booth of automatic check-in is checked in; leaving before then cancels it. `checkIn` starts the
 * same at once. Success marks the cached booth checked in and says so briefly.
 */
export function useBoothCheckIn(stand: Stand, event: { id: string; isAttending: boolean }) {
  const { t } = useTranslation('event');
  const due = takesCheckIn(stand, event.isAttending);
  const mutation = useCallMutation('stand/checkin', { eventId: event.id });
  const running = useRef(false);

  const checkIn = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await mutation.mutateAsync({ standID: stand.id, currentStandID: stand.id });
      queryClient.setQueryData(standQuery(event.id, stand.id).queryKey, (old) =>
        old ? { item: { ...old.item, isCheckedIn: true } } : old,
      );
      bus.emit('snackbar.show', { message: t('booths.checkedInAt', { booth: stand.title }), kind: 'success' });
    } catch (error) {
      reportError(errorMessage(error));
    } finally {
      running.current = false;
    }
  }, [event.id, mutation, stand.id, stand.title, t]);

  // The timer calls the latest checkIn without restarting whenever the page renders.
  const latest = useRef(checkIn);
  useEffect(() => {
    latest.current = checkIn;
  });
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => void latest.current(), STAND_AUTO_CHECK_IN_MS);
    return () => clearTimeout(timer);
  }, [due, stand.id]);

  return { due, checkIn, busy: mutation.isPending };
}
