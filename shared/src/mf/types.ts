import type { Location, Navigator } from 'react-router-dom';

/** What every parcel receives from its host (DESIGN.md "The mounting contract"). */
export interface HostProps {
  slug: string;
  /** Where the host mounted the parcel's routes, e.g. '/demo'. No remote hard-codes it. */
  basename: string;
  location: Location;
  navigator: Navigator;
  params: Record<string, string | undefined>;
  eventId?: string;
}

/** The props of the profile dialog's parcel (mf-account ./UserProfile), beyond HostProps: whose profile. */
export interface ProfileDialogProps {
  userId: string;
}

/**
 * The props of the make-appointment dialog's parcel (mf-messaging ./MakeAppointment), beyond HostProps:
 * the `appointment.make` payload, the event and whom to invite first.
 */
export interface MakeAppointmentProps {
  eventId: string;
  userIds: string[];
}

/** The props of the messages dialog's parcel (mf-messaging ./MessagesHub): the chat a chat.open asked for. */
export interface MessagesDialogProps {
  /** `at` tells two asks for the same person apart, so the second one opens the chat again. */
  chat?: { userId: string; at: number };
}
