import type {
  NEW_PASSWORD_MIN_LENGTH as ContractNewPasswordMinLength,
  RESET_CODE_LENGTH as ContractResetCodeLength,
} from '@atrium/shared/contract';

// Limits of the auth screens. Typed by the contract's constants, so a change there fails the build
// here, without bringing the contract's schema code into the browser.

/** A chosen password is at least this long (docs/decisions.md; spec 1 §5 leaves server bounds open). */
export const NEW_PASSWORD_MIN_LENGTH: typeof ContractNewPasswordMinLength = 8;

/** The reset code mailed by login/forgotpassword has this many digits. */
export const RESET_CODE_LENGTH: typeof ContractResetCodeLength = 6;

/** Activation code: six digits, a dash, seven (spec 1 §3, §5, §9; the mask is ACTIVATION_CODE_MASK in @atrium/shared). */
export const ACTIVATION_CODE_PARTS = [6, 7] as const;
