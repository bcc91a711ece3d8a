export { FaqPage } from './FaqPage';
