import { currentLanguage, Icon, routes } from '@atrium/shared';
import type { EventCard as EventCardData } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { AddToCalendarLink } from '../../components/AddToCalendarLink';
import { safeColor } from '../../components/Badge';
import { formatDate, formatTime, offsetLabel } from '../../utils/dateTime';

/**
 * An event card (spec 1 §2): type badge, cover, logo, category, calendar link, title, dates,
 * times, time zone and venue; the title link opens the event by slug and covers the card.
 */
export function EventCard({ event }: { event: EventCardData }) {
  const { t } = useTranslation('event');
  const language = currentLanguage();
  const startDay = formatDate(event.startDate, event.timezone, language);
  const endDay = formatDate(event.endDate, event.timezone, language);
  const venue = [event.location.venue, event.location.address].filter(Boolean).join(', ');
  return (
    <Card data-testid="event-card" $accent={safeColor(event.color, '#2456d6')}>
      <Cover>
        {event.image && <CoverImage src={event.image} alt="" loading="lazy" />}
        <TypeBadge>{t(`eventType.${event.type}`, { defaultValue: event.type })}</TypeBadge>
        {event.logo && <Logo src={event.logo} alt="" width={56} height={56} />}
      </Cover>
      <Body>
        {event.category && <Category>{event.category}</Category>}
        <Title>
          <Link to={routes.event(event.slug)}>{event.title}</Link>
        </Title>
        <Line>
          <Icon name="program" size={16} />
          <span>{startDay === endDay ? startDay : `${startDay} – ${endDay}`}</span>
        </Line>
        <Line>
          <Icon name="clock" size={16} />
          <span>
            {formatTime(event.startDate, event.timezone, language)} –{' '}
            {formatTime(event.endDate, event.timezone, language)}{' '}
            <abbr title={event.timezone}>{offsetLabel(event.startDate, event.timezone, language)}</abbr>
          </span>
        </Line>
        {venue && (
          <Line>
            <Icon name="pin" size={16} />
            <span>{venue}</span>
          </Line>
        )}
        <CalendarLink event={event} iconSize={16} />
      </Body>
    </Card>
  );
}

const Card = styled.article<{ $accent: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border-top: 4px solid ${({ $accent }) => $accent};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transition: transform 150ms ease;

  &:hover {
    transform: translateY(-2px);
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Cover = styled.div`
  position: relative;
  aspect-ratio: 1120 / 500;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const CoverImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const TypeBadge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(10, 16, 28, 0.75);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md} ${theme.spacing.md}`};
`;

const Logo = styled.img`
  position: absolute;
  bottom: -28px;
  right: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 3px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.surface};
`;

// The organiser's words in a language the api does not name: upper-casing them by the interface's
// rules made an English "Business" "BUSİNESS" in Turkish, so they are shown as written.
const Category = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.04em;
`;

const Title = styled.h3`
  margin: 0;
  padding-right: 64px;
  font-size: ${({ theme }) => theme.font.size.lg};

  a {
    color: inherit;
    text-decoration: none;
    outline: none;

    /* The title's link covers the card, so a click anywhere opens the event. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    flex: none;
    margin-top: 2px;
  }

  abbr {
    text-decoration: none;
  }
`;

const CalendarLink = styled(AddToCalendarLink)`
  /* Above the card-wide title link. */
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: 6px;
  min-height: 36px;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
