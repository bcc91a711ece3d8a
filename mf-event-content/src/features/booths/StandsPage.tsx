import {
  errorMessage,
  Icon,
  listReset,
  QueryState,
  routes,
  Skeleton,
  useCall,
  useDebouncedText,
  type StandPageSize,
} from '@atrium/shared';
import type { StandCard } from '@atrium/shared/contract';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Filters } from '../../components/Filters';
import { ModulePage } from '../../components/ModulePage';
import { SearchField } from '@atrium/shared/lists';
import { SelectField } from '../../components/SelectField';
import { BOOTH_COVER, STAND_PAGE_SIZE_SKELETONS, STAND_SEARCH_DEBOUNCE_MS } from '../../constants';
import { reportError, useEvent } from '../event';
import { standHallsQuery, standsQuery, useJoinStand } from './api';
import './i18n';
import { Pager } from './Pager';
import { pageCount, readStandsView, showsPager, writeStandsView, type StandsView } from './standsView';

/** What the booth page's Back returns to: the stands page as it was, filters and page included. */
export interface BoothLocationState {
  standsSearch: string;
}

/**
 * Stands (spec 2 §2.9): search, hall filter, the booths' cards, a pager from 15 booths and an empty
 * state with refresh. The page and filters live in the URL, so Back returns to them. A click on a
 * card joins the booth (Stand/Join, attendees only) and opens it.
 */
export function StandsPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const navigate = useNavigate();
  const { search: locationSearch } = useLocation();
  const [params, setParams] = useSearchParams();
  const view = readStandsView(params);
  const [search, setSearch] = useState(view.search);
  const searchTerm = useDebouncedText(search, STAND_SEARCH_DEBOUNCE_MS);
  const [joining, setJoining] = useState<string | null>(null);
  const { mutateAsync: join } = useJoinStand(event.id);

  const show = useCallback(
    (next: Partial<StandsView>) =>
      setParams((current) => writeStandsView({ ...readStandsView(current), ...next }), { replace: true }),
    [setParams],
  );

  // A new search starts again from the first page.
  useEffect(() => {
    if (searchTerm !== view.search) show({ search: searchTerm, page: 1 });
  }, [searchTerm, view.search, show]);

  const halls = useCall(standHallsQuery(event.id));
  const stands = useCall(standsQuery(event.id, view), { keepPrevious: true });
  const total = stands.data?.totalCount ?? 0;

  // A page past the end (fewer booths now, or a hand-made URL) shows the last one.
  useEffect(() => {
    if (stands.data && !stands.isPlaceholderData && view.page > pageCount(total, view.take)) {
      show({ page: pageCount(total, view.take) });
    }
  }, [stands.data, stands.isPlaceholderData, total, view.page, view.take, show]);

  const open = async (click: MouseEvent<HTMLAnchorElement>, stand: StandCard) => {
    // A new tab or window opens the booth as a link does, without joining here.
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    click.preventDefault();
    if (joining) return;
    if (event.isAttending) {
      setJoining(stand.id);
      try {
        await join(stand.id);
      } catch (error) {
        // The visit is not counted; the booth opens all the same.
        reportError(errorMessage(error));
      }
    }
    const state: BoothLocationState = { standsSearch: locationSearch };
    navigate(routes.booth(event.slug, stand.id), { state });
  };

  const filtered = Boolean(view.hall || view.search.trim());

  return (
    <ModulePage aria-labelledby="stands-heading">
      <h1 id="stands-heading">{t('area.exhibition')}</h1>
      <Filters>
        <SearchField label={t('booths.search')} value={search} onChange={setSearch} />
        <SelectField
          label={t('booths.hall')}
          value={view.hall ?? ''}
          onChange={(change) => show({ hall: change.target.value || null, page: 1 })}
          options={[
            { value: '', label: t('booths.allHalls') },
            ...(halls.data?.items ?? []).map((hall) => ({ value: hall.id, label: hall.title })),
          ]}
        />
      </Filters>
      <QueryState
        query={stands}
        loading={
          <Grid aria-busy="true" aria-label={t('common:loading')}>
            {Array.from({ length: STAND_PAGE_SIZE_SKELETONS }, (_, index) => (
              <li key={index} data-testid="stand-skeleton">
                <Skeleton height={200} />
              </li>
            ))}
          </Grid>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={filtered ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => (
          <>
            <Grid aria-label={t('booths.list')} aria-busy={stands.isPlaceholderData}>
              {items.map((stand) => (
                <li key={stand.id}>
                  <Card
                    to={routes.booth(event.slug, stand.id)}
                    onClick={(click) => void open(click, stand)}
                    aria-busy={joining === stand.id}
                    data-testid="stand-card"
                  >
                    {stand.cover ? (
                      <Cover src={stand.cover} alt="" loading="lazy" />
                    ) : (
                      <DefaultCover role="img" aria-label={t('booths.noCover')}>
                        <Icon name="exhibition" size={48} />
                      </DefaultCover>
                    )}
                    <Body>
                      {stand.image && <Logo src={stand.image} alt="" loading="lazy" width={64} height={64} />}
                      <span>
                        {stand.saloon && <small>{stand.saloon.title}</small>}
                        <strong>{stand.title}</strong>
                      </span>
                    </Body>
                  </Card>
                </li>
              ))}
            </Grid>
            {showsPager(total) && (
              <Pager
                page={view.page}
                take={view.take}
                total={total}
                onPage={(page) => show({ page })}
                onTake={(take: StandPageSize) => show({ take, page: 1 })}
              />
            )}
          </>
        )}
      </QueryState>
    </ModulePage>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  ${listReset}

  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: inherit;
  text-decoration: none;

  &:hover {
    transform: translateY(-2px);
  }

  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: ${BOOTH_COVER.width} / ${BOOTH_COVER.height};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

// No cover: the event's colour with the exhibition's icon (spec 2 §2.9 "or a default image").
const DefaultCover = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: ${BOOTH_COVER.width} / ${BOOTH_COVER.height};
  background: var(--event-color, ${({ theme }) => theme.colors.primary});
  color: var(--event-color-text, ${({ theme }) => theme.colors.primaryText});
`;

const Body = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Logo = styled.img`
  flex: none;
  margin-top: -32px;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  object-fit: contain;
`;
