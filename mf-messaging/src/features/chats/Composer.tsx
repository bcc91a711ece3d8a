import { IconButton, PictureButton, UploadProgress } from '@atrium/shared';
import { MESSAGE_MAX_LENGTH } from '@atrium/shared/contract/enums';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMessageImageUpload } from './api';

export interface ComposerProps {
  /** Sends a message; resolves to an error to show, or null once it went. */
  onSend(message: { messageText: string | null; image: string | null }): Promise<string | null>;
  /** Why nothing can be sent (a blocked user), instead of the box. */
  disabledReason?: string | null;
  /** The user wrote in the box (issue 31 item 10: the others see that they type). */
  onTyping?(): void;
}

/**
 * Writing a message (spec 1 §4 Chat, §5): Enter without modifier keys sends, Shift+Enter makes a new
 * line; an empty message is never sent; the image button uploads a picture (account/uploadfile?
 * uploadType=message) with its progress and sends it.
 */
export function Composer({ onSend, disabledReason = null, onTyping }: ComposerProps) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { upload, progress, busy: uploading, error: uploadError } = useMessageImageUpload();
  const errorId = useId();
  const disabled = disabledReason !== null;

  async function send(message: { messageText: string | null; image: string | null }, restore: string) {
    setError(null);
    const failure = await onSend(message);
    if (failure) {
      setError(failure);
      // What was written comes back, so nothing typed is lost to a refusal.
      if (restore) setText((current) => current || restore);
    }
  }

  function sendText() {
    const messageText = text.trim();
    if (!messageText || disabled) return;
    setText('');
    void send({ messageText, image: null }, text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const modified = event.shiftKey || event.ctrlKey || event.altKey || event.metaKey;
    // An input method still composing a word uses Enter for itself.
    if (event.key !== 'Enter' || modified || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  }

  async function onImage(file: File) {
    const uploaded = await upload(file);
    if (uploaded) await send({ messageText: null, image: uploaded.item.url }, '');
  }

  if (disabled) {
    return (
      <Bar>
        <Note role="status">{disabledReason}</Note>
      </Bar>
    );
  }

  const shownError = error ?? uploadError;
  return (
    <Bar>
      {shownError && (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      )}
      <UploadProgress progress={progress} />
      <Row>
        <PictureButton label={t('sendImage')} loading={uploading} onPick={(file) => void onImage(file)} />
        <Text
          aria-label={t('writeMessage')}
          placeholder={t('writeMessage')}
          aria-describedby={shownError ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          enterKeyHint="send"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            // Emptying the box is no typing.
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton icon="send" label={t('send')} disabled={!text.trim()} onClick={sendText} />
      </Row>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Text = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  max-height: 8rem;
  padding: 10px ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16 px keeps iOS Safari from zooming into the field. */
  font-size: 16px;
  resize: none;
  field-sizing: content;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
