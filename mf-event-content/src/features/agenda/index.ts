export { useAgenda } from './useAgenda';
export { buildCalendar, downloadCalendar, type CalendarEntry } from './ics';
