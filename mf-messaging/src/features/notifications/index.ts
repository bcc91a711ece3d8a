export { NotificationsTab } from './NotificationsTab';
