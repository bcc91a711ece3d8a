import { callQuery, TAKE_ALL } from '@atrium/shared';

// Both lists whole (spec 2 §9), for the event in X-Event-Id (spec 1 §6).
const all = { skip: 0, take: TAKE_ALL };

/** The documents, searched by title and filtered by category (spec 2 §2.12). */
export const documentsQuery = (eventId: string, searchTerm: string, categoryID: string | null) =>
  callQuery('Explore/ListDocumentsQuery', { ...all, searchTerm: searchTerm || null, categoryID }, { eventId });

export const documentCategoriesQuery = (eventId: string) =>
  callQuery('Explore/ListDocumentCategories', all, { eventId });
