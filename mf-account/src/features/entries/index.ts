export { EntrySections } from './sections';
