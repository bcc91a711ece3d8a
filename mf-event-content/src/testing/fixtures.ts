import type {
  Application,
  Event,
  EventCard,
  EventModule,
  ProgramDay,
  ProgramItem,
  Question,
  Saloon,
  SubEvent,
  User,
} from '@atrium/shared/contract';

/**
 * The fixtures' events run 21-24 November 2026; tests that depend on whether an event is over
 * (the calendar link) run on this day, whatever the machine's date.
 */
export function onFixturesDay(): void {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T09:00:00Z'));
}

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
  id: 'ada-id',
  image: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@demo.test',
  pendingEmail: null,
  phoneNumber: null,
  emailConfirmed: true,
  phoneNumberConfirmed: false,
  showMeOnAPP: true,
  showMeBusy: false,
  showConnectedAccount: false,
  languageCode: 'en',
  eventNotifications: true,
  peopleNotifications: true,
  messageNotifications: true,
  updateDate: null,
  passwordUpdateDate: null,
  blockedUserIds: [],
  jobs: [],
  schools: [],
  languages: [],
  interests: [],
  contactInfo: { company: null, title: 'Programmer', email: null, cellPhone: null, phone: null, about: null },
};

const eventModule = (name: string, title = name, extra: Partial<EventModule> = {}): EventModule => ({
  name,
  title,
  titleTr: `${title} (tr)`,
  isCustom: false,
  url: null,
  ...extra,
});

/** Thirteen menu modules plus the social hub, as atrium-summit has. */
export const allModules: EventModule[] = [
  eventModule('Program'),
  eventModule('Speakers'),
  eventModule('Attendees', 'Participants'),
  eventModule('Sponsors'),
  eventModule('LiveStreams', 'Live sessions'),
  eventModule('Networking'),
  eventModule('Stands', 'Exhibition'),
  eventModule('Gallery'),
  eventModule('Maps', 'Area maps'),
  eventModule('Faq', 'FAQ'),
  eventModule('Documents'),
  eventModule('Surveys'),
  eventModule('SocialHub', 'Social hub'),
  eventModule('Custom', 'Venue guide', { isCustom: true, url: 'atrium.example/venue-guide' }),
];

export function eventCard(overrides: Partial<EventCard> = {}): EventCard {
  return {
    id: 'summit-id',
    slug: 'atrium-summit',
    title: 'Atrium Summit',
    type: 'hybrid',
    image: null,
    logo: null,
    category: 'Technology',
    startDate: '2026-11-21T06:00:00.000Z',
    endDate: '2026-11-24T15:00:00.000Z',
    startTime: '09:00',
    endTime: '18:00',
    timezone: 'Europe/Istanbul',
    location: { venue: 'Haliç Congress Center', address: 'Sütlüce', latitude: 41.0586, longtitude: 28.9478 },
    color: '#3949ab',
    modules: allModules,
    isAttending: true,
    organisation: { title: 'Atrium Events', image: null },
    settings: { isB2BNetworkingEnabled: true, b2BNetworkingInterval: 15 },
    ...overrides,
  };
}

export function event(overrides: Partial<Event> = {}): Event {
  return {
    ...eventCard(),
    about: '<p>About the summit</p>',
    organizator: {
      email: 'hello@summit.example',
      emailIsActive: true,
      phoneNumber: '+90 212 555 01 00',
      phoneNumberIsActive: true,
      mobilePhone: '+90 532 555 01 00',
      mobilePhoneIsActive: false,
    },
    socialMedia: {
      twitter: 'https://twitter.com/summit',
      twitterIsActive: true,
      linkedIn: null,
      linkedInIsActive: false,
      facebook: 'https://facebook.com/summit',
      facebookIsActive: false,
      instagram: null,
      instagramIsActive: false,
      youtube: null,
      youtubeIsActive: false,
      website: 'summit.example',
      websiteIsActive: true,
    },
    contactEmail: 'hello@summit.example',
    ...overrides,
  };
}

export const days: ProgramDay[] = [
  { id: 'd1', date: '2026-11-21', title: 'Day 1 · Foundations' },
  { id: 'd2', date: '2026-11-22', title: 'Day 2 · Building' },
];

export const saloons: Saloon[] = [
  { id: 'main', title: 'Main Hall', color: '#3949ab' },
  { id: 'hallB', title: 'Hall B', color: '#00897b' },
];

export const subEvents: SubEvent[] = [
  { id: 'ai', title: 'AI Workshop', color: '#8e24aa', stock: 30, usage: 0, enableMobileRegistrations: true, type: 0 },
  {
    id: 'dinner',
    title: 'Founders Dinner',
    color: '#c62828',
    stock: 2,
    usage: 2,
    enableMobileRegistrations: true,
    type: 2,
  },
  {
    id: 'hack',
    title: 'Hackathon',
    color: '#f9a825',
    stock: null,
    usage: 0,
    enableMobileRegistrations: false,
    type: 1,
  },
];

export function program(id: string, overrides: Partial<ProgramItem> = {}): ProgramItem {
  return {
    id,
    dayID: 'd1',
    subEventID: null,
    saloonID: 'main',
    type: 0,
    title: `Session ${id}`,
    details: `<p>Details of ${id}</p>`,
    startTime: '09:30',
    endTime: '10:30',
    startDate: '2026-11-21T06:30:00.000Z',
    endDate: '2026-11-21T07:30:00.000Z',
    badgeTitle: null,
    avgRate: 0,
    rateCount: 0,
    speakers: [],
    image: null,
    ...overrides,
  };
}

export const list = <T>(items: T[]) => ({ items, totalCount: items.length });

/** A registration question (spec 2 §3) of `type`, with nothing set but what `extra` sets. */
export const question = (id: string, type: number, extra: Partial<Question> = {}): Question => ({
  id,
  type,
  title: `Question ${id}`,
  hint: null,
  placeholder: null,
  isRequired: false,
  answer: null,
  answers: [],
  options: [],
  minLength: null,
  maxLength: null,
  minCharAllowed: null,
  maxCharAllowed: null,
  rows: null,
  showLimit: false,
  minValue: null,
  maxvalue: null,
  step: null,
  allowMultipleSelections: false,
  addSearchbox: false,
  dateFormat: null,
  format: null,
  fileTypes: [],
  maxFileSizeMb: null,
  infoBlockColor: null,
  parentAnswerId: null,
  parentQuestionId: null,
  initialValue: null,
  ...extra,
});
