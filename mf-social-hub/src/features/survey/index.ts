export { SurveyPost } from './SurveyPost';
export type { SurveyPostProps } from './SurveyPost';
