import { queryClient } from '@atrium/shared';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS } from './afterFirstScreen';

/** A window whose load, idle callbacks and readyState the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  const win = Object.assign(target, {
    document: { readyState },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    cancelIdleCallback: () => undefined,
  });
  return { win: win as unknown as Window, load: () => target.dispatchEvent(new Event('load')), idle };
}

// Issue 30: the socket's library and handshake wait until the first screen's scripts and answers are in.
describe('afterFirstScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    queryClient.clear();
  });

  it('waits for the load, then for every call under way, then for an idle moment', async () => {
    const { win, load, idle } = fakeWindow('loading');
    const work = jest.fn();
    let answer!: (value: string) => void;
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    afterFirstScreen(work, win);

    load();
    expect(idle).toHaveLength(0); // a call is still under way
    answer('done');
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]();
    expect(work).toHaveBeenCalledTimes(1);
    // Once only: the cap passing later does not run it again.
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${FIRST_SCREEN_WAIT_MS} ms whatever is still loading`, () => {
    const { win } = fakeWindow('loading');
    const work = jest.fn();
    afterFirstScreen(work, win);
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the user signed out meanwhile)', () => {
    const { win, load, idle } = fakeWindow('loading');
    const work = jest.fn();
    const cancel = afterFirstScreen(work, win);
    cancel();
    load();
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    idle.forEach((fn) => fn());
    expect(work).not.toHaveBeenCalled();
  });
});
