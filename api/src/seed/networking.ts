import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { cover, svg } from './images';

// Issue 17: atrium-summit's networking rooms (spec 2 §2.21). A two-seat coffee corner (the e2e
// seats Ada and Linus there and sees a third attendee refused), a six-seat lounge, a four-seat
// mentoring table that Katherine manages, and an inactive room nobody sees. Every seat starts
// empty: a seat whose holder is not in the room's signalling is released after a grace period
// (networking/access.ts), so a seeded sitter would vanish a few seconds after the api starts.

const background = (color: string) =>
  svg(
    `<rect width="1920" height="1200" fill="${color}"/><circle cx="300" cy="260" r="460" fill="#fff" fill-opacity=".06"/><circle cx="1640" cy="980" r="540" fill="#fff" fill-opacity=".05"/>`,
    1920,
    1200,
  );

export async function seedNetworking(trx: Knex.Transaction, now: Date): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
  const katherine = await trx('users')
    .where({ application_id: summit.application_id, email: 'katherine@demo.test' })
    .first('id');

  const room = (fields: { title: string; people_count: number; order_no: number } & Record<string, unknown>) => ({
    id: randomUUID(),
    event_id: summit.id,
    cover: null,
    background_banner: null,
    record_status: 0,
    is_active: true,
    removed_at: null,
    created_at: now,
    updated_at: now,
    ...fields,
  });
  const coffee = room({
    title: 'Coffee corner',
    people_count: 2,
    order_no: 1,
    cover: cover('Coffee corner', '#6d4c41', '#f4511e'),
    background_banner: background('#3e2723'),
  });
  const lounge = room({
    title: 'Open lounge',
    people_count: 6,
    order_no: 2,
    cover: cover('Open lounge', '#3949ab', '#00897b'),
    background_banner: background('#1a237e'),
  });
  const mentoring = room({
    title: 'Mentoring table',
    people_count: 4,
    order_no: 3,
    cover: cover('Mentoring table', '#8e24aa', '#3949ab'),
    background_banner: background('#4a148c'),
  });
  const closed = room({ title: 'Speakers’ lounge (closed)', people_count: 4, order_no: 4, is_active: false });
  await trx('networking_rooms').insert([coffee, lounge, mentoring, closed]);
  await trx('networking_room_managers').insert({ room_id: mentoring.id, user_id: katherine.id });
}
