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

  it("keeps a guest's code and activates it 500 ms after sign-in", () => {
    const activated: string[] = [];
    const sub = bus.on('event.activate').subscribe(({ activationCode }) => activated.push(activationCode));
    const { rerender } = renderHook(() => usePendingActivationCode(), {
      wrapper: at('/demo/events?code=123456-7890123'),
    });
    expect(sessionStorage.getItem('pendingActivationCode')).toBe('123456-7890123');

    act(() => sessionStore.setState({ status: 'signedIn' }));
    rerender();
    act(() => jest.advanceTimersByTime(499));
    expect(activated).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(activated).toEqual(['123456-7890123']);
    expect(sessionStorage.getItem('pendingActivationCode')).toBeNull();
    sub.unsubscribe();
  });

  it('leaves the reset code of a forgot-password link alone', () => {
    renderHook(() => usePendingActivationCode(), { wrapper: at('/demo/forgot-password?code=482913&email=a@b.c') });
    expect(sessionStorage.getItem('pendingActivationCode')).toBeNull();
  });
});
