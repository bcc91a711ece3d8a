export { EventWrapper } from './EventWrapper';
export { reportError } from './reportError';
export { useEvent } from './useEvent';
