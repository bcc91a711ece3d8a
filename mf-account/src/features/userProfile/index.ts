export { UserProfile } from './UserProfile';
