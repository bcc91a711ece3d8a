import { Skeleton, TabbedPanel } from '@atrium/shared';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Each tab loads when first opened: the forms, react-hook-form and the contract's schemas stay out
// of the remote's first chunk (its firstChunkKb in shared/src/mf/remotes.json).
const ProfileTab = lazy(() => import('../profile').then((m) => ({ default: m.ProfileTab })));
const AccountTab = lazy(() => import('../account').then((m) => ({ default: m.AccountTab })));
const PasswordTab = lazy(() => import('../password').then((m) => ({ default: m.PasswordTab })));

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.md};
`;

/** The account settings dialog's content (spec 1 §2 Dialogs 1): tabs Profile, Account, Password. */
export function AccountSettings() {
  const { t } = useTranslation('account');
  return (
    <TabbedPanel
      label={t('tabs')}
      idPrefix="account-settings"
      tabs={[
        { id: 'profile', label: t('tabProfile'), render: () => <ProfileTab /> },
        { id: 'account', label: t('tabAccount'), render: () => <AccountTab /> },
        { id: 'password', label: t('tabPassword'), render: () => <PasswordTab /> },
      ]}
      fallback={
        <Loading aria-busy="true">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={120} />
        </Loading>
      }
    />
  );
}
