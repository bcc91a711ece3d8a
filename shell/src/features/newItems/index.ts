export { NewItemBanner } from './NewItemBanner';
export type { OpenDialog } from './NewItemBanner';
