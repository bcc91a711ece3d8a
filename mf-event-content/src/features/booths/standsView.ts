import { STAND_PAGE_SIZE, STAND_PAGE_SIZES, type StandPageSize } from '@atrium/shared';
import { STAND_PAGER_MIN_TOTAL } from '../../constants';

/**
 * What the stands page shows, kept in the URL's search params (page, take, hall, q) so Back from
 * a booth returns to the same page with the same filters (spec 2 §2.9).
 */
export interface StandsView {
  /** From 1. */
  page: number;
  take: StandPageSize;
  /** A booth hall's id, or every hall. */
  hall: string | null;
  search: string;
}

const isPageSize = (value: number): value is StandPageSize => (STAND_PAGE_SIZES as readonly number[]).includes(value);

/** The view a URL names; anything missing or not understood is the default (page 1 of 15, every hall). */
export function readStandsView(params: URLSearchParams): StandsView {
  const page = Number(params.get('page'));
  const take = Number(params.get('take'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    take: isPageSize(take) ? take : STAND_PAGE_SIZE,
    hall: params.get('hall') || null,
    search: params.get('q') ?? '',
  };
}

/** The search params of a view, leaving the defaults out so the plain URL stays plain. */
export function writeStandsView({ page, take, hall, search }: StandsView): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search);
  if (hall) params.set('hall', hall);
  if (take !== STAND_PAGE_SIZE) params.set('take', String(take));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** skip of Stand/List for a page (spec 2 §9): the booths of the pages before it. */
export const pageSkip = (page: number, take: number) => (page - 1) * take;

/** How many pages the booths fill; at least one. */
export const pageCount = (total: number, take: number) => Math.max(1, Math.ceil(total / take));

/** The pager shows from 15 booths, whatever the page size (spec 2 §2.9, §9). */
export const showsPager = (total: number) => total >= STAND_PAGER_MIN_TOTAL;

/**
 * The page buttons: the first, the last and the current with one either side; a gap stands for
 * the pages left out. Seven pages or fewer are all shown.
 */
export function pageWindow(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const near = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const pages = [...near].sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - pages[index - 1] > 1 ? ['gap' as const, page] : [page]));
}
