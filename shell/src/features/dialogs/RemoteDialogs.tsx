import { bus, Dialog, useSession } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merge, map } from 'rxjs';
import { AreaSlot } from '../remotes';

const DIALOGS = {
  account: { remote: 'mf-account', module: './AccountSettings', title: 'account' },
  messages: { remote: 'mf-messaging', module: './MessagesHub', title: 'messages' },
  notifications: { remote: 'mf-messaging', module: './Notifications', title: 'notifications' },
} as const;

type DialogName = keyof typeof DIALOGS;

/** The app-wide dialogs of spec 1 §2, each another remote's parcel, opened from the bus. */
export function RemoteDialogs() {
  const { t } = useTranslation('shell');
  const signedIn = useSession((s) => s.status === 'signedIn');
  const [open, setOpen] = useState<DialogName | null>(null);

  useEffect(() => {
    const sub = merge(
      bus.on('account.open').pipe(map(() => 'account' as const)),
      bus.on('messages.open').pipe(map(() => 'messages' as const)),
      bus.on('notifications.open').pipe(map(() => 'notifications' as const)),
    ).subscribe(setOpen);
    return () => sub.unsubscribe();
  }, []);

  if (!open || !signedIn) return null;
  const dialog = DIALOGS[open];
  return (
    <Dialog open onClose={() => setOpen(null)} title={t(dialog.title)} size="lg">
      <AreaSlot remote={dialog.remote} module={dialog.module} />
    </Dialog>
  );
}
