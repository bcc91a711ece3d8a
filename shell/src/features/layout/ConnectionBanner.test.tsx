import { realtime, sessionStore, ThemeRoot } from '@atrium/shared';
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { ConnectionBanner } from './ConnectionBanner';

// Spec 1 §2: the connection-lost banner, driven by the socket's lost-connection state.
describe('ConnectionBanner', () => {
  const lost = new BehaviorSubject(false);

  beforeEach(() => {
    lost.next(false);
    jest.spyOn(realtime, 'connectionLost$', 'get').mockReturnValue(lost);
    sessionStore.setState({ status: 'signedIn' });
  });
  afterEach(() => jest.restoreAllMocks());

  const banner = () => screen.queryByRole('status');

  it('shows while the socket is lost with the browser online, and goes away on reconnect', () => {
    render(<ConnectionBanner />, { wrapper: ThemeRoot });
    expect(banner()).toBeNull();

    act(() => lost.next(true));
    expect(banner()?.textContent).toBe('Connection to the server was lost. Reconnecting…');

    act(() => lost.next(false));
    expect(banner()).toBeNull();
  });

  it('says the internet is unstable while the browser is offline', () => {
    render(<ConnectionBanner />, { wrapper: ThemeRoot });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(banner()?.textContent).toBe('Your internet connection is not stable, trying to reconnect...');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(banner()).toBeNull();
  });

  it('goes away when the user signs out during an outage', () => {
    render(<ConnectionBanner />, { wrapper: ThemeRoot });
    act(() => lost.next(true));
    act(() => sessionStore.setState({ status: 'guest' }));
    expect(banner()).toBeNull();
  });
});
