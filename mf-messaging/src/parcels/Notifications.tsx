import { createParcel, RemotePlaceholder, TabbedPanel } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { AppointmentsTab } from '../features/appointments';
import '../i18n/appointments';

/** The notifications dialog (spec 1 §2 Dialogs 4): tabs Notifications (its issue's next step) and Appointments. */
function Notifications() {
  const { t } = useTranslation('appointments');
  return (
    <TabbedPanel
      label={t('notificationsTabs')}
      idPrefix="notifications"
      tabs={[
        { id: 'notifications', label: t('tabNotifications'), render: () => <RemotePlaceholder area="Notifications" /> },
        { id: 'appointments', label: t('tabAppointments'), render: () => <AppointmentsTab /> },
      ]}
    />
  );
}

/** Mounted by the shell inside its notifications dialog when the bus says 'notifications.open'. */
export default createParcel(Notifications);
