import { Type, type Static } from '@sinclair/typebox';
import { NewPassword, PasswordRetry, Proof } from './auth';
import { LongText, Text } from './bounds';
import { DELETION_REASON_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './enums';
import { Nullable } from './nullable';
import { ContactInfo, Job, LanguageEntry, School } from './profile';

/** Spec 1 §3 User (own). interests are titles; blockedUserIds are the users this one blocked. */
export const User = Type.Object({
  id: Type.String(),
  image: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** Issue 32 item 2: a new sign-in address asked for, waiting for its code (account/confirm); null when none is. */
  pendingEmail: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  emailConfirmed: Type.Boolean(),
  phoneNumberConfirmed: Type.Boolean(),
  showMeOnAPP: Type.Boolean(),
  showMeBusy: Type.Boolean(),
  showConnectedAccount: Type.Boolean(),
  languageCode: Nullable(Type.String()),
  eventNotifications: Type.Boolean(),
  peopleNotifications: Type.Boolean(),
  messageNotifications: Type.Boolean(),
  updateDate: Nullable(Type.String()),
  passwordUpdateDate: Nullable(Type.String()),
  blockedUserIds: Type.Array(Type.String()),
  jobs: Type.Array(Job),
  schools: Type.Array(School),
  languages: Type.Array(LanguageEntry),
  interests: Type.Array(Type.String()),
  contactInfo: ContactInfo,
});
export type User = Static<typeof User>;

/** account/get (spec 1 §7 Account). */
export const AccountResponse = Type.Object({
  user: User,
  unreadMessages: Type.Integer(),
  unreadNotifications: Type.Integer(),
});
export type AccountResponse = Static<typeof AccountResponse>;

/** login/signin (spec 1 §7 Sign-in). */
export const SignInRequest = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  password: Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  /** Issue 32 item 1: the solved challenge, when the previous answer asked for one (auth.ts Proof). */
  proof: Type.Optional(Proof),
});
export type SignInRequest = Static<typeof SignInRequest>;

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

/** account/changepassword (spec 1 §7 Account): the current password, and the new one twice. */
export const ChangePasswordRequest = Type.Object({
  password: Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: NewPassword,
  newPasswordRetry: PasswordRetry,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** account/deletemyaccount (spec 1 §7, §5): a reason's id, or the free text of 'other'. */
export const DeleteMyAccountRequest = Type.Object({
  reason: LongText({ minLength: 1, maxLength: DELETION_REASON_MAX_LENGTH }),
});
export type DeleteMyAccountRequest = Static<typeof DeleteMyAccountRequest>;
