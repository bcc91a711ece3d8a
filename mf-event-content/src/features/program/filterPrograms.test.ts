import { program } from '../../testing/fixtures';
import { filterPrograms, matchesOnOtherDays, type ProgramFilter } from './filterPrograms';

const items = [
  program('a', { dayID: 'd1', saloonID: 'main' }),
  program('b', { dayID: 'd2', saloonID: 'main' }),
  program('c', { dayID: 'd2', saloonID: 'hallB' }),
  program('d', { dayID: 'd3', saloonID: 'main' }),
];
const none: ProgramFilter = { dayId: 'd1', saloonId: null, subEventId: null, agendaIds: null };

describe('program filters', () => {
  it('shows the chosen day and counts what the same filters find on each other day', () => {
    expect(filterPrograms(items, none).map((item) => item.id)).toEqual(['a']);
    expect([...matchesOnOtherDays(items, none)]).toEqual([
      ['d2', 2],
      ['d3', 1],
    ]);
  });

  it('counts other days under the hall and agenda filters too', () => {
    expect([...matchesOnOtherDays(items, { ...none, saloonId: 'main' })]).toEqual([
      ['d2', 1],
      ['d3', 1],
    ]);
    expect([...matchesOnOtherDays(items, { ...none, agendaIds: ['c'] })]).toEqual([['d2', 1]]);
    expect(matchesOnOtherDays(items, { ...none, dayId: null }).size).toBe(0);
  });
});
