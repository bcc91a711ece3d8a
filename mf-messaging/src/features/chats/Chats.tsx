import { bus, EmptyState, errorMessage, media, type MessagesDialogProps } from '@atrium/shared';
import type { MessageGroup } from '@atrium/shared/contract';
import { useEffect, useState } from 'react';
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
  unread: group.unread,
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

  useEffect(() => {
    if (!request) return;
    let current = true;
    findChatWith(request.userId).then(
      (group) => {
        if (!current) return;
        setOpen(
          group ? openChatOf(group) : { groupId: null, userId: request.userId, title: '', image: null, unread: 0 },
        );
      },
      (error: unknown) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  return (
    <Layout $showsChat={open !== null}>
      <ListPane>
        <ChatList selectedId={open?.groupId ?? null} onSelect={(group) => setOpen(openChatOf(group))} />
      </ListPane>
      <ChatPane>
        {open ? (
          <ChatPanel
            key={open.groupId ?? `new-${open.userId}`}
            chat={open}
            onBack={() => setOpen(null)}
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
