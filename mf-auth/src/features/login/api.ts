import { api } from '@atrium/shared';
import type { Envelope, TokenResponse } from '@atrium/shared/contract';
import { completeSignIn } from '../session';

/** login/signin (spec 1 §7), then the account (spec 1 §4 Login). Returns the failed envelope when the server said no. */
export async function signIn(email: string, password: string): Promise<Envelope<unknown> | null> {
  const res = await api.call<TokenResponse>('login/signin', { email, password });
  if (res.hasError || !res.data) return res;
  return completeSignIn(res.data.token);
}
