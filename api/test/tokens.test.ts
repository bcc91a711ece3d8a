import jwt from 'jsonwebtoken';
import { createTokens } from '../src/auth';

const claims = { userId: 'user-1', applicationId: 'brand-a', sessionId: 'session-1' };

describe('tokens: a verified token is kept, never past its expiry (issue 9 item 7)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('a kept token is refused once it expires', () => {
    jest.useFakeTimers({ now: new Date('2026-05-10T09:00:00Z') });
    const tokens = createTokens('secret', 60);
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    jest.setSystemTime(new Date('2026-05-10T09:00:59Z'));
    expect(tokens.verify(token)).toEqual(claims);
    jest.setSystemTime(new Date('2026-05-10T09:01:00Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  test('what one key verified is not taken by another key, nor a token with another signature', () => {
    const tokens = createTokens('secret', 60);
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    expect(createTokens('another secret', 60).verify(token)).toBeNull();
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect(tokens.verify(forged)).toBeNull();
  });

  test('each token answers its own claims', () => {
    const tokens = createTokens('secret', 60);
    const other = { userId: 'user-2', applicationId: 'brand-b', sessionId: 'session-2' };
    const [a, b] = [tokens.sign(claims), tokens.sign(other)];
    expect([tokens.verify(a), tokens.verify(b), tokens.verify(a)]).toEqual([claims, other, claims]);
  });

  test('a well-signed token without a session id (issued before sessions) is refused', () => {
    const tokens = createTokens('secret', 60);
    const sessionless = jwt.sign({ app: claims.applicationId }, 'secret', { subject: claims.userId, expiresIn: 60 });
    expect(tokens.verify(sessionless)).toBeNull();
    expect(tokens.verify(tokens.sign(claims))).toEqual(claims);
  });
});
