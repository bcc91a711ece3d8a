import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { APPOINTMENT_STATUS } from '@atrium/shared/contract';
import { addDays, localDate, zonedToUtc } from '../eventScope';
import { textsOf, type NotificationKind, type StoredTexts } from '../notify';

// Issue 13 item 6: Ada's notifications of each kind and appointments in every state at
// atrium-summit, so her notifications dialog is alive; acme gets its own (Grace and Jean), so one
// brand never seeing another's can be tried.

const { pending, accepted, rejected } = APPOINTMENT_STATUS;

interface AppointmentSeed {
  slug: string;
  title: string;
  venue: string | null;
  /** Days from today (the event's time zone) and the local start; every one lasts the event's 15 minutes. */
  day: number;
  time: string;
  owner: string;
  /** Each invitee's e-mail and answer. */
  invited: [email: string, status: number][];
}

const APPOINTMENTS: AppointmentSeed[] = [
  // Pending: Alan invites Ada.
  {
    slug: 'atrium-summit',
    title: 'Coffee about thinking machines',
    venue: 'Networking lounge',
    day: 1,
    time: '10:00',
    owner: 'alan@demo.test',
    invited: [['ada@demo.test', pending]],
  },
  // Coming: Ada accepted Linus's invitation.
  {
    slug: 'atrium-summit',
    title: 'Kernels and engines',
    venue: 'Hall A entrance',
    day: 1,
    time: '11:00',
    owner: 'linus@demo.test',
    invited: [['ada@demo.test', accepted]],
  },
  // Ada's own: Edsger has not answered, Hedy declined.
  {
    slug: 'atrium-summit',
    title: 'Engine demo',
    venue: 'Booth 12',
    day: 1,
    time: '14:00',
    owner: 'ada@demo.test',
    invited: [
      ['edsger@demo.test', pending],
      ['hedy@demo.test', rejected],
    ],
  },
  // Ada's own, Margaret accepted.
  {
    slug: 'atrium-summit',
    title: 'Reliability paper review',
    venue: null,
    day: 2,
    time: '10:00',
    owner: 'ada@demo.test',
    invited: [['margaret@demo.test', accepted]],
  },
  // Past: yesterday's coffee with Linus.
  {
    slug: 'atrium-summit',
    title: 'Welcome coffee',
    venue: 'Foyer',
    day: -1,
    time: '15:00',
    owner: 'linus@demo.test',
    invited: [['ada@demo.test', accepted]],
  },
  // Past because Ada declined it.
  {
    slug: 'atrium-summit',
    title: 'Cryptography chat',
    venue: null,
    day: 2,
    time: '15:00',
    owner: 'katherine@demo.test',
    invited: [['ada@demo.test', rejected]],
  },
  // acme: Grace invites Jean, tomorrow (today's 16:00 would be past for half the day).
  {
    slug: 'acme-launch',
    title: 'Rocket skates fitting',
    venue: 'Launch pad',
    day: 1,
    time: '16:00',
    owner: 'grace@acme.test',
    invited: [['jean@acme.test', pending]],
  },
];

interface NotificationSeed {
  to: string;
  kind: NotificationKind;
  from: string | null;
  slug: string | null;
  /** The texts' appointment title (appointment kinds). */
  title?: string;
  minutesAgo: number;
  read: boolean;
}

const ANNOUNCEMENT: StoredTexts = {
  title_en: 'Atrium Summit',
  title_tr: 'Atrium Summit',
  details_en: "Tomorrow's keynote moves to Hall A at 09:30.",
  details_tr: 'Yarınki açılış konuşması saat 09:30’da A salonunda.',
};

const NOTIFICATIONS: NotificationSeed[] = [
  { to: 'ada@demo.test', kind: 'eventNews', from: null, slug: 'atrium-summit', minutesAgo: 5, read: false },
  {
    to: 'ada@demo.test',
    kind: 'appointmentInvite',
    from: 'alan@demo.test',
    slug: 'atrium-summit',
    title: 'Coffee about thinking machines',
    minutesAgo: 30,
    read: false,
  },
  { to: 'ada@demo.test', kind: 'contactAdded', from: 'linus@demo.test', slug: null, minutesAgo: 90, read: false },
  {
    to: 'ada@demo.test',
    kind: 'appointmentApproved',
    from: 'margaret@demo.test',
    slug: 'atrium-summit',
    title: 'Reliability paper review',
    minutesAgo: 60 * 5,
    read: true,
  },
  {
    to: 'ada@demo.test',
    kind: 'appointmentRejected',
    from: 'hedy@demo.test',
    slug: 'atrium-summit',
    title: 'Engine demo',
    minutesAgo: 60 * 20,
    read: true,
  },
  { to: 'grace@acme.test', kind: 'contactAdded', from: 'jean@acme.test', slug: null, minutesAgo: 45, read: false },
];

/** Issue 13's notifications and appointments, after seedPeople made the people they name. */
export async function seedNotifications(trx: Knex.Transaction, now: Date): Promise<void> {
  const users = new Map<string, { id: string; application_id: string; first_name: string; last_name: string }>(
    (await trx('users').select('id', 'email', 'application_id', 'first_name', 'last_name')).map((row) => [
      row.email,
      row,
    ]),
  );
  const events = new Map<string, { id: string; timezone: string }>(
    (await trx('events').select('id', 'slug', 'timezone')).map((row) => [row.slug, row]),
  );
  const user = (email: string) => users.get(email)!;

  for (const seed of APPOINTMENTS) {
    const event = events.get(seed.slug)!;
    const owner = user(seed.owner);
    const start = zonedToUtc(addDays(localDate(now, event.timezone), seed.day), seed.time, event.timezone);
    const id = randomUUID();
    await trx('appointments').insert({
      id,
      application_id: owner.application_id,
      event_id: event.id,
      owner_id: owner.id,
      title: seed.title,
      venue: seed.venue,
      start_at: start,
      end_at: new Date(start.getTime() + 15 * 60_000),
      created_at: now,
    });
    await trx('appointment_users').insert([
      { appointment_id: id, user_id: owner.id, status: accepted },
      ...seed.invited.map(([email, status]) => ({ appointment_id: id, user_id: user(email).id, status })),
    ]);
  }

  const when = (title: string) => {
    const seed = APPOINTMENTS.find((appointment) => appointment.title === title)!;
    return { date: addDays(localDate(now, events.get(seed.slug)!.timezone), seed.day), time: seed.time };
  };
  await trx('notifications').insert(
    NOTIFICATIONS.map((seed) => {
      const from = seed.from ? user(seed.from) : null;
      const name = from ? `${from.first_name} ${from.last_name}` : '';
      return {
        id: randomUUID(),
        application_id: user(seed.to).application_id,
        user_id: user(seed.to).id,
        kind: seed.kind,
        ...(seed.kind === 'eventNews'
          ? ANNOUNCEMENT
          : textsOf(seed.kind, { name, title: seed.title, when: seed.title ? when(seed.title) : undefined })),
        related_user_id: from?.id ?? null,
        related_event_id: seed.slug ? events.get(seed.slug)!.id : null,
        is_read: seed.read,
        created_at: new Date(now.getTime() - seed.minutesAgo * 60_000),
      };
    }),
  );
}
