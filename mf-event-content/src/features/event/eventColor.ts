import type { Event } from '@atrium/shared/contract';
import type { CSSProperties } from 'react';
import { safeColor } from '../../components/Badge';

/**
 * The event's colour as the --event-color variable its pages paint with (spec 2 §2.2). Set on the
 * wrapper, and again on what a portal renders outside it (the mobile module drawer).
 */
export function eventColorStyle(event: Pick<Event, 'color'>): CSSProperties {
  return { ['--event-color' as string]: safeColor(event.color, '#2456d6') } as CSSProperties;
}
