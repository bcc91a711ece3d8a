import type { Location, Navigator } from 'react-router-dom';
import type { Question, QuestionAnswers } from '../contract/question';

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

/**
 * The props of the question renderer's parcel (mf-event-content ./QuestionForm), beyond HostProps:
 * the questions, the form their uploads belong to, and what sends the answers (spec 2 §2.16).
 */
export interface QuestionFormParcelProps {
  questions: Question[];
  /** Uploads go to registration/uploadfile?registrationFormId=<formId>&questionId=<id>. */
  formId: string;
  /** The last button's words. */
  submitLabel: string;
  /** Sends the answers; a CallFailed's field errors `questions.<i>.answer` show beside that question. */
  onSubmit: (answers: QuestionAnswers) => Promise<unknown>;
  /** 'steps': one question at a time with a counter (survey posts); 'all' (the default): every question at once. */
  mode?: 'all' | 'steps';
}

/**
 * The props of the social hub's parcel (mf-social-hub ./SocialHub), beyond HostProps: the event, and
 * whether the user attends it (spec 2 §2.17: only attendees see the share button).
 */
export interface SocialHubProps {
  eventId: string;
  isAttending: boolean;
}

/**
 * The props of the live sessions list's parcel (mf-live ./LiveSessions), beyond HostProps: the
 * event, and its slug for the session route (spec 2 §2.18).
 */
export interface LiveSessionsProps {
  eventId: string;
  eventSlug: string;
}

/**
 * The props of the session page's parcel (mf-live ./SessionPage), beyond HostProps: the event, the
 * session of the route, and the user's participant in the event (null for a visitor), which decides
 * whether the user is one of the session's publishers (spec 2 §2.19, §6).
 */
export interface SessionPageProps {
  eventId: string;
  eventSlug: string;
  sessionId: string;
  participantId: string | null;
}

/**
 * The props of the conference room's parcel (mf-meeting ./ConferenceRoom), beyond HostProps: the
 * session an active publisher broadcasts from (spec 2 §2.19, §6).
 */
export interface ConferenceRoomProps {
  eventId: string;
  sessionId: string;
}

/** The props of the networking list's parcel (mf-meeting ./Networking), beyond HostProps (spec 2 §2.21). */
export interface NetworkingProps {
  eventId: string;
  eventSlug: string;
}

/**
 * The props of a networking room's page (mf-meeting ./NetworkingRoom), beyond HostProps: the room of
 * the route `room/:network_id` (spec 2 §2.22).
 */
export interface NetworkingRoomProps {
  eventId: string;
  eventSlug: string;
  roomId: string;
}
