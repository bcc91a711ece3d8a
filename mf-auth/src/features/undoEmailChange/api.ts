import { callData } from '@atrium/shared';
import type { UndoEmailChangeRequest } from '@atrium/shared/contract';
import { completeSignIn } from '../session';

/**
 * login/undoemailchange (issue 32 item 2): the old address is the sign-in address again, every
 * other session is over, and this one is signed in with the new password. Rejects with CallFailed
 * when the server said no.
 */
export async function undoEmailChange(request: UndoEmailChangeRequest): Promise<void> {
  const { token } = await callData('login/undoemailchange', request);
  await completeSignIn(token);
}
