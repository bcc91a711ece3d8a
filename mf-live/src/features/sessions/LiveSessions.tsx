import {
  QueryState,
  routes,
  Skeleton,
  TextField,
  useCall,
  useDebouncedText,
  type LiveSessionsProps,
} from '@atrium/shared';
import { LIVE_SESSION_KIND, type LiveSession } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
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
    <Page>
      <header>
        <h1>{t('title')}</h1>
        <Info>{t('info')}</Info>
      </header>
      <TextField
        type="search"
        label={t('search')}
        value={search}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryState
        query={sessions}
        loading={
          <Grid aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={260} />
            ))}
          </Grid>
        }
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
                      <Grid>
                        {list.map((session) => (
                          <SessionCard key={session.id} session={session} now={now} onJoin={join} />
                        ))}
                      </Grid>
                    </section>
                  ),
              )}
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Info = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;
