import { fieldControl } from '@atrium/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoomIcon } from './icons';
import { useRoom, useRoomClient } from './RoomContext';

/**
 * The meeting chat (spec 2 §5): Enter without shift or ctrl sends the trimmed text; the input is
 * disabled with 'Chat unavailable' while not connected or without a chat channel.
 */
export function ChatPanel() {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const connected = useRoom((s) => s.room.state === 'connected');
  const channel = useRoom((s) => s.dataProducers.chat !== null);
  const messages = useRoom((s) => s.chat);
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const available = connected && channel;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const send = () => {
    if (client.sendChatMessage(text)) setText('');
  };

  return (
    <Panel aria-label={t('chat')}>
      {messages.length > 0 && (
        <Log ref={log} aria-label={t('chatLog')} role="log">
          {messages.map((message) => (
            <p key={message.id} data-mine={message.mine || undefined}>
              <strong>{message.mine ? t('you', { name: message.displayName }) : message.displayName}</strong>{' '}
              <span>{message.text}</span>
            </p>
          ))}
        </Log>
      )}
      <Row>
        <Input
          type="text"
          aria-label={t('chatInput')}
          placeholder={available ? t('chatPlaceholder') : t('chatUnavailable')}
          disabled={!available}
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey) return;
            event.preventDefault();
            send();
          }}
        />
        <Send type="button" aria-label={t('send')} disabled={!available || !text.trim()} onClick={send}>
          <RoomIcon name="send" size={20} />
        </Send>
      </Row>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

// A log of paragraphs: role="log" takes a list's semantics away, which would leave its items orphaned.
const Log = styled.div`
  max-height: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }

  p[data-mine] strong {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
  flex: 1;
  min-width: 0;

  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Send = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
