import { Button, listReset, QueryState, Skeleton, useInfiniteCall } from '@atrium/shared';
import { SOCIAL_HUB_COMMENTS_PAGE_SIZE } from '@atrium/shared/contract/enums';
import type { SocialHubComment } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { itemsOf } from '../posts';
import { commentPages } from './api';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

export interface CommentListProps {
  eventId: string;
  postId: string;
  /** A thread's replies (oldest first); null for the post's comments (newest first). */
  parentId: string | null;
  myId: string | undefined;
  /** After the last page: the panel's hide-comments button. */
  end?: React.ReactNode;
}

/**
 * A post's comments or a thread's replies, 5 a page (spec 2 §4 Comments): load more while a page
 * came back full; once one comes back with fewer than 5, `end` shows instead.
 */
export function CommentList({ eventId, postId, parentId, myId, end }: CommentListProps) {
  const { t } = useTranslation('socialHub');
  const list = useInfiniteCall(commentPages(eventId, postId, parentId));
  const comments = itemsOf(list.data);
  const lastPage = list.data?.pages.at(-1);
  const more = lastPage !== undefined && lastPage.items.length >= SOCIAL_HUB_COMMENTS_PAGE_SIZE;
  return (
    <QueryState query={list} loading={<Skeleton height={48} />}>
      {() => (
        <>
          {comments.length > 0 ? (
            <List aria-label={t(parentId ? 'repliesOf' : 'commentsOf')}>
              {comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} eventId={eventId} myId={myId} />
              ))}
            </List>
          ) : (
            !parentId && <Empty>{t('noComments')}</Empty>
          )}
          {more ? (
            <Button
              variant="ghost"
              size="sm"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t(parentId ? 'moreReplies' : 'moreComments')}
            </Button>
          ) : (
            end
          )}
        </>
      )}
    </QueryState>
  );
}

/**
 * A comment's replies, once opened (spec 2 §4: sub-replies show once opened), and the box to write
 * one; the list is there even before the first reply, so the user's own shows as it is sent.
 */
export function CommentThread({
  eventId,
  comment,
  myId,
  replying,
}: {
  eventId: string;
  comment: SocialHubComment;
  myId: string | undefined;
  replying: boolean;
}) {
  return (
    <Thread>
      <CommentList eventId={eventId} postId={comment.postId} parentId={comment.id} myId={myId} />
      <CommentComposer eventId={eventId} postId={comment.postId} parentId={comment.id} autoFocus={replying} />
    </Thread>
  );
}

const List = styled.ul`
  ${listReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Thread = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  align-self: stretch;
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
