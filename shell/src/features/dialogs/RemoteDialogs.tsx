import { bus, Dialog, useSession, type AreaName } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merge, map } from 'rxjs';
import { AreaSlot } from '../remotes';

const DIALOGS = {
  account: 'accountDialog',
  messages: 'messagesDialog',
  notifications: 'notificationsDialog',
} as const satisfies Record<string, AreaName>;

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
  return (
    <Dialog open onClose={() => setOpen(null)} title={t(open)} size="lg">
      <AreaSlot area={DIALOGS[open]} />
    </Dialog>
  );
}
