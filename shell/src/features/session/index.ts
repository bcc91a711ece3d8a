export { useAccount } from './useAccount';
export { useRealtime } from './useRealtime';
export { logout } from './logout';
