/**
 * The route table (spec 1 §2, spec 2 §2.1), named once. Every path is relative to the brand
 * (/:slug): a remote's router has the brand as its basename, so it navigates with these as they
 * are; the shell, whose router starts at the origin, puts the brand in front with `inBrand`.
 */

/** Route patterns under /:slug, for route lists (the shell's and a remote's own). */
export const ROUTE_PATHS = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  /** Issue 32 item 2: the old address's undo of a sign-in e-mail change; query code. */
  undoEmailChange: 'undo-email-change',
  start: 'start',
  events: 'events',
  incomingEvents: 'incomingevents',
  pastEvents: 'pastevents',
  event: 'event/:id',
} as const;

/** The event's pages under event/:id that a menu opens, by their name in spec 2 §2.1. */
export const EVENT_MODULE_PATHS = {
  program: 'program',
  speakers: 'speakers',
  attendees: 'attendees',
  sponsors: 'sponsors',
  livestreams: 'sessions',
  networking: 'networking',
  stands: 'exhibition',
  gallery: 'album',
  maps: 'maps',
  faq: 'faq',
  documents: 'documents',
  surveys: 'surveys',
} as const;

/** The event's pages of one item, under event/:id, with the page they go back to (spec 2 §2.1). */
export const EVENT_ITEM_PATHS = {
  session: { path: 'live/:session_id', back: 'livestreams' },
  room: { path: 'room/:network_id', back: 'networking' },
  booth: { path: 'booth/:stand_id', back: 'stands' },
} as const satisfies Record<string, { path: string; back: EventModuleRoute }>;

export type EventModuleRoute = keyof typeof EVENT_MODULE_PATHS;
export type EventItem = keyof typeof EVENT_ITEM_PATHS;

type Query = Record<string, string | null | undefined>;

function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const event = (slug: string) => `/event/${encodeURIComponent(slug)}`;
const item = (name: EventItem, slug: string, id: string) =>
  `${event(slug)}/${EVENT_ITEM_PATHS[name].path.replace(/:.*$/, encodeURIComponent(id))}`;

export const routes = {
  /** The brand's home: attended events and the activation-code bar. */
  home: () => '/',
  /** Query: activationCode (fast login), openPolicy, returnUrl (where to go after sign-in). */
  login: (query?: { activationCode?: string; openPolicy?: string; returnUrl?: string }) =>
    withQuery(`/${ROUTE_PATHS.login}`, query),
  register: () => `/${ROUTE_PATHS.register}`,
  forgotPassword: () => `/${ROUTE_PATHS.forgotPassword}`,
  undoEmailChange: () => `/${ROUTE_PATHS.undoEmailChange}`,
  start: () => `/${ROUTE_PATHS.start}`,
  events: () => `/${ROUTE_PATHS.events}`,
  incomingEvents: () => `/${ROUTE_PATHS.incomingEvents}`,
  pastEvents: () => `/${ROUTE_PATHS.pastEvents}`,
  /** The event's reception; `slug` is the event's slug (the route's id). */
  event,
  eventModule: (slug: string, module: EventModuleRoute) => `${event(slug)}/${EVENT_MODULE_PATHS[module]}`,
  session: (slug: string, sessionId: string) => item('session', slug, sessionId),
  room: (slug: string, networkId: string) => item('room', slug, networkId),
  booth: (slug: string, standId: string) => item('booth', slug, standId),
};

/** A brand-relative route as a URL of the origin, for the shell's own router: '/demo/login'. */
export function inBrand(brandSlug: string, route: string): string {
  const base = `/${encodeURIComponent(brandSlug)}`;
  return route === '/' ? base : `${base}${route}`;
}

/**
 * Back from an event's item page (spec 1 §2, spec 2 §2.1): a session goes to the live sessions, a
 * room to networking, a booth to the stands. Null elsewhere: each back button has its own fallback.
 * @param path brand-relative, e.g. /event/atrium-summit/live/7
 */
export function itemBackRoute(path: string): string | null {
  for (const { path: pattern, back } of Object.values(EVENT_ITEM_PATHS)) {
    const match = new RegExp(`^/event/([^/]+)/${pattern.replace(/:.*$/, '[^/]+')}`).exec(path);
    if (match) return routes.eventModule(decodeURIComponent(match[1]), back);
  }
  return null;
}
