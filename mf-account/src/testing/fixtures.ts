import type { User } from '@atrium/shared/contract';

// The signed-in user of the account dialog's tests.

export const ada: User = {
  id: 'ada',
  image: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@demo.test',
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
