import type { Page, PagesData } from '@atrium/shared';
import type { SocialHubPost } from '@atrium/shared/contract';

/** A feed as the cache holds it: SocialHub/List pages, newest page last. */
export type FeedPages = PagesData<SocialHubPost>;

/** Anything of the hub a paged list holds: a post, a comment. */
type Item = { id: string };

const idsOf = <T extends Item>(pages: PagesData<T>) =>
  new Set(pages.pages.flatMap((page) => page.items.map((item) => item.id)));

/** Each page's totalCount moved by `by`: the list's total as every page tells it (skip = items loaded). */
const totalsMoved = <T extends Item>(page: Page<T>, by: number): Page<T> => ({
  ...page,
  totalCount: page.totalCount === undefined ? undefined : page.totalCount + by,
});

/**
 * Items put on top of the first page (newest first) or after the last (a thread's replies, oldest
 * first), each id once: the user's own comment, from the call's answer and again from the socket,
 * shows once. Every page's totalCount grows with them, so paging on (skip = items loaded) neither
 * skips nor repeats one, nor stops early. The same pages when none is new, so nothing re-renders.
 */
export function withItems<T extends Item>(pages: PagesData<T>, items: readonly T[], at: 'top' | 'end' = 'top') {
  const known = idsOf(pages);
  const fresh = items.filter((item) => !known.has(item.id) && known.add(item.id));
  const index = at === 'top' ? 0 : pages.pages.length - 1;
  if (!fresh.length || !pages.pages[index]) return pages;
  const changed = pages.pages.map((page, i) => {
    const moved = totalsMoved(page, fresh.length);
    if (i !== index) return moved;
    return { ...moved, items: at === 'top' ? [...fresh, ...page.items] : [...page.items, ...fresh] };
  });
  return { ...pages, pages: changed };
}

/** One item changed in place, wherever it is; the same pages when the list does not hold it. */
export function withItem<T extends Item>(pages: PagesData<T>, id: string, change: (item: T) => T): PagesData<T> {
  let found = false;
  const changed = pages.pages.map((page) => {
    if (!page.items.some((item) => item.id === id)) return page;
    found = true;
    return { ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) };
  });
  return found ? { ...pages, pages: changed } : pages;
}

/** A deleted item gone from the list; every page's totalCount shrinks with it, as the server's list did. */
export function withoutItem<T extends Item>(pages: PagesData<T>, id: string): PagesData<T> {
  if (!pages.pages.some((page) => page.items.some((item) => item.id === id))) return pages;
  const changed = pages.pages.map((page) => {
    const moved = totalsMoved(page, -1);
    return page.items.some((item) => item.id === id)
      ? { ...moved, items: page.items.filter((item) => item.id !== id) }
      : moved;
  });
  return { ...pages, pages: changed };
}

/** A list's items in order, each id once (one the server's list moved past a page edge would show twice). */
export function itemsOf<T extends Item>(pages: PagesData<T> | undefined): T[] {
  const seen = new Set<string>();
  return (pages?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
}
