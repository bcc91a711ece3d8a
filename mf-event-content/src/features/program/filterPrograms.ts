import type { ProgramItem } from '@atrium/shared/contract';

export interface ProgramFilter {
  dayId: string | null;
  saloonId: string | null;
  subEventId: string | null;
  /** Only the starred items of the personal agenda. */
  agendaIds: string[] | null;
}

/** Whether an item passes the hall, sub-event and agenda filters, whatever its day. */
function passes(item: ProgramItem, filter: ProgramFilter): boolean {
  return (
    (!filter.saloonId || item.saloonID === filter.saloonId) &&
    (!filter.subEventId || item.subEventID === filter.subEventId) &&
    (!filter.agendaIds || filter.agendaIds.includes(item.id))
  );
}

/** The tiles of the chosen day that pass the hall, sub-event and agenda filters (spec 2 §2.5). */
export function filterPrograms(items: ProgramItem[], filter: ProgramFilter): ProgramItem[] {
  return items.filter((item) => (!filter.dayId || item.dayID === filter.dayId) && passes(item, filter));
}

/**
 * How many items of each other day pass the same search and filters: the list shows one day, so
 * what a search finds elsewhere is counted with a way to that day instead of being hidden.
 */
export function matchesOnOtherDays(items: ProgramItem[], filter: ProgramFilter): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!filter.dayId || item.dayID === filter.dayId || !passes(item, filter)) continue;
    counts.set(item.dayID, (counts.get(item.dayID) ?? 0) + 1);
  }
  return counts;
}
