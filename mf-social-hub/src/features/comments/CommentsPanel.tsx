import { Button } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentThread';
import './i18n';

export interface CommentsPanelProps {
  eventId: string;
  postId: string;
  myId: string | undefined;
  /** Hide comments. */
  onClose(): void;
}

/** A post's comments panel (spec 2 §4 Comments): the box to write one, then the comments, newest first. */
export default function CommentsPanel({ eventId, postId, myId, onClose }: CommentsPanelProps) {
  const { t } = useTranslation('socialHub');
  return (
    <Panel aria-label={t('commentsOf')}>
      <CommentComposer eventId={eventId} postId={postId} parentId={null} autoFocus />
      <CommentList
        eventId={eventId}
        postId={postId}
        parentId={null}
        myId={myId}
        end={
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('hideComments')}
          </Button>
        }
      />
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
