export { RemoteDialogs } from './RemoteDialogs';
