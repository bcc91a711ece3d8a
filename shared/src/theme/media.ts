import { BREAKPOINTS } from '../constants';

/** Media queries for styled-components: `${media.mobile} { ... }` (breakpoints from spec 1 §9). */
export const media = {
  /** 768 px or narrower: one panel at a time (spec 1 §2 Dialogs 2). */
  mobile: `@media (max-width: ${BREAKPOINTS.mobile}px)`,
  /** Wider than 768 px, e.g. where the full-screen toggle shows (spec 1 §2 Headers). */
  aboveMobile: `@media (min-width: ${BREAKPOINTS.mobile + 1}px)`,
  /** Below the wide layout. */
  belowWide: `@media (max-width: ${BREAKPOINTS.wide - 1}px)`,
  /** The wide layout, from 991 px. */
  wide: `@media (min-width: ${BREAKPOINTS.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
