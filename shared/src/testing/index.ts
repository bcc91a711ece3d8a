// Test helpers for the remotes' unit tests. A package entry of its own (@atrium/shared/testing), not
// part of @atrium/shared, so none of it reaches a production bundle.
export { failed, ok, restoreFetch, sentTo, serve } from './fakeApi';
export type { Call, Handler, Reply } from './fakeApi';
export { fakeRealtime, type FakeRealtime, type ServerEvents } from './fakeRealtime';
export { signInAs, signOutForTest } from './session';
