import { bus, i18n, ThemeRoot } from '@atrium/shared';
import type { SocialHubComment, SocialHubPost } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import {
  failed,
  fakeRealtime,
  ok,
  restoreFetch,
  sentTo,
  serve,
  signInAs,
  type Call,
  type FakeRealtime,
  type ServerEvents,
} from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { refOf } from '../posts';
import { hubPost } from '../../testing/pollPosts';
import { SocialHub } from './SocialHub';

// The hub's feed against a fake api and socket (issue 15 items 1, 2, 3 and 7): the banner, the user's
// own posts, counts told twice counted once, a like on a deleted post, the clamp, markup as text.

const base = Date.parse('2026-11-24T10:00:00Z');
const person = (id: string, fullName: string) => ({ id, fullName, image: null, title: 'Engineer', type: 0 as const });
const ada = person('ada', 'Ada Lovelace');
const linus = person('linus', 'Linus Torvalds');

const post = (index: number, owner = linus, extra: Partial<SocialHubPost> = {}): SocialHubPost =>
  hubPost(`p${index}`, {
    postText: `Post ${index}`,
    owner,
    createDate: new Date(base - index * 60_000).toISOString(),
    ...extra,
  });

let socket: FakeRealtime;
let events: ServerEvents<'socialHub'>;
let stored: SocialHubPost[];
let calls: Call[];

function handlers(extra: Record<string, (body: Record<string, unknown>) => ReturnType<typeof ok>> = {}) {
  return {
    'socialhub/list': (body: Record<string, unknown>) => {
      const ids = body.ids as string[] | undefined;
      const found = ids ? stored.filter((item) => ids.includes(item.id)) : stored;
      const skip = Number(body.skip ?? 0);
      return ok({ items: found.slice(skip, skip + Number(body.take)), totalCount: found.length });
    },
    'socialhub/listtopics': () => ok({ items: [{ id: 't1', title: 'Keynotes', color: null }], totalCount: 1 }),
    'definition/listenums': () =>
      ok({ UserLanguageLevel: [], SocialHubPostSortingType: [{ key: 0, displayName: 'Newest first' }] }),
    ...extra,
  };
}

function show() {
  render(
    <ThemeRoot>
      <SocialHub eventId="e1" isAttending />
    </ThemeRoot>,
  );
}

const feed = () => screen.findByRole('region', { name: 'Posts' });
const card = async (text: string) =>
  (await within(await feed()).findByText(text, { exact: false })).closest('article') as HTMLElement;

jest.setTimeout(20_000);
beforeAll(() => {
  // jsdom lays nothing out: a 600 px box with 50 px rows, so the virtual list has something to window.
  for (const property of ['clientHeight', 'offsetHeight']) {
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-index') ? 50 : 600;
      },
    });
  }
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  stored = [1, 2, 3].map((index) => post(index));
  socket = fakeRealtime();
  events = socket.events(channel.socialHub({ eventId: 'e1' }));
  signInAs({ id: 'ada' } as never);
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

test("others' new posts wait behind the banner, which loads the feed again; the user's own are not counted; a removed post goes", async () => {
  calls = serve(handlers());
  show();
  await card('Post 1');
  expect(new Set(socket.joined)).toEqual(new Set(['event-social-hub-e1']));
  expect(sentTo(calls, 'socialhub/list')).toEqual([
    { subjectIds: null, socialHubPostSortingType: 0, skip: 0, take: 20 },
  ]);

  // A second's posts come in one message (issue 29 item 4): Linus's two and Ada's own, newest last.
  const fresh = [post(0, linus, { postText: 'Fresh from Linus' }), post(-1, ada, { postText: 'My own' })];
  const again = post(-2, linus, { postText: 'Again from Linus' });
  stored = [again, ...fresh.reverse(), ...stored];
  act(() => events.newPost.next({ items: [refOf(fresh[1]!), refOf(fresh[0]!)] }));
  const banner = await screen.findByRole('button', { name: /1 new post/ });
  // The faces are Linus's, each owner once.
  expect(within(banner).getAllByRole('img', { hidden: true })).toHaveLength(1);
  expect(screen.queryByText('Fresh from Linus')).toBeNull();
  // Another instance's message adds to the count; a post told twice counts once.
  act(() => events.newPost.next({ items: [refOf(again), refOf(fresh[0]!)] }));
  await screen.findByRole('button', { name: /2 new posts/ });

  fireEvent.click(screen.getByRole('button', { name: /2 new posts/ }));
  await card('Fresh from Linus');
  expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  expect(sentTo(calls, 'socialhub/list')).toHaveLength(2);
  const texts = within(await feed())
    .getAllByRole('article')
    .map((article) => article.querySelector('p')?.textContent);
  expect(texts.slice(0, 4)).toEqual(['Again from Linus', 'My own', 'Fresh from Linus', 'Post 1']);

  act(() => events.removePost.next({ id: 'p2' }));
  await waitFor(() => expect(screen.queryByText('Post 2')).toBeNull());
});

test('after a lost connection is back the feed loads again', async () => {
  calls = serve(handlers());
  show();
  await card('Post 1');
  const loads = sentTo(calls, 'socialhub/list').length;
  act(() => socket.drop());
  expect(sentTo(calls, 'socialhub/list')).toHaveLength(loads);
  act(() => socket.reconnect());
  await waitFor(() => expect(sentTo(calls, 'socialhub/list').length).toBeGreaterThan(loads));
});

test('a like is counted once, from the call and again from the socket; counts follow the socket', async () => {
  calls = serve(handlers({ 'socialhub/togglelike': (body) => ok({ id: body.id, isLiked: body.isLiked, likes: 1 }) }));
  show();
  const first = await card('Post 1');
  fireEvent.click(within(first).getByRole('button', { name: 'Like, 0 likes' }));
  await within(first).findByRole('button', { name: 'Unlike, 1 like' });
  expect(sentTo(calls, 'socialhub/togglelike')).toEqual([{ id: 'p1', isLiked: true }]);

  act(() => events.postLikeCountChanged.next({ items: [{ postId: 'p1', likes: 1, latestLikes: [ada] }] }));
  expect(within(first).getByRole('button', { name: 'Unlike, 1 like' })).toBeTruthy();
  await within(first).findByRole('img', { name: 'Liked by Ada Lovelace' });

  // One message holds every post whose count changed in the second.
  act(() =>
    events.postCommentCountChanged.next({
      items: [
        { postId: 'p1', comments: 4 },
        { postId: 'p2', comments: 2 },
      ],
    }),
  );
  await within(first).findByRole('button', { name: '4 comments' });
  await within(await card('Post 2')).findByRole('button', { name: '2 comments' });
});

test('a like on a post deleted meanwhile says so in a toast, and the post leaves the feed', async () => {
  calls = serve(
    handlers({
      'socialhub/togglelike': () => {
        stored = stored.filter((item) => item.id !== 'p2');
        return failed('The post you tried to like has been deleted.');
      },
    }),
  );
  const toasts: string[] = [];
  const subscription = bus.on('snackbar.show').subscribe(({ message }) => toasts.push(String(message)));
  show();
  fireEvent.click(within(await card('Post 2')).getByRole('button', { name: 'Like, 0 likes' }));
  await waitFor(() => expect(screen.queryByText('Post 2')).toBeNull());
  expect(toasts).toEqual(['The post you tried to like has been deleted.']);
  subscription.unsubscribe();
});

test('long text is clamped with read more; markup and mentions show as text and profile links', async () => {
  const long = `<b>bold</b> ask Ada Lovelace ${'word '.repeat(60)}THE END`;
  stored = [post(1, linus, { postText: long, mentions: [{ id: 'ada', fullName: 'Ada Lovelace' }] })];
  calls = serve(handlers());
  const opened: string[] = [];
  const subscription = bus.on('profile.open').subscribe(({ userId }) => opened.push(userId));
  show();
  const first = await card('<b>bold</b>');
  expect(first.querySelector('b')).toBeNull();
  expect(within(first).queryByText(/THE END/)).toBeNull();
  fireEvent.click(within(first).getByRole('button', { name: 'Read more' }));
  expect(within(first).getByText(/THE END/)).toBeTruthy();
  fireEvent.click(within(first).getByRole('button', { name: 'Open the profile of Ada Lovelace' }));
  expect(opened).toEqual(['ada']);
  subscription.unsubscribe();
});

const comment = (index: number, owner = linus, extra: Partial<SocialHubComment> = {}): SocialHubComment => ({
  id: `c${index}`,
  parentId: null,
  postId: 'p1',
  commentText: `Comment ${index}`,
  mentions: [],
  owner: { id: owner.id, fullName: owner.fullName, image: null },
  createDate: new Date(base - index * 60_000).toISOString(),
  likeCount: 0,
  isLiked: false,
  subCommentCount: 0,
  ...extra,
});

test('comments come 5 a page until a page is short, then hide comments; new ones arrive once; only own ones can be deleted', async () => {
  stored = [post(1, linus, { comments: 7 })];
  let comments = [1, 2, 3, 4, 5, 6, 7].map((index) => comment(index, index === 2 ? ada : linus));
  calls = serve(
    handlers({
      'socialhub/listcomments': (body) => {
        const skip = Number(body.skip ?? 0);
        const found = comments.filter((item) => item.parentId === (body.parentId ?? null));
        return ok({ items: found.slice(skip, skip + Number(body.take)), totalCount: found.length });
      },
      'socialhub/addupdatecomment': (body) => {
        const written = comment(0, ada, { commentText: String(body.commentText) });
        comments = [written, ...comments];
        return ok(written);
      },
    }),
  );
  show();
  const first = await card('Post 1');
  fireEvent.click(within(first).getByRole('button', { name: '7 comments' }));
  const panel = await within(first).findByRole('region', { name: 'Comments' });
  await within(panel).findByText('Comment 5');
  expect(within(panel).queryByText('Comment 6')).toBeNull();
  fireEvent.click(within(panel).getByRole('button', { name: 'Load more comments' }));
  await within(panel).findByText('Comment 7');
  expect(within(panel).getByRole('button', { name: 'Hide comments' })).toBeTruthy();
  expect(sentTo(calls, 'socialhub/listcomments')).toEqual([
    { postId: 'p1', parentId: null, skip: 0, take: 5 },
    { postId: 'p1', parentId: null, skip: 5, take: 5 },
  ]);

  // Delete shows on Ada's own comment only.
  const items = within(panel).getAllByRole('listitem');
  const deletable = items.filter((item) => within(item).queryByRole('button', { name: 'Delete comment' }));
  expect(deletable.map((item) => item.textContent?.includes('Comment 2'))).toEqual([true]);

  // Her comment shows from the call's answer, and once though the socket tells it again; Linus's arrives live.
  const box = within(panel).getByRole('combobox', { name: 'Write a comment' });
  fireEvent.change(box, { target: { value: 'Mine' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await within(panel).findByText('Mine');
  act(() => events.newComment.next(comments[0]!));
  act(() => events.newComment.next(comment(8, linus, { commentText: 'Live from Linus' })));
  await within(panel).findByText('Live from Linus');
  expect(within(panel).getAllByText('Mine')).toHaveLength(1);

  act(() => events.postCommentDeleted.next({ postId: 'p1', id: 'c3', parentId: null }));
  await waitFor(() => expect(within(panel).queryByText('Comment 3')).toBeNull());
});

test('the Q&A view lists Q&A posts, with an upvote button on each', async () => {
  calls = serve(
    handlers({ 'socialhub/toggleupvote': (body) => ok({ id: body.id, isUpvoted: body.isUpvoted, upvotes: 1 }) }),
  );
  show();
  await card('Post 1');
  fireEvent.click(screen.getByRole('tab', { name: 'Q&A' }));
  await waitFor(() =>
    expect(sentTo(calls, 'socialhub/list').at(-1)).toEqual({ type: 0, socialHubPostSortingType: 0, skip: 0, take: 20 }),
  );
  const first = await card('Post 1');
  fireEvent.click(await within(first).findByRole('button', { name: 'Upvote, 0 upvotes' }));
  await within(await card('Post 1')).findByRole('button', { name: 'Remove upvote, 1 upvote' });
  expect(sentTo(calls, 'socialhub/toggleupvote')).toEqual([{ id: 'p1', isUpvoted: true }]);
});

test("the sorting dropdown stays on every category, Q&A too, and keeps the user's order; most upvoted is Q&A's", async () => {
  const sortings = ['Newest first', 'Most liked', 'Most commented', 'Most upvoted'];
  calls = serve(
    handlers({
      'definition/listenums': () =>
        ok({
          UserLanguageLevel: [],
          SocialHubPostSortingType: sortings.map((displayName, key) => ({ key, displayName })),
        }),
    }),
  );
  show();
  await card('Post 1');
  const sorting = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
  const options = () =>
    within(sorting())
      .getAllByRole('option')
      .map((option) => option.textContent);
  const asked = () => sentTo(calls, 'socialhub/list').at(-1);
  await waitFor(() => expect(options()).toEqual(sortings.slice(0, 3)));

  fireEvent.change(sorting(), { target: { value: '1' } });
  await waitFor(() => expect(asked()).toEqual({ subjectIds: null, socialHubPostSortingType: 1, skip: 0, take: 20 }));
  fireEvent.click(screen.getByRole('tab', { name: 'Keynotes' }));
  await waitFor(() => expect(asked()).toEqual({ subjectIds: ['t1'], socialHubPostSortingType: 1, skip: 0, take: 20 }));
  expect(sorting().value).toBe('1');

  fireEvent.click(screen.getByRole('tab', { name: 'Q&A' }));
  await waitFor(() => expect(asked()).toEqual({ type: 0, socialHubPostSortingType: 1, skip: 0, take: 20 }));
  expect(sorting().value).toBe('1');
  expect(options()).toEqual(sortings);
  fireEvent.change(sorting(), { target: { value: '3' } });
  await waitFor(() => expect(asked()).toEqual({ type: 0, socialHubPostSortingType: 3, skip: 0, take: 20 }));

  // Elsewhere the dropdown says the order it falls back to, and Q&A is by upvotes again when back.
  fireEvent.click(screen.getByRole('tab', { name: 'All' }));
  await waitFor(() => expect(asked()).toEqual({ subjectIds: null, socialHubPostSortingType: 0, skip: 0, take: 20 }));
  expect(sorting().value).toBe('0');
  fireEvent.click(screen.getByRole('tab', { name: 'Q&A' }));
  await waitFor(() => expect(asked()).toEqual({ type: 0, socialHubPostSortingType: 3, skip: 0, take: 20 }));
  expect(sorting().value).toBe('3');
});
