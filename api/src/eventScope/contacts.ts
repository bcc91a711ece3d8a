import type { EventOrganizator, EventSocialMedia } from '@atrium/shared/contract';
import { parseJson } from '../db';

// An event's and a booth's organiser contacts and social links are JSON text with an active flag
// per value (spec 2 §2.4, §2.10, §6); a value the organiser never gave reads as null and inactive.

const NO_ORGANIZATOR: EventOrganizator = {
  email: null,
  emailIsActive: false,
  phoneNumber: null,
  phoneNumberIsActive: false,
  mobilePhone: null,
  mobilePhoneIsActive: false,
};

const NO_SOCIAL_MEDIA: EventSocialMedia = {
  twitter: null,
  twitterIsActive: false,
  linkedIn: null,
  linkedInIsActive: false,
  facebook: null,
  facebookIsActive: false,
  instagram: null,
  instagramIsActive: false,
  youtube: null,
  youtubeIsActive: false,
  website: null,
  websiteIsActive: false,
};

export function organizatorOf(json: string | null | undefined): EventOrganizator {
  return { ...NO_ORGANIZATOR, ...parseJson<Partial<EventOrganizator>>(json, {}) };
}

export function socialMediaOf(json: string | null | undefined): EventSocialMedia {
  return { ...NO_SOCIAL_MEDIA, ...parseJson<Partial<EventSocialMedia>>(json, {}) };
}
