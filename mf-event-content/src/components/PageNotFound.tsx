import { EmptyState } from '@atrium/shared';
import { useTranslation } from 'react-i18next';

/** A path under the event that no module has. */
export function PageNotFound() {
  const { t } = useTranslation('event');
  return <EmptyState message={t('dataNotFound')} />;
}
