import { Avatar, currentLanguage, Icon, IconButton, listReset } from '@atrium/shared';
import type { ProgramDay, ProgramItem, Saloon, SubEvent } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Badge } from '../../components/Badge';
import { badgeIcon } from '../../components/iconNames';
import { Stars } from '../../components/Stars';
import { PROGRAM_TYPE, PROGRAM_TYPES_WITH_SPEAKERS } from '../../constants';
import { formatTime } from '../../utils/dateTime';

export interface ProgramTileProps {
  item: ProgramItem;
  day: ProgramDay | undefined;
  saloon: Saloon | undefined;
  subEvent: SubEvent | undefined;
  timeZone: string;
  /** The personal agenda's star, for attendees. */
  star?: { starred: boolean; onToggle(): void };
  onOpen(): void;
  onSaloon(id: string): void;
  onSubEvent(id: string): void;
  onSpeaker(id: string): void;
}

/**
 * A program tile (spec 2 §2.5): times, hall, day title, average rating, sub-event badge, title and
 * speaker photos. The title opens the item; a hall or sub-event badge sets that filter; a photo
 * opens the speaker. A section (type 2) is drawn in the event colour; a type 3 item may carry an
 * icon badge.
 */
export function ProgramTile({
  item,
  day,
  saloon,
  subEvent,
  timeZone,
  star,
  onOpen,
  onSaloon,
  onSubEvent,
  onSpeaker,
}: ProgramTileProps) {
  const { t } = useTranslation('event');
  const language = currentLanguage();
  const section = item.type === PROGRAM_TYPE.section;
  const speakers = PROGRAM_TYPES_WITH_SPEAKERS.includes(item.type) ? item.speakers : [];
  const time = `${formatTime(item.startDate, timeZone, language)} – ${formatTime(item.endDate, timeZone, language)}`;

  return (
    <Tile $section={section} data-testid="program-tile" data-type={item.type}>
      <Side>
        <Time>{time}</Time>
        {item.type === PROGRAM_TYPE.badge && (
          <BadgeIcon aria-hidden="true">
            <Icon name={badgeIcon(item.badgeTitle)} size={22} />
          </BadgeIcon>
        )}
      </Side>
      <Main>
        <Top>
          {saloon && !section && (
            <BadgeButton
              type="button"
              onClick={() => onSaloon(saloon.id)}
              aria-label={t('filterByHall', { hall: saloon.title })}
            >
              <Badge $color={saloon.color}>{saloon.title}</Badge>
            </BadgeButton>
          )}
          {day && <DayTitle>{day.title}</DayTitle>}
          {item.rateCount > 0 && <Stars value={item.avgRate} />}
        </Top>
        <Title>
          <button type="button" onClick={onOpen}>
            {item.title}
          </button>
        </Title>
        {subEvent && (
          <BadgeButton
            type="button"
            onClick={() => onSubEvent(subEvent.id)}
            aria-label={t('filterBySubEvent', { subEvent: subEvent.title })}
          >
            <Badge $color={subEvent.color}>{subEvent.title}</Badge>
          </BadgeButton>
        )}
        {speakers.length > 0 && (
          <Speakers>
            {speakers.map(({ speaker }) => {
              const tip = [speaker.fullName, speaker.title, speaker.firmName].filter(Boolean).join(', ');
              return (
                <li key={speaker.id}>
                  <SpeakerButton type="button" title={tip} aria-label={tip} onClick={() => onSpeaker(speaker.id)}>
                    <Avatar src={speaker.image} name={speaker.fullName} size={36} />
                  </SpeakerButton>
                </li>
              );
            })}
          </Speakers>
        )}
      </Main>
      {star && (
        <StarButton
          icon="star"
          iconSize={22}
          filled={star.starred}
          aria-pressed={star.starred}
          label={star.starred ? t('removeFromAgenda', { title: item.title }) : t('addToAgenda', { title: item.title })}
          title={star.starred ? t('inMyAgenda') : t('addToMyAgenda')}
          $on={star.starred}
          onClick={star.onToggle}
        />
      )}
    </Tile>
  );
}

const Tile = styled.li<{ $section: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border-left: 4px solid var(--event-color);

  ${({ $section }) =>
    $section &&
    css`
      background: var(--event-color);
      color: var(--event-color-text);

      button,
      span {
        color: var(--event-color-text);
      }
    `}

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (max-width: 480px) {
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: none;
  width: 116px;
`;

const Time = styled.span`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const BadgeIcon = styled.span`
  display: inline-flex;
  padding: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: var(--event-color);
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: 1;
  min-width: 0;
  padding-right: 40px;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const DayTitle = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};

  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: left;
    cursor: pointer;
  }

  button:hover {
    text-decoration: underline;
  }

  button:focus-visible {
    outline: none;
  }
`;

const BadgeButton = styled.button`
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

const Speakers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  ${listReset}
`;

const SpeakerButton = styled.button`
  padding: 0;
  border: 2px solid transparent;
  border-radius: 50%;
  background: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: var(--event-color);
    outline: none;
  }
`;

const StarButton = styled(IconButton)<{ $on: boolean }>`
  position: absolute;
  top: 8px;
  right: 8px;
  color: ${({ $on, theme }) => ($on ? '#c98a00' : theme.colors.muted)};
`;
