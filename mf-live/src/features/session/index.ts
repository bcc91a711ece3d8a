export { SessionPage } from './SessionPage';
