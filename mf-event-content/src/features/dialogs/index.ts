export { useEventDialogs } from './dialogStore';
