export { BrandRoutes } from './BrandRoutes';
export { useScrollToTop } from './useScrollToTop';
export { usePendingActivationCode } from './usePendingActivationCode';
