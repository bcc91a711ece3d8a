import type { SocialHubPost } from '@atrium/shared/contract';
import { itemsOf, withItem, withItems, withoutItem, type FeedPages } from './merge';
import { belongsTo, filterOf, offers, refOf, viewOf } from './view';

// The feed's cache as the socket and the user's own actions change it (issue 15 items 1, 2, 7).

const post = (id: string, extra: Partial<SocialHubPost> = {}) => ({ id, likes: 0, ...extra }) as SocialHubPost;
const feed = (...pages: string[][]): FeedPages => ({
  pages: pages.map((ids) => ({ items: ids.map((id) => post(id)), totalCount: 40 })),
  pageParams: pages.map((_, index) => index * 20),
});
const ids = (pages: FeedPages) => itemsOf(pages).map((item) => item.id);

describe('withItems', () => {
  it('puts new posts on top of the first page, each once, and counts them on every page', () => {
    const pages = withItems(feed(['b', 'c'], ['d']), [post('a'), post('b'), post('a')]);
    expect(ids(pages)).toEqual(['a', 'b', 'c', 'd']);
    // The last page's total tells whether more follow: it grows too, or paging would stop early.
    expect(pages.pages.map((page) => page.totalCount)).toEqual([41, 41]);
  });

  it("puts a thread's new replies after its last page", () => {
    expect(ids(withItems(feed(['a'], ['b']), [post('c'), post('a')], 'end'))).toEqual(['a', 'b', 'c']);
  });

  it('leaves the pages as they were when nothing is new (the socket repeating the own post)', () => {
    const pages = feed(['a', 'b']);
    expect(withItems(pages, [post('a')])).toBe(pages);
  });
});

describe('withItem and withoutItem', () => {
  it('changes one post wherever it is, to the count the server sent', () => {
    const pages = withItem(feed(['a'], ['b']), 'b', (item) => ({ ...item, likes: 3 }));
    expect(itemsOf(pages).find((item) => item.id === 'b')!.likes).toBe(3);
    // Told twice (the own like's answer, then the socket): still 3, never 6.
    expect(
      itemsOf(withItem(pages, 'b', (item) => ({ ...item, likes: 3 }))).find((item) => item.id === 'b')!.likes,
    ).toBe(3);
  });

  it('keeps the same pages for a post it does not hold', () => {
    const pages = feed(['a']);
    expect(withItem(pages, 'x', (item) => item)).toBe(pages);
    expect(withoutItem(pages, 'x')).toBe(pages);
  });

  it('drops a deleted post and its count from every page', () => {
    const pages = withoutItem(feed(['a', 'b'], ['c']), 'b');
    expect(ids(pages)).toEqual(['a', 'c']);
    expect(pages.pages.map((page) => page.totalCount)).toEqual([39, 39]);
  });
});

it('shows a post two pages both hold once', () => {
  expect(ids(feed(['a', 'b'], ['b', 'c']))).toEqual(['a', 'b', 'c']);
});

describe('views', () => {
  const view = { topicId: null, questions: false, sorting: 1 as const };

  it('asks SocialHub/List for the topic or for Q&A posts, in the sorting of the view', () => {
    expect(filterOf({ ...view, topicId: 't1' })).toEqual({ subjectIds: ['t1'], socialHubPostSortingType: 1 });
    expect(filterOf({ ...view, questions: true })).toEqual({ type: 0, socialHubPostSortingType: 1 });
  });

  it("keeps the user's sorting in every category; most upvoted, Q&A's alone, is newest elsewhere", () => {
    const all = { topicId: null, questions: false };
    const questions = { topicId: null, questions: true };
    expect(viewOf({ ...all, topicId: 't1' }, 2)).toEqual({ ...all, topicId: 't1', sorting: 2 });
    expect(viewOf(questions, 2)).toEqual({ ...questions, sorting: 2 });
    expect(viewOf(questions, 3)).toEqual({ ...questions, sorting: 3 });
    expect(viewOf(all, 3)).toEqual({ ...all, sorting: 0 });
    expect([0, 1, 2, 3].filter((sorting) => offers(all, sorting))).toEqual([0, 1, 2]);
    expect([0, 1, 2, 3].filter((sorting) => offers(questions, sorting))).toEqual([0, 1, 2, 3]);
  });

  it('takes a published post into the views it belongs to', () => {
    const topical = refOf(post('a', { type: 0, topic: { id: 't1', title: 'T', color: null } }));
    expect(topical).toMatchObject({ id: 'a', type: 0, topicId: 't1' });
    expect(belongsTo(topical, view)).toBe(true);
    expect(belongsTo(topical, { ...view, topicId: 't1' })).toBe(true);
    expect(belongsTo(topical, { ...view, topicId: 't2' })).toBe(false);
    expect(belongsTo(topical, { ...view, questions: true })).toBe(true);
    expect(belongsTo({ ...topical, type: 1 }, { ...view, questions: true })).toBe(false);
  });
});
