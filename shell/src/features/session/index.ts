export { useAccount } from './useAccount';
export { useRealtime } from './useRealtime';
export { logout, logoutOnRequest } from './logout';
