import { callQuery } from '@atrium/shared';
import type { Event, Participant, RegistrationFormUrls } from '@atrium/shared/contract';

export const eventBySlugQuery = (slug: string) => callQuery<Event>('Explore/GetEventBySlug', { slug });

export const registrationFormUrlsQuery = (eventId: string) =>
  callQuery<RegistrationFormUrls>('Registration/GetRegistrationFormUrls', {}, { eventId });

export const currentParticipantQuery = (eventId: string) =>
  callQuery<Participant>('Participant/GetCurrentParticipant', {}, { eventId });
