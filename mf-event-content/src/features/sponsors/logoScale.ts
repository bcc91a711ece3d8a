import { BREAKPOINTS } from '@atrium/shared';
import { SPONSOR_LOGO_BASE_PX, SPONSOR_LOGO_DESKTOP_FACTOR } from '../../constants';

/**
 * The width of a sponsor logo (spec 2 §2.8): a 220 px box times the category's logoScale, at full
 * scale under 768 px and scaled by 120/220 from 768 px on; never wider than the screen allows.
 */
export function sponsorLogoWidth(logoScale: number, viewportWidth: number): number {
  const factor = viewportWidth < BREAKPOINTS.mobile ? 1 : SPONSOR_LOGO_DESKTOP_FACTOR;
  const width = Math.round(SPONSOR_LOGO_BASE_PX * logoScale * factor);
  return Math.min(width, Math.max(80, viewportWidth - 48));
}
