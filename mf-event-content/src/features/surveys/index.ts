import './i18n';

export { surveysQuery } from './api';
export { SurveyList } from './SurveyList';
export type { SurveyListProps } from './SurveyList';
export { SurveysPage } from './SurveysPage';
