import type { Event, Participant, RegistrationFormUrls } from '@atrium/shared/contract';
import { request } from '../../api/request';

export const getEventBySlug = (slug: string) => request<Event>('Explore/GetEventBySlug', { slug });

export const getRegistrationFormUrls = (eventId: string) =>
  request<RegistrationFormUrls>('Registration/GetRegistrationFormUrls', {}, { eventId });

export const getCurrentParticipant = (eventId: string) =>
  request<Participant>('Participant/GetCurrentParticipant', {}, { eventId });
