import { Type, type Static } from '@sinclair/typebox';
import { Id, Skip, Take } from './bounds';
import { ALBUM_ITEM_TYPE } from './enums';
import { ContentListRequest } from './listing';
import { Nullable } from './nullable';

// Issue 14: FAQ, documents, gallery and area maps of an event (spec 2 §2.11-2.14, §3, §7.1).

/** Spec 2 §3 FAQ; details is HTML (sanitised by the client). */
export const Faq = Type.Object({ id: Type.String(), title: Type.String(), details: Nullable(Type.String()) });
export type Faq = Static<typeof Faq>;

/** Spec 2 §3 Document category. */
export const DocumentCategory = Type.Object({
  id: Type.String(),
  title: Type.String(),
  color: Nullable(Type.String()),
});
export type DocumentCategory = Static<typeof DocumentCategory>;

/** Spec 2 §3 Document: image is the file's URL, whose extension tells its type. */
export const EventDocument = Type.Object({
  id: Type.String(),
  title: Type.String(),
  image: Type.String(),
  categoryID: Nullable(Type.String()),
});
export type EventDocument = Static<typeof EventDocument>;

/** Explore/ListDocumentsQuery: the list payload and the category filter (spec 2 §2.12). */
export const ListDocumentsRequest = Type.Composite([
  ContentListRequest,
  Type.Object({ categoryID: Type.Optional(Nullable(Id)) }),
]);
export type ListDocumentsRequest = Static<typeof ListDocumentsRequest>;

/** Spec 2 §3 Album item (the gallery's uploads): type 0 an image, else a video-site link. */
export const AlbumItem = Type.Object({
  id: Type.String(),
  type: Type.Integer(),
  url: Type.String(),
  title: Nullable(Type.String()),
});
export type AlbumItem = Static<typeof AlbumItem>;

/** Spec 2 §3 Social album item (event memories): owner is null when nobody of the event posted it. */
export const SocialAlbumItem = Type.Object({
  id: Type.String(),
  image: Type.String(),
  owner: Nullable(Type.Object({ id: Type.String(), fullName: Type.String() })),
});
export type SocialAlbumItem = Static<typeof SocialAlbumItem>;

/** Explore/ListEventAlbums (spec 2 §7.1): event memories of one item type, newest first, 24 a page. */
export const ListEventAlbumsRequest = Type.Object({
  type: Type.Optional(Type.Union(Object.values(ALBUM_ITEM_TYPE).map((value) => Type.Literal(value)))),
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type ListEventAlbumsRequest = Static<typeof ListEventAlbumsRequest>;

/** Spec 2 §3 Map (area maps). */
export const AreaMap = Type.Object({ id: Type.String(), title: Type.String(), image: Type.String() });
export type AreaMap = Static<typeof AreaMap>;
