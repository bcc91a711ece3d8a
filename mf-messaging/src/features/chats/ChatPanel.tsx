import {
  Avatar,
  bus,
  Button,
  CallFailed,
  CHAT,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  IconButton,
  MenuPanel,
  MenuRoot,
  QueryState,
  Skeleton,
  useCall,
  useInfiniteCall,
  useMenuButton,
  useUser,
} from '@atrium/shared';
import type { SendMessageRequest } from '@atrium/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  messagePages,
  profileQuery,
  readChat,
  readMarkersOf,
  useClearChat,
  useDeleteChat,
  useSendMessage,
} from './api';
import { Composer } from './Composer';
import { MessageList, type ShownMessage } from './MessageList';
import { seenMessage } from './seen';
import { useTypingSignal, useTypists, type Typist } from './useTyping';

/** The chat on screen: one of the list, or a person to write to for the first time. */
export interface OpenChat {
  /** Null until the first message makes the chat. */
  groupId: string | null;
  /** The other person of a two-person chat. */
  userId: string | null;
  title: string;
  image: string | null;
}

export interface ChatPanelProps {
  chat: OpenChat;
  /** Back to the list (at 768 px or narrower, where only one of the two shows). */
  onBack(): void;
  /** The first message made the chat. */
  onCreated(groupId: string): void;
  /** The chat was deleted. */
  onDeleted(): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The active chat (spec 1 §2 Dialogs 2): its messages paged upward, the composer, and deleting. */
export function ChatPanel({ chat, onBack, onCreated, onDeleted }: ChatPanelProps) {
  const { t } = useTranslation('messages');
  const me = useUser();
  const { groupId, userId } = chat;
  // Spec 1 §6: a blocked user cannot be messaged. Whom the user blocked is known; the other way round the api says.
  const blocked = userId !== null && (me?.blockedUserIds.includes(userId) ?? false);
  const profile = useCall(profileQuery(userId ?? ''), {
    enabled: groupId === null && userId !== null,
  });
  const title = chat.title || profile.data?.item.fullName || '';
  const image = chat.image ?? profile.data?.item.image ?? null;
  const messages = useInfiniteCall(messagePages(groupId ?? ''), { enabled: groupId !== null });
  const [pending, setPending] = useState<ShownMessage[]>([]);
  const [confirm, setConfirm] = useState<'messages' | 'chat' | null>(null);
  const send = useSendMessage();
  const deleteChat = useDeleteChat();
  const clearChat = useClearChat();

  // Spec 1 §4 Chat: opening a chat reads it.
  useEffect(() => {
    if (groupId) readChat(groupId);
  }, [groupId]);

  const shown = useMemo(() => {
    // Newest first from the api; a message seen on two pages (the list moved meanwhile) shows once.
    const seen = new Set<string>();
    const loaded = messages.items.filter((message) => !seen.has(message.id) && seen.add(message.id));
    return [...loaded.reverse(), ...pending];
  }, [messages.items, pending]);

  // Issue 31 item 10: "Seen" under the user's newest message another member read; in a chat of
  // more than two, by how many (the chat has no names of its members).
  const seen = useMemo(() => {
    const found = seenMessage(shown, readMarkersOf(messages.data), me?.id);
    if (!found) return null;
    return { id: found.id, label: userId ? t('seen') : t('seenBy', { count: found.readers.length }) };
  }, [shown, messages.data, me?.id, userId, t]);
  const typists = useTypists(groupId, me?.id);
  const onTyping = useTypingSignal(groupId);

  async function onSend({ messageText, image: picture }: { messageText: string | null; image: string | null }) {
    const id = `pending-${Date.now()}-${Math.random()}`;
    const sender = { id: me?.id ?? '', image: me?.image ?? null, title: '' };
    // Shown at once, dimmed, while the spec's delay and the call run.
    setPending((list) => [
      ...list,
      {
        id,
        messageText: messageText ?? '',
        image: picture,
        createDate: new Date().toISOString(),
        messageGroupID: groupId ?? '',
        userID: sender.id,
        user: sender,
        pending: true,
      },
    ]);
    try {
      await wait(CHAT.sendDelayMs);
      const body: SendMessageRequest = groupId
        ? { messageGroupID: groupId, messageText, image: picture }
        : { userID: userId, messageText, image: picture };
      const { data } = await send.mutateAsync(body);
      if (data && !groupId) onCreated(data.messageGroupID);
      return null;
    } catch (error) {
      // The api names the refused field (a blocked user: userID or messageGroupID); its words are the message.
      if (error instanceof CallFailed) return Object.values(error.validationErrors)[0] ?? error.message;
      return errorMessage(error);
    } finally {
      setPending((list) => list.filter((message) => message.id !== id));
    }
  }

  async function onConfirm() {
    if (!groupId || !confirm) return;
    const deleting = confirm;
    setConfirm(null);
    try {
      if (deleting === 'chat') {
        await deleteChat.mutateAsync(groupId);
        onDeleted();
      } else {
        await clearChat.mutateAsync(groupId);
      }
      bus.emit('snackbar.show', {
        message: t(deleting === 'chat' ? 'chatDeleted' : 'messagesDeleted'),
        kind: 'success',
      });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    }
  }

  const intro = (
    <Intro>
      <Avatar src={image} name={title || '?'} size={CHAT.avatarPx} />
      <strong>{title}</strong>
      <span>{t('noMessages')}</span>
    </Intro>
  );

  return (
    <Panel aria-label={title ? t('chatWith', { name: title }) : undefined}>
      <Header>
        <Back icon="back" label={t('backToChats')} onClick={onBack} />
        <Who type="button" disabled={!userId} onClick={() => userId && bus.emit('profile.open', { userId })}>
          {/* Named by the name it shows (WCAG 2.5.3 Label in Name). */}
          <Avatar src={image} name={title || '?'} size={40} decorative />
          <strong>{title}</strong>
        </Who>
        {groupId && <ChatMenu onChoose={setConfirm} />}
      </Header>
      <Body>
        {groupId ? (
          <QueryState
            query={messages}
            loading={
              <Loading aria-busy="true">
                <Skeleton height={40} />
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Loading>
            }
            isEmpty={() => shown.length === 0}
            empty={intro}
          >
            {() => (
              <MessageList
                messages={shown}
                myId={me?.id}
                seen={seen}
                label={t('messagesWith', { name: title })}
                onNearStart={() => {
                  if (messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage();
                }}
              />
            )}
          </QueryState>
        ) : shown.length ? (
          <MessageList
            messages={shown}
            myId={me?.id}
            label={t('messagesWith', { name: title })}
            onNearStart={() => {}}
          />
        ) : (
          <EmptyState message={intro} />
        )}
      </Body>
      <TypingLine typists={typists} />
      <Composer
        onSend={onSend}
        onTyping={onTyping}
        disabledReason={blocked ? t('blockedNote', { name: title }) : null}
      />
      {confirm && (
        <ConfirmDialog
          onClose={() => setConfirm(null)}
          title={t(confirm === 'chat' ? 'deleteChat' : 'deleteMessages')}
          confirmLabel={t('delete')}
          onConfirm={() => void onConfirm()}
        >
          {t(confirm === 'chat' ? 'deleteChatConfirm' : 'deleteMessagesConfirm', { name: title })}
        </ConfirmDialog>
      )}
    </Panel>
  );
}

/**
 * Who types in the chat (issue 31 item 10), above the composer: a polite live region that is always
 * there, so a screen reader hears each change; its line keeps its height, so nothing jumps.
 */
export function TypingLine({ typists }: { typists: readonly Typist[] }) {
  const { t } = useTranslation('messages');
  const [first, second] = typists;
  const text = !first
    ? ''
    : !second
      ? t('typingOne', { name: first.firstName })
      : typists.length === 2
        ? t('typingTwo', { first: first.firstName, second: second.firstName })
        : t('typingMany');
  return <Typing aria-live="polite">{text}</Typing>;
}

/** The chat's menu: delete all messages, delete the chat (each asks first). */
function ChatMenu({ onChoose }: { onChoose(choice: 'messages' | 'chat'): void }) {
  const { t } = useTranslation('messages');
  const menu = useMenuButton<HTMLDivElement>();
  return (
    <MenuRoot {...menu.root}>
      <IconButton icon="more" label={t('chatActions')} {...menu.button} />
      {menu.expanded && (
        <MenuPanel {...menu.menu}>
          {(['messages', 'chat'] as const).map((choice) => (
            <Button
              key={choice}
              role="menuitem"
              variant="ghost"
              onClick={() => {
                menu.close();
                onChoose(choice);
              }}
            >
              {t(choice === 'chat' ? 'deleteChat' : 'deleteMessages')}
            </Button>
          ))}
        </MenuPanel>
      )}
    </MenuRoot>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// Side by side above 768 px, the list is always there: no way back is needed.
const Back = styled(IconButton)`
  @media (min-width: 769px) {
    display: none;
  }
`;

const Who = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xs};
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

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
`;

const Typing = styled.p`
  min-height: 1.25rem;
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
  line-height: 1.25rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Loading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
`;

const Intro = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
