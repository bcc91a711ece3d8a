import { callCommand, callData } from '@atrium/shared';
import type { ForgotPasswordResponse, ResetPasswordRequest } from '@atrium/shared/contract';
import { completeSignIn } from '../session';

/** login/forgotpassword: mails a reset code (the answer is the same whether or not the address has an account). */
export function requestResetCode(email: string): Promise<ForgotPasswordResponse> {
  return callData('login/forgotpassword', { email });
}

/** Login/ResendUserPasswordWithEmail: the resend link of the reset step (spec 1 §2). */
export async function resendResetCode(email: string): Promise<void> {
  await callCommand('Login/ResendUserPasswordWithEmail', { email });
}

/** login/resetpassword, then the automatic sign-in of spec 1 §4. Rejects with CallFailed when the server said no. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  const { token } = await callData('login/resetpassword', request);
  await completeSignIn(token);
}
