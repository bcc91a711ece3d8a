export { EventHome } from './EventHome';
