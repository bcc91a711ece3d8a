import { bus, errorMessage } from '@atrium/shared';
import type { Question, QuestionAnswers, Stand } from '@atrium/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAND_AUTO_CHECK_IN_MS } from '../../constants';
import { reportError } from '../event';
import { fetchQuestions } from '../questions';
import { useStandCheckIn } from './api';
import { checkInStep, takesCheckIn, whenNoModalOpen } from './checkIn';

/**
 * The booth's check-in (spec 2 §4): 3 s after the page loads, an attendee not yet checked in at a
 * booth of automatic check-in is checked in; leaving before then cancels it. `checkIn` starts the
 * same at once. The automatic one waits while another dialog is open (a lightbox the user opened),
 * and so does its questions' dialog. A booth that asks questions (Registration/GetQuestions {standID}) gets them answered
 * first: `questions` is then set for the dialog, and `send` checks in with the answers. Success marks
 * the cached booth checked in and says so briefly.
 */
export function useBoothCheckIn(stand: Stand, event: { id: string; isAttending: boolean }) {
  const { t } = useTranslation('event');
  const due = takesCheckIn(stand, event.isAttending);
  const mutation = useStandCheckIn(event.id);
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const [asking, setAsking] = useState(false);
  const running = useRef(false);

  /** Checks in with these answers; a refusal rejects, so the question form shows it beside its field. */
  const send = useCallback(
    async (answers: QuestionAnswers) => {
      await mutation.mutateAsync({
        standID: stand.id,
        currentStandID: stand.id,
        ...(answers.length > 0 ? { questions: answers } : {}),
      });
      setQuestions(null);
      bus.emit('snackbar.show', { message: t('booths.checkedInAt', { booth: stand.title }), kind: 'success' });
    },
    [mutation, stand.id, stand.title, t],
  );

  // Stops the automatic check-in's waiting for the other dialogs to close, when the page leaves.
  const stopWaiting = useRef(() => {});

  const start = useCallback(
    async (automatic: boolean) => {
      if (running.current) return;
      // Checking in by hand, the automatic one waits no more.
      stopWaiting.current();
      running.current = true;
      setAsking(true);
      try {
        const { items } = await fetchQuestions(event.id, { standID: stand.id });
        if (checkInStep(items) === 'send') await send([]);
        // The user may have opened a dialog while the questions were on their way.
        else if (automatic) stopWaiting.current = whenNoModalOpen(() => setQuestions(items));
        else setQuestions(items);
      } catch (error) {
        reportError(errorMessage(error));
      } finally {
        running.current = false;
        setAsking(false);
      }
    },
    [event.id, send, stand.id],
  );
  const checkIn = useCallback(() => start(false), [start]);

  // The timer calls the latest start without restarting whenever the page renders.
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      stopWaiting.current = whenNoModalOpen(() => void latest.current(true));
    }, STAND_AUTO_CHECK_IN_MS);
    return () => {
      clearTimeout(timer);
      stopWaiting.current();
    };
  }, [due, stand.id]);

  return { due, checkIn, busy: asking || mutation.isPending, questions, send, dismiss: () => setQuestions(null) };
}
