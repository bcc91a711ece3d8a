import { Subject, filter, map, type Observable } from 'rxjs';
import type { CallName, NewMessageEvent, NewNotificationEvent } from '../contract';

export type SnackbarKind = 'error' | 'warning' | 'success' | 'info';

export interface SnackbarAction {
  label: string;
  onClick(): void;
}

export interface SnackbarMessage {
  message: string;
  kind?: SnackbarKind;
  /** Defaults to 4000 ms (spec 1 §9); 0 keeps it until closed. */
  durationMs?: number;
  /** Buttons such as accept and reject on a network request (spec 1 §2 Dialogs 6). */
  actions?: SnackbarAction[];
}

/**
 * Every event remotes exchange. An interface, not a type, so a remote adds its own events with
 * `declare module '@atrium/shared' { interface BusEvents { 'poll.voted': {...} } }`.
 */
export interface BusEvents {
  'snackbar.show': SnackbarMessage;
  'chat.open': { userId: string };
  'profile.open': { userId: string };
  'appointment.make': { eventId: string; userIds: string[] };
  /** The make-appointment dialog created one: the shell closes the dialog. */
  'appointment.made': { appointmentId: string; eventId: string };
  'auth.loggedIn': { token: string };
  'auth.loggedOut': Record<string, never>;
  /** Asks the shell, which owns logout (spec 1 §4), to sign out: the account dialog's logout and deletion. */
  'auth.logout': Record<string, never>;
  navigate: { to: string; replace?: boolean };
  /** A call answered HTTP 401 (spec 1 §8); the shell signs out when the path is account/get. */
  'api.unauthorized': { path: CallName };
  /** A ?code= query met a signed-in user (spec 1 §2); the event-content remote activates it. */
  'event.activate': { activationCode: string };
  /** The event-content remote took the code (whatever the result): the shell stops offering it. */
  'event.activationHandled': { activationCode: string };
  /** An activation code opened an event (Participant/ActivateEvent): event lists and the open event refresh. */
  'event.activated': { eventId: string; slug: string };
  /** Header and drawer buttons that open another remote's dialog (spec 1 §2 Dialogs). */
  'account.open': Record<string, never>;
  'messages.open': Record<string, never>;
  'notifications.open': Record<string, never>;
  /**
   * Opens the brand's policy dialog (spec 1 §2 Dialogs), which the shell renders once: by slug from
   * a form's policy link, by type from the drawer's legal links.
   */
  'policy.open': { slug: string } | { type: number };
  /**
   * Real-time events of the user's channels (spec 1 §7), delivered by the shell's one socket. The
   * unread counts are the server's totals (account/get), which the shell asks for again on each of
   * these and on the two below.
   */
  'message.received': NewMessageEvent;
  'notification.received': NewNotificationEvent;
  /** A remote read a chat (chat/readall answered): the header's unread messages change. */
  'messages.read': { groupId: string };
  /** A remote read or deleted notifications (one, or all): the header's unread notifications change. */
  'notifications.read': Record<string, never>;
  /** The side menu toggle of the header (spec 1 §2, spec 2 §2.2 isOpen). */
  'layout.sideMenu': { open: boolean };
}

export type BusEventName = keyof BusEvents;

type BusMessage = { [K in BusEventName]: { name: K; payload: BusEvents[K] } }[BusEventName];

export interface EventBus {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  on<K extends BusEventName>(name: K): Observable<BusEvents[K]>;
}

/** One subject for all events, so the order of events across names is the order they were emitted. */
export function createBus(): EventBus {
  const subject = new Subject<BusMessage>();
  return {
    emit(name, payload) {
      subject.next({ name, payload } as BusMessage);
    },
    on<K extends BusEventName>(name: K) {
      return subject.pipe(
        filter((message) => message.name === name),
        map((message) => message.payload as BusEvents[K]),
      );
    },
  };
}

/** The page's one bus: @atrium/shared is a federation singleton, so every remote gets this object. */
export const bus: EventBus = createBus();
