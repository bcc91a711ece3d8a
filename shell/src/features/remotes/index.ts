export { useBrandRemotes } from './configure';
export { AreaSlot } from './AreaSlot';
