import { EmptyState } from '@atrium/shared';
import { LIVE_PROVIDER_TYPE } from '@atrium/shared/contract/enums';
import type { LiveProvider } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import './i18n';

/**
 * The address an external provider is embedded with (spec 2 §2.20): a video-hosting player (type 0)
 * as the organiser gave it, a video-site embed (type 1) with autoplay=1. Only http(s) addresses.
 */
export function providerEmbedUrl(provider: Pick<LiveProvider, 'type' | 'url'>): string | null {
  let url: URL;
  try {
    url = new URL(provider.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (provider.type === LIVE_PROVIDER_TYPE.videoSite) url.searchParams.set('autoplay', '1');
  return url.toString();
}

/** An external livestream provider's player in a frame. */
export function ProviderEmbed({ provider }: { provider: LiveProvider }) {
  const { t } = useTranslation('player');
  const src = providerEmbedUrl(provider);
  if (!src) return <EmptyState role="alert" message={t('badUrl')} />;
  return (
    <Frame>
      <iframe
        src={src}
        title={t('provider', { title: provider.title })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </Frame>
  );
}

const Frame = styled.div`
  aspect-ratio: 16 / 9;

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
