export { ParticipantList } from './ParticipantList';
export { ParticipantsPage } from './ParticipantsPage';
