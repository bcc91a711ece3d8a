import { Avatar, bus, listReset, Spinner } from '@atrium/shared';
import { Cover, CoverBadge, CoverCard, CoverCardBody } from '@atrium/shared/lists';
import type { NetworkingRoom } from '@atrium/shared/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isFull } from './api';
import './i18n';

export interface RoomCardProps {
  room: NetworkingRoom;
  /** This card's room is being joined: its button waits. */
  joining: boolean;
  onEnter(room: NetworkingRoom): void;
}

const SEAT_PX = 36;

/**
 * A networking room's card (spec 2 §2.21, §4 Networking card): the cover, its status (open while a
 * seat is free, else full) with the seats taken, the title, and peopleCount seats, each taken one
 * showing its person, who opens their profile. The whole card enters the room (the title's button
 * stretches over it); the seats sit above that button so they stay their own buttons.
 */
export function RoomCard({ room, joining, onEnter }: RoomCardProps) {
  const { t } = useTranslation('networking');
  const titleId = useId();
  const full = isFull(room);
  const status = full ? t('full') : t('open');
  const seats = Array.from({ length: room.peopleCount }, (_, index) => room.users[index] ?? null);

  return (
    <CoverCard aria-labelledby={titleId} data-testid="networking-room-card">
      <Cover src={room.cover}>
        <Status $full={full} data-testid="room-status">
          {status} {room.users.length}/{room.peopleCount}
        </Status>
      </Cover>
      <Body>
        <Title id={titleId}>
          <Enter
            type="button"
            aria-label={t('roomCard', {
              title: room.title,
              status,
              count: room.users.length,
              capacity: room.peopleCount,
            })}
            aria-disabled={full || undefined}
            aria-busy={joining || undefined}
            onClick={() => {
              if (!joining) onEnter(room);
            }}
          >
            {room.title}
          </Enter>
          {joining && <Spinner size={16} />}
        </Title>
        <Seats aria-label={t('seats')}>
          {seats.map((user, index) =>
            user ? (
              <li key={user.id}>
                <Seat
                  type="button"
                  aria-label={t('seatProfile', { name: `${user.firstName} ${user.lastName}` })}
                  onClick={() => bus.emit('profile.open', { userId: user.id })}
                >
                  <Avatar src={user.image} name={`${user.firstName} ${user.lastName}`} size={SEAT_PX} />
                </Seat>
              </li>
            ) : (
              // Free seats are counted by position: a stable key for each.
              <li key={`free-${index}`}>
                <FreeSeat role="img" aria-label={t('emptySeat')} />
              </li>
            ),
          )}
        </Seats>
      </Body>
    </CoverCard>
  );
}

const Status = styled(CoverBadge)<{ $full: boolean }>`
  background: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.success)};
  text-transform: uppercase;
`;

const Body = styled(CoverCardBody)`
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

/** The card's one way in: its ::after covers the card, so a click anywhere on it enters. */
const Enter = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  /* The ring goes round the whole card, inside it since the card clips what overflows. */
  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    border-radius: ${({ theme }) => theme.radius.lg};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Seats = styled.ul`
  ${listReset}
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: auto;

  /* Taken and free seats the same height, whatever the line height. */
  li {
    display: flex;
  }
`;

const Seat = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FreeSeat = styled.span`
  display: inline-block;
  width: ${SEAT_PX}px;
  height: ${SEAT_PX}px;
  /* Muted rather than the border colour: a free seat is something to see (3:1 for graphics). */
  border: 2px dashed ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.round};
`;
