import { api } from '@atrium/shared';
import type { Envelope, FastLoginRequest, FastLoginResponse } from '@atrium/shared/contract';

/** login/fastlogin (spec 1 §7): each answer says which field comes next, or carries the token. */
export function fastLogin(request: FastLoginRequest): Promise<Envelope<FastLoginResponse>> {
  return api.call<FastLoginResponse>('login/fastlogin', request);
}
