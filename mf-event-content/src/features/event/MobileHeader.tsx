import { bus, Icon, IconButton, routes, Sheet, storage, STORAGE_KEYS } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { MOBILE_DRAWER_HEIGHT, SOCIAL_HUB_MODULE } from '../../constants';
import { eventColorStyle } from './eventColor';
import type { MenuItem } from './menu';
import { SocialHubSlot } from './SocialHubSlot';

/**
 * At 991 px or less (spec 2 §2.2): a header with back, the event's title, the module drawer and
 * the social drawer (90 % of the height). Back goes to a stored back path, else home from the
 * reception, else the reception (spec 2 §2.1).
 */
export function MobileHeader({ event, items }: { event: Event; items: MenuItem[] }) {
  const { t } = useTranslation('event');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [modulesOpen, setModulesOpen] = useState(false);
  const [socialOpen, setSocialOpen] = useState(false);
  const eventPath = routes.event(event.slug);
  const hasSocialHub = event.modules.some((module) => module.name === SOCIAL_HUB_MODULE);

  function back() {
    // The shell stores the page the event was entered from; it is absolute (with the brand), so the shell navigates to it.
    const stored = storage.get(STORAGE_KEYS.backPath);
    if (stored) bus.emit('navigate', { to: stored });
    else navigate(pathname.replace(/\/$/, '') === eventPath ? routes.home() : eventPath);
  }

  return (
    <>
      <Bar data-testid="event-mobile-header">
        <IconButton icon="back" label={t('back')} onClick={back} />
        <Title>{event.title}</Title>
        <IconButton icon="menu" label={t('modules')} aria-expanded={modulesOpen} onClick={() => setModulesOpen(true)} />
        {hasSocialHub && (
          <IconButton
            icon="chat"
            label={t('socialHub')}
            aria-expanded={socialOpen}
            onClick={() => setSocialOpen(true)}
          />
        )}
      </Bar>
      <Sheet open={modulesOpen} onClose={() => setModulesOpen(false)} title={event.title} side="left" size="300px">
        <Drawer
          style={eventColorStyle(event)}
          aria-label={t('eventMenu')}
          onClick={(e) => (e.target as HTMLElement).closest('a') && setModulesOpen(false)}
        >
          <NavLink to={eventPath} end>
            <Icon name="reception" />
            {t('reception')}
          </NavLink>
          {items.map((item) =>
            item.href ? (
              <a key={item.key} href={item.href} target="_blank" rel="noopener noreferrer">
                <Icon name={item.icon} />
                {item.title}
              </a>
            ) : (
              <NavLink key={item.key} to={routes.eventModule(event.slug, item.module!)}>
                <Icon name={item.icon} />
                {item.title}
              </NavLink>
            ),
          )}
        </Drawer>
      </Sheet>
      {hasSocialHub && (
        <Sheet
          open={socialOpen}
          onClose={() => setSocialOpen(false)}
          title={t('socialHub')}
          side="bottom"
          size={MOBILE_DRAWER_HEIGHT}
        >
          <SocialHubSlot event={event} />
        </Sheet>
      )}
    </>
  );
}

const Bar = styled.div`
  position: sticky;
  top: 56px;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  background: var(--event-color);
  color: var(--event-color-text);
`;

const Title = styled.p`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Drawer = styled.nav`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.spacing.sm};

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a.active {
    background: var(--event-color);
    color: var(--event-color-text);
  }
`;
