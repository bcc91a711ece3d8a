import { ACTIVATION_CODE_PARTS } from '@atrium/shared';

// The mask ######-####### of spec 1 §5, §9. No mask library is installed, and this one is a few
// lines: keep the digits, at most thirteen, and put the dash after the sixth.

const [HEAD, TAIL] = ACTIVATION_CODE_PARTS;

const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, HEAD + TAIL);

/** What the field shows while the user types or pastes: '1234567' becomes '123456-7'. */
export function maskActivationCode(value: string): string {
  const digits = digitsOf(value);
  return digits.length > HEAD ? `${digits.slice(0, HEAD)}-${digits.slice(HEAD)}` : digits;
}

/** All thirteen digits are there. */
export function isCompleteActivationCode(value: string): boolean {
  return digitsOf(value).length === HEAD + TAIL;
}

/** Spec 1 §5: sent as the first six characters, a dash, then the rest. */
export function activationCodeForServer(value: string): string {
  const digits = digitsOf(value);
  return `${digits.slice(0, HEAD)}-${digits.slice(HEAD)}`;
}
