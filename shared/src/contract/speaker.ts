import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** External link types of spec 2 §2.6. */
export const SPEAKER_LINK_TYPE = {
  twitter: 0,
  linkedin: 1,
  facebook: 2,
  instagram: 3,
  videoChannel: 4,
  website: 5,
} as const;

export const SpeakerExternalLink = Type.Object({
  type: Type.Integer({ minimum: 0, maximum: 5 }),
  url: Type.String(),
  isActive: Type.Boolean(),
});
export type SpeakerExternalLink = Static<typeof SpeakerExternalLink>;

/** Spec 2 §3 Speaker. details is HTML; presentations are filled when includePrograms is asked. */
export const Speaker = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  title: Nullable(Type.String()),
  firmName: Nullable(Type.String()),
  image: Nullable(Type.String()),
  details: Nullable(Type.String()),
  externalLinks: Type.Array(SpeakerExternalLink),
  presentations: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});
export type Speaker = Static<typeof Speaker>;

/** Explore/GetSpeaker (spec 2 §7.1). */
export const GetSpeakerRequest = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  includePrograms: Type.Optional(Type.Boolean()),
});
export type GetSpeakerRequest = Static<typeof GetSpeakerRequest>;
