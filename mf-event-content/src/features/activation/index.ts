export { ActivationCodeBar } from './ActivationCodeBar';
export { useActivationListener } from './useActivationListener';
