import { api } from '@atrium/shared';
import type { Envelope, SignUpRequest, TokenResponse } from '@atrium/shared/contract';
import { completeSignIn } from '../session';

/** login/signUp (spec 1 §7); success signs the new account in. Returns the failed envelope when the server said no. */
export async function signUp(request: SignUpRequest): Promise<Envelope<unknown> | null> {
  const res = await api.call<TokenResponse>('login/signUp', request);
  if (res.hasError || !res.data) return res;
  return completeSignIn(res.data.token);
}
