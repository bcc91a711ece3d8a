import { routes, tabPanel, Tabs } from '@atrium/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FastLoginForm } from '../fastLogin';
import { Links } from '../form';
import { AuthCard } from '../layout';
import { LoginForm } from './LoginForm';

type Tab = 'password' | 'fastLogin';

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

  return (
    <AuthCard title={t('loginTitle')}>
      <Tabs
        label={t('loginMethods')}
        idPrefix={id}
        fill
        tabs={[
          { id: 'password', label: t('tabPassword') },
          { id: 'fastLogin', label: t('tabFastLogin') },
        ]}
        selected={tab}
        onSelect={(next) => setTab(next as Tab)}
      />
      <div {...tabPanel(id, tab)}>
        {tab === 'password' ? <LoginForm /> : <FastLoginForm initialCode={activationCode ?? undefined} />}
      </div>
      <Links>
        <Link to={routes.forgotPassword()}>{t('forgotPassword')}</Link>
        <Link to={routes.register()}>{t('register')}</Link>
      </Links>
    </AuthCard>
  );
}
