import { callQuery } from '@atrium/shared';

export const registrationFormUrlsQuery = (eventId: string) =>
  callQuery('Registration/GetRegistrationFormUrls', undefined, { eventId });
