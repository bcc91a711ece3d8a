import { LoadMore, QueryState, useInfiniteCall } from '@atrium/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightbox, type LightboxItem } from '../../components/Lightbox';
import { MediaGrid, MediaGridSkeleton, MediaTile } from '../../components/MediaGrid';
import { useEvent } from '../event';
import { memoryPages } from './api';

/**
 * Event memories (spec 2 §2.13): the event's social photos with their owner's full name (the
 * organiser's have none), 24 a page with Load more until the pages run out; a photo opens in the lightbox.
 */
export function EventMemories() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const memories = useInfiniteCall(memoryPages(event.id));
  const shown = useMemo(
    () =>
      memories.items.map((memory): LightboxItem => ({
        type: 'image',
        src: memory.image,
        caption: memory.owner?.fullName ?? t('gallery.organiser'),
      })),
    [memories.items, t],
  );
  const lightbox = useLightbox(shown, t('gallery.memories'));

  return (
    <>
      <QueryState query={memories} loading={<MediaGridSkeleton />} isEmpty={() => memories.items.length === 0}>
        {() => (
          <>
            <MediaGrid aria-label={t('gallery.memories')}>
              {memories.items.map((memory, index) => {
                const name = memory.owner?.fullName ?? t('gallery.organiser');
                return (
                  <MediaTile
                    key={memory.id}
                    label={memory.owner ? t('gallery.photoBy', { name }) : t('gallery.photoByOrganiser')}
                    image={memory.image}
                    caption={name}
                    onOpen={() => lightbox.open(index)}
                  />
                );
              })}
            </MediaGrid>
            <LoadMore pages={memories} label={t('loadMore')} />
          </>
        )}
      </QueryState>
      {lightbox.element}
    </>
  );
}
