export { ConfirmSignUpForm } from './ConfirmSignUpForm';
