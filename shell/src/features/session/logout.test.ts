import { api, ApiNetworkError, bus, sessionStore } from '@atrium/shared';
import { logout, logoutOnRequest } from './logout';

// Issue 10 item 3: logout asks the server to end the session, and signs out here whatever it answers.
describe('logout', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['answers', () => Promise.resolve({ hasError: false, message: null, data: null, validationErrors: null })],
    ['cannot be reached', () => Promise.reject(new ApiNetworkError('offline', 'account/signout'))],
  ])('ends the session on the server and signs out locally when the server %s', async (_, answer) => {
    const signOut = jest.spyOn(api, 'call').mockImplementation(answer as typeof api.call);
    // jsdom cannot reload a page and says so on console.error: that message is the reload here.
    const reload = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.setState({ token: 'the-token' });
    const loggedOut = new Promise((resolve) => bus.on('auth.loggedOut').subscribe(resolve));
    logout();
    await loggedOut;
    expect(signOut).toHaveBeenCalledWith('account/signout');
    expect(sessionStore.getState().token).toBeNull();
    expect(String(reload.mock.calls[0]?.[0])).toMatch(/navigation/);
  });
});

describe('logoutOnRequest', () => {
  afterEach(() => jest.restoreAllMocks());

  it("logs out when a remote emits 'auth.logout' (the account dialog), and no more once unsubscribed", async () => {
    const signOut = jest
      .spyOn(api, 'call')
      .mockResolvedValue({ hasError: false, message: null, data: null, validationErrors: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.setState({ token: 'the-token' });
    const subscription = logoutOnRequest();
    const loggedOut = new Promise((resolve) => bus.on('auth.loggedOut').subscribe(resolve));
    bus.emit('auth.logout', {});
    await loggedOut;
    expect(sessionStore.getState().token).toBeNull();
    subscription.unsubscribe();
    bus.emit('auth.logout', {});
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
