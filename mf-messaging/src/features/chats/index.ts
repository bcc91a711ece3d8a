export { Chats } from './Chats';
