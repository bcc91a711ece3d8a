import { api } from '@atrium/shared';
import type { Envelope, ForgotPasswordResponse, ResetPasswordRequest, TokenResponse } from '@atrium/shared/contract';
import { completeSignIn } from '../session';

/** login/forgotpassword: mails a reset code (the answer is the same whether or not the address has an account). */
export function requestResetCode(email: string): Promise<Envelope<ForgotPasswordResponse>> {
  return api.call<ForgotPasswordResponse>('login/forgotpassword', { email });
}

/** Login/ResendUserPasswordWithEmail: the resend link of the reset step (spec 1 §2). */
export function resendResetCode(email: string): Promise<Envelope<ForgotPasswordResponse>> {
  return api.call<ForgotPasswordResponse>('Login/ResendUserPasswordWithEmail', { email });
}

/** login/resetpassword, then the automatic sign-in of spec 1 §4. Returns the failed envelope when the server said no. */
export async function resetPassword(request: ResetPasswordRequest): Promise<Envelope<unknown> | null> {
  const res = await api.call<TokenResponse>('login/resetpassword', request);
  if (res.hasError || !res.data) return res;
  return completeSignIn(res.data.token);
}
