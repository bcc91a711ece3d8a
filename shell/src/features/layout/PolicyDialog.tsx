import { Dialog, SafeHtml, useSession } from '@atrium/shared';
import { useTranslation } from 'react-i18next';

/** Shows one policy of the brand by type or slug; missing ones say 'Sözleşme bulunamadı' (spec 1 §8). */
export function PolicyDialog({ policy, onClose }: { policy: number | string | null; onClose(): void }) {
  const { t } = useTranslation('shell');
  const settings = useSession((s) => s.settings);
  if (policy === null) return null;
  const all = [...(settings?.policies ?? []), ...(settings?.holaconPolicies ?? [])];
  const found = all.find((p) => (typeof policy === 'number' ? p.type === policy : p.slug === policy));
  return (
    <Dialog open onClose={onClose} title={found?.title ?? t('policyNotFound')}>
      {found ? <SafeHtml html={found.details} /> : <p>{t('policyNotFound')}</p>}
    </Dialog>
  );
}
