import { Avatar, bus, Button, inBrand, MenuPanel, routes, useMenuButton, useSession, useUser } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { logout } from '../session';
import { UnreadButtons } from './UnreadButtons';

/** Spec 1 §2: on every screen; Login and Register for guests, the user and a menu otherwise. */
export function AccountBar() {
  const { t } = useTranslation('shell');
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const user = useUser();
  const status = useSession((s) => s.status);
  const menu = useMenuButton<HTMLDivElement>();

  if (status === 'unknown') return null;
  if (!user) {
    // Neither offers the page one is on.
    const login = inBrand(slug, routes.login());
    const register = inBrand(slug, routes.register());
    return (
      <Bar>
        {pathname !== login && <ButtonLink to={login}>{t('login')}</ButtonLink>}
        {pathname !== register && (
          <ButtonLink to={register} $primary>
            {t('register')}
          </ButtonLink>
        )}
      </Bar>
    );
  }
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Bar {...menu.root}>
      <UnreadButtons />
      {/* Named by the name it shows (WCAG 2.5.3 Label in Name); the menu popup is announced with it. */}
      <UserButton type="button" {...menu.button}>
        <Avatar src={user.image} name={fullName} size={32} decorative />
        <span data-testid="account-name">{fullName}</span>
      </UserButton>
      {menu.expanded && (
        <MenuPanel {...menu.menu}>
          {(['account', 'messages', 'notifications'] as const).map((name) => (
            <Button
              key={name}
              role="menuitem"
              variant="ghost"
              onClick={() => {
                menu.close();
                bus.emit(`${name}.open`, {});
              }}
            >
              {t(name)}
            </Button>
          ))}
          <Button role="menuitem" variant="ghost" onClick={logout}>
            {t('logout')}
          </Button>
        </MenuPanel>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
`;

const UserButton = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-decoration: none;
  color: ${({ $primary, theme }) => ($primary ? theme.colors.primaryText : 'inherit')};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : 'transparent')};
  border: 1px solid ${({ $primary, theme }) => ($primary ? theme.colors.primary : 'currentColor')};
`;
