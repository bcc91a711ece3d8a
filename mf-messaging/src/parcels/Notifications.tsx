import { createParcel, TabbedPanel } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { AppointmentsTab } from '../features/appointments';
import { NotificationsTab } from '../features/notifications';
import '../i18n/appointments';
import '../i18n/notifications';

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
    />
  );
}

/** Mounted by the shell inside its notifications dialog when the bus says 'notifications.open'. */
export default createParcel(Notifications);
