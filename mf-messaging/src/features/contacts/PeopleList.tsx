import {
  LoadMore,
  listReset,
  QueryState,
  Skeleton,
  useDebouncedText,
  useInfiniteCall,
  type PagesOptions,
} from '@atrium/shared';
import type { ContactCard } from '@atrium/shared/contract';
import { SearchField } from '@atrium/shared/lists';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface PeopleListProps {
  /** The pages for a search term (already debounced and trimmed). */
  pages(searchTerm: string): PagesOptions<ContactCard>;
  /** DEBOUNCE_MS of spec 1 §9 for this list's search box. */
  debounceMs: number;
  searchLabel: string;
  listLabel: string;
  /** What an empty list says when nothing was searched. */
  empty: ReactNode;
  children(card: ContactCard): ReactNode;
}

/**
 * A searchable list of people loaded 20 at a time with a load-more button (spec 1 §9): the
 * contacts and the suggestions of the messages hub.
 */
export function PeopleList({ pages, debounceMs, searchLabel, listLabel, empty, children }: PeopleListProps) {
  const { t } = useTranslation('messages');
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search.trim(), debounceMs);
  // The last answer stays on screen while a search loads, so the list doesn't flash to skeletons.
  const list = useInfiniteCall(pages(searchTerm), { keepPrevious: true });

  return (
    <Column>
      <SearchField label={searchLabel} value={search} onChange={setSearch} />
      <QueryState
        query={list}
        loading={
          <Cards aria-busy="true">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton height={74} />
              </li>
            ))}
          </Cards>
        }
        isEmpty={() => list.items.length === 0}
        empty={searchTerm ? t('noMatch') : empty}
      >
        {() => (
          <>
            <Cards aria-label={listLabel}>
              {list.items.map((card) => (
                <li key={card.id}>{children(card)}</li>
              ))}
            </Cards>
            <LoadMore pages={list} label={t('loadMore')} />
          </>
        )}
      </QueryState>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;
