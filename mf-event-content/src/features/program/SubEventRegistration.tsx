import { bus, Button, Dialog, errorMessage, REGISTRATION_STATUS } from '@atrium/shared';
import type { Event, Question, QuestionAnswers, SubEvent } from '@atrium/shared/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { inset } from '../../components/inset';
import { Badge } from '../../components/Badge';
import { SUB_EVENT_PLAIN_TYPES, SUB_EVENT_TYPE_WITHOUT_BADGE } from '../../constants';
import { fetchQuestions, QuestionForm } from '../questions';
import { useRegisterToSubEvent } from './api';
import { useMyProgram } from './useProgramLists';

/**
 * Sub-event registration (spec 2 §4): for an attendee not yet registered, a register button,
 * closed when the stock is used up or mobile registration is off; then pending or confirmed.
 * A sub-event that asks registration questions (Registration/GetQuestions) opens them in a dialog
 * first and registers with the answers; one that asks none registers at once.
 * Type 1 shows no badge; types other than 0 and 1 a danger badge.
 */
export function SubEventRegistration({ event, subEvent }: { event: Event; subEvent: SubEvent }) {
  const { t } = useTranslation('event');
  const registration = useMyProgram(event).registrations.find((r) => r.subEventID === subEvent.id);
  const [busy, setBusy] = useState(false);
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const { mutateAsync: registerToSubEvent } = useRegisterToSubEvent(event.id, subEvent.id);
  const full = subEvent.stock !== null && subEvent.usage >= subEvent.stock;
  const closed = !subEvent.enableMobileRegistrations;

  /** Registers; a refusal throws (the question form shows it beside its questions). */
  async function send(answers: QuestionAnswers) {
    const { message } = await registerToSubEvent(answers);
    setQuestions(null);
    bus.emit('snackbar.show', { message: message ?? t('registered'), kind: 'success' });
  }

  async function register() {
    setBusy(true);
    try {
      const { items } = await fetchQuestions(event.id, { subEventID: subEvent.id });
      if (items.length > 0) setQuestions(items);
      else await send([]);
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box aria-label={t('subEventRegistration')}>
      <Head>
        <Badge $color={subEvent.color}>{subEvent.title}</Badge>
        {subEvent.type !== SUB_EVENT_TYPE_WITHOUT_BADGE && (
          <Badge $tone={SUB_EVENT_PLAIN_TYPES.includes(subEvent.type) ? 'plain' : 'danger'}>
            {t(`subEventType.${subEvent.type}`, { defaultValue: t('subEventTypeOther', { type: subEvent.type }) })}
          </Badge>
        )}
      </Head>
      {subEvent.stock !== null && (
        <Hint>
          {t('stockHint', { stock: subEvent.stock })}{' '}
          {t('placesLeft', { count: Math.max(0, subEvent.stock - subEvent.usage) })}
        </Hint>
      )}
      {!event.isAttending ? (
        <Hint>{t('attendeesOnlyRegistration')}</Hint>
      ) : registration ? (
        <Status $confirmed={registration.status === REGISTRATION_STATUS.confirmed} role="status">
          {registration.status === REGISTRATION_STATUS.confirmed
            ? t('registrationConfirmed')
            : t('registrationPending')}
        </Status>
      ) : closed || full ? (
        <Status $confirmed={false}>{closed ? t('registrationClosed') : t('registrationFull')}</Status>
      ) : (
        <Button onClick={register} loading={busy}>
          {t('registerToSubEvent')}
        </Button>
      )}
      <Dialog
        open={questions !== null}
        onClose={() => setQuestions(null)}
        title={t('subEventRegistrationOf', { title: subEvent.title })}
      >
        {questions && (
          <Suspense fallback={null}>
            <QuestionForm
              questions={questions}
              formId={subEvent.id}
              submitLabel={t('registerToSubEvent')}
              onSubmit={send}
              onCancel={() => setQuestions(null)}
            />
          </Suspense>
        )}
      </Dialog>
    </Box>
  );
}

const Box = styled.section`
  ${inset}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Status = styled.p<{ $confirmed: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ $confirmed, theme }) => ($confirmed ? theme.colors.success : theme.colors.warning)};
`;
