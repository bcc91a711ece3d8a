export { applyUser, reloadUser, useUser } from './user';
