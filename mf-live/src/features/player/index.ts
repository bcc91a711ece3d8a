export { LivePlayer } from './LivePlayer';
export type { LivePlayerProps } from './LivePlayer';
