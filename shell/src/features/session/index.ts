import { lazyWithPreload } from 'react-lazy-with-preload';

export { isAccountLoad } from './api';
export { useSignInState } from './useSignInState';
export { useUnreadCounts } from './useUnreadCounts';
export { logout, logoutOnRequest } from './logout';
/**
 * The signed-in user's socket and network requests, loaded only for a signed-in user; preloaded
 * before the first render of a visitor with a token, so it renders with the page, not after it.
 */
export const SignedInServices = lazyWithPreload(() => import('./SignedInServices'));
