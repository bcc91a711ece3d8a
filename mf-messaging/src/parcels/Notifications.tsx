import { createParcel, Skeleton, TabbedPanel } from '@atrium/shared';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsTab } from '../features/notifications';
import '../i18n/appointments';
import '../i18n/notifications';

// The appointments tab loads when first opened: the dialog opens on notifications, and the
// appointments' cards and forms stay out of the remote's first chunk (firstChunkKb in shared/src/mf/remotes.json).
const AppointmentsTab = lazy(() => import('../features/appointments').then((m) => ({ default: m.AppointmentsTab })));

/** The notifications dialog (spec 1 §2 Dialogs 4): tabs Notifications and Appointments. */
function Notifications() {
  const { t } = useTranslation('appointments');
  return (
    <TabbedPanel
      label={t('notificationsTabs')}
      idPrefix="notifications"
      tabs={[
        { id: 'notifications', label: t('tabNotifications'), render: () => <NotificationsTab /> },
        { id: 'appointments', label: t('tabAppointments'), render: () => <AppointmentsTab /> },
      ]}
      fallback={<Skeleton height={120} />}
    />
  );
}

/** Mounted by the shell inside its notifications dialog when the bus says 'notifications.open'. */
export default createParcel(Notifications);
