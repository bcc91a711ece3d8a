import { Skeleton, tabPanel, Tabs } from '@atrium/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Each tab loads when first opened: the forms, react-hook-form and the contract's schemas stay out
// of the remote's first chunk (e2e/budgets.json remoteFirstChunkKb).
const ProfileTab = lazy(() => import('../profile').then((m) => ({ default: m.ProfileTab })));
const AccountTab = lazy(() => import('../account').then((m) => ({ default: m.AccountTab })));
const PasswordTab = lazy(() => import('../password').then((m) => ({ default: m.PasswordTab })));

const TAB_IDS = ['profile', 'account', 'password'] as const;
type TabId = (typeof TAB_IDS)[number];
const panels: Record<TabId, () => React.JSX.Element> = {
  profile: () => <ProfileTab />,
  account: () => <AccountTab />,
  password: () => <PasswordTab />,
};

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.md};
`;

/** The account settings dialog's content (spec 1 §2 Dialogs 1): tabs Profile, Account, Password. */
export function AccountSettings() {
  const { t } = useTranslation('account');
  const [selected, setSelected] = useState<TabId>('profile');
  const names: Record<TabId, string> = {
    profile: t('tabProfile'),
    account: t('tabAccount'),
    password: t('tabPassword'),
  };
  return (
    <>
      <Tabs
        tabs={TAB_IDS.map((id) => ({ id, label: names[id] }))}
        selected={selected}
        onSelect={(id) => setSelected(id as TabId)}
        label={t('tabs')}
        idPrefix="account-settings"
        fill
      />
      <Panel {...tabPanel('account-settings', selected)}>
        <Suspense
          fallback={
            <Loading aria-busy="true">
              <Skeleton height={44} />
              <Skeleton height={44} />
              <Skeleton height={120} />
            </Loading>
          }
        >
          {panels[selected]()}
        </Suspense>
      </Panel>
    </>
  );
}
