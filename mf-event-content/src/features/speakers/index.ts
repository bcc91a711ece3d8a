export { SpeakerDetailDialog } from './SpeakerDetailDialog';
export { SpeakersPage } from './SpeakersPage';
