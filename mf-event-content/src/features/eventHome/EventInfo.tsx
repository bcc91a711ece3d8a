import { SafeHtml } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContactCard } from '../../components/ContactCard';
import { InfoCard } from '../../components/InfoCard';
import { LocationCard } from '../../components/LocationCard';

/**
 * Event info (spec 2 §2.4): about (sanitised HTML), venue and address, a map at zoom 14 when a
 * longitude exists, directions, organiser contacts and social links only where their IsActive
 * flag is set, and who hosts it.
 */
export function EventInfo({ event }: { event: Event }) {
  const { t } = useTranslation('event');
  return (
    <Sections>
      {event.about && (
        <InfoCard aria-labelledby="about-heading">
          <h2 id="about-heading">{t('about')}</h2>
          <SafeHtml html={event.about} data-testid="event-about" />
        </InfoCard>
      )}
      <LocationCard location={event.location} heading={t('venue')} place={event.title} />
      <ContactCard organizator={event.organizator} socialMedia={event.socialMedia} heading={t('organiser')} />
      {event.organisation && (
        <InfoCard aria-labelledby="hosted-heading">
          <h2 id="hosted-heading">{t('hostedBy')}</h2>
          <Host>
            {event.organisation.image && <img src={event.organisation.image} alt="" width={48} height={48} />}
            <strong>{event.organisation.title}</strong>
          </Host>
        </InfoCard>
      )}
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Host = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  img {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
