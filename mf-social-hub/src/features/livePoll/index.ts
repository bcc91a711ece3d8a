export { LivePollWidget } from './LivePollWidget';
