export { configureBrandRemotes, useBrandRemotes } from './configure';
export { AreaSlot } from './AreaSlot';
