import { CHAT, VisuallyHidden, type Language } from '@atrium/shared';
import { VirtualList } from '@atrium/shared/virtual';
import type { Message } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { messageTime, showsTime } from './time';

/** A message on screen: one the server has, or one still on its way (shown at once, dimmed). */
export interface ShownMessage extends Message {
  pending?: boolean;
}

export interface MessageListProps {
  /** Oldest first. */
  messages: readonly ShownMessage[];
  myId: string | undefined;
  /** The reader scrolled up to the oldest loaded message. */
  onNearStart(): void;
  label: string;
  /** Issue 31 item 10: the message "Seen" shows under, with its words ("Seen", "Seen by 2"). */
  seen?: { id: string; label: string } | null;
}

/** The open chat's messages, bottom-anchored and virtual (issue 13 item 5), with times after 5-minute gaps. */
export function MessageList({ messages, myId, onNearStart, label, seen = null }: MessageListProps) {
  const { t, i18n } = useTranslation('messages');
  const language = i18n.language as Language;
  return (
    <Log
      items={messages}
      getKey={(message) => message.id}
      estimateSize={56}
      anchorEnd
      onNearStart={onNearStart}
      label={label}
      renderItem={(message, index) => {
        const mine = message.userID === myId;
        return (
          <Item $mine={mine}>
            {showsTime(message.createDate, messages[index - 1]?.createDate) && (
              <Time dateTime={message.createDate}>{messageTime(message.createDate, language)}</Time>
            )}
            <Bubble $mine={mine} $pending={Boolean(message.pending)} aria-busy={message.pending || undefined}>
              <VisuallyHidden>{mine ? t('you') : message.user.title}</VisuallyHidden>
              {message.image && <Picture src={message.image} alt={t('imageFrom', { name: message.user.title })} />}
              {message.messageText && <p>{message.messageText}</p>}
            </Bubble>
            {seen?.id === message.id && <Seen>{seen.label}</Seen>}
          </Item>
        );
      }}
    />
  );
}

const Log = styled(VirtualList<ShownMessage>)`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => theme.spacing.sm} 0;
`;

const Item = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  padding: 2px ${({ theme }) => theme.spacing.sm};
`;

const Time = styled.time`
  align-self: center;
  margin: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
`;

const Bubble = styled.div<{ $mine: boolean; $pending: boolean }>`
  max-width: min(75%, 480px);
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.primary : theme.colors.background)};
  color: ${({ $mine, theme }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  opacity: ${({ $pending }) => ($pending ? 0.6 : 1)};
  overflow-wrap: anywhere;

  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Seen = styled.span`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
`;

// A fixed cap, not a percentage: a percentage max-width does not count in the bubble's
// shrink-to-fit width, which then took the picture's natural width (issue 31 item 9a).
const Picture = styled.img`
  display: block;
  max-width: ${CHAT.imageMaxPx}px;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
`;
