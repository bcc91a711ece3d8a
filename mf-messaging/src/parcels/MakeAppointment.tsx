import { createParcel, type MakeAppointmentProps } from '@atrium/shared';
import { MakeAppointment } from '../features/appointments';
import '../i18n/appointments';

/** The make-appointment dialog (spec 1 §2 Dialogs 5): the shell mounts it with the `appointment.make` payload. */
export default createParcel<MakeAppointmentProps>(({ eventId, userIds }) => (
  <MakeAppointment eventId={eventId} userIds={userIds} />
));
