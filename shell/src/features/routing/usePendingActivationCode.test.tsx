import { bus, sessionStore } from '@atrium/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { usePendingActivationCode } from './usePendingActivationCode';

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('the ?code= rule (spec 1 §2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    sessionStore.setState({ status: 'guest' });
  });
  afterEach(() => jest.useRealTimers());

  it("keeps a guest's code, offers it 500 ms after sign-in and until the event remote takes it", () => {
    const offered: string[] = [];
    const sub = bus.on('event.activate').subscribe(({ activationCode }) => offered.push(activationCode));
    const { rerender } = renderHook(() => usePendingActivationCode(), {
      wrapper: at('/demo/events?code=123456-7890123'),
    });
    expect(sessionStorage.getItem('pendingActivationCode')).toBe('123456-7890123');

    act(() => sessionStore.setState({ status: 'signedIn' }));
    rerender();
    act(() => jest.advanceTimersByTime(499));
    expect(offered).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(offered).toEqual(['123456-7890123']);
    // Nobody took it yet (the remote is still loading): offered again a second later.
    act(() => jest.advanceTimersByTime(1000));
    expect(offered).toHaveLength(2);

    act(() => bus.emit('event.activationHandled', { activationCode: '123456-7890123' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(offered).toHaveLength(2);
    expect(sessionStorage.getItem('pendingActivationCode')).toBeNull();
    sub.unsubscribe();
  });

  it('leaves the reset code of a forgot-password link alone', () => {
    renderHook(() => usePendingActivationCode(), { wrapper: at('/demo/forgot-password?code=482913&email=a@b.c') });
    expect(sessionStorage.getItem('pendingActivationCode')).toBeNull();
  });
});
