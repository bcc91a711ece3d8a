import { needsFormMessage } from './needsFormMessage';

test('the message shows when no field error can sit beside a field on screen', () => {
  expect(needsFormMessage(null, ['email'])).toBe(true);
  expect(needsFormMessage({}, ['email'])).toBe(true);
  expect(needsFormMessage({ 'x-application-id': 'unknown' }, ['email'])).toBe(true);
  expect(needsFormMessage({ email: 'taken', body: 'bad' }, ['email'])).toBe(true);
  expect(needsFormMessage({ email: 'taken' }, ['email', 'password'])).toBe(false);
});
