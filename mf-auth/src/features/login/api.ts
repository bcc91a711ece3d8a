import { api } from '@atrium/shared';
import { callWithProof } from '../proof';
import { completeSignIn } from '../session';

/**
 * login/signin (spec 1 §7), then the account (spec 1 §4 Login). Rejects with CallFailed when the
 * server said no. A proof of work the server asks for is solved and sent (issue 32 item 1), with
 * onChecking(true) meanwhile.
 */
export async function signIn(
  email: string,
  password: string,
  onChecking: (checking: boolean) => void = () => {},
): Promise<void> {
  const { token } = await callWithProof(
    (proof) => api.call('login/signin', { email, password, ...(proof && { proof }) }),
    onChecking,
  );
  await completeSignIn(token);
}
