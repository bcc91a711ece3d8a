import {
  Avatar,
  Button,
  Dialog,
  listReset,
  LoadMore,
  QueryState,
  SkeletonRows,
  TextField,
  useDebouncedText,
  useInfiniteCall,
  useUser,
} from '@atrium/shared';
import type { NetworkingRoom, Participant } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INVITE_SEARCH_DEBOUNCE_MS } from '../../constants';
import { isFull, participantPages } from './api';
import { sendInvite } from './invite';
import './i18n';

export interface InviteDialogProps {
  eventId: string;
  /** The room as the cache holds it now: its seats decide whether an invite may go (spec 2 §5). */
  room: NetworkingRoom;
  onClose(): void;
}

type Notice = { kind: 'sent' | 'refused'; text: string };

/**
 * The invite-to-room dialog (spec 2 §2.22, networking rooms only): the event's participants with a
 * search, each with Invite. A full room sends nothing (spec 2 §5, spec 1 §5); otherwise the network
 * request goes out and the server's answer is shown. Mounted while open, so each opening starts afresh.
 */
export function InviteDialog({ eventId, room, onClose }: InviteDialogProps) {
  const { t } = useTranslation('networking');
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search, INVITE_SEARCH_DEBOUNCE_MS).trim();
  const pages = useInfiniteCall(participantPages(eventId, searchTerm), { keepPrevious: true });
  const userId = useUser()?.id ?? null;
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const seated = new Set(room.users.map((user) => user.id));

  async function invite(participant: Participant) {
    if (isFull(room)) {
      setNotice({ kind: 'refused', text: t('roomFull') });
      return;
    }
    setSending(participant.userID);
    setNotice(null);
    try {
      const answer = await sendInvite(participant.userID, room.id);
      if (answer.ok) {
        setInvited((current) => new Set(current).add(participant.userID));
        setNotice({ kind: 'sent', text: t('inviteSent', { name: participant.fullName }) });
      } else {
        setNotice({ kind: 'refused', text: answer.message || t('common:unexpected') });
      }
    } catch (failure) {
      setNotice({ kind: 'refused', text: failure instanceof Error ? failure.message : t('common:unexpected') });
    } finally {
      setSending(null);
    }
  }

  const people = pages.items.filter((participant) => participant.userID !== userId);

  return (
    <Dialog open onClose={onClose} title={t('inviteTitle', { title: room.title })} size="sm">
      <Content>
        <TextField
          type="search"
          label={t('searchParticipants')}
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
        <Notice role={notice?.kind === 'refused' ? 'alert' : 'status'} $refused={notice?.kind === 'refused'}>
          {notice?.text}
        </Notice>
        <QueryState
          query={pages}
          loading={<SkeletonRows height={56} />}
          isEmpty={() => people.length === 0}
          empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
        >
          {() => (
            <People>
              {people.map((participant) => {
                const inRoom = seated.has(participant.userID);
                const done = invited.has(participant.userID);
                return (
                  <Person key={participant.id}>
                    <Avatar src={participant.image} name={participant.fullName} size={40} />
                    <Who>
                      <strong>{participant.fullName}</strong>
                      {participant.title && <span>{participant.title}</span>}
                    </Who>
                    {inRoom ? (
                      <Seated>{t('inRoom')}</Seated>
                    ) : (
                      <Button
                        size="sm"
                        variant={done ? 'secondary' : 'primary'}
                        disabled={done}
                        loading={sending === participant.userID}
                        aria-label={t('inviteName', { name: participant.fullName })}
                        onClick={() => void invite(participant)}
                      >
                        {done ? t('invited') : t('invite')}
                      </Button>
                    )}
                  </Person>
                );
              })}
            </People>
          )}
        </QueryState>
        <LoadMore pages={pages} label={t('moreParticipants')} />
      </Content>
    </Dialog>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Notice = styled.p<{ $refused: boolean }>`
  margin: 0;
  color: ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.success)};

  &:empty {
    display: none;
  }
`;

const People = styled.ul`
  ${listReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Person = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Seated = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
