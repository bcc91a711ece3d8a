import { routes, Skeleton, tabPanel, Tabs } from '@atrium/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Links } from '../form';
import { AuthCard } from '../layout';
import { LoginForm } from './LoginForm';

type Tab = 'password' | 'fastLogin';

// The second tab's form loads when it is opened: most visits sign in with a password.
const FastLoginForm = lazy(() => import('../fastLogin').then((m) => ({ default: m.FastLoginForm })));

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
        {tab === 'password' ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<Skeleton height={140} />}>
            <FastLoginForm initialCode={activationCode ?? undefined} />
          </Suspense>
        )}
      </div>
      <Links>
        <Link to={routes.forgotPassword()}>{t('forgotPassword')}</Link>
        <Link to={routes.register()}>{t('register')}</Link>
      </Links>
    </AuthCard>
  );
}
