import type { Appointment } from '@atrium/shared/contract';

/**
 * The .ics of an appointment (issue 13 item 8), written by the `ics` library. The library is loaded
 * on the click, so nobody who never saves an appointment pays for it. Times go out in UTC, which
 * every calendar converts to its owner's zone.
 */
export async function calendarFileOf(appointment: Appointment, eventTitle: string | undefined): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `${appointment.id}@atrium`,
    productId: 'atrium/appointments',
    title: appointment.title,
    // The people go in the description: an ATTENDEE needs an e-mail address, which profiles keep private.
    description: [eventTitle, appointment.users.map((user) => user.fullName).join(', ')].filter(Boolean).join('\n'),
    location: appointment.venue ?? undefined,
    start: new Date(appointment.appointmentDate).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(appointment.appointmentEndDate).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar file');
  return value;
}

/** Saves the appointment's .ics the way a download link does. */
export async function downloadCalendarFile(appointment: Appointment, eventTitle: string | undefined): Promise<void> {
  const url = URL.createObjectURL(
    new Blob([await calendarFileOf(appointment, eventTitle)], { type: 'text/calendar;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${appointment.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'appointment'}.ics`;
  link.click();
  // The click has handed the file to the browser; give it a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
