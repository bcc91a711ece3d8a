import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, SearchTerm, Skip, Take } from './bounds';
import { TAKE_ALL } from './enums';

/**
 * The list payload of spec 2 §7.1 (Explore/ListSpeakers, ListSponsors, ListPrograms, ...): ids,
 * searchTerm, skip, take. The event comes from the X-Event-Id header.
 */
export const ContentListRequest = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: TAKE_ALL })),
  searchTerm: Type.Optional(SearchTerm),
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type ContentListRequest = Static<typeof ContentListRequest>;

/** data of a list call: one page of items and how many there are in all. */
export const ContentList = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), totalCount: Type.Integer({ minimum: 0 }) });
export interface ContentList<T> {
  items: T[];
  totalCount: number;
}

/** Calls that name one thing by id (Explore/GetEvent, Explore/GetProgram). */
export const IdRequest = Type.Object({ id: Id });
export type IdRequest = Static<typeof IdRequest>;

/**
 * Headers of the calls tied to one event (spec 1 §6, spec 2 §6): participants, sub-events, the
 * event's content lists. The wire name is `X-Event-Id`; the server sees it lowercased.
 */
export const EventHeaders = Type.Object({
  'x-event-id': Id,
});
export type EventHeaders = Static<typeof EventHeaders>;

/** data of a call whose answer is only its message (Participant/DeleteRate). */
export const EmptyData = Type.Null();
