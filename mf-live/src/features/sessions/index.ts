export { LiveSessions } from './LiveSessions';
export { joinSession, sessionQuery } from './api';
export { storedHash } from './hash';
export { useLiveRealtime, useSessionPresence } from './useLiveRealtime';
