import type { IconName } from '@atrium/shared';

/** The icon of a module in the menu (spec 2 §2.2), by the module's name. */
export function moduleIcon(name: string, isCustom: boolean): IconName {
  if (isCustom) return 'external';
  const byName: Record<string, IconName> = {
    Program: 'program',
    Speakers: 'speakers',
    Attendees: 'attendees',
    Sponsors: 'sponsors',
    LiveStreams: 'live',
    Networking: 'networking',
    Stands: 'exhibition',
    Gallery: 'gallery',
    Maps: 'maps',
    Faq: 'faq',
    Documents: 'documents',
    Surveys: 'surveys',
  };
  return byName[name] ?? 'more';
}

/**
 * Type 3 program items carry an icon class in badgeTitle (spec 2 §2.5), written for an icon font
 * ('fa fa-coffee'). The common ones map to our icons; any other shows a generic badge.
 */
export function badgeIcon(badgeTitle: string | null): IconName {
  const name = badgeTitle?.split(/\s+/).find((part) => part.startsWith('fa-')) ?? '';
  const byClass: Record<string, IconName> = {
    'fa-coffee': 'coffee',
    'fa-cutlery': 'meal',
    'fa-utensils': 'meal',
    'fa-trophy': 'trophy',
    'fa-star': 'star',
    'fa-microphone': 'speakers',
    'fa-comments': 'chat',
    'fa-map-marker': 'pin',
  };
  return byClass[name] ?? 'badge';
}
