import { createParcel, type MakeAppointmentProps } from '@atrium/shared';
import { MakeAppointment } from '../features/appointments';
import '../i18n/appointments';

/**
 * The make-appointment dialog (spec 1 §2 Dialogs 5): the shell mounts it with the `appointment.make`
 * payload; another one while open starts a fresh form.
 */
export default createParcel<MakeAppointmentProps>(({ eventId, userIds }) => (
  <MakeAppointment key={`${eventId}:${userIds.join(',')}`} eventId={eventId} userIds={userIds} />
));
