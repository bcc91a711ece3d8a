import { ALBUM_ITEM_TYPE, Icon, listReset } from '@atrium/shared';
import type { StandGalleryItem } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { externalUrl } from '../../utils/externalUrl';

/** The booth's gallery (spec 2 §2.10): pictures and video-site links (type 1) as a grid of thumbnails. */
export function BoothGallery({ items }: { items: StandGalleryItem[] }) {
  const { t } = useTranslation('event');
  return (
    <Grid>
      {items.map((item, index) => {
        const href = externalUrl(item.url) ?? item.url;
        const video = item.type === ALBUM_ITEM_TYPE.video;
        return (
          <li key={item.id}>
            <a href={href} target="_blank" rel="noopener noreferrer" data-testid="booth-gallery-item">
              {video ? (
                <Video>
                  <Icon name="live" size={32} />
                  {t('booths.video')}
                </Video>
              ) : (
                <img src={item.url} alt={t('booths.image', { number: index + 1 })} loading="lazy" />
              )}
            </a>
          </li>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}

  a {
    display: block;
    overflow: hidden;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Video = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  height: 100%;
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.headerDarkText};
`;
