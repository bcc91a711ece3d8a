export { PolicyDialog } from './PolicyDialog';
export { NewItemBanner, RemoteDialogs } from './RemoteDialogs';
