import type { ProgramItem } from '@atrium/shared/contract';

export interface ProgramFilter {
  dayId: string | null;
  saloonId: string | null;
  subEventId: string | null;
  /** Only the starred items of the personal agenda. */
  agendaIds: string[] | null;
}

/** The tiles of the chosen day that pass the hall, sub-event and agenda filters (spec 2 §2.5). */
export function filterPrograms(items: ProgramItem[], filter: ProgramFilter): ProgramItem[] {
  return items.filter(
    (item) =>
      (!filter.dayId || item.dayID === filter.dayId) &&
      (!filter.saloonId || item.saloonID === filter.saloonId) &&
      (!filter.subEventId || item.subEventID === filter.subEventId) &&
      (!filter.agendaIds || filter.agendaIds.includes(item.id)),
  );
}
