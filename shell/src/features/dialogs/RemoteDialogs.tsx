import { bus, Dialog, sessionStore, useSession, type AreaName, type ProfileDialogProps } from '@atrium/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
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
      // A chat opens in the messages hub (spec 1 §2 Dialogs 2), from a profile or a contact.
      bus.on('chat.open').pipe(map(() => 'messages' as const)),
      bus.on('notifications.open').pipe(map(() => 'notifications' as const)),
    ).subscribe(setOpen);
    return () => sub.unsubscribe();
  }, []);

  return (
    <>
      {open && signedIn && (
        <Dialog open onClose={() => setOpen(null)} title={t(open)} size="lg">
          <AreaSlot area={DIALOGS[open]} />
        </Dialog>
      )}
      <ProfileDialog />
    </>
  );
}

/**
 * Another user's profile (spec 1 §2 Dialogs 3), opened from anywhere by `profile.open` (a participant
 * row, a chat contact), over whatever dialog opened it. A second one while open shows that user
 * instead. It closes when a chat opens from it (the chat is the next thing to see) or the page changes.
 */
function ProfileDialog() {
  const { t } = useTranslation('shell');
  const signedIn = useSession((s) => s.status === 'signedIn');
  const { pathname } = useLocation();
  const [userId, setUserId] = useState<string | null>(null);

  useEffect(() => {
    const opened = bus.on('profile.open').subscribe((asked) => {
      // A guest has no profiles to see (profile/get needs sign-in).
      if (sessionStore.getState().status === 'signedIn') setUserId(asked.userId);
    });
    const chat = bus.on('chat.open').subscribe(() => setUserId(null));
    return () => {
      opened.unsubscribe();
      chat.unsubscribe();
    };
  }, []);

  useEffect(() => setUserId(null), [pathname, signedIn]);

  const props = useMemo<ProfileDialogProps | null>(() => (userId ? { userId } : null), [userId]);
  if (!props || !signedIn) return null;
  return (
    <Dialog open onClose={() => setUserId(null)} title={t('profile')} size="md">
      <AreaSlot area="profileDialog" props={props} />
    </Dialog>
  );
}
