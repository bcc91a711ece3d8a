import { Button, currentLanguage, errorMessage } from '@atrium/shared';
import { Cover, CoverBadge, CoverCard, CoverCardBody } from '@atrium/shared/lists';
import type { LiveSession } from '@atrium/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { relativeStart } from './startTime';
import './i18n';

export interface SessionCardProps {
  session: LiveSession;
  now: number;
  /** Joins the session and opens its page; a refusal's message shows on the card. */
  onJoin(id: string): Promise<void>;
}

/**
 * A session's card (spec 2 §2.18, §2.19 session card states): image (or the event's colour), a
 * WAITING or LIVE badge, the relative start, the title, the watchers when live and the organiser
 * shows them, and JOIN with a spinner while it joins.
 */
export function SessionCard({ session, now, onJoin }: SessionCardProps) {
  const { t } = useTranslation('live');
  const titleId = useId();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = session.isLive === 1;
  const start = relativeStart(session.startDate, currentLanguage(), now);

  async function join() {
    setError(null);
    setJoining(true);
    try {
      await onJoin(session.id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setJoining(false);
    }
  }

  return (
    <CoverCard aria-labelledby={titleId} data-testid="live-session-card">
      <Cover src={session.image}>
        <Badge $live={live}>{live ? t('live') : t('waiting')}</Badge>
      </Cover>
      <Body>
        {start ? (
          <Meta as="time" dateTime={session.startDate ?? undefined}>
            {start}
          </Meta>
        ) : (
          <Meta>{t('noStart')}</Meta>
        )}
        <Title id={titleId}>{session.title}</Title>
        {live && session.showWatcherCount && (
          <Meta data-testid="watcher-count">{t('watchers', { count: session.watcherCount })}</Meta>
        )}
        <Join>
          <JoinButton
            onClick={() => void join()}
            loading={joining}
            aria-label={t('joinSession', { title: session.title })}
          >
            {t('join')}
          </JoinButton>
        </Join>
        {error && <Failure role="alert">{error}</Failure>}
      </Body>
    </CoverCard>
  );
}

const Badge = styled(CoverBadge)<{ $live: boolean }>`
  background: ${({ theme, $live }) => ($live ? theme.colors.danger : theme.colors.headerDark)};
`;

const Body = styled(CoverCardBody)`
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Join = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

/*
 * JOIN in capitals by CSS, in the page's language (lang="tr" makes Katıl KATIL): the text stays the
 * word the button's name holds, which a capitalised string would not be in Turkish (WCAG 2.5.3).
 */
const JoinButton = styled(Button)`
  text-transform: uppercase;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
