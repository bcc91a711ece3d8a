import { BREAKPOINTS, bus, IconButton, inBrand, routes, storage, STORAGE_KEYS, useSession } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountBar } from './AccountBar';
import { backTarget, mobileBackTarget } from './backTarget';
import { FullScreenToggle } from './FullScreenToggle';
import { useMediaQuery } from './useMediaQuery';
import { useSideMenu } from './sideMenu';
import { UnreadButtons } from './UnreadButtons';

const LIGHT_PAGES = /^\/[^/]+\/?(events|incomingevents|pastevents)?\/?$/;

/** Desktop and mobile headers of spec 1 §2 Headers. */
export function Header({ onOpenDrawer }: { onOpenDrawer(): void }) {
  const { t } = useTranslation('shell');
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`);
  // At 991 px or less an event draws its own header, with its back button (spec 2 §2.2), right
  // under this one: a second arrow here stacked two (issue 31 item 9d).
  const belowWide = useMediaQuery(`(max-width: ${BREAKPOINTS.wide}px)`);
  const application = useSession((s) => s.application);
  const signedIn = useSession((s) => s.status === 'signedIn');
  const sideMenu = useSideMenu();
  const home = inBrand(slug, routes.home());
  const onHome = pathname === home || pathname === `${home}/`;
  const inEvent = pathname.startsWith(`${home}/event/`);
  const eventHasBack = inEvent && belowWide;
  const light = LIGHT_PAGES.test(pathname);
  // A guest's events page is the login page (spec 1 §2 guards): the logo takes guests home instead.
  const logoTarget = signedIn ? inBrand(slug, routes.events()) : home;

  const logo = application?.image ? (
    <img src={application.image} alt={application.name} height={32} />
  ) : (
    <strong>{application?.name}</strong>
  );

  if (mobile) {
    return (
      <Bar $light={light} aria-label={application?.name}>
        {/* Guests keep the menu on every page (language, policies, about); the sign-in pages have their own way back. */}
        {onHome || !signedIn ? (
          <IconButton icon="menu" label={t('menu')} onClick={onOpenDrawer} />
        ) : eventHasBack ? null : (
          <IconButton
            icon="back"
            label={t('back')}
            onClick={() => navigate(mobileBackTarget(pathname, storage.get(STORAGE_KEYS.backPath)))}
          />
        )}
        <Logo to={logoTarget}>{logo}</Logo>
        <Spacer />
        {signedIn ? (
          <MobileIcons>
            <UnreadButtons />
            <IconButton icon="user" label={t('profile')} onClick={() => bus.emit('account.open', {})} />
          </MobileIcons>
        ) : (
          <GuestLink />
        )}
      </Bar>
    );
  }

  return (
    <Bar $light={light} aria-label={application?.name}>
      <IconButton icon="menu" label={t('menu')} onClick={onOpenDrawer} />
      {inEvent && !eventHasBack && (
        <IconButton icon="back" label={t('back')} onClick={() => navigate(backTarget(pathname, home))} />
      )}
      <Logo to={logoTarget}>{logo}</Logo>
      <Spacer />
      {inEvent && (
        <IconButton icon="sidebar" label={t('toggleSideMenu')} aria-pressed={sideMenu.open} onClick={sideMenu.toggle} />
      )}
      <FullScreenToggle />
      <AccountBar />
    </Bar>
  );
}

/** A guest's one way in on a phone: Login, or Register on the login page itself. */
function GuestLink() {
  const { t } = useTranslation('shell');
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const login = inBrand(slug, routes.login());
  return pathname === login ? (
    <HeaderLink to={inBrand(slug, routes.register())}>{t('register')}</HeaderLink>
  ) : (
    <HeaderLink to={login}>{t('login')}</HeaderLink>
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

const HeaderLink = styled(Link)`
  padding: 8px 12px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
`;
