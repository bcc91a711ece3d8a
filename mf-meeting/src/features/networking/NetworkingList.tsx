import {
  bus,
  CallFailed,
  errorMessage,
  QueryState,
  routes,
  useCall,
  useDebouncedText,
  type NetworkingProps,
} from '@atrium/shared';
import { CardGrid, CardGridSkeleton, CardListPage } from '@atrium/shared/lists';
import type { NetworkingRoom } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NETWORKING_SEARCH_DEBOUNCE_MS } from '../../constants';
import { isFull, joinRoom, reloadRoomLists, roomsQuery, saysFull } from './api';
import { byOrder } from './realtime';
import { RoomCard } from './RoomCard';
import { useNetworkingRealtime } from './useNetworkingRealtime';
import './i18n';

/**
 * The networking list (spec 2 §2.21): what it is, a search asked 1 s after typing stops, and the
 * event's rooms as cards by orderNO, kept current by the event's networking channels. A card with a
 * free seat joins and opens the room; a full one says so and stays.
 */
export function NetworkingList({ eventId, eventSlug }: NetworkingProps) {
  const { t } = useTranslation('networking');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [joining, setJoining] = useState<string | null>(null);
  const searchTerm = useDebouncedText(search, NETWORKING_SEARCH_DEBOUNCE_MS).trim();
  const rooms = useCall(roomsQuery(eventId, searchTerm), { keepPrevious: true });
  useNetworkingRealtime(eventId);

  async function enter(room: NetworkingRoom) {
    if (isFull(room)) {
      bus.emit('snackbar.show', { message: t('noSpace'), kind: 'warning' });
      return;
    }
    setJoining(room.id);
    try {
      await joinRoom(eventId, room.id);
      void navigate(routes.room(eventSlug, room.id));
    } catch (failure) {
      // No space (in the user's language), or the room went away; either way the cards are stale.
      const message = errorMessage(failure);
      bus.emit('snackbar.show', { message: saysFull(message, t('noSpace')) ? t('noSpace') : message, kind: 'warning' });
      if (failure instanceof CallFailed) void reloadRoomLists(eventId);
    } finally {
      setJoining(null);
    }
  }

  return (
    <CardListPage title={t('title')} info={t('info')} searchLabel={t('search')} search={search} onSearch={setSearch}>
      <QueryState
        query={rooms}
        loading={<CardGridSkeleton />}
        isEmpty={({ items }) => items.length === 0}
        empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => (
          <CardGrid>
            {byOrder(items).map((room) => (
              <RoomCard key={room.id} room={room} joining={joining === room.id} onEnter={(r) => void enter(r)} />
            ))}
          </CardGrid>
        )}
      </QueryState>
    </CardListPage>
  );
}
