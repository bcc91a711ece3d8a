import { bus, Button, Dialog, POLICY_TYPE, setLanguage, useSession, VERSION_MARKER } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { logout } from '../session';

const LEGAL = [
  { type: POLICY_TYPE.termsOfUse, label: 'termsOfUse' },
  { type: POLICY_TYPE.privacyPolicy, label: 'privacyPolicy' },
  { type: POLICY_TYPE.dataProtection, label: 'dataProtection' },
] as const;

/**
 * The menu drawer of spec 1 §2: account, legal links (policy types 12, 11, 13), recommend a friend,
 * send feedback, rate us and about the app.
 */
export function Drawer({ open, onClose, onAbout }: { open: boolean; onClose(): void; onAbout(): void }) {
  const { t, i18n } = useTranslation('shell');
  const application = useSession((s) => s.application);
  const signedIn = useSession((s) => s.status === 'signedIn');
  const storeLink = application?.iosLink ?? application?.androidLink ?? null;
  const url = typeof window === 'undefined' ? '' : window.location.origin + `/${application?.slug ?? ''}`;
  const recommend = `mailto:?subject=${encodeURIComponent(application?.name ?? '')}&body=${encodeURIComponent(
    t('recommendBody', { name: application?.name, url }),
  )}`;
  const then = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('menu')}>
      <Nav aria-label={t('menu')}>
        {signedIn && (
          <Button variant="ghost" onClick={then(() => bus.emit('account.open', {}))}>
            {t('account')}
          </Button>
        )}
        {LEGAL.map(({ type, label }) => (
          <Button key={type} variant="ghost" onClick={then(() => bus.emit('policy.open', { type }))}>
            {t(label)}
          </Button>
        ))}
        <a href={recommend}>{t('recommendFriend')}</a>
        <a href={`mailto:?subject=${encodeURIComponent(`${application?.name ?? ''} feedback`)}`}>{t('sendFeedback')}</a>
        {storeLink && (
          <a href={storeLink} target="_blank" rel="noreferrer">
            {t('rateUs')}
          </a>
        )}
        <Button variant="ghost" onClick={then(onAbout)}>
          {t('aboutApp')}
        </Button>
        <Languages role="group" aria-label={t('language')}>
          {(['tr', 'en'] as const).map((lang) => (
            <Button
              key={lang}
              variant={i18n.language === lang ? 'primary' : 'secondary'}
              aria-pressed={i18n.language === lang}
              onClick={() => setLanguage(lang)}
            >
              {lang === 'tr' ? 'Türkçe' : 'English'}
            </Button>
          ))}
        </Languages>
        {signedIn && (
          <div>
            <Button variant="danger" fullWidth onClick={logout}>
              {t('logout')}
            </Button>
          </div>
        )}
        <Version>{VERSION_MARKER}</Version>
      </Nav>
    </Dialog>
  );
}

const Nav = styled.nav`
  display: grid;
  gap: 4px;
  /* Links and buttons read as one list. */
  & > a,
  & > button {
    justify-content: flex-start;
    padding: 10px 12px;
    color: inherit;
    text-align: left;
    text-decoration: none;
  }
`;

const Languages = styled.div`
  display: flex;
  gap: 8px;
  padding: 8px 0;
`;

// The theme's muted colour, not a faded text colour: faded, it fell under 4.5:1 (issue 11 item 13).
const Version = styled.small`
  padding: 8px 12px;
  color: ${({ theme }) => theme.colors.muted};
`;
