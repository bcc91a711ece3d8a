import {
  APPOINTMENT_STATUS,
  type AppointmentStatus,
  Avatar,
  bus,
  Button,
  ConfirmDialog,
  currentLanguage,
  errorMessage,
  Icon,
  listReset,
  useCall,
} from '@atrium/shared';
import type { Appointment } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { eventQuery, useApproveAppointment, useRejectAppointment, useRemoveAppointment } from './api';
import { browserTimeZone, formatDay, formatTimeRange } from './dates';
import { downloadCalendarFile } from './calendarFile';
import { actionsFor, rejectedByMe, type Section } from './rules';

/** Spec 1 §9: the appointment summary shows up to 3 avatars. */
export const SUMMARY_AVATARS = 3;
const AVATAR_PX = 36;

const STATUS_KEY: Record<AppointmentStatus, string> = {
  [APPOINTMENT_STATUS.pending]: 'status.pending',
  [APPOINTMENT_STATUS.accepted]: 'status.accepted',
  [APPOINTMENT_STATUS.rejected]: 'status.rejected',
};

/**
 * One appointment: title, day and time (the viewer's own zone, and the event's when it differs, issue
 * 13 item 8), venue, up to 3 avatars, everyone's answer and the caller's buttons (spec 1 §4).
 */
export function AppointmentCard({
  appointment,
  section,
  userId,
}: {
  appointment: Appointment;
  section: Section;
  userId: string;
}) {
  const { t } = useTranslation('appointments');
  const language = currentLanguage();
  const event = useCall(eventQuery(appointment.eventId)).data;
  const approve = useApproveAppointment();
  const reject = useRejectAppointment();
  const remove = useRemoveAppointment();
  const [confirming, setConfirming] = useState(false);
  const can = actionsFor(appointment, section, userId);
  const red = rejectedByMe(appointment, section, userId);
  const own = browserTimeZone();
  const { appointmentDate: start, appointmentEndDate: end } = appointment;
  const titleId = `appointment-${appointment.id}`;

  async function run(action: typeof approve | typeof reject | typeof remove, done: string) {
    try {
      await action.mutateAsync({ id: appointment.id });
      bus.emit('snackbar.show', { message: t(done), kind: 'success' });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    }
  }

  const shown = appointment.users.slice(0, SUMMARY_AVATARS);
  const more = appointment.users.length - shown.length;

  return (
    <Card aria-labelledby={titleId} data-rejected={red || undefined} $rejected={red}>
      <Title id={titleId}>{appointment.title}</Title>
      {event && <Muted>{event.title}</Muted>}
      <Line>
        <Icon name="clock" size={16} />
        <span>
          {formatDay(start, own, language)} · {formatTimeRange(start, end, own, language)}
          {event && event.timezone !== own && (
            <Muted as="span">
              {' '}
              {t('eventTime', {
                time: formatTimeRange(start, end, event.timezone, language),
                zone: event.timezone.replace(/_/g, ' '),
              })}
            </Muted>
          )}
        </span>
      </Line>
      {appointment.venue && (
        <Line>
          <Icon name="pin" size={16} />
          <span>{appointment.venue}</span>
        </Line>
      )}
      <People>
        <Faces aria-hidden="true">
          {shown.map((user) => (
            <Avatar key={user.id} src={user.image} name={user.fullName} size={AVATAR_PX} />
          ))}
          {more > 0 && <More>+{more}</More>}
        </Faces>
        <Statuses aria-label={t('attendees')}>
          {appointment.users.map((user) => (
            <li key={user.id}>
              {user.id === userId ? t('you') : user.fullName}
              {user.id === appointment.ownerId && ` (${t('owner')})`}:{' '}
              <Status $status={user.status}>{t(STATUS_KEY[user.status])}</Status>
            </li>
          ))}
        </Statuses>
      </People>
      {red && <RejectedNote>{t('youRejected')}</RejectedNote>}
      {(can.approve || can.reject || can.remove || can.calendar) && (
        <Actions>
          {can.approve && (
            <Button
              size="sm"
              loading={approve.isPending}
              aria-describedby={titleId}
              onClick={() => void run(approve, 'approved')}
            >
              <Icon name="check" size={16} />
              {t('approve')}
            </Button>
          )}
          {can.reject && (
            <Button
              size="sm"
              variant="secondary"
              loading={reject.isPending}
              aria-describedby={titleId}
              onClick={() => void run(reject, 'rejected')}
            >
              {t('reject')}
            </Button>
          )}
          {can.calendar && (
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={titleId}
              onClick={() =>
                void downloadCalendarFile(appointment, event?.title).catch((error: unknown) =>
                  bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
                )
              }
            >
              <Icon name="calendarPlus" size={16} />
              {t('addToCalendar')}
            </Button>
          )}
          {can.remove && (
            <Button size="sm" variant="secondary" aria-describedby={titleId} onClick={() => setConfirming(true)}>
              {t('remove')}
            </Button>
          )}
        </Actions>
      )}
      {confirming && (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          title={t('removeTitle')}
          confirmLabel={t('remove')}
          busy={remove.isPending}
          onConfirm={() => void run(remove, 'removed').then(() => setConfirming(false))}
        >
          {t('removeQuestion', { title: appointment.title })}
        </ConfirmDialog>
      )}
    </Card>
  );
}

const Card = styled.article<{ $rejected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $rejected }) => ($rejected ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  /* A past appointment the user rejected is red (spec 1 §4); its text stays dark enough to read. */
  background: ${({ theme, $rejected }) =>
    $rejected ? `color-mix(in srgb, ${theme.colors.danger} 12%, ${theme.colors.surface})` : theme.colors.surface};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Muted = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const People = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

// Overlapping faces, each ringed so the overlap reads as separate people.
const Faces = styled.div`
  display: flex;
  align-items: center;

  & > * {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  }
  & > * + * {
    margin-left: -10px;
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${AVATAR_PX}px;
  height: ${AVATAR_PX}px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Statuses = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${listReset}
`;

const Status = styled.span<{ $status: AppointmentStatus }>`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $status }) =>
    $status === APPOINTMENT_STATUS.accepted
      ? theme.colors.success
      : $status === APPOINTMENT_STATUS.rejected
        ? theme.colors.danger
        : theme.colors.warning};
`;

const RejectedNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;
