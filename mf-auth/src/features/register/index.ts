export { RegisterScreen } from './RegisterScreen';
