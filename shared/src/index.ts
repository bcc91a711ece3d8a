// @atrium/shared: what every remote and the shell compile against. The contract's types are at
// '@atrium/shared/contract'; its schema code stays out of the browser bundle.
export * from './constants';
export { storage } from './storage';
export * from './api';
export * from './query';
export * from './bus';
export * from './session';
export * from './realtime';
export * from './i18n';
export * from './theme';
export * from './ui';
export * from './html';
export * from './mf';
export * from './routes';
export { isPhoneNumber, loadPhoneRules } from './phone';
