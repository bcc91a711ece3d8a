import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './nullable';

/** Spec 2 §3 Sponsor category; logoScale sizes its logos (spec 2 §2.8). */
export const SponsorCategory = Type.Object({
  id: Type.String(),
  title: Type.String(),
  logoScale: Type.Number({ exclusiveMinimum: 0 }),
});
export type SponsorCategory = Static<typeof SponsorCategory>;

/** Spec 2 §3 Sponsor. */
export const Sponsor = Type.Object({
  id: Type.String(),
  categoryID: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  externalLink: Nullable(Type.String()),
});
export type Sponsor = Static<typeof Sponsor>;
