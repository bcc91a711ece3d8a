export { createRealtime } from './createRealtime';
export type { Realtime, RealtimeOptions, RealtimeStatus } from './createRealtime';
export { realtime } from './realtime';
export { useChannel, type ChannelHandlers, type ChannelOptions } from './useChannel';
