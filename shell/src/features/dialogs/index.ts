export { PolicyDialog } from './PolicyDialog';
export { RemoteDialogs } from './RemoteDialogs';
