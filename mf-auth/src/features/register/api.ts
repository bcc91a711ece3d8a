import { callData } from '@atrium/shared';
import type { SignUpRequest, SignUpResponse } from '@atrium/shared/contract';

/**
 * login/signUp (spec 1 §7): mails the address, which signs no one in yet (issue 10 item 4); the
 * code step follows. Rejects with CallFailed when the server said no.
 */
export function signUp(request: SignUpRequest): Promise<SignUpResponse> {
  return callData('login/signUp', request);
}
