import { EVENT_ITEM_PATHS, ROUTE_PATHS, routes, useCall, useChannel } from '@atrium/shared';
import { channel } from '@atrium/shared/contract/channels';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import styled from 'styled-components';
import { reloadLiveSessions, setWatcherCount, topBarSessionsQuery } from './api';

/**
 * The top bar's live session cards (spec 2 §2.2; §2.19 session card: waiting, or live with the
 * watchers when the session shows them, except on a session's own page, where §2.19 hides the
 * count). What `livestream-{eventId}` tells changes them in place:
 * the watcher counts are written into the cached list, any other change reloads it.
 */
export function LiveSessionCards({ eventId, slug }: { eventId: string; slug: string }) {
  const { t } = useTranslation('event');
  const sessions = useCall(topBarSessionsQuery(eventId));
  const onSession = useMatch(`/${ROUTE_PATHS.event}/${EVENT_ITEM_PATHS.session.path}`);

  const reload = () => void reloadLiveSessions(eventId);
  useChannel(channel.liveStream({ eventId }), {
    watchers: ({ sessionId, watcherCount }) => setWatcherCount(eventId, sessionId, watcherCount),
    liveStreamUpdated: reload,
    liveStreamRemoved: reload,
    liveStreamSortingChanged: reload,
  });

  const items = sessions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Cards aria-label={t('liveSessionCards')}>
      {items.map((session) => {
        const live = session.isLive === 1;
        return (
          <li key={session.id}>
            <Card
              to={routes.session(slug, session.id)}
              aria-current={onSession?.params.session_id === session.id ? 'page' : undefined}
            >
              <State $live={live}>{live ? t('sessionLive') : t('sessionWaiting')}</State>
              <Title>{session.title}</Title>
              {live && session.showWatcherCount && !onSession && (
                <Watchers>{t('sessionWatchers', { count: session.watcherCount })}</Watchers>
              )}
            </Card>
          </li>
        );
      })}
    </Cards>
  );
}

const Cards = styled.ul`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
`;

const Card = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 260px;
  min-height: 36px;
  padding: 0 10px 0 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  text-decoration: none;
  white-space: nowrap;

  &:focus-visible {
    outline: 3px solid #fff;
  }
`;

const State = styled.span<{ $live: boolean }>`
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $live }) => ($live ? '#c62828' : '#263238')};
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Watchers = styled.span`
  font-size: 0.8rem;
`;
