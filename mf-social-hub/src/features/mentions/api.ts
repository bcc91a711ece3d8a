import { callQuery } from '@atrium/shared';

/** socialhub/searchmention: the event's people whose names match an @ word (spec 2 §5). */
export const mentionSearchQuery = (eventId: string, searchTerm: string) =>
  callQuery('socialhub/searchmention', { searchTerm }, { eventId });
