export { EventWrapper } from './EventWrapper';
export { useCurrentEvent, useEvent } from './eventStore';
export { reportError } from './reportError';
