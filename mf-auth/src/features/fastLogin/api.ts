import { callData } from '@atrium/shared';
import type { FastLoginRequest, FastLoginResponse } from '@atrium/shared/contract';

/** login/fastlogin (spec 1 §7): each answer says which field comes next, or carries the token. */
export function fastLogin(request: FastLoginRequest): Promise<FastLoginResponse> {
  return callData('login/fastlogin', request);
}
