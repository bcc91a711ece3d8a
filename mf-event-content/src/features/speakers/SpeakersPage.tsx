import { Avatar, listReset, QueryState, Skeleton, useCall, useDebouncedText } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModulePage } from '../../components/ModulePage';
import { SearchField } from '@atrium/shared/lists';
import { IMAGE_SIZE, SPEAKER_SEARCH_DEBOUNCE_MS, SPEAKER_SKELETON_COUNT } from '../../constants';
import { useEventDialogs } from '../dialogs';
import { useEvent } from '../event';
import { speakersQuery } from './api';

/** Speakers (spec 2 §2.6): search, a grid, nine skeleton cards while loading, an empty state with refresh. */
export function SpeakersPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const openSpeaker = useEventDialogs((state) => state.openSpeaker);
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search, SPEAKER_SEARCH_DEBOUNCE_MS);
  const speakers = useCall(speakersQuery(event.id, searchTerm), { keepPrevious: true });

  return (
    <ModulePage aria-labelledby="speakers-heading">
      <h1 id="speakers-heading">{t('area.speakers')}</h1>
      <SearchField label={t('searchSpeakers')} value={search} onChange={setSearch} />
      <QueryState
        query={speakers}
        loading={
          <Grid aria-busy="true" aria-label={t('common:loading')}>
            {Array.from({ length: SPEAKER_SKELETON_COUNT }, (_, index) => (
              <li key={index} data-testid="speaker-skeleton">
                <Skeleton height={220} />
              </li>
            ))}
          </Grid>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => (
          <Grid aria-label={t('area.speakers')}>
            {items.map((speaker) => (
              <li key={speaker.id}>
                <Card type="button" onClick={() => openSpeaker(speaker.id)}>
                  <Avatar src={speaker.image} name={speaker.fullName} size={IMAGE_SIZE.speaker / 2} />
                  <strong>{speaker.fullName}</strong>
                  {speaker.title && <span>{speaker.title}</span>}
                  {speaker.firmName && <small>{speaker.firmName}</small>}
                </Card>
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
    </ModulePage>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  ${listReset}
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: inherit;
  font: inherit;
  text-align: center;
  cursor: pointer;

  strong {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }

  span,
  small {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:hover {
    transform: translateY(-2px);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
