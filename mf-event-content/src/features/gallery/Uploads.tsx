import { ALBUM_ITEM_TYPE, Icon, QueryState, useCall } from '@atrium/shared';
import type { AlbumItem } from '@atrium/shared/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightbox, type LightboxItem } from '../../components/Lightbox';
import { MediaGrid, MediaGridSkeleton, MediaTile } from '../../components/MediaGrid';
import { SearchField } from '@atrium/shared/lists';
import { useContentSearch } from '../../hooks/useContentSearch';
import { externalUrl } from '../../utils/externalUrl';
import { videoId } from '../../utils/videoId';
import { useEvent } from '../event';
import { albumQuery } from './api';

/** A tile of the uploads: an image or a video opened in the lightbox at `index`, or a video link opened outside. */
type Tile =
  | { kind: 'image'; item: AlbumItem; index: number }
  | { kind: 'video'; item: AlbumItem; index: number }
  | { kind: 'link'; item: AlbumItem; href: string };

/**
 * The lightbox's items (images, and videos whose link holds an id, in the grid's order) and the
 * tiles; a video link without an id opens in a new tab, and one that is no web link is left out.
 */
function tilesOf(items: AlbumItem[]): { tiles: Tile[]; shown: LightboxItem[] } {
  const shown: LightboxItem[] = [];
  const tiles: Tile[] = [];
  for (const item of items) {
    if (item.type === ALBUM_ITEM_TYPE.image) {
      tiles.push({ kind: 'image', item, index: shown.push({ type: 'image', src: item.url, caption: item.title }) - 1 });
      continue;
    }
    const id = videoId(item.url);
    const href = externalUrl(item.url);
    if (id)
      tiles.push({ kind: 'video', item, index: shown.push({ type: 'video', videoId: id, caption: item.title }) - 1 });
    else if (href) tiles.push({ kind: 'link', item, href });
  }
  return { tiles, shown };
}

/**
 * The gallery's uploads (spec 2 §2.13): search (1000 ms after typing stops) and a grid; type 0 is an
 * image, any other a video of the video site by the id its link holds. Both open in the lightbox.
 */
export function Uploads() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { search, setSearch, searchTerm } = useContentSearch();
  const album = useCall(albumQuery(event.id, searchTerm), { keepPrevious: true });
  const { tiles, shown } = useMemo(() => tilesOf(album.data?.items ?? []), [album.data]);
  const lightbox = useLightbox(shown, t('area.album'));

  return (
    <>
      <SearchField label={t('gallery.search')} value={search} onChange={setSearch} />
      <QueryState
        query={album}
        loading={<MediaGridSkeleton />}
        isEmpty={() => tiles.length === 0}
        empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {() => (
          <MediaGrid aria-label={t('gallery.uploads')}>
            {tiles.map((tile, position) => {
              const number = position + 1;
              const { item } = tile;
              if (tile.kind === 'image') {
                return (
                  <MediaTile
                    key={item.id}
                    label={item.title || t('gallery.photo', { number })}
                    image={item.url}
                    caption={item.title}
                    onOpen={() => lightbox.open(tile.index)}
                  />
                );
              }
              const title = item.title || t('gallery.untitledVideo', { number });
              return tile.kind === 'video' ? (
                <MediaTile
                  key={item.id}
                  label={t('gallery.video', { title })}
                  placeholder={<Icon name="youtube" size={48} />}
                  caption={item.title}
                  onOpen={() => lightbox.open(tile.index)}
                />
              ) : (
                <MediaTile
                  key={item.id}
                  label={t('gallery.watchOutside', { title })}
                  placeholder={<Icon name="external" size={40} />}
                  caption={item.title || t('gallery.videoSite')}
                  href={tile.href}
                />
              );
            })}
          </MediaGrid>
        )}
      </QueryState>
      {lightbox.element}
    </>
  );
}
