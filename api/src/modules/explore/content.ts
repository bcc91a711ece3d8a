import type { Knex } from 'knex';
import {
  SOCIAL_ALBUM_PAGE_SIZE,
  type AlbumItem,
  type AreaMap,
  type ContentList,
  type ContentListRequest,
  type DocumentCategory,
  type EventDocument,
  type Faq,
  type ListDocumentsRequest,
  type ListEventAlbumsRequest,
  type SocialAlbumItem,
} from '@atrium/shared/contract';
import { pageWithTotal } from '../../db';
import { contentList, type EventRow } from '../../eventScope';

// Issue 14: the event's FAQ, documents, gallery and area maps (spec 2 §2.11-2.14), each searched
// by what its page shows and in the organiser's order.

/** Explore/ListFaqs (spec 2 §2.11): searched in questions and answers. */
export function listFaqs(db: Knex, event: EventRow, request: ContentListRequest) {
  return contentList(
    db('faqs').where('event_id', event.id),
    request,
    ['title', 'details'],
    (row: { id: string; title: string; details: string | null }): Faq => ({
      id: row.id,
      title: row.title,
      details: row.details ?? null,
    }),
  );
}

/** Explore/ListDocumentCategories (spec 2 §2.12). */
export function listDocumentCategories(db: Knex, event: EventRow, request: ContentListRequest) {
  return contentList(
    db('document_categories').where('event_id', event.id),
    request,
    ['title'],
    (row: { id: string; title: string; color: string | null }): DocumentCategory => ({
      id: row.id,
      title: row.title,
      color: row.color ?? null,
    }),
  );
}

/** Explore/ListDocumentsQuery (spec 2 §2.12): searched by title, filtered by category. */
export function listDocuments(db: Knex, event: EventRow, request: ListDocumentsRequest) {
  const query = db('documents').where('event_id', event.id);
  if (request.categoryID) query.andWhere('category_id', request.categoryID);
  return contentList(
    query,
    request,
    ['title'],
    (row: { id: string; title: string; image: string; category_id: string | null }): EventDocument => ({
      id: row.id,
      title: row.title,
      image: row.image,
      categoryID: row.category_id ?? null,
    }),
  );
}

/** Explore/ListAlbums (spec 2 §2.13 Uploads): images and video-site links, searched by title. */
export function listAlbums(db: Knex, event: EventRow, request: ContentListRequest) {
  return contentList(
    db('album_items').where('event_id', event.id),
    request,
    ['title'],
    (row: { id: string; type: number; url: string; title: string | null }): AlbumItem => ({
      id: row.id,
      type: Number(row.type),
      url: row.url,
      title: row.title ?? null,
    }),
  );
}

interface MemoryRow {
  id: string;
  image: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Explore/ListEventAlbums (spec 2 §2.13 Event memories): the event's photos, newest first, 24 a
 * page; the client loads more until a page comes back empty.
 */
export async function listEventAlbums(
  db: Knex,
  event: EventRow,
  request: ListEventAlbumsRequest,
): Promise<ContentList<SocialAlbumItem>> {
  const query = db('event_memories')
    .leftJoin('users', 'users.id', 'event_memories.user_id')
    .where('event_memories.event_id', event.id)
    .select(
      'event_memories.id',
      'event_memories.image',
      'event_memories.user_id',
      'users.first_name',
      'users.last_name',
    )
    .orderBy([
      { column: 'event_memories.created_at', order: 'desc' },
      { column: 'event_memories.id', order: 'asc' },
    ]);
  if (request.type !== undefined) query.andWhere('event_memories.type', request.type);
  const { rows, totalCount } = await pageWithTotal<MemoryRow>(query, {
    skip: request.skip ?? 0,
    take: request.take ?? SOCIAL_ALBUM_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      image: row.image,
      owner: row.user_id ? { id: row.user_id, fullName: `${row.first_name} ${row.last_name}`.trim() } : null,
    })),
    totalCount,
  };
}

/** Explore/ListAreaMaps (spec 2 §2.14): searched by title. */
export function listAreaMaps(db: Knex, event: EventRow, request: ContentListRequest) {
  return contentList(
    db('area_maps').where('event_id', event.id),
    request,
    ['title'],
    (row: { id: string; title: string; image: string }): AreaMap => ({
      id: row.id,
      title: row.title,
      image: row.image,
    }),
  );
}
