import { bus, CallFailed, errorMessage, IconButton } from '@atrium/shared';
import { COMMENT_TEXT_MAX_LENGTH } from '@atrium/shared/contract/enums';
import type { Mention } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MentionField, withTokens } from '../mentions';
import { useAddComment } from './api';

export interface CommentComposerProps {
  eventId: string;
  postId: string;
  /** The comment a reply answers; null for a comment on the post. */
  parentId: string | null;
  autoFocus?: boolean;
}

/**
 * Writing a comment or a reply (spec 2 §5): mentions go as `%id%` tokens, only those whose full name
 * is still in the text; Enter alone sends; an empty comment is refused here, before any call. What
 * the server refuses shows beside the field, or in a toast when it is not about the text (spec 2 §8).
 */
export function CommentComposer({ eventId, postId, parentId, autoFocus }: CommentComposerProps) {
  const { t } = useTranslation('socialHub');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mention[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: addComment } = useAddComment(eventId);

  async function send() {
    const commentText = withTokens(text.trim(), picked);
    if (!commentText) {
      setError(t('emptyText'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await addComment({ postId, parentId, commentText });
      setText('');
      setPicked([]);
    } catch (failure) {
      const beside = failure instanceof CallFailed ? failure.validationErrors.commentText : undefined;
      if (beside) setError(beside);
      else bus.emit('snackbar.show', { message: errorMessage(failure), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const label = t(parentId ? 'writeReply' : 'writeComment');
  return (
    <Row>
      <MentionField
        eventId={eventId}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onPick={(mention) => setPicked((list) => [...list, mention])}
        onSubmit={() => void send()}
        label={label}
        maxLength={COMMENT_TEXT_MAX_LENGTH}
        error={error}
        rows={1}
        autoFocus={autoFocus}
      />
      <IconButton icon="send" label={t('send')} loading={busy} onClick={() => void send()} />
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
`;
