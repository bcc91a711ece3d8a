import { callQuery, TAKE_ALL } from '@atrium/shared';

/** The event's FAQ, whole (spec 2 §9), searched in the question and its answer (spec 2 §2.11). */
export const faqsQuery = (eventId: string, searchTerm: string) =>
  callQuery('Explore/ListFaqs', { skip: 0, take: TAKE_ALL, searchTerm: searchTerm || null }, { eventId });
