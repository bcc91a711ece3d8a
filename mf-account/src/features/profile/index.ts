export { ProfileTab } from './ProfileTab';
