import { Type, type Static } from '@sinclair/typebox';
import { Id } from './bounds';
import { SPEAKER_LINK_TYPE } from './enums';
import { Nullable } from './nullable';

export const SpeakerExternalLink = Type.Object({
  /** One of SPEAKER_LINK_TYPE. */
  type: Type.Integer({ minimum: 0, maximum: Math.max(...Object.values(SPEAKER_LINK_TYPE)) }),
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
  id: Id,
  includePrograms: Type.Optional(Type.Boolean()),
});
export type GetSpeakerRequest = Static<typeof GetSpeakerRequest>;
