import { QueryState, routes, useCall, useDebouncedText, type LiveSessionsProps } from '@atrium/shared';
import { CardGrid, CardGridSkeleton, CardListPage } from '@atrium/shared/lists';
import { LIVE_SESSION_KIND } from '@atrium/shared/contract/enums';
import type { LiveSession } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LIVE_SEARCH_DEBOUNCE_MS } from '../../constants';
import { joinSession, sessionsQuery } from './api';
import { SessionCard } from './SessionCard';
import { useLiveRealtime } from './useLiveRealtime';
import { useNow } from './useNow';
import './i18n';

const MINUTE_MS = 60_000;

/** Spec 2 §2.18's two groups: speaker sessions (type 2) and attendee sessions (type null), active ones. */
function sessionGroups(items: readonly LiveSession[]) {
  const active = items.filter((session) => session.isActive);
  return {
    speaker: active.filter((session) => session.type === LIVE_SESSION_KIND.speaker),
    attendee: active.filter((session) => session.type === null),
  };
}

const isEmpty = ({ items }: { items: LiveSession[] }) => {
  const { speaker, attendee } = sessionGroups(items);
  return speaker.length + attendee.length === 0;
};

/**
 * The live sessions list (spec 2 §2.18): what it is, a search asked 1 s after typing stops, and the
 * speaker and attendee sessions as cards, kept current by the event's live channel.
 */
export function LiveSessions({ eventId, eventSlug }: LiveSessionsProps) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search, LIVE_SEARCH_DEBOUNCE_MS).trim();
  const sessions = useCall(sessionsQuery(eventId, searchTerm), { keepPrevious: true });
  const now = useNow(MINUTE_MS);
  useLiveRealtime(eventId);

  async function join(id: string) {
    await joinSession(eventId, id);
    void navigate(routes.session(eventSlug, id));
  }

  return (
    <CardListPage title={t('title')} info={t('info')} searchLabel={t('search')} search={search} onSearch={setSearch}>
      <QueryState
        query={sessions}
        loading={<CardGridSkeleton />}
        isEmpty={isEmpty}
        empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => {
          const { speaker, attendee } = sessionGroups(items);
          return (
            <>
              {[
                { key: 'speaker', title: t('speakerSessions'), list: speaker },
                { key: 'attendee', title: t('attendeeSessions'), list: attendee },
              ].map(
                ({ key, title, list }) =>
                  list.length > 0 && (
                    <section key={key} aria-label={title}>
                      <h2>{title}</h2>
                      <CardGrid>
                        {list.map((session) => (
                          <SessionCard key={session.id} session={session} now={now} onJoin={join} />
                        ))}
                      </CardGrid>
                    </section>
                  ),
              )}
            </>
          );
        }}
      </QueryState>
    </CardListPage>
  );
}
