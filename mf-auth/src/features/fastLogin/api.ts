import { api } from '@atrium/shared';
import type { FastLoginRequest, FastLoginResponse } from '@atrium/shared/contract';
import { callWithProof } from '../proof';

/**
 * login/fastlogin (spec 1 §7): each answer says which field comes next, or carries the token. A
 * proof of work the server asks for at the password step is solved and sent (issue 32 item 1).
 */
export function fastLogin(
  request: FastLoginRequest,
  onChecking: (checking: boolean) => void = () => {},
): Promise<FastLoginResponse> {
  return callWithProof((proof) => api.call('login/fastlogin', { ...request, ...(proof && { proof }) }), onChecking);
}
