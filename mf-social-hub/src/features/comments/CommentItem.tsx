import { Avatar, bus, ConfirmDialog, Icon, type Language } from '@atrium/shared';
import type { SocialHubComment } from '@atrium/shared/contract';
import { exactTime, timeAgo } from '@atrium/shared/time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { commentParts, MentionText } from '../mentions';
import { useDeleteComment, useToggleCommentLike } from './api';
import { CommentThread } from './CommentThread';

export interface CommentItemProps {
  comment: SocialHubComment;
  eventId: string;
  myId: string | undefined;
}

/** One comment (spec 2 §3 Comment): who, when, the text with its mentions, likes, replies, and delete for its owner. */
export function CommentItem({ comment, eventId, myId }: CommentItemProps) {
  const { t, i18n } = useTranslation('socialHub');
  const [threadOpen, setThreadOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const toggleLike = useToggleCommentLike(eventId);
  const remove = useDeleteComment(eventId);
  const { owner } = comment;
  const mine = owner.id === myId;
  const isReply = comment.parentId !== null;
  return (
    <Item>
      <Avatar src={owner.image} name={owner.fullName} size={32} />
      <Main>
        <Bubble>
          <Name type="button" onClick={() => bus.emit('profile.open', { userId: owner.id })}>
            {owner.fullName}
          </Name>
          <p>
            <MentionText parts={commentParts(comment.commentText, comment.mentions)} />
          </p>
        </Bubble>
        <Actions>
          <time dateTime={comment.createDate} title={exactTime(comment.createDate, i18n.language as Language)}>
            {timeAgo(comment.createDate, i18n.language as Language)}
          </time>
          <Small
            type="button"
            aria-pressed={comment.isLiked}
            aria-label={t(comment.isLiked ? 'unlikeComment' : 'likeComment', { count: comment.likeCount })}
            $on={comment.isLiked}
            onClick={() => toggleLike.mutate(comment)}
          >
            <Icon name="heart" size={14} filled={comment.isLiked} />
            <span aria-hidden="true">{comment.likeCount}</span>
          </Small>
          {!isReply && (
            <Small
              type="button"
              aria-label={t('replyTo', { name: owner.fullName })}
              onClick={() => {
                setReplying(true);
                setThreadOpen(true);
              }}
            >
              {t('reply')}
            </Small>
          )}
          {mine && (
            <Small type="button" onClick={() => setConfirm(true)}>
              {t('deleteComment')}
            </Small>
          )}
        </Actions>
        {!isReply && comment.subCommentCount > 0 && (
          <Small type="button" aria-expanded={threadOpen} onClick={() => setThreadOpen(!threadOpen)}>
            {threadOpen ? t('hideReplies') : t('replies', { count: comment.subCommentCount })}
          </Small>
        )}
        {threadOpen && <CommentThread eventId={eventId} comment={comment} myId={myId} replying={replying} />}
      </Main>
      {confirm && (
        <ConfirmDialog
          onClose={() => setConfirm(false)}
          title={t('deleteComment')}
          confirmLabel={t('delete')}
          onConfirm={() => {
            setConfirm(false);
            remove.mutate(comment);
          }}
        >
          {t('deleteCommentConfirm')}
        </ConfirmDialog>
      )}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Main = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
`;

const Bubble = styled.div`
  max-width: 100%;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Name = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Small = styled.button<{ $on?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 0 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ $on, theme }) => ($on ? theme.colors.danger : theme.colors.muted)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
