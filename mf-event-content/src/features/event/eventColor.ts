import { textOn } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import type { CSSProperties } from 'react';
import { safeColor } from '../../components/Badge';

/**
 * The event's colour as the --event-color variable its pages paint with (spec 2 §2.2), and the text
 * that stays readable on it as --event-color-text (an organiser may pick a light colour). Set on the
 * wrapper, and again on what a portal renders outside it (the mobile module drawer).
 */
export function eventColorStyle(event: Pick<Event, 'color'>): CSSProperties {
  const color = safeColor(event.color, '#2456d6');
  return { ['--event-color' as string]: color, ['--event-color-text' as string]: textOn(color) } as CSSProperties;
}
