import styled from 'styled-components';
import { listReset } from '../theme';
import { Button } from './Button';
import { Skeleton } from './Skeleton';

export interface LoadMoreProps {
  /** A useInfiniteCall result: the button shows while there is a next page, loading while it comes. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
  label: string;
}

const Box = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.sm};
`;

/** The load-more button under a paged list (spec 1 §2 load more), also the keyboard's way to more of a scrolled list. */
export function LoadMore({ pages, label }: LoadMoreProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Box>
      <Button variant="secondary" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {label}
      </Button>
    </Box>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;

/** A list's first load (QueryState's `loading`): three rows of the height the list's rows will have. */
export function SkeletonRows({ height }: { height: number }) {
  return (
    <Rows aria-busy="true">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton height={height} />
        </li>
      ))}
    </Rows>
  );
}
