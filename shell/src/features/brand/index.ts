export { enterBrand, useBrand, type BrandState } from './useBrand';
export { RootRedirect } from './RootRedirect';
