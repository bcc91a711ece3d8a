import './i18n';

export { SurveyList } from './SurveyList';
export type { SurveyListProps } from './SurveyList';
export { SurveysPage } from './SurveysPage';
