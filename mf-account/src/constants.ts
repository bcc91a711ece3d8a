// Business constants of mf-account, with the spec section each comes from.

/** The avatar on a profile, in px (spec 1 §9 Avatars). */
export const PROFILE_AVATAR_SIZE = 184;
