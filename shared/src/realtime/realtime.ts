import { sessionStore } from '../session';
import { createRealtime, type Realtime } from './createRealtime';

let instance: Realtime | null = null;

/** Created on first use, so importing @atrium/shared never opens a socket; one for the page (spec 1 §7). */
function getRealtime(): Realtime {
  instance ??= createRealtime({ getToken: () => sessionStore.getState().token });
  return instance;
}

/** The page's one real-time client; the first member used creates it. */
export const realtime: Realtime = {
  connect: () => getRealtime().connect(),
  disconnect: () => getRealtime().disconnect(),
  subscribe: (channel) => getRealtime().subscribe(channel),
  unsubscribe: (channel) => getRealtime().unsubscribe(channel),
  emit: (event, payload) => getRealtime().emit(event, payload),
  request: <T>(event: string, payload: unknown, timeoutMs?: number) =>
    getRealtime().request<T>(event, payload, timeoutMs),
  listen: (channel, event) => getRealtime().listen(channel, event),
  joined: (channel) => getRealtime().joined(channel),
  get status$() {
    return getRealtime().status$;
  },
  get connectionLost$() {
    return getRealtime().connectionLost$;
  },
};
