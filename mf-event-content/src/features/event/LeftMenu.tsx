import { Icon, listReset, routes, useMenuButton, VisuallyHidden } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';

import { useWindowSize } from '../../hooks/useWindowSize';
import { backTarget, visibleIconCount, type MenuItem } from './menu';

function Label({ open, children }: { open: boolean; children: string }) {
  return open ? <span>{children}</span> : <VisuallyHidden>{children}</VisuallyHidden>;
}

/** One module: a page of the event, or a custom module's site in a new tab (spec 2 §2.2). */
function ModuleLink({ item, slug, open, role }: { item: MenuItem; slug: string; open: boolean; role?: string }) {
  const content = (
    <>
      <Icon name={item.icon} />
      <Label open={open}>{item.title}</Label>
    </>
  );
  if (item.href) {
    return (
      <Entry as="a" href={item.href} target="_blank" rel="noopener noreferrer" title={item.title} role={role}>
        {content}
      </Entry>
    );
  }
  return (
    <Entry as={NavLink} to={routes.eventModule(slug, item.module!)} title={item.title} role={role}>
      {content}
    </Entry>
  );
}

/** The modules that do not fit, behind a "more" button (spec 2 §2.2). */
function Overflow({ items, slug, open }: { items: MenuItem[]; slug: string; open: boolean }) {
  const { t } = useTranslation('event');
  const { pathname } = useLocation();
  const menu = useMenuButton<HTMLDivElement>({ closeOn: pathname });

  return (
    <OverflowRoot {...menu.root}>
      <Entry as="button" type="button" title={t('moreModules')} {...menu.button}>
        <Icon name="more" />
        <Label open={open}>{t('moreModules')}</Label>
      </Entry>
      {menu.expanded && (
        <Popup {...menu.menu} aria-label={t('moreModules')}>
          {items.map((item) => (
            <ModuleLink key={item.key} item={item} slug={slug} open role="menuitem" />
          ))}
        </Popup>
      )}
    </OverflowRoot>
  );
}

/**
 * The event's left menu (spec 2 §2.2): back, the reception, as many module icons as the window
 * height allows, the rest in an overflow menu. Open shows labels, closed only icons.
 */
export function LeftMenu({ slug, items, open }: { slug: string; items: MenuItem[]; open: boolean }) {
  const { t } = useTranslation('event');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { height } = useWindowSize();
  const count = visibleIconCount(height);
  const visible = items.slice(0, count);
  const rest = items.slice(count);

  return (
    <Nav aria-label={t('eventMenu')} $open={open} data-testid="event-left-menu">
      <Entry as="button" type="button" title={t('back')} onClick={() => navigate(backTarget(pathname))}>
        <Icon name="back" />
        <Label open={open}>{t('back')}</Label>
      </Entry>
      <Entry as={NavLink} to={routes.event(slug)} end title={t('reception')}>
        <Icon name="reception" />
        <Label open={open}>{t('reception')}</Label>
      </Entry>
      <Divider />
      <List>
        {visible.map((item) => (
          <li key={item.key} data-testid="menu-module">
            <ModuleLink item={item} slug={slug} open={open} />
          </li>
        ))}
      </List>
      {rest.length > 0 && <Overflow items={rest} slug={slug} open={open} />}
    </Nav>
  );
}

const Nav = styled.nav<{ $open: boolean }>`
  position: sticky;
  top: 56px;
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: ${({ $open }) => ($open ? '232px' : '64px')};
  min-height: calc(100vh - 56px);
  padding: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 150ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const entry = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  cursor: pointer;

  svg {
    flex: none;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &.active {
    background: var(--event-color);
    color: var(--event-color-text);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Entry = styled.a`
  ${entry}
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  ${listReset}
`;

const Divider = styled.hr`
  width: 100%;
  margin: 4px 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const OverflowRoot = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  left: calc(100% + 8px);
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 220px;
  padding: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;
