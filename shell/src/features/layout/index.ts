export { BrandLayout } from './BrandLayout';
export { FullPageSkeleton } from './FullPageSkeleton';
export { useSideMenu } from './sideMenu';
