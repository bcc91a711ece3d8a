import { Icon } from '@atrium/shared';
import type { EventLocation } from '@atrium/shared/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAP_ZOOM } from '../constants';
import { mapEmbedUrl, mapsSearchUrl } from '../utils/calendar';
import { ButtonLink, InfoCard } from './InfoCard';

/**
 * Where an event or a booth is (spec 2 §2.4, §2.10): venue and address, a map at zoom 14 when a
 * longitude exists, and directions. Nothing when the location says nothing.
 */
export function LocationCard({
  location,
  heading,
  place,
}: {
  location: EventLocation;
  heading: string;
  place: string;
}) {
  const { t } = useTranslation('event');
  const id = useId();
  const { latitude, longtitude, venue, address } = location;
  const point = latitude !== null && longtitude !== null ? { latitude, longitude: longtitude } : null;
  if (!venue && !address && !point) return null;
  return (
    <InfoCard aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {venue && <strong>{venue}</strong>}
      {address && <p>{address}</p>}
      {point && (
        <Map
          title={t('mapOf', { venue: venue ?? place })}
          src={mapEmbedUrl(point.latitude, point.longitude, MAP_ZOOM)}
          loading="lazy"
          referrerPolicy="no-referrer"
          data-testid="location-map"
        />
      )}
      {/* Directions by the point, else by the address: with or without a map that loads, the way there is a link. */}
      {(point || address) && (
        <ButtonLink
          href={mapsSearchUrl(point ?? [venue, address].filter(Boolean).join(', '))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="directions" size={18} />
          {t('directions')}
        </ButtonLink>
      )}
    </InfoCard>
  );
}

const Map = styled.iframe`
  width: 100%;
  height: 280px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;
