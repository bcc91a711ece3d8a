import { Dialog, useSession, VERSION_MARKER } from '@atrium/shared';
import { useTranslation } from 'react-i18next';

export function AboutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const name = useSession((s) => s.application?.name ?? 'Atrium');
  return (
    <Dialog open={open} onClose={onClose} title={t('aboutApp')}>
      <p>{t('aboutText', { name, version: VERSION_MARKER })}</p>
    </Dialog>
  );
}
