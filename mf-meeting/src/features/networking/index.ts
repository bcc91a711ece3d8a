export { NetworkingList } from './NetworkingList';
export { RoomPage } from './RoomPage';
