import { Icon, routes } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { TOP_BAR_HIDDEN_MARGIN_PX, TOP_BAR_HIDE_MS } from '../../constants';

// The cards load after the bar: they name their channel through the contract, whose schemas stay out
// of the parcel's first chunk (firstChunkKb in shared/src/mf/remotes.json).
const LiveSessionCards = lazy(() => import('./LiveSessionCards').then((m) => ({ default: m.LiveSessionCards })));

/**
 * The session top bar (spec 2 §2.2): the event's live session cards, and the way to all its live
 * sessions and its networking.
 * It hides (a -56 px margin) 6 seconds after the last mouse move and comes back on the next one.
 */
export function SessionTopBar({ event }: { event: Event }) {
  const { t } = useTranslation('event');
  const [hidden, setHidden] = useState(false);
  const reveal = useRef(() => {});

  useEffect(() => {
    let timer = setTimeout(() => setHidden(true), TOP_BAR_HIDE_MS);
    reveal.current = () => {
      setHidden(false);
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(true), TOP_BAR_HIDE_MS);
    };
    const onMove = () => reveal.current();
    window.addEventListener('mousemove', onMove);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', onMove);
    };
  }, []);

  const has = (name: string) => event.modules.some((module) => module.name === name);
  return (
    <Clip>
      <Bar
        data-testid="session-top-bar"
        data-hidden={hidden}
        $hidden={hidden}
        aria-label={t('sessionBar')}
        // A keyboard user reaching the bar brings it back like a mouse move does.
        onFocus={() => reveal.current()}
      >
        <strong>{event.title}</strong>
        {has('LiveStreams') && (
          <Suspense fallback={<Spacer />}>
            <LiveSessionCards eventId={event.id} slug={event.slug} />
          </Suspense>
        )}
        <Links>
          {has('LiveStreams') && (
            <Link to={routes.eventModule(event.slug, 'livestreams')}>
              <Icon name="live" size={16} />
              {t('area.sessions')}
            </Link>
          )}
          {has('Networking') && (
            <Link to={routes.eventModule(event.slug, 'networking')}>
              <Icon name="networking" size={16} />
              {t('area.networking')}
            </Link>
          )}
        </Links>
      </Bar>
    </Clip>
  );
}

const Clip = styled.div`
  overflow: hidden;
`;

const Bar = styled.nav<{ $hidden: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  height: 56px;
  margin-top: ${({ $hidden }) => ($hidden ? `${TOP_BAR_HIDDEN_MARGIN_PX}px` : '0')};
  padding: 0 ${({ theme }) => theme.spacing.md};
  background: var(--event-color);
  color: var(--event-color-text);
  transition: margin-top 250ms ease;

  strong {
    flex: 0 1 auto;
    max-width: 30%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Links = styled.div`
  display: flex;
  margin-left: auto;
  gap: ${({ theme }) => theme.spacing.sm};

  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.18);
    color: #fff;
    text-decoration: none;
    white-space: nowrap;
  }

  a:focus-visible {
    outline: 3px solid #fff;
  }
`;
