import { EmptyState } from '@atrium/shared';
import { useTranslation } from 'react-i18next';

/**
 * The Messages tab (spec 1 §2 Dialogs 2). The chat list and the active chat panel are issue 13's
 * next step and go in this feature; until then it says where conversations will be.
 */
export function Chats() {
  const { t } = useTranslation('messages');
  return (
    <EmptyState message={t('chatsEmpty')}>
      <p>{t('chatsHint')}</p>
    </EmptyState>
  );
}
