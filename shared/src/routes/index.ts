export {
  EVENT_ITEM_PATHS,
  EVENT_MODULE_PATHS,
  inBrand,
  itemBackRoute,
  ROUTE_PATHS,
  routes,
  type EventItem,
  type EventModuleRoute,
} from './routes';
export { EVENT_FIRST_CALLS, type FirstCall } from './firstCalls';
