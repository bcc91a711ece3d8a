import type { Knex } from 'knex';
import type { ProfileResponse, SameEvent } from '@atrium/shared/contract';
import { toBoolean, toIsoDate } from '../../db';
import type { Language } from '../../i18n';
import { findPerson, profileListsOf } from '../../people';

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The events both attend, earliest first, with whether B2B appointments can be made there (spec 1 §6). */
async function sameEvents(db: Knex, userId: string, otherId: string): Promise<SameEvent[]> {
  const rows = await db('events')
    .join('event_attendees as mine', 'mine.event_id', 'events.id')
    .join('event_attendees as theirs', 'theirs.event_id', 'events.id')
    .leftJoin('event_details', 'event_details.event_id', 'events.id')
    .where({ 'mine.user_id': userId, 'theirs.user_id': otherId })
    .select(
      'events.id',
      'events.slug',
      'events.title',
      'events.start_date',
      'events.end_date',
      'event_details.b2b_networking_enabled',
    )
    .orderBy(['events.start_date', 'events.id']);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    startDate: toIsoDate(row.start_date)!,
    endDate: toIsoDate(row.end_date)!,
    isB2BNetworkingEnabled: toBoolean(row.b2b_networking_enabled),
  }));
}

/**
 * profile/get (spec 1 §3 Other-user profile). Someone hidden from the app (showMeOnAPP false) shows
 * others only their name and picture, so the dialog can say they are hidden (docs/decisions.md);
 * one's own profile is always whole.
 */
export async function getProfile(
  db: Knex,
  applicationId: string,
  userId: string,
  otherId: string,
  language: Language,
): Promise<ProfileResponse> {
  const person = await findPerson(db, applicationId, otherId);
  const isSelf = person.id === userId;
  const fullName = `${person.first_name} ${person.last_name}`.trim();
  const image = text(person.image);
  if (!isSelf && !toBoolean(person.show_me_on_app)) {
    const nothing = { company: null, title: null, email: null, cellPhone: null, phone: null, about: null };
    return {
      item: {
        id: person.id,
        image,
        fullName,
        contactInfo: nothing,
        showMeOnAPP: false,
        // Both banners show on a hidden profile (spec 1 §2 Dialogs 3): busy is not a detail it hides.
        showMeBusy: toBoolean(person.show_me_busy),
        isFollowed: false,
        jobs: [],
        schools: [],
        languages: [],
        interests: [],
      },
      sameEvents: { items: [] },
    };
  }
  const [{ jobs, schools, languages, interests }, follow, events] = await Promise.all([
    profileListsOf(db, person.id, language),
    isSelf ? undefined : db('follows').where({ follower_id: userId, followed_id: person.id }).first('follower_id'),
    sameEvents(db, userId, person.id),
  ]);
  return {
    item: {
      id: person.id,
      image,
      fullName,
      contactInfo: {
        company: text(person.contact_company),
        title: text(person.contact_title),
        email: text(person.contact_email),
        cellPhone: text(person.contact_cell_phone),
        phone: text(person.contact_phone),
        about: text(person.contact_about),
      },
      showMeOnAPP: toBoolean(person.show_me_on_app),
      showMeBusy: toBoolean(person.show_me_busy),
      isFollowed: Boolean(follow),
      jobs,
      schools,
      languages,
      interests,
    },
    sameEvents: { items: events },
  };
}
