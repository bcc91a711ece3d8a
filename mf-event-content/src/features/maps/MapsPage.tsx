import { QueryState, useCall } from '@atrium/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightbox, type LightboxItem } from '../../components/Lightbox';
import { MediaGrid, MediaGridSkeleton, MediaTile } from '../../components/MediaGrid';
import { ModulePage } from '../../components/ModulePage';
import { SearchField } from '@atrium/shared/lists';
import { useContentSearch } from '../../hooks/useContentSearch';
import { useEvent } from '../event';
import { areaMapsQuery } from './api';
import './i18n';

/** Area maps (spec 2 §2.14): search (1000 ms after typing stops) and a grid of thumbnails with titles, opened in the lightbox. */
export function MapsPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { search, setSearch, searchTerm } = useContentSearch();
  const maps = useCall(areaMapsQuery(event.id, searchTerm), { keepPrevious: true });
  const shown = useMemo(
    () => (maps.data?.items ?? []).map((map): LightboxItem => ({ type: 'image', src: map.image, caption: map.title })),
    [maps.data],
  );
  const lightbox = useLightbox(shown, t('area.maps'));

  return (
    <ModulePage aria-labelledby="maps-heading">
      <h1 id="maps-heading">{t('area.maps')}</h1>
      <SearchField label={t('maps.search')} value={search} onChange={setSearch} />
      <QueryState
        query={maps}
        loading={<MediaGridSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => (
          <MediaGrid aria-label={t('area.maps')}>
            {items.map((map, index) => (
              <MediaTile
                key={map.id}
                label={t('maps.open', { title: map.title })}
                image={map.image}
                fit="contain"
                caption={<strong>{map.title}</strong>}
                onOpen={() => lightbox.open(index)}
              />
            ))}
          </MediaGrid>
        )}
      </QueryState>
      {lightbox.element}
    </ModulePage>
  );
}
