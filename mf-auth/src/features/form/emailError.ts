import type { TFunction } from 'i18next';

// The shape the api's schema checks (ajv's "email" format, simplified): one @, no spaces, a dot
// in the domain. The server stays the judge; this only saves a round trip for an obvious typo.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The error of an e-mail field before sending, or null: empty, or not shaped like an address. */
export function emailError(email: string, t: TFunction, required = t('required')): string | null {
  if (!email) return required;
  return EMAIL.test(email) ? null : t('emailInvalid');
}
