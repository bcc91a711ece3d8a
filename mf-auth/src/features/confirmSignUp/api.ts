import { callData } from '@atrium/shared';
import { completeSignIn } from '../session';

/**
 * login/confirmsignup (issue 10 item 4): the mailed code makes the account and signs it in. Answers
 * the slug of the event the sign-up came with (fast login), if any. Rejects with CallFailed when the server said no.
 */
export async function confirmSignUp(email: string, code: string): Promise<string | null> {
  const { token, slug } = await callData('login/confirmsignup', { email, code });
  await completeSignIn(token);
  return slug;
}
