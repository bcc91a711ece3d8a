import {
  Avatar,
  LoadMore,
  listReset,
  QueryState,
  Skeleton,
  useInfiniteCall,
  VisuallyHidden,
  type Language,
} from '@atrium/shared';
import type { MessageGroup } from '@atrium/shared/contract';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chatPages } from './api';
import { listTime } from './time';

/** Spec 1 §9's 100 px leaves no room for a name in a 375 px list: rows use the contacts' 56 px (docs/decisions.md). */
const LIST_AVATAR_PX = 56;

export interface ChatListProps {
  selectedId: string | null;
  onSelect(group: MessageGroup): void;
}

/** Unread badge text: '+9' above 9 (spec 1 §9). */
export const unreadBadge = (count: number) => (count > 9 ? '+9' : String(count));

/** The chat list (spec 1 §2 Dialogs 2): 10 a page, more as the user scrolls to its end. */
export function ChatList({ selectedId, onSelect }: ChatListProps) {
  const { t, i18n } = useTranslation('messages');
  const list = useInfiniteCall(chatPages);
  const language = i18n.language as Language;

  function onScroll(event: UIEvent<HTMLElement>) {
    const box = event.currentTarget;
    const nearEnd = box.scrollHeight - box.scrollTop - box.clientHeight < 120;
    if (nearEnd && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }

  return (
    <Scroll onScroll={onScroll}>
      <QueryState
        query={list}
        loading={
          <Rows aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <Skeleton height={72} />
              </li>
            ))}
          </Rows>
        }
        isEmpty={() => list.items.length === 0}
        empty={t('chatsEmpty')}
      >
        {() => (
          <>
            <Rows aria-label={t('chats')}>
              {list.items.map((group) => {
                const person = group.recipients[0];
                const last = group.lastMessage;
                return (
                  <li key={group.id}>
                    <Row
                      type="button"
                      data-chat-id={group.id}
                      aria-current={group.id === selectedId ? 'true' : undefined}
                      onClick={() => onSelect(group)}
                    >
                      <Avatar src={person?.user.image} name={group.title} size={LIST_AVATAR_PX} />
                      <Text>
                        <Top>
                          <strong>{group.title}</strong>
                          {group.lastMessageDate && (
                            <time dateTime={group.lastMessageDate}>{listTime(group.lastMessageDate, language)}</time>
                          )}
                        </Top>
                        <Bottom>
                          <Preview>
                            {last
                              ? (group.lastMessageReceived ? '' : `${t('you')}: `) + (last.messageText || t('image'))
                              : t('noMessages')}
                          </Preview>
                          {group.unread > 0 && (
                            <>
                              <Badge aria-hidden="true">{unreadBadge(group.unread)}</Badge>
                              <VisuallyHidden>{t('unread', { count: group.unread })}</VisuallyHidden>
                            </>
                          )}
                        </Bottom>
                      </Text>
                    </Row>
                  </li>
                );
              })}
            </Rows>
            <LoadMore pages={list} label={t('loadMore')} />
          </>
        )}
      </QueryState>
    </Scroll>
  );
}

const Scroll = styled.div`
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  ${listReset}
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  gap: 2px;
`;

const Top = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  time {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Bottom = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Preview = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  flex: none;
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 22px;
  text-align: center;
`;
