import { callData } from '@atrium/shared';
import type { SignUpRequest } from '@atrium/shared/contract';
import { completeSignIn } from '../session';

/** login/signUp (spec 1 §7); success signs the new account in. Rejects with CallFailed when the server said no. */
export async function signUp(request: SignUpRequest): Promise<void> {
  const { token } = await callData('login/signUp', request);
  await completeSignIn(token);
}
