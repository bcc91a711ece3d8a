export { TimeZoneToggle } from './TimeZoneToggle';
export { useDisplayTimeZone, useTimeZoneMode } from './timeZoneStore';
