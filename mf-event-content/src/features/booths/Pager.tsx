import { Button, IconButton, listReset, STAND_PAGE_SIZES, type StandPageSize } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField } from '../../components/SelectField';
import { pageCount, pageWindow } from './standsView';

/** The stands' pager (spec 2 §2.9, §9): the pages, previous and next, the page size and where one is. */
export function Pager({
  page,
  take,
  total,
  onPage,
  onTake,
}: {
  page: number;
  take: StandPageSize;
  total: number;
  onPage(page: number): void;
  onTake(take: StandPageSize): void;
}) {
  const { t } = useTranslation('event');
  const count = pageCount(total, take);
  const from = Math.min(total, (page - 1) * take + 1);
  const to = Math.min(total, page * take);

  return (
    <Bar aria-label={t('booths.pages')}>
      <Pages>
        <li>
          <IconButton icon="back" label={t('booths.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        </li>
        {pageWindow(page, count).map((item, index) =>
          item === 'gap' ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                size="sm"
                variant={item === page ? 'primary' : 'ghost'}
                aria-label={t('booths.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <Next icon="back" label={t('booths.next')} disabled={page >= count} onClick={() => onPage(page + 1)} />
        </li>
      </Pages>
      <Size>
        <span aria-live="polite">{t('booths.range', { from, to, total })}</span>
        <SelectField
          label={t('booths.perPage')}
          value={take}
          onChange={(event) => onTake(Number(event.target.value) as StandPageSize)}
          options={STAND_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </Size>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  ${listReset}
`;

const PageButton = styled(Button)`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
`;

// The back arrow turned round: one icon set, no second arrow to load.
const Next = styled(IconButton)`
  svg {
    transform: scaleX(-1);
  }
`;

const Gap = styled.li`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Size = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  span {
    padding-bottom: 12px;
  }
`;
