import { routes, useKeepInSight } from '@atrium/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';

/** The tab bar of spec 1 §2: events attended, upcoming events, past events, each its own route. */
export function EventTabs() {
  const { t } = useTranslation('event');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a phone the three tabs are wider than the screen: the current one is scrolled into sight.
  useKeepInSight(nav, '[aria-current="page"]', pathname);

  return (
    <Nav ref={nav} aria-label={t('eventLists')}>
      {/* Home shows the attended events too, so that tab is the current one there as well. */}
      <Link
        to={routes.events()}
        aria-current={[routes.home(), routes.events()].includes(pathname) ? 'page' : undefined}
      >
        {t('tabAttended')}
      </Link>
      <NavLink to={routes.incomingEvents()}>{t('tabUpcoming')}</NavLink>
      <NavLink to={routes.pastEvents()}>{t('tabPast')}</NavLink>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.md};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
