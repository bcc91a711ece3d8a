export { completeSignIn } from './completeSignIn';
