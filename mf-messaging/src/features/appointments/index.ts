export { AppointmentsTab } from './AppointmentsTab';
export { MakeAppointment } from './MakeAppointment';
