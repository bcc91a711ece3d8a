import { Icon, type IconName, SafeHtml } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { MAP_ZOOM } from '../../constants';
import { mapEmbedUrl, mapsSearchUrl } from '../../utils/calendar';
import { externalUrl } from '../../utils/externalUrl';

const SOCIAL: { key: keyof Event['socialMedia']; active: keyof Event['socialMedia']; icon: IconName; label: string }[] =
  [
    { key: 'twitter', active: 'twitterIsActive', icon: 'twitter', label: 'Twitter' },
    { key: 'linkedIn', active: 'linkedInIsActive', icon: 'linkedin', label: 'LinkedIn' },
    { key: 'facebook', active: 'facebookIsActive', icon: 'facebook', label: 'Facebook' },
    { key: 'instagram', active: 'instagramIsActive', icon: 'instagram', label: 'Instagram' },
    { key: 'youtube', active: 'youtubeIsActive', icon: 'youtube', label: 'YouTube' },
    { key: 'website', active: 'websiteIsActive', icon: 'globe', label: 'Website' },
  ];

/**
 * Event info (spec 2 §2.4): about (sanitised HTML), venue and address, a map at zoom 14 when a
 * longitude exists, directions, organiser contacts and social links only where their IsActive
 * flag is set, and who hosts it.
 */
export function EventInfo({ event }: { event: Event }) {
  const { t } = useTranslation('event');
  const { latitude, longtitude, venue, address } = event.location;
  const point = latitude !== null && longtitude !== null ? { latitude, longitude: longtitude } : null;
  const { organizator } = event;
  const contacts = [
    organizator.phoneNumberIsActive && organizator.phoneNumber
      ? {
          icon: 'phone' as const,
          label: t('phone'),
          value: organizator.phoneNumber,
          href: `tel:${organizator.phoneNumber.replace(/\s/g, '')}`,
        }
      : null,
    organizator.mobilePhoneIsActive && organizator.mobilePhone
      ? {
          icon: 'mobile' as const,
          label: t('mobilePhone'),
          value: organizator.mobilePhone,
          href: `tel:${organizator.mobilePhone.replace(/\s/g, '')}`,
        }
      : null,
    organizator.emailIsActive && organizator.email
      ? { icon: 'mail' as const, label: t('email'), value: organizator.email, href: `mailto:${organizator.email}` }
      : null,
  ].filter((contact) => contact !== null);
  const socials = SOCIAL.map((social) => ({
    ...social,
    url: event.socialMedia[social.active] ? externalUrl(event.socialMedia[social.key] as string | null) : null,
  })).filter((social) => social.url);

  return (
    <Sections>
      {event.about && (
        <Card aria-labelledby="about-heading">
          <h2 id="about-heading">{t('about')}</h2>
          <SafeHtml html={event.about} data-testid="event-about" />
        </Card>
      )}
      {(venue || address || point) && (
        <Card aria-labelledby="venue-heading">
          <h2 id="venue-heading">{t('venue')}</h2>
          {venue && <strong>{venue}</strong>}
          {address && <p>{address}</p>}
          {point && (
            <Map
              title={t('mapOf', { venue: venue ?? event.title })}
              src={mapEmbedUrl(point.latitude, point.longitude, MAP_ZOOM)}
              loading="lazy"
              referrerPolicy="no-referrer"
              data-testid="event-map"
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
        </Card>
      )}
      {(contacts.length > 0 || socials.length > 0) && (
        <Card aria-labelledby="organiser-heading">
          <h2 id="organiser-heading">{t('organiser')}</h2>
          <Row>
            {contacts.map((contact) => (
              <ButtonLink key={contact.icon} href={contact.href} data-testid={`organiser-${contact.icon}`}>
                <Icon name={contact.icon} size={18} />
                <span>
                  <small>{contact.label}</small>
                  {contact.value}
                </span>
              </ButtonLink>
            ))}
          </Row>
          {socials.length > 0 && (
            <Row aria-label={t('socialLinks')}>
              {socials.map((social) => (
                <Round
                  key={social.key}
                  href={social.url!}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  title={social.label}
                >
                  <Icon name={social.icon} size={18} />
                </Round>
              ))}
            </Row>
          )}
        </Card>
      )}
      {event.organisation && (
        <Card aria-labelledby="hosted-heading">
          <h2 id="hosted-heading">{t('hostedBy')}</h2>
          <Host>
            {event.organisation.image && <img src={event.organisation.image} alt="" width={48} height={48} />}
            <strong>{event.organisation.title}</strong>
          </Host>
        </Card>
      )}
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0;
  }
`;

const Map = styled.iframe`
  width: 100%;
  height: 280px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: 8px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 4px ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  span {
    display: flex;
    flex-direction: column;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Round = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: 50%;
  background: var(--event-color);
  color: var(--event-color-text);
`;

const Host = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  img {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
