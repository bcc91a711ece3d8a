import { callQuery, TAKE_ALL } from '@atrium/shared';

// Both lists whole (spec 2 §9), for the event in X-Event-Id (spec 1 §6).
const all = { skip: 0, take: TAKE_ALL };

export const sponsorCategoriesQuery = (eventId: string) => callQuery('Explore/ListSponsorCategories', all, { eventId });

export const sponsorsQuery = (eventId: string) => callQuery('Explore/ListSponsors', all, { eventId });
