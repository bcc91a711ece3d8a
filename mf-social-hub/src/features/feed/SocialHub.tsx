import {
  Button,
  LoadMore,
  QueryState,
  Skeleton,
  SkeletonRows,
  Spinner,
  tabPanel,
  Tabs,
  useCall,
  useInfiniteCall,
  useUser,
} from '@atrium/shared';
import { VirtualList } from '@atrium/shared/virtual';
import type { NewPostRef, SocialHubPost, SocialHubPostSortingType } from '@atrium/shared/contract';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CommentsPanel } from '../comments';
import { SharePanel } from '../share';
import { LivePollWidget } from '../livePoll';
import { PostCard } from '../post';
import {
  addPosts,
  ALL_POSTS,
  belongsTo,
  enumsQuery,
  feedPages,
  forgetFeed,
  itemsOf,
  offers,
  reloadFeed,
  topicsQuery,
  updatePost,
  viewOf,
  type FeedView,
} from '../posts';
import { NewPostsBanner } from './NewPostsBanner';
import { useHubRealtime } from './useHubRealtime';
import './i18n';

export interface SocialHubProps {
  eventId: string;
  isAttending: boolean;
}

const ALL = 'all';
const QUESTIONS = 'questions';

type Row = { key: string; post: SocialHubPost } | { key: 'top' | 'end' };

/**
 * The event's social hub (spec 2 §2.17): the live poll, the category switcher and sorting, and the
 * feed, 20 posts a page as the user scrolls, virtual so that thousands stay smooth. Posts others
 * publish wait behind the new-posts banner, which loads the feed again from the top; the user's own
 * show at once, from their call's answer.
 */
export function SocialHub({ eventId, isAttending }: SocialHubProps) {
  const { t } = useTranslation('socialHub');
  const myId = useUser()?.id;
  const [category, setCategory] = useState<Pick<FeedView, 'questions' | 'topicId'>>(ALL_POSTS);
  // The order the user chose: it stays from one category to the next (issue 31 item 8).
  const [chosen, setChosen] = useState<SocialHubPostSortingType>(ALL_POSTS.sorting);
  const view = useMemo(() => viewOf(category, chosen), [category, chosen]);
  // Posts others published, newest first, that the feed does not show yet.
  const [fresh, setFresh] = useState<NewPostRef[]>([]);
  // A new list (scrolled to the top) each time the banner's posts are shown.
  const [generation, setGeneration] = useState(0);
  const pages = feedPages(eventId, view);
  const feed = useInfiniteCall(pages);
  const topics = useCall(topicsQuery(eventId));
  const enums = useCall(enumsQuery);
  const tabsId = useId();
  const [sharing, setSharing] = useState(false);
  // The posts whose comments panel is open: kept here, as a card scrolled out of the list unmounts.
  const [commentsOf, setCommentsOf] = useState<ReadonlySet<string>>(new Set());
  const toggleComments = (id: string) =>
    setCommentsOf((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // Spec 2 §4 Feed: a new event, filter or sorting starts the feed again from its first page.
  const viewKey = JSON.stringify(pages.queryKey);
  useEffect(() => {
    setFresh([]);
    return () => forgetFeed(eventId, view);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per event and view
  }, [viewKey]);

  useHubRealtime(eventId, {
    onNewPosts(published) {
      // The user's own came with their call's answer (another tab's show when the feed next loads).
      const others = published.filter((post) => post.owner.id !== myId && belongsTo(post, view));
      if (!others.length) return;
      setFresh((list) => {
        const known = new Set(list.map((post) => post.id));
        return [...others.filter((post) => !known.has(post.id)).reverse(), ...list];
      });
    },
    onRemovePost: (id) => setFresh((list) => list.filter((post) => post.id !== id)),
  });

  function showFresh() {
    void reloadFeed(eventId, view);
    setFresh([]);
    setGeneration((n) => n + 1);
  }

  const posts = useMemo(() => itemsOf(feed.data), [feed.data]);
  // One the feed holds already (loaded again meanwhile) is no longer new.
  const waiting = useMemo(() => {
    const shown = new Set(posts.map((post) => post.id));
    return fresh.filter((post) => !shown.has(post.id));
  }, [fresh, posts]);
  const rows = useMemo<Row[]>(
    () => [{ key: 'top' }, ...posts.map((post) => ({ key: post.id, post })), { key: 'end' }],
    [posts],
  );
  const selected = view.questions ? QUESTIONS : (view.topicId ?? ALL);
  const filtered = view.questions || view.topicId !== null;
  const sortings = (enums.data?.SocialHubPostSortingType ?? []).filter((sorting) => offers(view, sorting.key));

  // The live poll and the share panel scroll away with the feed, so on a phone the posts have the room.
  const top = (
    <Top>
      <LivePollWidget eventId={eventId} />
      {isAttending &&
        (sharing ? (
          <Suspense fallback={<Skeleton height={120} />}>
            <SharePanel
              eventId={eventId}
              onShared={(post) => {
                addPosts(eventId, view, [post]);
                setGeneration((n) => n + 1);
              }}
              onClose={() => setSharing(false)}
            />
          </Suspense>
        ) : (
          <Button variant="secondary" fullWidth onClick={() => setSharing(true)}>
            {t('sharePost')}
          </Button>
        ))}
    </Top>
  );

  // Under the posts: the first load, an error with retry, the empty text, or how the feed goes on.
  const end = (
    <QueryState
      query={feed}
      loading={<SkeletonRows height={160} />}
      isEmpty={() => posts.length === 0}
      empty={t(filtered ? 'emptyFiltered' : 'empty')}
    >
      {() =>
        feed.isFetchingNextPage ? (
          <End>
            <Spinner />
          </End>
        ) : feed.hasNextPage ? (
          <LoadMore pages={feed} label={t('loadMore')} />
        ) : (
          <End>{t('endOfFeed')}</End>
        )
      }
    </QueryState>
  );

  return (
    <Hub aria-label={t('hub')}>
      <Controls>
        <Tabs
          label={t('categories')}
          idPrefix={tabsId}
          selected={selected}
          onSelect={(id) =>
            setCategory({ questions: id === QUESTIONS, topicId: id === ALL || id === QUESTIONS ? null : id })
          }
          tabs={[
            { id: ALL, label: t('all') },
            { id: QUESTIONS, label: t('questions') },
            ...(topics.data?.items ?? []).map((topic) => ({ id: topic.id, label: topic.title })),
          ]}
        />
        {/* Spec 2 §2.17: the sorting dropdown belongs to every category, Q&A too. */}
        {sortings.length > 0 && (
          <Sorting>
            <span>{t('sorting')}</span>
            <select
              value={view.sorting}
              onChange={(event) => setChosen(Number(event.target.value) as SocialHubPostSortingType)}
            >
              {sortings.map((sorting) => (
                <option key={sorting.key} value={sorting.key}>
                  {sorting.displayName}
                </option>
              ))}
            </select>
          </Sorting>
        )}
      </Controls>
      <Body {...tabPanel(tabsId, selected)}>
        <NewPostsBanner posts={waiting} onShow={showFresh} />
        <Feed
          key={`${viewKey}-${generation}`}
          items={rows}
          getKey={(row) => row.key}
          estimateSize={220}
          label={t('posts')}
          onNearEnd={() => {
            if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
          }}
          renderItem={(row) =>
            'post' in row ? (
              <PostCard
                post={row.post}
                eventId={eventId}
                myId={myId}
                upvotes={view.questions}
                onChange={(post) => updatePost(eventId, post.id, () => post)}
                commentsOpen={commentsOf.has(row.post.id)}
                onToggleComments={() => toggleComments(row.post.id)}
                comments={
                  commentsOf.has(row.post.id) && (
                    <Suspense fallback={<Skeleton height={48} />}>
                      <CommentsPanel
                        eventId={eventId}
                        postId={row.post.id}
                        myId={myId}
                        onClose={() => toggleComments(row.post.id)}
                      />
                    </Suspense>
                  )
                }
              />
            ) : row.key === 'top' ? (
              top
            ) : (
              end
            )
          }
        />
      </Body>
    </Hub>
  );
}

// The right panel (above 991 px) and the mobile drawer (90 % of the window) give the hub the window's
// height less what sits above it; the feed scrolls inside.
const Hub = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  height: calc(100dvh - 180px);
  min-height: 360px;

  @media (max-width: 991px) {
    height: calc(90dvh - 72px);
    padding: 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.sm};
`;

const Controls = styled.div`
  display: flex;
  padding-right: ${({ theme }) => theme.spacing.sm};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Sorting = styled.label`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Feed = styled(VirtualList<Row>)`
  flex: 1;
  min-height: 0;
`;

const End = styled.p`
  display: flex;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
