import { routes } from '@atrium/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FastLoginForm } from '../fastLogin';
import { Links } from '../form';
import { AuthCard } from '../layout';
import { LoginForm } from './LoginForm';

const TABS = ['password', 'fastLogin'] as const;
type Tab = (typeof TABS)[number];

/**
 * Spec 1 §2 Login screen: two tabs, e-mail + password and fast login with an activation code;
 * ?activationCode= opens the second, filled in and submitted.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const activationCode = params.get('activationCode');
  const [tab, setTab] = useState<Tab>(activationCode ? 'fastLogin' : 'password');
  const id = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ password: null, fastLogin: null });
  const labels: Record<Tab, string> = { password: t('tabPassword'), fastLogin: t('tabFastLogin') };

  // WAI-ARIA tabs: arrow keys move between the tabs, and the one reached is selected.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length];
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <AuthCard title={t('loginTitle')}>
      <TabList role="tablist" aria-label={t('loginMethods')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <TabButton
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {labels[name]}
          </TabButton>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'password' ? <LoginForm /> : <FastLoginForm initialCode={activationCode ?? undefined} />}
      </div>
      <Links>
        <Link to={routes.forgotPassword()}>{t('forgotPassword')}</Link>
        <Link to={routes.register()}>{t('register')}</Link>
      </Links>
    </AuthCard>
  );
}

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
