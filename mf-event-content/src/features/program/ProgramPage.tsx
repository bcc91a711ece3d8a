import {
  bus,
  EmptyState,
  errorMessage,
  Icon,
  listReset,
  QueryState,
  Skeleton,
  tabPanel,
  useCall,
  useDebouncedText,
} from '@atrium/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModulePage } from '../../components/ModulePage';
import { Badge } from '../../components/Badge';

import { SearchField } from '@atrium/shared/lists';
import { SelectField } from '../../components/SelectField';
import { PROGRAM_SEARCH_DEBOUNCE_MS } from '../../constants';
import { useAgenda } from '../agenda';
import { useEventDialogs } from '../dialogs';
import { useEvent } from '../event';
import { TimeZoneToggle, useDisplayTimeZone } from '../timeZone';
import { programsQuery } from './api';
import { DayTabs } from './DayTabs';
import { ExportAgendaButton } from './ExportAgendaButton';
import { filterPrograms, matchesOnOtherDays, type ProgramFilter } from './filterPrograms';
import { useProgramLists } from './useProgramLists';
import { ProgramTile } from './ProgramTile';

/**
 * The program (spec 2 §2.5): day tabs with the first day chosen (again after 1 s if the days came
 * late), search, sub-event and hall filters with a clearable banner, the personal agenda, tiles.
 */
export function ProgramPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { days, saloons, subEvents, loading, error, retry } = useProgramLists(event);
  const { openProgram, openSpeaker } = useEventDialogs();
  const agenda = useAgenda(event);
  const zone = useDisplayTimeZone(event.timezone);
  const [dayId, setDayId] = useState<string | null>(null);
  const [saloonId, setSaloonId] = useState<string | null>(null);
  const [subEventId, setSubEventId] = useState<string | null>(null);
  const [onlyAgenda, setOnlyAgenda] = useState(false);
  const [search, setSearch] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const selectsId = useId();
  const searchTerm = useDebouncedText(search, PROGRAM_SEARCH_DEBOUNCE_MS);

  // The first day is chosen whenever the days are there and no other day is: derived while
  // rendering rather than set by an effect, so the page never renders every day's tiles first and
  // days that come late are chosen as they come (spec 2 §2.5's retry after 1 s has nothing left to do).
  const chosenDayId = dayId && days.some((day) => day.id === dayId) ? dayId : (days[0]?.id ?? null);

  const programs = useCall(programsQuery(event.id, searchTerm), { keepPrevious: true });

  const filter: ProgramFilter = useMemo(
    () => ({ dayId: chosenDayId, saloonId, subEventId, agendaIds: onlyAgenda ? agenda.programIds : null }),
    [chosenDayId, saloonId, subEventId, onlyAgenda, agenda.programIds],
  );
  const shown = useMemo(() => filterPrograms(programs.data?.items ?? [], filter), [programs.data, filter]);

  const filtered = Boolean(searchTerm || saloonId || subEventId || onlyAgenda);
  const elsewhere = useMemo(
    () => (filtered ? matchesOnOtherDays(programs.data?.items ?? [], filter) : new Map<string, number>()),
    [filtered, programs.data, filter],
  );
  const elsewhereCount = [...elsewhere.values()].reduce((sum, count) => sum + count, 0);
  const activeSaloon = saloons.find((saloon) => saloon.id === saloonId);
  const activeSubEvent = subEvents.find((subEvent) => subEvent.id === subEventId);

  function toggleStar(programId: string, starred: boolean) {
    agenda
      .toggle(programId, starred)
      .catch((failure: unknown) => bus.emit('snackbar.show', { message: errorMessage(failure), kind: 'error' }));
  }

  if (error) return <EmptyState message={error} onRefresh={retry} />;

  return (
    <ModulePage aria-labelledby="program-heading">
      <Heading>
        <h1 id="program-heading">{t('area.program')}</h1>
        <TimeZoneToggle eventTimeZone={event.timezone} at={event.startDate} />
      </Heading>
      <Filters>
        <SearchField label={t('searchProgram')} value={search} onChange={setSearch} />
        {/* On a phone the two selects wait behind one button, so the first item is on the first screen. */}
        <MoreFilters
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={selectsId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('moreFilters', { count: [subEventId, saloonId].filter(Boolean).length })}
        </MoreFilters>
        <Selects id={selectsId} $open={filtersOpen}>
          <SelectField
            label={t('subEvent')}
            value={subEventId ?? ''}
            onChange={(e) => setSubEventId(e.target.value || null)}
            options={[
              { value: '', label: t('allSubEvents') },
              ...subEvents.map((s) => ({ value: s.id, label: s.title })),
            ]}
          />
          <SelectField
            label={t('hall')}
            value={saloonId ?? ''}
            onChange={(e) => setSaloonId(e.target.value || null)}
            options={[{ value: '', label: t('allHalls') }, ...saloons.map((s) => ({ value: s.id, label: s.title }))]}
          />
        </Selects>
      </Filters>
      {event.isAttending && (
        <AgendaBar>
          <label>
            <input type="checkbox" checked={onlyAgenda} onChange={(e) => setOnlyAgenda(e.target.checked)} />
            <Icon name="star" size={18} filled />
            {t('myAgendaOnly', { count: agenda.programIds.length })}
          </label>
          <ExportAgendaButton event={event} />
        </AgendaBar>
      )}
      {(activeSubEvent || activeSaloon) && (
        <Banner role="status" aria-label={t('activeFilters')}>
          {activeSubEvent && (
            <Filter>
              {t('subEvent')}: <Badge $color={activeSubEvent.color}>{activeSubEvent.title}</Badge>
              <button type="button" onClick={() => setSubEventId(null)} aria-label={t('clearSubEvent')}>
                <Icon name="close" size={16} />
              </button>
            </Filter>
          )}
          {activeSaloon && (
            <Filter>
              {t('hall')}: <Badge $color={activeSaloon.color}>{activeSaloon.title}</Badge>
              <button type="button" onClick={() => setSaloonId(null)} aria-label={t('clearHall')}>
                <Icon name="close" size={16} />
              </button>
            </Filter>
          )}
        </Banner>
      )}
      {days.length > 0 && <DayTabs days={days} selected={chosenDayId} onSelect={setDayId} />}
      {elsewhereCount > 0 && (
        <OtherDays role="status" aria-label={t('otherDays')}>
          <span>{t('resultsOnOtherDays', { count: elsewhereCount })}</span>
          {days
            .filter((day) => elsewhere.has(day.id))
            .map((day) => (
              <button key={day.id} type="button" onClick={() => setDayId(day.id)}>
                {t('dayResults', { day: day.title, count: elsewhere.get(day.id) })}
              </button>
            ))}
        </OtherDays>
      )}
      <div {...tabPanel('program-day', chosenDayId)} aria-busy={programs.isFetching || loading}>
        <QueryState
          // Tiles name their day, hall and sub-event: skeletons until those lists are there too.
          // Only what QueryState reads: a spread reads every field, isStale too, and the page
          // rendered again when the answer grew stale (issue 30 item 3).
          query={{
            data: programs.data,
            error: programs.error,
            isPending: programs.isPending || loading,
            isFetching: programs.isFetching,
            refetch: programs.refetch,
          }}
          loading={
            <Tiles>
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton height={96} />
                </li>
              ))}
            </Tiles>
          }
          isEmpty={() => shown.length === 0}
          empty={filtered ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
        >
          {() => (
            <Tiles aria-label={t('programItems')}>
              {shown.map((item) => (
                <ProgramTile
                  key={item.id}
                  item={item}
                  day={days.find((day) => day.id === item.dayID)}
                  saloon={saloons.find((saloon) => saloon.id === item.saloonID)}
                  subEvent={subEvents.find((subEvent) => subEvent.id === item.subEventID)}
                  timeZone={zone}
                  star={
                    event.isAttending
                      ? {
                          starred: agenda.programIds.includes(item.id),
                          onToggle: () => toggleStar(item.id, !agenda.programIds.includes(item.id)),
                        }
                      : undefined
                  }
                  onOpen={() => openProgram(item.id)}
                  onSaloon={setSaloonId}
                  onSubEvent={setSubEventId}
                  onSpeaker={openSpeaker}
                />
              ))}
            </Tiles>
          )}
        </QueryState>
      </div>
    </ModulePage>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const NARROW = '@media (max-width: 700px)';

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};

  ${NARROW} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// Wide, the selects are cells of the filters' grid; narrow, a column shown on demand.
const Selects = styled.div<{ $open: boolean }>`
  display: contents;

  ${NARROW} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const MoreFilters = styled.button`
  display: none;

  ${NARROW} {
    display: block;
    justify-self: start;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;

const AgendaBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }

  label svg {
    color: #c98a00;
  }

  input {
    width: 20px;
    height: 20px;
  }
`;

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed var(--event-color);
`;

const Filter = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    cursor: pointer;
  }
`;

const OtherDays = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  button {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid var(--event-color);
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Tiles = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;
