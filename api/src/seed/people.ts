import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { USER_LANGUAGE_LEVEL as LEVEL } from '@atrium/shared/contract';
import { hashPassword } from '../auth';
import { searchKey } from '../people';

// Issue 12 item 6: profiles worth opening. The demo attendees keep jobs, schools, languages,
// interests and contact details, and each demo event gets several more attendees with varied jobs
// and interests, so suggestions rank visibly; Satoshi attends atrium-summit hidden from the app.

type Levels = [speaking: number, writing: number, reading: number];

interface Profile {
  /** A new attendee's e-mail, or one of the people seed/index.ts made. */
  email: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  title?: string;
  phoneNumber?: string;
  cellPhone?: string;
  about?: string;
  hidden?: boolean;
  /** Slugs of the events they attend (new attendees only). */
  events?: string[];
  jobs?: [firmName: string, position: string, dateStart: string, dateEnd: string | null][];
  schools?: [title: string, department: string, dateStart: string, dateEnd: string | null][];
  languages?: [languageId: string, ...Levels][];
  interests?: string[];
}

const { native, advanced, intermediate, elementary, beginner } = LEVEL;

const DEMO: Profile[] = [
  {
    email: 'ada@demo.test',
    phoneNumber: '+905551234567',
    cellPhone: '+905551234567',
    about: 'I write programs for engines that do not exist yet.',
    jobs: [
      ['Analytical Engine Society', 'Programmer', '2019-03-01', null],
      ['Babbage & Co', 'Mathematics Analyst', '2015-09-01', '2019-02-28'],
    ],
    schools: [['University of London', 'Mathematics', '2011-09-01', '2015-06-30']],
    languages: [
      ['en', native, native, native],
      ['fr', advanced, intermediate, advanced],
      ['it', intermediate, elementary, intermediate],
    ],
    interests: ['Artificial intelligence', 'Mathematics', 'Open source', 'Data science'],
  },
  {
    email: 'linus@demo.test',
    cellPhone: '+358401234567',
    about: 'Maintainer of a kernel you may have heard of.',
    jobs: [['Kernel Works', 'Maintainer', '2012-01-01', null]],
    schools: [['University of Helsinki', 'Computer Science', '2006-09-01', '2011-06-30']],
    languages: [
      ['sv', native, native, native],
      ['en', advanced, advanced, advanced],
      ['fi', advanced, intermediate, advanced],
    ],
    interests: ['Open source', 'Operating systems', 'Event technology'],
  },
  {
    email: 'alan@demo.test',
    firstName: 'Alan',
    lastName: 'Turing',
    company: 'Bletchley Labs',
    title: 'Software Engineer',
    events: ['atrium-summit', 'past-forum'],
    jobs: [['Bletchley Labs', 'Software Engineer', '2018-06-01', null]],
    schools: [["King's College", 'Mathematics', '2010-09-01', '2014-06-30']],
    languages: [['en', native, native, native]],
    interests: ['Artificial intelligence', 'Mathematics', 'Data science'],
  },
  {
    email: 'katherine@demo.test',
    firstName: 'Katherine',
    lastName: 'Johnson',
    company: 'Orbit Analytics',
    title: 'Data Scientist',
    events: ['atrium-summit', 'past-forum'],
    jobs: [['Orbit Analytics', 'Data Scientist', '2017-02-01', null]],
    languages: [['en', native, native, native]],
    interests: ['Data science', 'Mathematics', 'Space'],
  },
  {
    email: 'tim@demo.test',
    firstName: 'Tim',
    lastName: 'Berners-Lee',
    company: 'Open Web Foundation',
    title: 'Web Architect',
    events: ['atrium-summit', 'future-expo'],
    jobs: [['Open Web Foundation', 'Web Architect', '2014-01-01', null]],
    languages: [
      ['en', native, native, native],
      ['fr', intermediate, elementary, intermediate],
    ],
    interests: ['Open source', 'Design', 'Accessibility'],
  },
  {
    email: 'margaret@demo.test',
    firstName: 'Margaret',
    lastName: 'Hamilton',
    company: 'Apollo Systems',
    title: 'Software Engineer',
    events: ['atrium-summit', 'past-forum'],
    jobs: [['Apollo Systems', 'Software Engineer', '2016-05-01', null]],
    languages: [['en', native, native, native]],
    interests: ['Space', 'Accessibility'],
  },
  {
    email: 'hedy@demo.test',
    firstName: 'Hedy',
    lastName: 'Lamarr',
    company: 'Frequency Works',
    title: 'Inventor',
    events: ['atrium-summit', 'future-expo'],
    jobs: [['Frequency Works', 'Inventor', '2020-01-01', null]],
    languages: [
      ['de', native, native, native],
      ['en', advanced, advanced, advanced],
    ],
    interests: ['Startups', 'Design'],
  },
  {
    email: 'edsger@demo.test',
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    company: 'Shortest Path BV',
    title: 'Professor',
    events: ['atrium-summit', 'future-expo'],
    jobs: [['Shortest Path BV', 'Professor', '2013-09-01', null]],
    languages: [
      ['nl', native, native, native],
      ['en', advanced, advanced, advanced],
    ],
    interests: ['Mathematics'],
  },
  {
    email: 'satoshi@demo.test',
    firstName: 'Satoshi',
    lastName: 'Nakamoto',
    company: 'Unknown',
    title: 'Cryptographer',
    hidden: true,
    events: ['atrium-summit'],
    jobs: [['Unknown', 'Software Engineer', '2008-10-31', null]],
    languages: [['ja', beginner, beginner, beginner]],
    interests: ['Artificial intelligence', 'Open source', 'Mathematics', 'Data science'],
  },
  {
    email: 'dennis@demo.test',
    firstName: 'Dennis',
    lastName: 'Ritchie',
    company: 'Bell Street Labs',
    title: 'Systems Programmer',
    events: ['future-expo', 'past-forum'],
    jobs: [['Bell Street Labs', 'Systems Programmer', '2011-01-01', null]],
    languages: [['en', native, native, native]],
    interests: ['Operating systems', 'Open source'],
  },
  {
    email: 'barbara@demo.test',
    firstName: 'Barbara',
    lastName: 'Liskov',
    company: 'Institute of Technology',
    title: 'Professor',
    events: ['future-expo', 'past-forum'],
    jobs: [['Institute of Technology', 'Professor', '2005-09-01', null]],
    languages: [['en', native, native, native]],
    interests: ['Design', 'Mathematics'],
  },
  {
    email: 'radia@demo.test',
    firstName: 'Radia',
    lastName: 'Perlman',
    company: 'Spanning Tree Networks',
    title: 'Network Engineer',
    events: ['future-expo', 'past-forum'],
    jobs: [['Spanning Tree Networks', 'Network Engineer', '2010-04-01', null]],
    languages: [['en', native, native, native]],
    interests: ['Event technology', 'Startups'],
  },
];

const ACME: Profile[] = [
  {
    email: 'grace@acme.test',
    cellPhone: '+12025550123',
    about: 'Ships are safe in harbour, but that is not what ships are for.',
    jobs: [['ACME', 'Rear Admiral', '2016-01-01', null]],
    schools: [['Yale University', 'Mathematics', '2008-09-01', '2012-06-30']],
    languages: [
      ['en', native, native, native],
      ['de', elementary, beginner, elementary],
    ],
    interests: ['Compilers', 'Programming languages'],
  },
  ...[
    ['jean', 'Jean', 'Sammet', 'Language Designer', ['Programming languages']],
    ['frances', 'Frances', 'Allen', 'Compiler Engineer', ['Compilers', 'Programming languages']],
    ['annie', 'Annie', 'Easley', 'Rocket Scientist', ['Space']],
    ['mary', 'Mary', 'Jackson', 'Aerospace Engineer', ['Space', 'Compilers']],
    ['dorothy', 'Dorothy', 'Vaughan', 'Compiler Engineer', ['Compilers']],
    ['joan', 'Joan', 'Clarke', 'Cryptanalyst', ['Mathematics']],
  ].map(([name, firstName, lastName, title, interests]): Profile => ({
    email: `${name}@acme.test`,
    firstName: firstName as string,
    lastName: lastName as string,
    company: 'ACME',
    title: title as string,
    events: ['acme-launch'],
    jobs: [['ACME', title as string, '2018-01-01', null]],
    languages: [['en', native, native, native]],
    interests: interests as string[],
  })),
];

/** Adds the profiles above to a seeded brand: new attendees (with `password`) and everyone's lists. */
async function seedBrand(
  trx: Knex.Transaction,
  applicationId: string,
  profiles: Profile[],
  password: string,
  now: Date,
) {
  const events = new Map<string, string>(
    (await trx('events').where({ application_id: applicationId }).select('slug', 'id')).map((e) => [e.slug, e.id]),
  );
  const interestIds = new Map<string, string>();
  for (const title of new Set(profiles.flatMap((profile) => profile.interests ?? []))) {
    interestIds.set(title, randomUUID());
  }
  await trx('interests').insert(
    [...interestIds].map(([title, id]) => ({
      id,
      application_id: applicationId,
      title,
      title_key: searchKey(title),
      created_at: now,
    })),
  );
  // Each new attendee's hash has its own salt; in parallel, as scrypt is what the seed waits for.
  const hashes = await Promise.all(profiles.map(() => hashPassword(password)));
  for (const [index, profile] of profiles.entries()) {
    const at = new Date(now.getTime() + index * 1000);
    const existing = await trx('users').where({ application_id: applicationId, email: profile.email }).first('id');
    const userId: string = existing?.id ?? randomUUID();
    const contact = {
      ...(profile.phoneNumber && { phone_number: profile.phoneNumber }),
      ...(profile.cellPhone && { contact_cell_phone: profile.cellPhone }),
      ...(profile.about && { contact_about: profile.about }),
    };
    if (existing) {
      await trx('users').where({ id: userId }).update(contact);
    } else {
      await trx('users').insert({
        id: userId,
        application_id: applicationId,
        email: profile.email,
        password_hash: hashes[index],
        first_name: profile.firstName,
        last_name: profile.lastName,
        email_confirmed: true,
        show_me_on_app: !profile.hidden,
        language_code: 'en',
        contact_company: profile.company,
        contact_title: profile.title,
        contact_email: profile.email,
        password_update_date: now,
        created_at: now,
        updated_at: now,
        ...contact,
      });
      await trx('event_attendees').insert(
        (profile.events ?? []).map((slug) => ({ event_id: events.get(slug), user_id: userId, created_at: now })),
      );
    }
    // A millisecond apart, so each list keeps the order written here.
    const rows = <T>(list: T[] | undefined, row: (item: T) => object) =>
      (list ?? []).map((item, order) => ({
        user_id: userId,
        created_at: new Date(at.getTime() + order),
        ...row(item),
      }));
    const jobs = rows(profile.jobs, ([firmName, position, start, end]) => ({
      id: randomUUID(),
      firm_name: firmName,
      position,
      date_start: start,
      date_end: end,
    }));
    const schools = rows(profile.schools, ([title, department, start, end]) => ({
      id: randomUUID(),
      title,
      department,
      date_start: start,
      date_end: end,
    }));
    const languages = rows(profile.languages, ([languageId, speaking, writing, reading]) => ({
      id: randomUUID(),
      language_id: languageId,
      speaking,
      writing,
      reading,
    }));
    const interests = rows(profile.interests, (title) => ({ interest_id: interestIds.get(title) }));
    if (jobs.length) await trx('user_jobs').insert(jobs);
    if (schools.length) await trx('user_schools').insert(schools);
    if (languages.length) await trx('user_languages').insert(languages);
    if (interests.length) await trx('user_interests').insert(interests);
  }
}

/** Issue 12's people and profiles, after seed/index.ts made the brands, the first attendees and the events. */
export async function seedPeople(
  trx: Knex.Transaction,
  { demo, acme, password, now }: { demo: string; acme: string; password: string; now: Date },
): Promise<void> {
  await seedBrand(trx, demo, DEMO, password, now);
  await seedBrand(trx, acme, ACME, password, now);
}
