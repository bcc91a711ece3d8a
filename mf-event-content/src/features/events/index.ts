export { EventListScreen, HomeScreen } from './HomeScreens';
export { SEARCH_TYPE } from './api';
