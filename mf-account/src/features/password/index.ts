export { PasswordTab } from './PasswordTab';
