export { BoothPage } from './BoothPage';
export { StandsPage } from './StandsPage';
