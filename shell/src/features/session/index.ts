import { lazy } from 'react';

export { isAccountLoad } from './api';
export { useSignInState } from './useSignInState';
export { useUnreadCounts } from './useUnreadCounts';
export { logout, logoutOnRequest } from './logout';
/** The signed-in user's socket and network requests, loaded only for a signed-in user. */
export const SignedInServices = lazy(() => import('./SignedInServices'));
