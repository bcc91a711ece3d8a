export { ActivationCodeField } from './ActivationCodeField';
export { activationCodeForServer, isCompleteActivationCode, maskActivationCode } from './activationCode';
export { FastLoginForm } from './FastLoginForm';
