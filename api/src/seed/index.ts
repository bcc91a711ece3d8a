import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../auth';
import { seedBooths } from './booths';
import { seedQuestions } from './questions';
import { keepDemoDatesRelative, seedEventContent } from './events';
import { seedChats } from './chats';
import { seedNotifications } from './notifications';
import { seedContent } from './content';
import { seedLive } from './live';
import { seedNetworking } from './networking';
import { seedPeople } from './people';
import { seedPolicies } from './policies';
import { seedSocialHub } from './socialHub';
import { seedSurveys } from './surveys';

/** The password of every demo attendee (DESIGN "Demo data"). */
export const DEMO_PASSWORD = 'Atrium-demo-1';

const DAY = 24 * 60 * 60 * 1000;

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  company: string;
  title: string;
}

/** startDay and endDay count days from the seed time. */
interface DemoEvent {
  slug: string;
  title: string;
  startDay: number;
  endDay: number;
  type: string;
  color: string;
}

function logo(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="${color}"/><text x="80" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Writes the demo brands, attendees, events and activation codes. Times are relative to `now`,
 * so `atrium-summit` is running when the data is seeded.
 */
export async function seedDemoData(db: Knex, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [adaHash, linusHash, graceHash] = await Promise.all([1, 2, 3].map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (trx) => {
    const demo = randomUUID();
    const acme = randomUUID();
    await trx('applications').insert([
      {
        id: demo,
        slug: 'demo',
        name: 'Atrium Demo',
        image: logo('Atrium', '#3949ab'),
        ios_link: null,
        android_link: null,
        facebook_app_id: null,
        whitelabel_domain: null,
        is_default: true,
        meta_title: 'Atrium',
        color: '#3949ab',
        created_at: now,
      },
      {
        id: acme,
        slug: 'acme',
        name: 'ACME Events',
        image: logo('ACME', '#c62828'),
        ios_link: 'https://apps.apple.com/app/acme-events/id1000000001',
        android_link: 'https://play.google.com/store/apps/details?id=test.acme.events',
        facebook_app_id: null,
        whitelabel_domain: 'acme.localhost',
        is_default: false,
        meta_title: 'ACME Events',
        color: '#c62828',
        created_at: now,
      },
    ]);

    await seedPolicies(trx, { demo, acme });

    const person = (applicationId: string, fields: Person) => ({
      id: randomUUID(),
      application_id: applicationId,
      email: fields.email,
      password_hash: fields.passwordHash,
      first_name: fields.firstName,
      last_name: fields.lastName,
      email_confirmed: true,
      language_code: 'en',
      contact_company: fields.company,
      contact_title: fields.title,
      contact_email: fields.email,
      password_update_date: now,
      created_at: now,
      updated_at: now,
    });
    const ada = person(demo, {
      email: 'ada@demo.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: adaHash,
      company: 'Analytical Engine Society',
      title: 'Programmer',
    });
    const linus = person(demo, {
      email: 'linus@demo.test',
      firstName: 'Linus',
      lastName: 'Torvalds',
      passwordHash: linusHash,
      company: 'Kernel Works',
      title: 'Maintainer',
    });
    const grace = person(acme, {
      email: 'grace@acme.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      passwordHash: graceHash,
      company: 'ACME',
      title: 'Rear Admiral',
    });
    await trx('users').insert([ada, linus, grace]);

    const event = (applicationId: string, fields: DemoEvent) => ({
      id: randomUUID(),
      application_id: applicationId,
      slug: fields.slug,
      title: fields.title,
      start_date: at(fields.startDay),
      end_date: at(fields.endDay),
      timezone: 'Europe/Istanbul',
      type: fields.type,
      color: fields.color,
      created_at: now,
    });
    const summit = event(demo, {
      slug: 'atrium-summit',
      title: 'Atrium Summit',
      startDay: -1,
      endDay: 2,
      type: 'hybrid',
      color: '#3949ab',
    });
    const expo = event(demo, {
      slug: 'future-expo',
      title: 'Future Expo',
      startDay: 30,
      endDay: 32,
      type: 'online',
      color: '#00897b',
    });
    const forum = event(demo, {
      slug: 'past-forum',
      title: 'Past Forum',
      startDay: -60,
      endDay: -59,
      type: 'physical',
      color: '#6d4c41',
    });
    const launch = event(acme, {
      slug: 'acme-launch',
      title: 'ACME Launch',
      startDay: -1,
      endDay: 1,
      type: 'online',
      color: '#c62828',
    });
    await trx('events').insert([summit, expo, forum, launch]);

    await trx('event_attendees').insert([
      { event_id: summit.id, user_id: ada.id, created_at: now },
      { event_id: summit.id, user_id: linus.id, created_at: now },
      { event_id: launch.id, user_id: grace.id, created_at: now },
    ]);
    await trx('activation_codes').insert({
      application_id: demo,
      event_id: expo.id,
      code: '123456-7890123',
      kind: 'event',
      user_id: null,
    });
    await seedEventContent(trx, now);
    await seedPeople(trx, { demo, acme, password: DEMO_PASSWORD, now });
    await seedChats(trx, now);
    await seedNotifications(trx, now);
    await seedBooths(trx, now);
    await seedQuestions(trx);
    await seedContent(trx, now);
    await seedSurveys(trx, now);
    await seedSocialHub(trx, now);
    await seedLive(trx, now);
    await seedNetworking(trx, now);
  });
}

/** Seeds only a database that has no application yet (the first start). */
export async function seedIfEmpty(db: Knex, now = new Date()): Promise<boolean> {
  if (await db('applications').first('id')) {
    await keepDemoDatesRelative(db, now);
    return false;
  }
  await seedDemoData(db, now);
  return true;
}
