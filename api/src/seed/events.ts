import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { localDate, zonedToUtc } from '../eventScope';
import { avatar, cover, logo, svg, text } from './images';

// Issue 5: the inside of the demo events (DESIGN "Demo data"): atrium-summit gets every module of
// spec 2 and a full program; the others enough to show their lists. Images are small inline SVGs,
// so the demo needs no network.

const DAY = 24 * 60 * 60 * 1000;
/** settings key: when the demo dates were last lined up with the clock. */
export const DEMO_CLOCK_KEY = 'demo_clock';

function sponsorLogo(name: string, color: string): string {
  return svg(
    `<rect width="800" height="400" rx="40" fill="#fff" stroke="${color}" stroke-width="16"/>${text(400, 230, 96, name, color)}`,
    800,
    400,
  );
}

const organizator = (email: string, phone: string | null, mobile: string | null, mobileActive = false) =>
  JSON.stringify({
    email,
    emailIsActive: true,
    phoneNumber: phone,
    phoneNumberIsActive: Boolean(phone),
    mobilePhone: mobile,
    mobilePhoneIsActive: mobileActive,
  });

interface ModuleSeed {
  name: string;
  title: string;
  titleTr: string;
  url?: string;
}

/** Every module of spec 2 §2.1, the social hub and a custom link whose url has no scheme. */
const ALL_MODULES: ModuleSeed[] = [
  { name: 'Program', title: 'Program', titleTr: 'Program' },
  { name: 'Speakers', title: 'Speakers', titleTr: 'Konuşmacılar' },
  { name: 'Attendees', title: 'Participants', titleTr: 'Katılımcılar' },
  { name: 'Sponsors', title: 'Sponsors', titleTr: 'Sponsorlar' },
  { name: 'LiveStreams', title: 'Live sessions', titleTr: 'Canlı oturumlar' },
  { name: 'Networking', title: 'Networking', titleTr: 'Tanışma alanı' },
  { name: 'Stands', title: 'Exhibition', titleTr: 'Sergi alanı' },
  { name: 'Gallery', title: 'Gallery', titleTr: 'Galeri' },
  { name: 'Maps', title: 'Area maps', titleTr: 'Alan haritaları' },
  { name: 'Faq', title: 'FAQ', titleTr: 'SSS' },
  { name: 'Documents', title: 'Documents', titleTr: 'Belgeler' },
  { name: 'Surveys', title: 'Surveys', titleTr: 'Anketler' },
  { name: 'SocialHub', title: 'Social hub', titleTr: 'Sosyal alan' },
  { name: 'Custom', title: 'Venue guide', titleTr: 'Mekân rehberi', url: 'atrium.example/venue-guide' },
];

const pick = (...names: string[]) => ALL_MODULES.filter((module) => names.includes(module.name));

interface SpeakerSeed {
  key: string;
  fullName: string;
  title: string;
  firmName: string;
  color: string;
  details: string;
  links: [number, string, boolean][];
}

const SUMMIT_SPEAKERS: SpeakerSeed[] = [
  {
    key: 'elif',
    fullName: 'Elif Yılmaz',
    title: 'Chief Technology Officer',
    firmName: 'Bosphorus Labs',
    color: '#5e35b1',
    details: '<p>Elif builds event platforms used by half a million attendees a year.</p>',
    links: [
      [0, 'https://twitter.com/elif.example', true],
      [1, 'https://www.linkedin.com/in/elif-example', true],
      [5, 'https://elif.example', true],
      [2, 'https://facebook.com/elif.example', false],
    ],
  },
  {
    key: 'marco',
    fullName: 'Marco Rossi',
    title: 'Principal Engineer',
    firmName: 'Trattoria Systems',
    color: '#00897b',
    details: '<p>Marco works on real-time video at scale and <strong>loves</strong> WebRTC.</p>',
    links: [
      [1, 'https://www.linkedin.com/in/marco-example', true],
      [4, 'https://youtube.com/@marco-example', true],
    ],
  },
  {
    key: 'aiko',
    fullName: 'Aiko Tanaka',
    title: 'Head of Design',
    firmName: 'Kumo Studio',
    color: '#d81b60',
    details: '<p>Aiko leads design systems for hybrid events.</p>',
    links: [
      [3, 'https://instagram.com/aiko.example', true],
      [5, 'https://kumo.example', true],
    ],
  },
  {
    key: 'daniel',
    fullName: 'Daniel Okafor',
    title: 'Founder',
    firmName: 'Lagos Ventures',
    color: '#f4511e',
    details: '<p>Daniel invests in tools that bring communities together.</p>',
    links: [[0, 'https://twitter.com/daniel.example', true]],
  },
  {
    key: 'sofia',
    fullName: 'Sofia Lindqvist',
    title: 'Research Lead',
    firmName: 'Nordic AI Institute',
    color: '#1e88e5',
    details: '<p>Sofia researches accessible interfaces and machine learning.</p>',
    links: [
      [1, 'https://www.linkedin.com/in/sofia-example', true],
      [0, 'https://twitter.com/sofia.example', false],
    ],
  },
  {
    key: 'kerem',
    fullName: 'Kerem Demir',
    title: 'Product Manager',
    firmName: 'Anatolia Apps',
    color: '#6d4c41',
    details: '<p>Kerem ships mobile apps for conferences across Türkiye.</p>',
    links: [[5, 'https://kerem.example', true]],
  },
  {
    key: 'priya',
    fullName: 'Priya Nair',
    title: 'Community Director',
    firmName: 'OpenStage',
    color: '#7cb342',
    details: '<p>Priya runs meetups in twelve cities.</p>',
    links: [
      [2, 'https://facebook.com/priya.example', true],
      [3, 'https://instagram.com/priya.example', true],
    ],
  },
  {
    key: 'jonas',
    fullName: 'Jonas Weber',
    title: 'Security Engineer',
    firmName: 'Rheinwerk Security',
    color: '#546e7a',
    details: '<p>Jonas hardens web platforms and teaches secure coding.</p>',
    links: [[1, 'https://www.linkedin.com/in/jonas-example', true]],
  },
];

interface ProgramSeed {
  day: number;
  start: string;
  end: string;
  type: number;
  hall: string | null;
  subEvent: string | null;
  badge: string | null;
  speakers: string[];
  title: string;
  details: string;
}

/**
 * One program item a line: day | time | type | hall | sub-event | badge | speakers | title | details
 * ("-" for none). Types: 0 and 1 sessions with speakers, 2 a section, 3 a badge item (spec 2 §3).
 */
function programTable(table: string): ProgramSeed[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [day, time, type, hall, subEvent, badge, speakers, title, details] = line
        .split('|')
        .map((cell) => cell.trim());
      const none = (cell: string) => (cell === '-' ? null : cell);
      const [start, end] = time.split('-');
      return {
        day: Number(day),
        start,
        end,
        type: Number(type),
        hall: none(hall),
        subEvent: none(subEvent),
        badge: none(badge),
        speakers: none(speakers)?.split(',') ?? [],
        title,
        details: `<p>${details}</p>`,
      };
    });
}

const SUMMIT_PROGRAM = programTable(`
0 | 09:00-09:30 | 3 | main     | -         | fa fa-coffee  | -                   | Registration and coffee                   | Pick up your badge at the entrance.
0 | 09:30-10:30 | 0 | main     | -         | -             | elif,daniel         | Opening keynote: events without walls     | Why the best events now happen in two places at once.
0 | 10:30-10:45 | 2 | -        | -         | -             | -                   | Track: Foundations                        | The building blocks of a hybrid platform.
0 | 10:45-11:30 | 1 | hallB    | -         | -             | marco               | Micro-frontends in practice               | Module Federation, parcels and the contracts between teams.
0 | 11:30-12:30 | 1 | main     | -         | -             | aiko                | Designing for two audiences               | Serving the room and the stream with one design.
0 | 12:30-13:30 | 3 | -        | -         | fa fa-cutlery | -                   | Lunch                                     | Lunch is served on the terrace.
0 | 13:30-15:00 | 0 | workshop | ai        | -             | sofia               | Hands-on: machine learning for moderators | Bring a laptop. Places are limited.
0 | 15:30-16:30 | 1 | main     | -         | -             | priya,kerem,daniel  | Panel: the attendee of 2030               | Three perspectives on what attendees will expect.
0 | 19:00-22:00 | 1 | hallB    | dinner    | -             | daniel              | Founders dinner                           | An evening for founders and investors; the organiser approves registrations.
1 | 09:00-09:30 | 3 | main     | -         | fa fa-coffee  | -                   | Morning coffee                            | Coffee and pastries.
1 | 09:30-10:30 | 0 | main     | -         | -             | marco,elif          | Keynote: real-time at scale               | Serving a million concurrent viewers.
1 | 10:30-10:45 | 2 | -        | -         | -             | -                   | Track: Building                           | From prototype to production.
1 | 10:45-11:45 | 1 | hallB    | -         | -             | sofia               | Accessible live captions                  | Making every session readable.
1 | 10:45-11:45 | 1 | main     | -         | -             | jonas               | Securing a multi-tenant api               | Tenancy, tokens and the rules that keep brands apart.
1 | 12:00-13:00 | 3 | -        | -         | fa fa-cutlery | -                   | Lunch                                     | Lunch is served on the terrace.
1 | 13:00-17:00 | 0 | workshop | hackathon | -             | kerem,priya         | Hackathon kick-off                        | Build something for the event in four hours.
1 | 14:00-15:30 | 0 | hallB    | forms     | -             | aiko                | Hands-on: forms everyone can fill in      | Bring a form you look after; we make it work for every attendee. Places are limited.
1 | 17:15-18:00 | 1 | main     | -         | -             | priya               | Fireside chat: community first            | How communities outlive their events.
2 | 09:30-10:30 | 0 | main     | -         | -             | daniel,aiko         | Keynote: scaling hybrid events            | Lessons from a hundred hybrid events.
2 | 10:30-10:45 | 2 | -        | -         | -             | -                   | Track: Scaling                            | Running events for a growing audience.
2 | 10:45-11:45 | 1 | hallB    | -         | -             | jonas,marco         | Observability for event platforms         | Seeing trouble before attendees do.
2 | 12:00-13:00 | 1 | main     | hackathon | fa fa-trophy  | kerem               | Hackathon demos and awards                | The teams show what they built.
2 | 13:00-13:30 | 3 | main     | -         | fa fa-star    | -                   | Closing remarks                           | Thank you for coming.
`);

async function insertModules(trx: Knex, eventId: string, modules: ModuleSeed[]) {
  await trx('event_modules').insert(
    modules.map((module, index) => ({
      event_id: eventId,
      name: module.name,
      title: module.title,
      title_tr: module.titleTr,
      is_custom: module.name === 'Custom',
      url: module.url ?? null,
      order_no: index,
    })),
  );
}

async function insertSpeakers(trx: Knex, eventId: string, speakers: SpeakerSeed[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await trx('speakers').insert(
    speakers.map((speaker, index) => {
      const id = randomUUID();
      ids.set(speaker.key, id);
      return {
        id,
        event_id: eventId,
        full_name: speaker.fullName,
        title: speaker.title,
        firm_name: speaker.firmName,
        image: avatar(speaker.fullName, speaker.color),
        details: speaker.details,
        external_links: JSON.stringify(speaker.links.map(([type, url, isActive]) => ({ type, url, isActive }))),
        order_no: index,
      };
    }),
  );
  return ids;
}

async function insertProgram(
  trx: Knex,
  eventId: string,
  days: string[],
  halls: Map<string, string>,
  subEvents: Map<string, string>,
  speakers: Map<string, string>,
  items: ProgramSeed[],
): Promise<string[]> {
  const dayIds = days.map(() => randomUUID());
  await trx('program_days').insert(
    days.map((title, index) => ({ id: dayIds[index], event_id: eventId, day_offset: index, title })),
  );
  const programIds: string[] = [];
  for (const item of items) {
    const id = randomUUID();
    programIds.push(id);
    await trx('program_items').insert({
      id,
      event_id: eventId,
      day_id: dayIds[item.day],
      sub_event_id: item.subEvent ? subEvents.get(item.subEvent) : null,
      hall_id: item.hall ? halls.get(item.hall) : null,
      type: item.type,
      title: item.title,
      details: item.details,
      start_time: item.start,
      end_time: item.end,
      badge_title: item.badge,
      image: null,
    });
    if (item.speakers.length) {
      await trx('program_speakers').insert(
        item.speakers.map((key, index) => ({
          program_id: id,
          speaker_id: speakers.get(key),
          presentation_id: null,
          order_no: index,
        })),
      );
    }
  }
  return programIds;
}

/** The demo events open at 09:00 on their first day and close at 18:00 on their last, local time. */
async function roundEventTimes(trx: Knex) {
  for (const event of await trx('events').select('id', 'start_date', 'end_date', 'timezone')) {
    const start = localDate(new Date(event.start_date), event.timezone);
    const end = localDate(new Date(event.end_date), event.timezone);
    await trx('events')
      .where('id', event.id)
      .update({
        start_date: zonedToUtc(start, '09:00', event.timezone),
        end_date: zonedToUtc(end, '18:00', event.timezone),
      });
  }
}

/**
 * Writes the content of the demo events seeded by seedDemoData (found by slug), inside its
 * transaction, and notes the time the demo dates are relative to.
 */
export async function seedEventContent(trx: Knex, now: Date): Promise<void> {
  await roundEventTimes(trx);
  await trx('settings').insert({ key: DEMO_CLOCK_KEY, value: now.toISOString() }).onConflict('key').merge();

  const demo = await trx('applications').where({ slug: 'demo' }).first('id');
  const acme = await trx('applications').where({ slug: 'acme' }).first('id');
  const eventOf = async (applicationId: string, slug: string) =>
    (await trx('events').where({ application_id: applicationId, slug }).first('id')).id as string;
  const summit = await eventOf(demo.id, 'atrium-summit');
  const expo = await eventOf(demo.id, 'future-expo');
  const forum = await eventOf(demo.id, 'past-forum');
  const launch = await eventOf(acme.id, 'acme-launch');

  const noSocial = JSON.stringify({});
  await trx('event_details').insert([
    {
      event_id: summit,
      logo: logo('AS', '#3949ab'),
      image: cover('Atrium Summit', '#283593', '#00897b'),
      category: 'Technology',
      about:
        '<h3>Two places, one event</h3><p>Atrium Summit brings together the people who build virtual and hybrid events: three days of keynotes, workshops and a hackathon, in Istanbul and online.</p><ul><li>22 sessions in three halls</li><li>Workshops with limited places</li><li>A hackathon with awards</li></ul><p>Read the <a href="https://atrium.example/code-of-conduct" target="_blank">code of conduct</a> before you come.</p>',
      venue: 'Haliç Congress Center',
      address: 'Sütlüce, Karaağaç Cd. No:1, 34445 Beyoğlu/İstanbul',
      latitude: 41.0586,
      longtitude: 28.9478,
      organizator: organizator('hello@atrium-summit.example', '+90 212 555 01 00', '+90 532 555 01 00', false),
      social_media: JSON.stringify({
        twitter: 'https://twitter.com/atriumsummit',
        twitterIsActive: true,
        linkedIn: 'https://www.linkedin.com/company/atrium-summit',
        linkedInIsActive: true,
        facebook: 'https://facebook.com/atriumsummit',
        facebookIsActive: false,
        instagram: 'https://instagram.com/atriumsummit',
        instagramIsActive: true,
        youtube: 'https://youtube.com/@atriumsummit',
        youtubeIsActive: true,
        website: 'https://atrium-summit.example',
        websiteIsActive: true,
      }),
      organisation_title: 'Atrium Events',
      organisation_image: logo('AE', '#17202e'),
      contact_email: 'hello@atrium-summit.example',
      b2b_networking_enabled: true,
      b2b_networking_interval: 15,
    },
    {
      event_id: expo,
      logo: logo('FE', '#00897b'),
      image: cover('Future Expo', '#00695c', '#4db6ac'),
      category: 'Innovation',
      about: '<p>Future Expo shows the products of tomorrow, online, for three days.</p>',
      venue: 'Online',
      address: null,
      latitude: null,
      longtitude: null,
      organizator: organizator('expo@atrium.example', null, null),
      social_media: JSON.stringify({ website: 'https://future-expo.example', websiteIsActive: true }),
      organisation_title: 'Atrium Events',
      organisation_image: logo('AE', '#17202e'),
      contact_email: 'expo@atrium.example',
      b2b_networking_enabled: false,
      b2b_networking_interval: 0,
    },
    {
      event_id: forum,
      logo: logo('PF', '#6d4c41'),
      image: cover('Past Forum', '#4e342e', '#a1887f'),
      category: 'Business',
      about: '<p>Past Forum gathered leaders of the event industry in Ankara.</p>',
      venue: 'ATO Congresium',
      address: 'Söğütözü, 2176. Sk. No:3, 06510 Çankaya/Ankara',
      latitude: 39.9116,
      longtitude: 32.8067,
      organizator: organizator('forum@atrium.example', '+90 312 555 02 00', null),
      social_media: noSocial,
      organisation_title: 'Atrium Events',
      organisation_image: logo('AE', '#17202e'),
      contact_email: 'forum@atrium.example',
      b2b_networking_enabled: false,
      b2b_networking_interval: 0,
    },
    {
      event_id: launch,
      logo: logo('AL', '#c62828'),
      image: cover('ACME Launch', '#b71c1c', '#ef9a9a'),
      category: 'Product',
      about: '<p>ACME shows its new rocket skates.</p>',
      venue: 'Online',
      address: null,
      latitude: null,
      longtitude: null,
      organizator: organizator('launch@acme.example', null, null),
      social_media: noSocial,
      organisation_title: 'ACME',
      organisation_image: logo('A', '#c62828'),
      contact_email: 'launch@acme.example',
      b2b_networking_enabled: false,
      b2b_networking_interval: 0,
    },
  ]);

  await insertModules(trx, summit, ALL_MODULES);
  await insertModules(trx, expo, pick('Program', 'Speakers', 'Sponsors', 'SocialHub'));
  await insertModules(trx, forum, pick('Program', 'Speakers'));
  await insertModules(trx, launch, pick('Program', 'Speakers', 'Sponsors', 'Attendees'));

  await trx('event_registration_forms').insert([
    {
      event_id: expo,
      title: 'Visitor registration',
      url: 'https://forms.atrium.example/future-expo/visitor',
      order_no: 0,
    },
    {
      event_id: expo,
      title: 'Exhibitor ticket',
      url: 'https://forms.atrium.example/future-expo/exhibitor',
      order_no: 1,
    },
  ]);

  // atrium-summit: halls, sub-events, speakers, a three-day program, sponsors, and groups.
  const halls = new Map([
    ['main', randomUUID()],
    ['hallB', randomUUID()],
    ['workshop', randomUUID()],
  ]);
  await trx('event_halls').insert([
    { id: halls.get('main'), event_id: summit, title: 'Main Hall', color: '#3949ab', order_no: 0 },
    { id: halls.get('hallB'), event_id: summit, title: 'Hall B', color: '#00897b', order_no: 1 },
    { id: halls.get('workshop'), event_id: summit, title: 'Workshop Room', color: '#f4511e', order_no: 2 },
  ]);
  const subEvents = new Map([
    ['ai', randomUUID()],
    ['dinner', randomUUID()],
    ['hackathon', randomUUID()],
    ['forms', randomUUID()],
  ]);
  await trx('sub_events').insert([
    {
      id: subEvents.get('ai'),
      event_id: summit,
      title: 'AI Workshop',
      color: '#8e24aa',
      stock: 30,
      enable_mobile_registrations: true,
      type: 0,
      order_no: 0,
    },
    // Approval needed (type 2) and two places, one taken by Linus.
    {
      id: subEvents.get('dinner'),
      event_id: summit,
      title: 'Founders Dinner',
      color: '#c62828',
      stock: 2,
      enable_mobile_registrations: true,
      type: 2,
      order_no: 1,
    },
    // Registration only at the desk.
    {
      id: subEvents.get('hackathon'),
      event_id: summit,
      title: 'Hackathon',
      color: '#f9a825',
      stock: null,
      enable_mobile_registrations: false,
      type: 1,
      order_no: 2,
    },
    // Confirmed at once, with a registration form that asks every kind of question (questions.ts).
    {
      id: subEvents.get('forms'),
      event_id: summit,
      title: 'Inclusive Forms Workshop',
      color: '#00838f',
      stock: 24,
      enable_mobile_registrations: true,
      type: 0,
      order_no: 3,
    },
  ]);
  const speakers = await insertSpeakers(trx, summit, SUMMIT_SPEAKERS);
  const programIds = await insertProgram(
    trx,
    summit,
    ['Day 1 · Foundations', 'Day 2 · Building', 'Day 3 · Scaling'],
    halls,
    subEvents,
    speakers,
    SUMMIT_PROGRAM,
  );

  const categories = [
    { key: 'platinum', title: 'Platinum', scale: 1.5 },
    { key: 'gold', title: 'Gold', scale: 1.2 },
    { key: 'silver', title: 'Silver', scale: 1 },
    { key: 'community', title: 'Community partners', scale: 0.8 },
  ].map((category, index) => ({ ...category, id: randomUUID(), order: index }));
  await trx('sponsor_categories').insert(
    categories.map((c) => ({ id: c.id, event_id: summit, title: c.title, logo_scale: c.scale, order_no: c.order })),
  );
  const categoryId = (key: string) => categories.find((c) => c.key === key)!.id;
  const sponsors: [string, string, string, string | null][] = [
    ['platinum', 'Nimbus Cloud', '#1e88e5', 'https://nimbus.example'],
    ['gold', 'Orbit Media', '#8e24aa', 'https://orbit.example'],
    ['gold', 'Tulip Bank', '#d81b60', null],
    ['silver', 'Pixel Forge', '#00897b', 'https://pixelforge.example'],
    ['silver', 'Kite Travel', '#f4511e', 'https://kite.example'],
    ['silver', 'Mosaic Print', '#6d4c41', null],
    ['community', 'Open Source TR', '#43a047', 'https://opensource-tr.example'],
    ['community', 'Women in Tech', '#5e35b1', 'https://womenintech.example'],
  ];
  await trx('sponsors').insert(
    sponsors.map(([category, title, color, link], index) => ({
      id: randomUUID(),
      event_id: summit,
      category_id: categoryId(category),
      title,
      image: sponsorLogo(title.split(' ')[0], color),
      external_link: link,
      order_no: index,
    })),
  );

  const groups = new Map([
    ['speakers', { id: randomUUID(), title: 'Speakers', color: '#8e24aa' }],
    ['vip', { id: randomUUID(), title: 'VIP', color: '#f9a825' }],
    ['attendees', { id: randomUUID(), title: 'Attendees', color: '#1e88e5' }],
    ['press', { id: randomUUID(), title: 'Press', color: '#6d4c41' }],
  ]);
  await trx('participant_groups').insert(
    [...groups.values()].map((group, index) => ({ ...group, event_id: summit, order_no: index })),
  );

  const ada = await trx('users').where({ application_id: demo.id, email: 'ada@demo.test' }).first('id');
  const linus = await trx('users').where({ application_id: demo.id, email: 'linus@demo.test' }).first('id');
  await trx('participant_group_members').insert([
    { event_id: summit, user_id: ada.id, group_id: groups.get('attendees')!.id },
    { event_id: summit, user_id: linus.id, group_id: groups.get('vip')!.id },
  ]);

  // Linus has rated two sessions and holds one of the two dinner places; Ada has done nothing yet.
  await trx('program_rates').insert([
    {
      id: randomUUID(),
      program_id: programIds[1],
      user_id: linus.id,
      rate: 5,
      comment: 'A great start.',
      created_at: now,
    },
    { id: randomUUID(), program_id: programIds[3], user_id: linus.id, rate: 4, comment: null, created_at: now },
  ]);
  await trx('sub_event_registrations').insert({
    sub_event_id: subEvents.get('dinner'),
    user_id: linus.id,
    status: 1,
    answers: '[]',
    created_at: now,
  });

  // The other events: a little of everything, so their pages are not empty.
  const expoSpeakers = await insertSpeakers(trx, expo, SUMMIT_SPEAKERS.slice(2, 4));
  await insertProgram(
    trx,
    expo,
    ['Opening day'],
    new Map(),
    new Map(),
    expoSpeakers,
    programTable(`
0 | 10:00-11:00 | 0 | - | - | - | aiko   | Welcome to Future Expo | A tour of the expo.
0 | 11:00-12:00 | 1 | - | - | - | daniel | Investing in tomorrow  | What investors look for.
`),
  );
  const forumSpeakers = await insertSpeakers(trx, forum, SUMMIT_SPEAKERS.slice(5, 6));
  await insertProgram(
    trx,
    forum,
    ['Forum day'],
    new Map(),
    new Map(),
    forumSpeakers,
    programTable(`
0 | 10:00-11:00 | 0 | - | - | - | kerem | The year in events | A look back.
`),
  );
  const launchSpeakers = await insertSpeakers(trx, launch, [
    {
      key: 'wile',
      fullName: 'Wile E. Coyote',
      title: 'Chief Tester',
      firmName: 'ACME',
      color: '#c62828',
      details: '<p>Tests every product personally.</p>',
      links: [],
    },
  ]);
  await insertProgram(
    trx,
    launch,
    ['Launch day'],
    new Map(),
    new Map(),
    launchSpeakers,
    programTable(`
0 | 10:00-11:00 | 0 | - | - | - | wile | Rocket skates, live | A live demonstration.
`),
  );
}

/** Moves the given time columns of every row of `table` by whole days. */
async function shiftDates(trx: Knex.Transaction, table: string, columns: string[], days: number) {
  for (const row of await trx(table).select('id', ...columns)) {
    const moved = Object.fromEntries(
      // A date the organiser left out (a session's start) stays out.
      columns.map((column) => [
        column,
        row[column] === null ? null : new Date(new Date(row[column]).getTime() + days * DAY),
      ]),
    );
    await trx(table).where('id', row.id).update(moved);
  }
}

/**
 * DESIGN "Demo data": the demo's times are relative to when it starts. Called on every start of
 * an already seeded database, it moves every event by the whole days passed since the dates were
 * last lined up (whole days keep the 09:00 openings and the program's days in place), so
 * atrium-summit is running and future-expo upcoming whenever the demo starts.
 */
export async function keepDemoDatesRelative(db: Knex, now = new Date()): Promise<number> {
  const clock = await db('settings').where({ key: DEMO_CLOCK_KEY }).first('value');
  if (!clock) return 0;
  const days = Math.round((now.getTime() - new Date(clock.value).getTime()) / DAY);
  if (days === 0) return 0;
  await db.transaction(async (trx) => {
    await shiftDates(trx, 'events', ['start_date', 'end_date'], days);
    // Appointments move with their events, so the demo's coming ones stay ahead (issue 13).
    await shiftDates(trx, 'appointments', ['start_at', 'end_at'], days);
    // The hub's feed stays "the last few days" (issue 15).
    await shiftDates(trx, 'social_hub_posts', ['created_at', 'updated_at'], days);
    await shiftDates(trx, 'social_hub_comments', ['created_at', 'updated_at'], days);
    // The running and the waiting live sessions stay so (issue 16).
    await shiftDates(trx, 'live_sessions', ['start_date', 'end_date'], days);
    const moved = new Date(new Date(clock.value).getTime() + days * DAY).toISOString();
    await trx('settings').where({ key: DEMO_CLOCK_KEY }).update({ value: moved });
  });
  return days;
}
