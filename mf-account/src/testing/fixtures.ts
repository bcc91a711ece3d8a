import type { Application, User } from '@atrium/shared/contract';

// The brand and the signed-in user of the account dialog's and the profile's tests.

/** The brand: the account is loaded (and reloaded) only once it is known. */
export const demo: Application = {
  id: 'demo-id',
  slug: 'demo',
  name: 'Atrium Demo',
  image: null,
  iosLink: null,
  androidLink: null,
  facebookAppID: null,
  whitelabelDomain: null,
  isDefault: true,
};

export const ada: User = {
  id: 'ada',
  image: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@demo.test',
  pendingEmail: null,
  phoneNumber: '+905321234567',
  emailConfirmed: true,
  phoneNumberConfirmed: false,
  showMeOnAPP: true,
  showMeBusy: false,
  showConnectedAccount: false,
  languageCode: 'en',
  eventNotifications: true,
  peopleNotifications: true,
  messageNotifications: false,
  updateDate: null,
  passwordUpdateDate: null,
  blockedUserIds: [],
  jobs: [],
  schools: [],
  languages: [],
  interests: ['Compilers'],
  contactInfo: {
    company: 'Analytical Engines',
    title: 'Engineer',
    email: null,
    cellPhone: null,
    phone: null,
    about: null,
  },
};
