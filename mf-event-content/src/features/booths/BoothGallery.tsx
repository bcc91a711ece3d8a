import { ALBUM_ITEM_TYPE, Icon, listReset } from '@atrium/shared';
import type { StandGalleryItem } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Lightbox, type LightboxItem } from '../../components/Lightbox';
import { externalUrl } from '../../utils/externalUrl';
import { videoId, videoThumbnailUrl } from '../../utils/videoId';

/**
 * The booth's gallery (spec 2 §2.10): pictures and video-site links (type 1) as thumbnails that
 * open in the lightbox, one after another; a video link whose id cannot be read opens in a new tab.
 */
export function BoothGallery({ items, title }: { items: StandGalleryItem[]; title: string }) {
  const { t } = useTranslation('event');
  const [open, setOpen] = useState<number | null>(null);
  const tiles: { item: StandGalleryItem; view: LightboxItem | null }[] = items.map((item, index) => {
    if (item.type !== ALBUM_ITEM_TYPE.video) {
      return { item, view: { type: 'image', src: item.url, caption: t('booths.image', { number: index + 1 }) } };
    }
    const id = videoId(item.url);
    return { item, view: id ? { type: 'video', videoId: id, caption: t('booths.video') } : null };
  });
  const shown = tiles.flatMap(({ view }) => (view ? [view] : []));

  return (
    <>
      <Grid>
        {tiles.map(({ item, view }) => {
          if (!view) {
            const href = externalUrl(item.url);
            return href ? (
              <li key={item.id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('booths.video')}
                  data-testid="booth-gallery-item"
                >
                  <Video>
                    <Icon name="live" size={32} />
                  </Video>
                </a>
              </li>
            ) : null;
          }
          const thumbnail =
            view.type === 'video' ? <VideoStill id={view.videoId} /> : <img src={item.url} alt="" loading="lazy" />;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-label={view.caption ?? undefined}
                onClick={() => setOpen(shown.indexOf(view))}
                data-testid="booth-gallery-item"
              >
                {thumbnail}
              </button>
            </li>
          );
        })}
      </Grid>
      <Lightbox items={shown} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label={title} />
    </>
  );
}

/** A video's still from the video site under a play mark; the mark alone when the still does not load. */
function VideoStill({ id }: { id: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Video>
      {!failed && <img src={videoThumbnailUrl(id)} alt="" loading="lazy" onError={() => setFailed(true)} />}
      <Icon name="live" size={32} />
    </Video>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}

  a,
  button {
    display: block;
    width: 100%;
    padding: 0;
    overflow: hidden;
    aspect-ratio: 1;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    cursor: zoom-in;
  }

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// A video's still (when the video site answers) under a play mark.
const Video = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.headerDarkText};

  img {
    position: absolute;
    inset: 0;
    opacity: 0.7;
  }

  svg {
    position: relative;
  }
`;
