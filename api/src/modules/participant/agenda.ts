import type { Knex } from 'knex';
import type { MyAgenda } from '@atrium/shared/contract';

/** Participant/GetMyAgenda: the program items of the event the caller starred. */
export async function getMyAgenda(db: Knex, eventId: string, userId: string): Promise<MyAgenda> {
  const rows = await db('agenda_items')
    .join('program_items', 'program_items.id', 'agenda_items.program_id')
    .where({ 'agenda_items.user_id': userId, 'program_items.event_id': eventId })
    .orderBy('agenda_items.created_at')
    .select('agenda_items.program_id');
  return { programIds: rows.map((row: { program_id: string }) => row.program_id) };
}

/** Participant/SetAgendaItem: starring twice or unstarring what is not starred changes nothing. */
export async function setAgendaItem(db: Knex, userId: string, programId: string, isStarred: boolean): Promise<void> {
  if (isStarred) {
    await db('agenda_items')
      .insert({ user_id: userId, program_id: programId, created_at: new Date() })
      .onConflict(['user_id', 'program_id'])
      .ignore();
  } else {
    await db('agenda_items').where({ user_id: userId, program_id: programId }).delete();
  }
}
