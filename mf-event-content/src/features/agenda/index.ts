export { useAgenda } from './agendaStore';
export { buildCalendar, downloadCalendar, type CalendarEntry } from './ics';
