// Shared's own realtime tests: a socket.io Socket played from the server's side.

type Handler = (...args: unknown[]) => void;

/** Stands in for a socket.io Socket: records emits and lets the test play the server's side. */
export class FakeSocket {
  connected = false;
  active = true;
  emitted: [string, unknown][] = [];
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();
  private anyHandlers: Handler[] = [];
  io = {
    opts: {} as { query?: Record<string, string> },
    on: (event: string, handler: Handler) => {
      this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), handler]);
    },
  };

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: Handler) {
    this.anyHandlers.push(handler);
    return this;
  }
  acks: ((answer: unknown) => void)[] = [];
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push([event, payload]);
    if (ack) this.acks.push(ack);
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The server side. */
  serverConnects() {
    this.connected = true;
    this.handlers.get('connect')?.forEach((handler) => handler());
  }
  connectionDrops() {
    this.connected = false;
    this.handlers.get('disconnect')?.forEach((handler) => handler('transport close'));
  }
  reconnectAttempt() {
    this.managerHandlers.get('reconnect_attempt')?.forEach((handler) => handler(1));
  }
  serverSends(event: string, payload: unknown) {
    this.anyHandlers.forEach((handler) => handler(event, payload));
  }
  subscribes() {
    return this.emitted.filter(([event]) => event === 'subscribe').map(([, payload]) => payload);
  }
}
