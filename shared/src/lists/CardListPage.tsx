import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchField } from './SearchField';
import { Skeleton } from '@atrium/shared';

export interface CardListPageProps {
  title: string;
  /** What the page is, under its title. */
  info: string;
  searchLabel: string;
  search: string;
  onSearch(text: string): void;
  /** The cards (CardGrid), or their loading, empty and error states. */
  children: ReactNode;
}

/**
 * An event page of cards with a search above them (live sessions, networking rooms): the title,
 * what the page is, and the search field; the caller debounces what is typed.
 */
export function CardListPage({ title, info, searchLabel, search, onSearch, children }: CardListPageProps) {
  return (
    <Page>
      <header>
        <h1>{title}</h1>
        <Info>{info}</Info>
      </header>
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      {children}
    </Page>
  );
}

/** Cards as many to a row as fit, one on a phone. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/** Three card-sized placeholders while the first page loads. */
export function CardGridSkeleton() {
  return (
    <CardGrid aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={260} />
      ))}
    </CardGrid>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Info = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
