export { EventListScreen, HomeScreen } from './HomeScreens';
