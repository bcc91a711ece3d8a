import { Avatar, IconButton, listReset, QueryState, Skeleton, TextField, useCall } from '@atrium/shared';
import type { Participant } from '@atrium/shared/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldGroup, GroupError, GroupLabel } from './fieldGroup';
import { participantsQuery } from './api';

/** How many matches the list shows at once; the search finds the rest among up to 10000 (spec 1 §9). */
export const SHOWN_MATCHES = 30;

const matches = (participant: Participant, term: string) =>
  [participant.fullName, participant.title ?? ''].some((text) => text.toLocaleLowerCase().includes(term));

export interface AttendeePickerProps {
  eventId: string;
  /** The caller, who is never an invitee. */
  selfId: string;
  value: string[];
  onChange(userIds: string[]): void;
  error?: string;
}

/**
 * The attendees of a new appointment (spec 1 §5): the event's participants, the chosen ones first as
 * removable chips, the others searched by name or title and ticked.
 */
export function AttendeePicker({ eventId, selfId, value, onChange, error }: AttendeePickerProps) {
  const { t } = useTranslation('appointments');
  const participants = useCall(participantsQuery(eventId));
  const [search, setSearch] = useState('');
  const errorId = useId();
  const others = useMemo(
    () => (participants.data?.items ?? []).filter((participant) => participant.userID !== selfId),
    [participants.data, selfId],
  );
  const byUser = useMemo(() => new Map(others.map((participant) => [participant.userID, participant])), [others]);
  const chosen = value.map((userId) => byUser.get(userId)).filter((found) => found !== undefined);
  const term = search.trim().toLocaleLowerCase();
  const found = others.filter((participant) => matches(participant, term));

  const toggle = (userId: string) =>
    onChange(value.includes(userId) ? value.filter((id) => id !== userId) : [...value, userId]);

  return (
    <FieldGroup aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <GroupLabel>{t('attendees')}</GroupLabel>
      {chosen.length > 0 && (
        <Chosen aria-label={t('chosenAttendees')}>
          {chosen.map((participant) => (
            <li key={participant.userID}>
              <Avatar src={participant.image} name={participant.fullName} size={24} />
              <span>{participant.fullName}</span>
              <IconButton
                icon="close"
                iconSize={16}
                label={t('removeAttendee', { name: participant.fullName })}
                onClick={() => toggle(participant.userID)}
              />
            </li>
          ))}
        </Chosen>
      )}
      {error && <GroupError id={errorId}>{error}</GroupError>}
      <TextField
        type="search"
        label={t('searchAttendees')}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryState
        query={participants}
        loading={<Skeleton height={120} />}
        isEmpty={() => others.length === 0}
        empty={t('noParticipants')}
      >
        {() =>
          found.length === 0 ? (
            <Note>{t('noMatch')}</Note>
          ) : (
            <>
              <Options aria-label={t('participants')}>
                {found.slice(0, SHOWN_MATCHES).map((participant) => (
                  <li key={participant.userID}>
                    <label>
                      <input
                        type="checkbox"
                        checked={value.includes(participant.userID)}
                        onChange={() => toggle(participant.userID)}
                      />
                      <Avatar src={participant.image} name={participant.fullName} size={32} />
                      <span>
                        <strong>{participant.fullName}</strong>
                        {participant.title && <small>{participant.title}</small>}
                      </span>
                    </label>
                  </li>
                ))}
              </Options>
              {found.length > SHOWN_MATCHES && <Note>{t('moreMatches', { count: found.length - SHOWN_MATCHES })}</Note>}
            </>
          )
        }
      </QueryState>
    </FieldGroup>
  );
}

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  ${listReset}

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    padding-left: ${({ theme }) => theme.spacing.xs};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Options = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${listReset}

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    cursor: pointer;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  input {
    width: 18px;
    height: 18px;
    flex: none;
  }

  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
