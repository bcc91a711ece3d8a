import {
  APPOINTMENT_DURATIONS,
  bus,
  Button,
  EmptyState,
  QueryState,
  Skeleton,
  TextField,
  useCall,
  useUser,
  type MakeAppointmentProps,
} from '@atrium/shared';
import { CreateAppointmentRequest, type Event } from '@atrium/shared/contract';
import { useCallForm } from '@atrium/shared/form';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appointmentsKey, availableTimesQuery, CREATE_APPOINTMENT, eventQuery } from './api';
import { AttendeePicker } from './AttendeePicker';
import { ChoiceGrid } from './ChoiceGrid';
import { appointmentDays } from './dates';

type Duration = CreateAppointmentRequest['duration'];

/** The duration offered first when the event does not fix one. */
export const DEFAULT_DURATION: Duration = 30;

interface AppointmentForm {
  userIds: string[];
  title: string;
  venue: string;
  duration: Duration;
  appointmentDate: string;
  appointmentTime: string;
}

/** A B2B event fixes the duration to its networking interval (spec 1 §5). */
const fixedDuration = (event: Event): Duration | null =>
  event.settings.b2BNetworkingInterval > 0 ? (event.settings.b2BNetworkingInterval as Duration) : null;

/**
 * The make-appointment dialog's content (spec 1 §2 Dialogs 5, §5, §7), opened by `appointment.make`:
 * attendees, title, venue, a day of the event, the duration, then a free slot of that day.
 */
export function MakeAppointment({ eventId, userIds }: MakeAppointmentProps) {
  const { t } = useTranslation('appointments');
  const event = useCall(eventQuery(eventId));
  return (
    <QueryState query={event} loading={<Skeleton height={320} />}>
      {(loaded) => {
        const days = appointmentDays(loaded);
        if (!days) return <EmptyState message={t('eventFinished')} />;
        if (!loaded.settings.isB2BNetworkingEnabled) return <EmptyState message={t('notOffered')} />;
        return <AppointmentFormView event={loaded} days={days} userIds={userIds} />;
      }}
    </QueryState>
  );
}

function AppointmentFormView({
  event,
  days,
  userIds,
}: {
  event: Event;
  days: { min: string; max: string };
  userIds: string[];
}) {
  const { t } = useTranslation('appointments');
  const selfId = useUser()?.id ?? '';
  const fixed = fixedDuration(event);
  const { form, field, submit, errorOf, clear, busy, formError } = useCallForm<
    typeof CREATE_APPOINTMENT,
    AppointmentForm
  >(CREATE_APPOINTMENT, {
    schema: CreateAppointmentRequest,
    defaultValues: {
      userIds: userIds.filter((id) => id !== selfId),
      title: '',
      venue: '',
      duration: fixed ?? DEFAULT_DURATION,
      appointmentDate: days.min,
      appointmentTime: '',
    },
    toBody: (values) => ({
      appointmentId: null,
      eventId: event.id,
      userIds: values.userIds,
      title: values.title.trim(),
      venue: values.venue.trim() || null,
      duration: values.duration,
      appointmentDate: values.appointmentDate,
      appointmentTime: values.appointmentTime,
    }),
    check: (values) => ({ userIds: values.userIds.length === 0 ? t('pleaseChooseOneAttendee') : undefined }),
    invalidates: [appointmentsKey],
    onSuccess({ data, message }) {
      bus.emit('snackbar.show', { message: message ?? t('made'), kind: 'success' });
      if (data) bus.emit('appointment.made', { appointmentId: data.id, eventId: event.id });
    },
  });

  const chosen = form.watch('userIds');
  const duration = form.watch('duration');
  const day = form.watch('appointmentDate');
  const time = form.watch('appointmentTime');
  const dayInEvent = day >= days.min && day <= days.max;
  const slots = useCall(
    availableTimesQuery({ eventId: event.id, userIds: [...chosen].sort(), duration, appointmentDate: day }),
    { enabled: chosen.length > 0 && dayInEvent },
  );

  /** A change of whom, which day or how long makes the chosen slot stale. */
  function changed(name: 'userIds' | 'duration') {
    form.setValue('appointmentTime', '');
    clear(name);
  }

  // The spec's own words for a choice not made yet (spec 1 §8), over the schema's generic ones; a
  // form without them was not sent.
  async function onSubmit(formEvent: FormEvent) {
    await submit(formEvent);
    const values = form.getValues();
    if (!values.appointmentDate) form.setError('appointmentDate', { type: 'check', message: t('chooseDate') });
    if (!values.appointmentTime) form.setError('appointmentTime', { type: 'check', message: t('selectSlotFirst') });
  }

  const slotChoices = (slots.data ?? []).map((slot) => ({
    value: slot.title,
    label: slot.title,
    disabled: !slot.isAvailable,
  }));

  return (
    <Form
      onSubmit={(formEvent) => void onSubmit(formEvent)}
      noValidate
      aria-label={t('formLabel', { event: event.title })}
    >
      <EventName>{event.title}</EventName>
      <AttendeePicker
        eventId={event.id}
        selfId={selfId}
        value={chosen}
        onChange={(ids) => {
          form.setValue('userIds', ids);
          changed('userIds');
        }}
        error={errorOf('userIds')}
      />
      <TextField label={t('title')} maxLength={200} autoComplete="off" {...field('title')} />
      <TextField label={t('venue')} maxLength={200} autoComplete="off" {...field('venue')} />
      <TextField
        type="date"
        label={t('date')}
        min={days.min}
        max={days.max}
        hint={t('dateHint')}
        {...field('appointmentDate', { onChange: () => form.setValue('appointmentTime', '') })}
      />
      {fixed ? (
        <Fixed>{t('fixedDuration', { minutes: fixed })}</Fixed>
      ) : (
        <ChoiceGrid
          legend={t('duration')}
          name="duration"
          choices={APPOINTMENT_DURATIONS.map((minutes) => ({
            value: String(minutes),
            label: t('minutes', { minutes }),
          }))}
          value={String(duration)}
          onChange={(value) => {
            form.setValue('duration', Number(value) as Duration);
            changed('duration');
          }}
          error={errorOf('duration')}
        />
      )}
      {chosen.length === 0 || !dayInEvent ? (
        <Fixed>{t(chosen.length === 0 ? 'slotsNeedAttendee' : 'slotsNeedDay')}</Fixed>
      ) : (
        <QueryState query={slots} loading={<Skeleton height={100} />}>
          {() => (
            <ChoiceGrid
              legend={t('slots')}
              hint={t('slotsZone', { zone: event.timezone.replace(/_/g, ' ') })}
              name="appointmentTime"
              choices={slotChoices}
              value={time}
              onChange={(value) => {
                form.setValue('appointmentTime', value);
                clear('appointmentTime');
              }}
              error={
                errorOf('appointmentTime') ??
                (slotChoices.every((slot) => slot.disabled) ? t('appointmentTimeFull') : undefined)
              }
            />
          )}
        </QueryState>
      )}
      {formError && <FormError role="alert">{formError}</FormError>}
      <Footer>
        <Button type="submit" loading={busy}>
          {t('send')}
        </Button>
      </Footer>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const EventName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Fixed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
