import { NEW_PASSWORD_MIN_LENGTH } from '@atrium/shared';
import type { TFunction } from 'i18next';

/** The errors of a new password and its repeat before sending (spec 1 §5), by field. */
export function newPasswordErrors(
  { password, passwordRetry }: { password: string; passwordRetry: string },
  t: TFunction,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (!password) found.password = t('required');
  else if (password.length < NEW_PASSWORD_MIN_LENGTH) found.password = t('passwordTooShort');
  if (!passwordRetry) found.passwordRetry = t('required');
  else if (password !== passwordRetry) found.passwordRetry = t('passwordsDoNotMatch');
  return found;
}
