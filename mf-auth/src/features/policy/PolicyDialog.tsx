import { Dialog, SafeHtml } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import type { PolicyLists } from './checkPolicies';
import { useOpenPolicy } from './useOpenPolicy';

/** The policy dialog of spec 1 §2 Dialogs 5, for the policy named by ?openPolicy=<slug>. */
export function PolicyDialog({ lists }: { lists: PolicyLists }) {
  const { t } = useTranslation('auth');
  const { slug, open } = useOpenPolicy();
  if (!slug) return null;
  const policy = [...lists.policies, ...lists.holaconPolicies].find((p) => p.slug === slug);
  return (
    <Dialog open onClose={() => open(null)} title={policy?.title ?? t('policyNotFound')}>
      {/* Policy texts are HTML written on the server: sanitised before they reach the page. */}
      {policy ? <SafeHtml html={policy.details} /> : <p>{t('policyNotFound')}</p>}
    </Dialog>
  );
}
