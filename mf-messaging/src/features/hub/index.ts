export { MessagesHub } from './MessagesHub';
