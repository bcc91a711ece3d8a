// The keynote bench's crowd, made straight in the database: N attendees of one event, each with a
// live session and its token. A bench-only path (issue 29 item 1): the product has no call that
// makes users or tokens in bulk, and signing each one in would measure scrypt, not the keynote.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../processes.mjs';

// The api's own libraries, so the rows and tokens are exactly what the api reads.
const requireApi = createRequire(path.join(root, 'api/package.json'));
const knex = requireApi('knex');
const jwt = requireApi('jsonwebtoken');

const CHUNK = 500;
const TOKEN_TTL_SECONDS = 4 * 3600;

/** A knex on the database the api under test uses: DATABASE_URL, else the SQLite file. */
export function openDatabase({ databaseUrl, sqliteFile }) {
  return databaseUrl
    ? knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } })
    : knex({ client: 'better-sqlite3', connection: { filename: sqliteFile }, useNullAsDefault: true });
}

/**
 * Adds `count` attendees of the demo brand's `eventSlug`, modelled on ada (the seed's first
 * attendee), and answers who they are with a token each, the event, and its live keynote.
 */
export async function makeAttendees(db, { count, brand = 'demo', eventSlug = 'atrium-summit' }) {
  const application = await db('applications').where({ slug: brand }).first('id');
  const event = await db('events').where({ application_id: application.id, slug: eventSlug }).first('id');
  const keynote = await db('live_sessions')
    .where({ event_id: event.id, is_live: true })
    .whereNotNull('stream_source')
    .orderBy('order_no')
    .first('id', 'title');
  const model = await db('users').where({ application_id: application.id, email: 'ada@demo.test' }).first();
  const { value: secret } = await db('settings').where({ key: 'jwt_secret' }).first('value');
  const now = new Date();
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const run = randomUUID().slice(0, 8);
  const attendees = Array.from({ length: count }, (_, i) => ({
    userId: randomUUID(),
    sessionId: randomUUID(),
    email: `keynote-${run}-${i}@bench.test`,
    firstName: 'Bench',
    lastName: `Attendee ${i + 1}`,
  }));
  for (let i = 0; i < attendees.length; i += CHUNK) {
    const chunk = attendees.slice(i, i + CHUNK);
    await db.transaction(async (trx) => {
      await trx('users').insert(
        chunk.map((a) => ({
          ...model,
          id: a.userId,
          email: a.email,
          contact_email: a.email,
          first_name: a.firstName,
          last_name: a.lastName,
          // Nobody signs in with these accounts: the hash matches no password.
          password_hash: '!bench',
          image: null,
          created_at: now,
          updated_at: now,
        })),
      );
      await trx('event_attendees').insert(
        chunk.map((a) => ({ event_id: event.id, user_id: a.userId, created_at: now })),
      );
      await trx('sessions').insert(
        chunk.map((a) => ({
          id: a.sessionId,
          user_id: a.userId,
          application_id: application.id,
          created_at: now,
          expires_at: expires,
        })),
      );
    });
  }
  const key = Buffer.from(secret, 'utf8');
  for (const a of attendees) {
    a.token = jwt.sign({ app: application.id }, key, {
      subject: a.userId,
      jwtid: a.sessionId,
      expiresIn: TOKEN_TTL_SECONDS,
      algorithm: 'HS256',
    });
  }
  return { applicationId: application.id, eventId: event.id, keynote, attendees };
}

/** Adds `count` text posts to the event's social hub (for the list's cost at size), oldest first. */
export async function addPosts(db, { eventId, count }) {
  const model = await db('social_hub_posts')
    .where({ event_id: eventId, type: 0 })
    .whereNotNull('user_id')
    .whereNull('image')
    .first();
  const start = Date.now() - (count + 60) * 60_000;
  for (let i = 0; i < count; i += CHUNK) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + CHUNK); j++) {
      const when = new Date(start + j * 60_000);
      rows.push({
        ...model,
        id: randomUUID(),
        post_text: `Keynote bench post ${j + 1}`,
        like_count: 0,
        comment_count: 0,
        created_at: when,
        updated_at: when,
      });
    }
    await db('social_hub_posts').insert(rows);
  }
}
