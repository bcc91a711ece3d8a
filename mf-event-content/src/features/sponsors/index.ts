export { SponsorsPage } from './SponsorsPage';
