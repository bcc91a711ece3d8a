export { bus, createBus } from './bus';
export type { BusEvents, BusEventName, EventBus, SnackbarAction, SnackbarKind, SnackbarMessage } from './bus';
