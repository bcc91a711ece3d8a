export { DetailDialog } from './DetailDialog';
export { useEventDialogs } from './dialogStore';
