import { callData } from '@atrium/shared';
import { completeSignIn } from '../session';

/** login/signin (spec 1 §7), then the account (spec 1 §4 Login). Rejects with CallFailed when the server said no. */
export async function signIn(email: string, password: string): Promise<void> {
  const { token } = await callData('login/signin', { email, password });
  await completeSignIn(token);
}
