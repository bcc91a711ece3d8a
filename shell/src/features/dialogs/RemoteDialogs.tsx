import {
  bus,
  Dialog,
  sessionStore,
  useSession,
  type AreaName,
  type MakeAppointmentProps,
  type MessagesDialogProps,
  type ProfileDialogProps,
} from '@atrium/shared';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { merge, map, type Observable } from 'rxjs';
import { AreaSlot } from '../remotes';

// Signed-in users only hear of new items: the login page does not load the banner or its sound.
// Preloaded for a visitor with a token (bootstrap.tsx), so it renders with the page.
export const NewItemBanner = lazyWithPreload(() =>
  import('../newItems').then(({ NewItemBanner }) => ({ default: NewItemBanner })),
);

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
  // The chat a chat.open asked for, passed to the hub's parcel; the hub opened otherwise shows its list.
  const [chat, setChat] = useState<MessagesDialogProps | undefined>(undefined);
  const { pathname } = useLocation();

  useEffect(() => {
    const sub = merge(
      bus.on('account.open').pipe(map(() => 'account' as const)),
      bus.on('messages.open').pipe(map(() => 'messages' as const)),
      bus.on('notifications.open').pipe(map(() => 'notifications' as const)),
    ).subscribe((name) => {
      setChat(undefined);
      setOpen(name);
    });
    // A chat opens in the messages hub (spec 1 §2 Dialogs 2), from a profile or a contact.
    sub.add(
      bus.on('chat.open').subscribe(({ userId }) => {
        setChat({ chat: { userId, at: Date.now() } });
        setOpen('messages');
      }),
    );
    return () => sub.unsubscribe();
  }, []);

  // A notification that opens an event leaves the page under the dialog: the dialog goes with it.
  useEffect(() => setOpen(null), [pathname]);

  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <NewItemBanner openDialog={open} />
        </Suspense>
      )}
      {open && signedIn && (
        <Dialog open onClose={() => setOpen(null)} title={t(open)} size="lg">
          <AreaSlot area={DIALOGS[open]} props={open === 'messages' ? chat : undefined} />
        </Dialog>
      )}
      <BusDialog opens={profileOpens} closes={profileCloses} area="profileDialog" title={t('profile')} />
      <BusDialog
        opens={appointmentOpens}
        closes={appointmentCloses}
        area="makeAppointmentDialog"
        title={t('makeAppointment')}
      />
    </>
  );
}

// A second open while one shows switches it to the new props; each closes on its own signal too.
const profileOpens: Observable<ProfileDialogProps> = bus.on('profile.open').pipe(map(({ userId }) => ({ userId })));
// The profile closes when a chat opens from it (the chat is the next thing to see).
const profileCloses = bus.on('chat.open');
const appointmentOpens: Observable<MakeAppointmentProps> = bus
  .on('appointment.make')
  .pipe(map(({ eventId, userIds }) => ({ eventId, userIds })));
const appointmentCloses = bus.on('appointment.made');

/**
 * A dialog of another remote's parcel opened by a bus event with props, over whatever dialog opened
 * it: another user's profile (spec 1 §2 Dialogs 3) from a participant row or a chat contact, and the
 * make-appointment dialog (Dialogs 5) from a profile's shared event or a participant row. It closes
 * on its close signal or when the page changes; a guest gets none (the parcels' calls need sign-in).
 */
function BusDialog<P extends object>({
  opens,
  closes,
  area,
  title,
}: {
  opens: Observable<P>;
  closes: Observable<unknown>;
  area: AreaName;
  title: string;
}) {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const { pathname } = useLocation();
  const [props, setProps] = useState<P | null>(null);

  useEffect(() => {
    const opened = opens.subscribe((asked) => {
      if (sessionStore.getState().status === 'signedIn') setProps(asked);
    });
    const closed = closes.subscribe(() => setProps(null));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [opens, closes]);

  useEffect(() => setProps(null), [pathname, signedIn]);

  if (!props || !signedIn) return null;
  return (
    <Dialog open onClose={() => setProps(null)} title={title} size="md">
      <AreaSlot area={area} props={props} />
    </Dialog>
  );
}
