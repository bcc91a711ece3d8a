import { BREAKPOINTS, bus, Button, storage, useSession } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountBar } from './AccountBar';
import { BACK_PATH_KEY, backTarget, mobileBackTarget } from './backTarget';
import { FullScreenToggle } from './FullScreenToggle';
import { Icon } from './icons';
import { useMediaQuery } from './useMediaQuery';
import { useSideMenu } from './sideMenu';

const LIGHT_PAGES = /^\/[^/]+\/?(events|incomingevents|pastevents)?\/?$/;

/** Desktop and mobile headers of spec 1 §2 Headers. */
export function Header({ onOpenDrawer }: { onOpenDrawer(): void }) {
  const { t } = useTranslation('shell');
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`);
  const application = useSession((s) => s.application);
  const signedIn = useSession((s) => s.status === 'signedIn');
  const sideMenu = useSideMenu();
  const home = `/${slug}`;
  const onHome = pathname === home || pathname === `${home}/`;
  const inEvent = pathname.startsWith(`${home}/event/`);
  const light = LIGHT_PAGES.test(pathname);

  const logo = application?.image ? (
    <img src={application.image} alt={application.name} height={32} />
  ) : (
    <strong>{application?.name}</strong>
  );

  if (mobile) {
    return (
      <Bar $light={light} aria-label={application?.name}>
        {onHome ? (
          <Button variant="ghost" aria-label={t('menu')} onClick={onOpenDrawer}>
            <Icon name="menu" />
          </Button>
        ) : (
          <Button
            variant="ghost"
            aria-label={t('back')}
            onClick={() => navigate(mobileBackTarget(pathname, storage.get(BACK_PATH_KEY)))}
          >
            <Icon name="back" />
          </Button>
        )}
        <Logo to={`${home}/events`}>{logo}</Logo>
        <Spacer />
        {signedIn ? (
          <MobileIcons>
            <IconButton aria-label={t('messages')} onClick={() => bus.emit('messages.open', {})}>
              <Icon name="mail" />
            </IconButton>
            <IconButton aria-label={t('notifications')} onClick={() => bus.emit('notifications.open', {})}>
              <Icon name="bell" />
            </IconButton>
            <IconButton aria-label={t('profile')} onClick={() => bus.emit('account.open', {})}>
              <Icon name="user" />
            </IconButton>
          </MobileIcons>
        ) : (
          <HeaderLink to={`${home}/login`}>{t('login')}</HeaderLink>
        )}
      </Bar>
    );
  }

  return (
    <Bar $light={light} aria-label={application?.name}>
      <Button variant="ghost" aria-label={t('menu')} onClick={onOpenDrawer}>
        <Icon name="menu" />
      </Button>
      {inEvent && (
        <Button variant="ghost" aria-label={t('back')} onClick={() => navigate(backTarget(pathname, home))}>
          <Icon name="back" />
        </Button>
      )}
      <Logo to={`${home}/events`}>{logo}</Logo>
      <Spacer />
      {inEvent && (
        <Button variant="ghost" aria-label={t('toggleSideMenu')} aria-pressed={sideMenu.open} onClick={sideMenu.toggle}>
          <Icon name="sidebar" />
        </Button>
      )}
      <FullScreenToggle />
      <AccountBar />
    </Bar>
  );
}

const Bar = styled.header<{ $light: boolean }>`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 56px;
  padding: 0 12px;
  background: ${({ $light, theme }) => ($light ? theme.colors.headerLight : theme.colors.headerDark)};
  color: ${({ $light, theme }) => ($light ? theme.colors.headerLightText : theme.colors.headerDarkText)};
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.08);
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
  font-size: 1.1rem;
`;

const Spacer = styled.div`
  flex: 1;
`;

const MobileIcons = styled.div`
  display: flex;
  gap: 4px;
`;

const IconButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.1rem;
  cursor: pointer;
`;

const HeaderLink = styled(Link)`
  padding: 8px 12px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
`;
