import {
  EmptyState,
  errorMessage,
  QueryState,
  routes,
  Skeleton,
  Spinner,
  useCall,
  type SessionPageProps,
} from '@atrium/shared';
import type { LiveSession } from '@atrium/shared/contract';
import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { joinSession, sessionQuery, storedHash, useLiveRealtime, useSessionPresence } from '../sessions';
import { ConferenceSlot } from './ConferenceSlot';
import { Countdown } from './Countdown';
import { isActivePublisher, sessionDisplay } from './display';
import './i18n';

// The player (and hls.js behind it) loads only when a live session is on screen.
const LivePlayer = lazy(() => import('../player').then((m) => ({ default: m.LivePlayer })));

/**
 * A session's page (spec 2 §2.19): banners and background for watchers, the conference room for an
 * active publisher, the countdown until it is live, then the player or the video-site room. The
 * stream's hash comes from the list's JOIN; a page opened directly joins first. The page leaves for
 * the list when the session is removed (spec 2 §4 Live stream removal).
 */
export function SessionPage({ eventId, eventSlug, sessionId, participantId }: SessionPageProps) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const back = routes.eventModule(eventSlug, 'livestreams');
  const session = useCall(sessionQuery(eventId, sessionId));
  const [hash, setHash] = useState(() => storedHash(sessionId));
  const [joinError, setJoinError] = useState<string | null>(null);

  useLiveRealtime(eventId, (id) => {
    if (id === sessionId) void navigate(back);
  });
  useSessionPresence(eventId, sessionId);

  const renewHash = useCallback(async () => {
    const joined = await joinSession(eventId, sessionId);
    setHash(joined.hash);
    return joined.hash;
  }, [eventId, sessionId]);

  const join = useCallback(() => {
    setJoinError(null);
    renewHash().catch((failure: unknown) => setJoinError(errorMessage(failure)));
  }, [renewHash]);

  // Opened directly (a link, a new tab): no kept hash, so it joins as the list's JOIN would.
  useEffect(() => {
    if (storedHash(sessionId) === null) join();
  }, [sessionId, join]);

  return (
    <Page>
      <Back to={back}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </Back>
      <QueryState query={session} loading={<Skeleton height={360} />} notFound={<Back to={back}>{t('back')}</Back>}>
        {(loaded) => (
          <SessionView
            session={loaded}
            eventId={eventId}
            participantId={participantId}
            player={
              joinError ? (
                <EmptyState role="alert" message={joinError} onRefresh={join} refreshLabel={t('common:retry')} />
              ) : hash ? (
                <Suspense
                  fallback={
                    <Centre>
                      <Spinner size={40} />
                    </Centre>
                  }
                >
                  <LivePlayer session={loaded} hash={hash} renewHash={renewHash} />
                </Suspense>
              ) : (
                <Centre>
                  <Spinner size={40} label={t('joining')} />
                </Centre>
              )
            }
          />
        )}
      </QueryState>
    </Page>
  );
}

interface SessionViewProps {
  session: LiveSession;
  eventId: string;
  participantId: string | null;
  player: ReactNode;
}

function SessionView({ session, eventId, participantId, player }: SessionViewProps) {
  const { t } = useTranslation('session');
  // Spec 2 §2.19, §6: an active publisher broadcasts, so sees neither banners nor background.
  const dressed = !isActivePublisher(session, participantId);
  const display = sessionDisplay(session, participantId);
  const background: CSSProperties | undefined =
    dressed && session.backgrounBanner
      ? { backgroundImage: `url(${JSON.stringify(session.backgrounBanner)})` }
      : undefined;
  return (
    <Stage style={background} data-display={display}>
      {dressed && session.topBanner && <Banner src={session.topBanner} alt={t('banner')} />}
      <Title>{session.title}</Title>
      {display === 'conference' && <ConferenceSlot eventId={eventId} sessionId={session.id} />}
      {display === 'countdown' && <Countdown deadline={session.startDate} />}
      {display === 'player' && player}
      {display === 'room' &&
        (session.roomUrl && /^https?:\/\//i.test(session.roomUrl) ? (
          <Frame>
            <iframe
              src={session.roomUrl}
              title={t('room', { title: session.title })}
              allow="autoplay; fullscreen; picture-in-picture; camera; microphone"
              allowFullScreen
            />
          </Frame>
        ) : (
          <EmptyState message={t('noRoom')} />
        ))}
      {dressed && session.bottomBanner && <Banner src={session.bottomBanner} alt={t('banner')} />}
    </Stage>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.link};
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  background-position: center;
  background-size: cover;
`;

// On its own surface, so it reads on any background image.
const Title = styled.h1`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

// Spec 2 §9: banners are 1000x100.
const Banner = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 10 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #000;
  color: #fff;
`;

const Frame = styled.div`
  aspect-ratio: 16 / 9;

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
