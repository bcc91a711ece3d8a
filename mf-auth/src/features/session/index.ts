export { completeSignIn } from './api';
