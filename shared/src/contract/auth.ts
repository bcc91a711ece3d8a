import { Type, type Static } from '@sinclair/typebox';
import {
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_PATTERN,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  RESET_CODE_LENGTH,
  SIGN_UP_CODE_LENGTH,
} from './enums';
import { Text } from './bounds';
import { Nullable } from './nullable';

// Spec 1 §7 Sign-in and password: every way in. The server bounds are not in the spec (§5 "not
// shown"); the ones here are docs/decisions.md's.

export const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' });

/** An e-mail that may still be empty: fast login asks for it only when the server wants it (spec 1 §4). */
const EmailIfAny = Nullable(Type.Union([Type.String({ maxLength: 254, format: 'email' }), Type.Literal('')]));

/** A password being chosen (register, reset, a new account by fast login). */
export const NewPassword = Text({ minLength: NEW_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
export const PasswordRetry = Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

/** Spec 1 §3, §5; the same rule as Participant/ActivateEvent's. */
export const ActivationCode = Type.String({
  minLength: 1,
  maxLength: ACTIVATION_CODE_LENGTH,
  pattern: ACTIVATION_CODE_PATTERN,
});

/** A first or last name. */
export const Name = Text({ minLength: 1, maxLength: 100 });

// Issue 32 item 1: past the per-address threshold of wrong passwords, login/signin and
// login/fastlogin (its password step) answer 429 with a proof-of-work challenge (ALTCHA v2) in
// `data`; the client solves it and sends the same call again with `proof`.

const Hex = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[0-9a-fA-F]*$' });

/** A challenge as the api made it (altcha-lib's Challenge); signed, so it comes back unchanged. */
export const ProofChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Text({ minLength: 1, maxLength: 32 }),
    nonce: Hex(64),
    salt: Hex(64),
    cost: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    keyLength: Type.Integer({ minimum: 1, maximum: 64 }),
    keyPrefix: Hex(128),
    keySignature: Type.Optional(Hex(128)),
    expiresAt: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e11 })),
    data: Type.Optional(
      Type.Object({
        address: Text({ maxLength: 64 }),
        application: Text({ maxLength: 64 }),
      }),
    ),
  }),
  signature: Hex(128),
});
export type ProofChallenge = Static<typeof ProofChallenge>;

/** The solved challenge a way in carries when it was asked for one. */
export const Proof = Type.Object({
  challenge: ProofChallenge,
  solution: Type.Object({
    counter: Type.Integer({ minimum: 0, maximum: 0xffffffff }),
    derivedKey: Hex(128),
    time: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  }),
});
export type Proof = Static<typeof Proof>;

/** The `data` of the 429 that asks for a proof of work. */
export interface ProofRequired {
  challenge: ProofChallenge;
}

/**
 * login/fastlogin. The code alone first; emailAddress and password once the server asks for them.
 * checkbox / checkbox2 are the policy boxes of spec 1 §5, needed when the call creates an account.
 */
export const FastLoginRequest = Type.Object({
  activationCode: ActivationCode,
  emailAddress: Type.Optional(EmailIfAny),
  password: Type.Optional(Nullable(Text({ maxLength: PASSWORD_MAX_LENGTH }))),
  checkbox: Type.Optional(Type.Boolean()),
  checkbox2: Type.Optional(Type.Boolean()),
  /** Issue 32 item 1: the solved challenge, when the previous answer asked for one. */
  proof: Type.Optional(Proof),
});
export type FastLoginRequest = Static<typeof FastLoginRequest>;

/**
 * Spec 1 §7: a step that needs more input answers emailRequired or passwordRequired with no token
 * (email echoes the address, so the form can lock it); the last step answers the token and the event.
 * codeRequired (issue 10 item 4, not in the spec): the password did not sign in, so a code was mailed
 * as by login/signUp, for a new address or an existing one alike; login/confirmsignup goes on.
 */
export const FastLoginResponse = Type.Object({
  token: Nullable(Type.String()),
  eventId: Nullable(Type.String()),
  slug: Nullable(Type.String()),
  emailRequired: Type.Boolean(),
  passwordRequired: Type.Boolean(),
  codeRequired: Type.Boolean(),
  email: Nullable(Type.String()),
});
export type FastLoginResponse = Static<typeof FastLoginResponse>;

/** login/signUp (spec 1 §3 Registration form); activationCode is the register route's query prefill. */
export const SignUpRequest = Type.Object({
  email: Email,
  password: NewPassword,
  passwordRetry: PasswordRetry,
  firstName: Name,
  lastName: Name,
  checkbox: Type.Optional(Type.Boolean()),
  checkbox2: Type.Optional(Type.Boolean()),
  activationCode: Type.Optional(
    Nullable(
      Type.Union([
        Type.String({ maxLength: ACTIVATION_CODE_LENGTH, pattern: ACTIVATION_CODE_PATTERN }),
        Type.Literal(''),
      ]),
    ),
  ),
});
export type SignUpRequest = Static<typeof SignUpRequest>;

/**
 * login/signUp's answer (issue 10 item 4): the same whether or not the address has an account, as a
 * mail went to it either way, with a code for a new address; login/confirmsignup takes the code.
 */
export const SignUpResponse = Type.Object({ email: Type.String() });
export type SignUpResponse = Static<typeof SignUpResponse>;

/** login/confirmsignup (not in the spec; issue 10 item 4): the code mailed by login/signUp or fast login. */
export const ConfirmSignUpRequest = Type.Object({
  email: Email,
  code: Type.String({ minLength: 1, maxLength: SIGN_UP_CODE_LENGTH, pattern: `^[0-9]{${SIGN_UP_CODE_LENGTH}}$` }),
});
export type ConfirmSignUpRequest = Static<typeof ConfirmSignUpRequest>;

/** The new account's token, and the event of the activation code it came with (fast login), if any. */
export const ConfirmSignUpResponse = Type.Object({
  token: Type.String(),
  eventId: Nullable(Type.String()),
  slug: Nullable(Type.String()),
});
export type ConfirmSignUpResponse = Static<typeof ConfirmSignUpResponse>;

/** login/forgotpassword and Login/ResendUserPasswordWithEmail. */
export const ForgotPasswordRequest = Type.Object({ email: Email });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** Whatever the address, the same answer: it does not tell whether an account exists. */
export const ForgotPasswordResponse = Type.Object({ email: Type.String() });
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

/** login/resetpassword (spec 1 §3 Forgot form). isLive is accepted and has no effect here. */
export const ResetPasswordRequest = Type.Object({
  email: Email,
  password: NewPassword,
  passwordRetry: PasswordRetry,
  resetToken: Type.String({ minLength: 1, maxLength: RESET_CODE_LENGTH, pattern: `^[0-9]{${RESET_CODE_LENGTH}}$` }),
  isLive: Type.Optional(Type.Boolean()),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/**
 * login/undoemailchange (not in the spec; issue 32 item 2): the undo code from the mail to the old
 * address (any case, with or without its dashes) and a new password, since whoever made the change
 * knew the old one.
 */
export const UndoEmailChangeRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z -]+$' }),
  password: NewPassword,
  passwordRetry: PasswordRetry,
});
export type UndoEmailChangeRequest = Static<typeof UndoEmailChangeRequest>;

/** login/signinwithfacebook (spec 1 §7; the response is a token like login/signin's). */
export const FacebookSignInRequest = Type.Object({
  accessToken: Text({ minLength: 1, maxLength: 4096 }),
});
export type FacebookSignInRequest = Static<typeof FacebookSignInRequest>;
