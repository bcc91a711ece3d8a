import { Type, type Static } from '@sinclair/typebox';
import { Text } from './bounds';
import { Nullable } from './nullable';

/** Spec 1 §3 Policy; type is one of POLICY_TYPE (spec 1 §9). */
export const Policy = Type.Object({
  type: Type.Integer(),
  title: Type.String(),
  details: Type.String(),
  slug: Type.String(),
});
export type Policy = Static<typeof Policy>;

/** Spec 1 §3 Application, as answered by login/getapplication. */
export const Application = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  image: Nullable(Type.String()),
  iosLink: Nullable(Type.String()),
  androidLink: Nullable(Type.String()),
  facebookAppID: Nullable(Type.String()),
  whitelabelDomain: Nullable(Type.String()),
  isDefault: Type.Boolean(),
});
export type Application = Static<typeof Application>;

export const WhiteLabelSettings = Type.Object({
  metaTitle: Type.String(),
  color: Type.String(),
  policies: Type.Array(Policy),
  holaconPolicies: Type.Array(Policy),
});
export type WhiteLabelSettings = Static<typeof WhiteLabelSettings>;

/** login/getapplication, definition/getApplicationsettings, Definition/GetApplicationPolicies: {id} is a slug, host name or "default". */
export const ApplicationLookupRequest = Type.Object({
  id: Text({ minLength: 1, maxLength: 253 }),
});
export type ApplicationLookupRequest = Static<typeof ApplicationLookupRequest>;

export const ApplicationSettingsResponse = Type.Object({ whiteLabelSettings: WhiteLabelSettings });
export type ApplicationSettingsResponse = Static<typeof ApplicationSettingsResponse>;

export const ApplicationPoliciesResponse = Type.Object({
  policies: Type.Array(Policy),
  holaconPolicies: Type.Array(Policy),
});
export type ApplicationPoliciesResponse = Static<typeof ApplicationPoliciesResponse>;
