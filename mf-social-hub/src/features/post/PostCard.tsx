import {
  Avatar,
  bus,
  Button,
  ConfirmDialog,
  Icon,
  IconButton,
  type Language,
  MenuPanel,
  MenuRoot,
  useMenuButton,
} from '@atrium/shared';
import { SOCIAL_HUB_OWNER_TYPE, SOCIAL_HUB_POST_TYPE } from '@atrium/shared/contract/enums';
import type { SocialHubPost } from '@atrium/shared/contract';
import { exactTime, timeAgo } from '@atrium/shared/time';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PollPost } from '../poll';
import { SurveyPost } from '../survey';
import { deletePost, toggleLike, toggleUpvote } from './api';
import { PostText } from './PostText';

export interface PostCardProps {
  post: SocialHubPost;
  eventId: string;
  myId: string | undefined;
  /** The Q&A view: the card has an upvote button (issue 15 item 8). */
  upvotes: boolean;
  /** A poll or survey answered: the post as the server now has it. */
  onChange(post: SocialHubPost): void;
  /** Under the card's buttons: the comments panel once opened. */
  comments: ReactNode;
  onToggleComments(): void;
  commentsOpen: boolean;
}

/** One post of the feed (spec 2 §2.17): who and when, its topic, text, picture or poll, and what one can do with it. */
export function PostCard({
  post,
  eventId,
  myId,
  upvotes,
  onChange,
  comments,
  onToggleComments,
  commentsOpen,
}: PostCardProps) {
  const { t, i18n } = useTranslation('socialHub');
  const { owner } = post;
  const person = owner.type === SOCIAL_HUB_OWNER_TYPE.person;
  const mine = person && owner.id === myId;
  const likers = post.latestLikes.map((liker) => liker.fullName).join(', ');
  return (
    <Card aria-labelledby={`post-${post.id}-owner`}>
      <Header>
        <Who type="button" disabled={!person} onClick={() => person && bus.emit('profile.open', { userId: owner.id })}>
          {/* Named by what it shows, the name and title (WCAG 2.5.3 Label in Name). */}
          <Avatar src={owner.image} name={owner.fullName} size={40} decorative />
          <span>
            <strong id={`post-${post.id}-owner`}>{owner.fullName}</strong>
            <small>{person ? owner.title : t('organiser')}</small>
          </span>
        </Who>
        {mine && <PostMenu eventId={eventId} postId={post.id} />}
      </Header>
      <Meta>
        <time dateTime={post.createDate} title={exactTime(post.createDate, i18n.language as Language)}>
          {timeAgo(post.createDate, i18n.language as Language)}
        </time>
        {post.isAnnouncement && <Tag>{t('announcement')}</Tag>}
        {post.topic && <Tag $color={post.topic.color}>{post.topic.title}</Tag>}
      </Meta>
      {post.title && <Title>{post.title}</Title>}
      <PostText text={post.postText} mentions={post.mentions} />
      {post.image && <Picture src={post.image} alt={t('imageOf', { name: owner.fullName })} loading="lazy" />}
      {post.type === SOCIAL_HUB_POST_TYPE.poll && <PollPost post={post} onChange={onChange} />}
      {post.type === SOCIAL_HUB_POST_TYPE.survey && <SurveyPost post={post} onChange={onChange} />}
      <Actions>
        <Action
          type="button"
          aria-pressed={post.isLiked}
          aria-label={`${t(post.isLiked ? 'unlike' : 'like')}, ${t('likes', { count: post.likes })}`}
          onClick={() => void toggleLike(eventId, post)}
          $on={post.isLiked}
        >
          <Icon name="heart" filled={post.isLiked} size={18} />
          <span aria-hidden="true">{post.likes}</span>
        </Action>
        {post.latestLikes.length > 0 && (
          <Likers title={t('likedBy', { names: likers })} aria-label={t('likedBy', { names: likers })} role="img">
            {post.latestLikes.map((liker) => (
              <Avatar key={liker.id} src={liker.image} name={liker.fullName} size={22} />
            ))}
          </Likers>
        )}
        <Action
          type="button"
          aria-expanded={commentsOpen}
          aria-label={t('comments', { count: post.comments })}
          onClick={onToggleComments}
        >
          <Icon name="chat" size={18} />
          <span aria-hidden="true">{post.comments}</span>
        </Action>
        {upvotes && post.type === SOCIAL_HUB_POST_TYPE.chat && (
          <Action
            type="button"
            aria-pressed={post.isUpvoted}
            aria-label={`${t(post.isUpvoted ? 'removeUpvote' : 'upvote')}, ${t('upvotes', { count: post.upvotes })}`}
            onClick={() => void toggleUpvote(eventId, post)}
            $on={post.isUpvoted}
          >
            <Icon name="arrowUp" size={18} />
            <span aria-hidden="true">{post.upvotes}</span>
          </Action>
        )}
      </Actions>
      {comments}
    </Card>
  );
}

/** The owner's menu (⋯): delete, after asking. */
function PostMenu({ eventId, postId }: { eventId: string; postId: string }) {
  const { t } = useTranslation('socialHub');
  const menu = useMenuButton<HTMLDivElement>();
  const [confirm, setConfirm] = useState(false);
  return (
    <MenuRoot {...menu.root}>
      <IconButton icon="more" label={t('postActions')} {...menu.button} />
      {menu.expanded && (
        <MenuPanel {...menu.menu}>
          <Button
            role="menuitem"
            variant="ghost"
            onClick={() => {
              menu.close();
              setConfirm(true);
            }}
          >
            {t('deletePost')}
          </Button>
        </MenuPanel>
      )}
      {confirm && (
        <ConfirmDialog
          onClose={() => setConfirm(false)}
          title={t('deletePost')}
          confirmLabel={t('delete')}
          onConfirm={() => {
            setConfirm(false);
            void deletePost(eventId, postId, t('postDeleted'));
          }}
        >
          {t('deletePostConfirm')}
        </ConfirmDialog>
      )}
    </MenuRoot>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Who = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Tag = styled.span<{ $color?: string | null }>`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ $color, theme }) => $color ?? theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-height: 320px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Action = styled.button<{ $on?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
  }

  &:disabled {
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Likers = styled.span`
  display: inline-flex;

  > * + * {
    margin-left: -6px;
  }
`;
