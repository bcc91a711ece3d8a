export { EventWrapper } from './EventWrapper';
export { reportError } from './reportError';
export { useEvent } from './useEvent';
export { LiveSessionsSlot, SessionPageSlot } from './LiveSlots';
export { NetworkingRoomSlot, NetworkingSlot } from './NetworkingSlots';
