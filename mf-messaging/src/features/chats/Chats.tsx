import { bus, EmptyState, errorMessage, media, type MessagesDialogProps } from '@atrium/shared';
import type { MessageGroup } from '@atrium/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { findChatWith } from './api';
import { ChatList } from './ChatList';
import { ChatPanel, type OpenChat } from './ChatPanel';
import { useChatRealtime } from './useChatRealtime';

const openChatOf = (group: MessageGroup): OpenChat => ({
  groupId: group.id,
  // The other person, for the profile and the block rule; a chat of more has none.
  userId: group.recipients.length === 1 ? group.recipients[0]!.userID : null,
  title: group.title,
  image: group.recipients[0]?.user.image ?? null,
});

/**
 * The Messages tab (spec 1 §2 Dialogs 2): the chat list and the active chat, side by side above
 * 768 px and one at a time at 768 px or narrower. `request` opens the chat with a person (chat.open):
 * their two-person chat if there is one, else an empty chat that the first message makes.
 */
export function Chats({ request }: { request?: MessagesDialogProps['chat'] }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState<OpenChat | null>(null);
  useChatRealtime(open?.groupId ?? null);
  const layout = useRef<HTMLDivElement>(null);
  const paneSwitched = useRef(false);
  const lastGroupId = useRef<string | null>(null);
  /** At 768 px or narrower the pane one acted in is hidden: focus follows to the one now shown. */
  const switchPane = (next: OpenChat | null) => {
    paneSwitched.current = true;
    if (open?.groupId) lastGroupId.current = open.groupId;
    setOpen(next);
  };
  const showsChat = open !== null;
  useEffect(() => {
    if (!paneSwitched.current) return;
    paneSwitched.current = false;
    const [list, chat] = Array.from(layout.current?.children ?? []);
    const [left, pane] = showsChat ? [list, chat] : [chat, list];
    if (!left || getComputedStyle(left).display !== 'none') return;
    // The chat's Back button; back in the list, the row of the chat just left.
    const row = pane?.querySelector<HTMLElement>(`[data-chat-id="${lastGroupId.current}"]`);
    (showsChat
      ? pane?.querySelector<HTMLElement>('button')
      : (row ?? pane?.querySelector<HTMLElement>('button'))
    )?.focus();
  }, [showsChat]);

  useEffect(() => {
    if (!request) return;
    let current = true;
    findChatWith(request.userId).then(
      (group) => {
        if (!current) return;
        setOpen(group ? openChatOf(group) : { groupId: null, userId: request.userId, title: '', image: null });
      },
      (error: unknown) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  return (
    <Layout ref={layout} $showsChat={showsChat}>
      <ListPane>
        <ChatList selectedId={open?.groupId ?? null} onSelect={(group) => switchPane(openChatOf(group))} />
      </ListPane>
      <ChatPane>
        {open ? (
          <ChatPanel
            key={open.groupId ?? `new-${open.userId}`}
            chat={open}
            onBack={() => switchPane(null)}
            onCreated={(groupId) => setOpen((chat) => chat && { ...chat, groupId })}
            onDeleted={() => setOpen(null)}
          />
        ) : (
          <EmptyState message={t('chooseChat')} />
        )}
      </ChatPane>
    </Layout>
  );
}

const Layout = styled.div<{ $showsChat: boolean }>`
  display: grid;
  grid-template-columns: minmax(240px, 1fr) minmax(0, 2fr);
  height: min(70vh, 640px);
  height: min(70dvh, 640px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  /* Spec 1 §2 Dialogs 2: at 768 px or narrower only one of the two shows. */
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    height: calc(100dvh - 170px);
    min-height: 320px;

    & > :nth-child(${({ $showsChat }) => ($showsChat ? 1 : 2)}) {
      display: none;
    }
  }
`;

const ListPane = styled.div`
  min-width: 0;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  ${media.mobile} {
    border-right: 0;
  }
`;

const ChatPane = styled.div`
  min-width: 0;
  min-height: 0;
`;
