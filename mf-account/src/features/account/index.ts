export { AccountTab } from './AccountTab';
