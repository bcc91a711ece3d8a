import { itemBackRoute, routes, type EventModuleRoute, type IconName, type Language } from '@atrium/shared';
import type { EventModule } from '@atrium/shared/contract';
import { moduleIcon } from '../../components/iconNames';
import { LEFT_MENU, MODULE_ROUTES, SOCIAL_HUB_MODULE } from '../../constants';
import { externalUrl } from '../../utils/externalUrl';

/** How many module icons the left menu shows: (window height - 85 - 250) / 50, from 1 to 11 (spec 2 §2.2). */
export function visibleIconCount(windowHeight: number): number {
  const fits = Math.floor((windowHeight - LEFT_MENU.headerPx - LEFT_MENU.reservedPx) / LEFT_MENU.iconPx);
  return Math.min(LEFT_MENU.maxIcons, Math.max(LEFT_MENU.minIcons, fits));
}

export interface MenuItem {
  key: string;
  title: string;
  icon: IconName;
  /** A page of the event, by its route name ('program'). */
  module?: EventModuleRoute;
  /** A custom module: opened in a new tab. */
  href?: string;
}

/**
 * The event's modules as menu items (spec 2 §2.2): never the social hub; a custom module is its
 * url (https:// added when missing) under its own title; modules of unknown kind are left out.
 */
export function menuItems(modules: EventModule[], language: Language): MenuItem[] {
  const items: MenuItem[] = [];
  modules.forEach((module, index) => {
    if (module.name === SOCIAL_HUB_MODULE) return;
    const title = (language === 'tr' && module.titleTr) || module.title;
    const key = `${module.name}-${index}`;
    if (module.isCustom) {
      const href = externalUrl(module.url);
      if (href) items.push({ key, title, icon: moduleIcon(module.name, true), href });
      return;
    }
    const route = MODULE_ROUTES[module.name];
    if (route) items.push({ key, title, icon: moduleIcon(module.name, false), module: route });
  });
  return items;
}

/**
 * Back (spec 2 §2.1): from a session to the live sessions, from a room to networking, from a
 * booth to the exhibition, from anything else home (the event lists). Paths are relative to the
 * brand, e.g. /event/atrium-summit/live/7.
 */
export function backTarget(pathname: string): string {
  return itemBackRoute(pathname) ?? routes.home();
}
