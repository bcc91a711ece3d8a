import { TAKE_ALL } from '../contract/enums';
import type { CallName, RequestOf } from '../contract';
import { EVENT_MODULE_PATHS } from './routes';

/** A call and its body exactly as a page sends it (the body's keys in the same order). */
export interface FirstCall {
  name: CallName;
  body: unknown;
}

const call = <N extends CallName>(name: N, ...[body]: RequestOf<N> extends undefined ? [] : [RequestOf<N>]) => ({
  name,
  body,
});

const all = { skip: 0, take: TAKE_ALL };
// Every event page (the wrapper's right panel and sign-up state).
const participant = call('Participant/GetCurrentParticipant');

/**
 * What an event's page asks for as soon as the event is known, by its path under event/:id (''
 * is the reception). The boot script asks them beside the scripts, with the event's id as X-Event-Id,
 * so the page takes the answers instead of asking once its scripts have run (issue 30 item 2).
 * A call the page stops making here is only an answer nobody takes; the weight e2e checks that the
 * program page asks each of its calls once, before any script.
 */
export const EVENT_FIRST_CALLS: Record<string, FirstCall[]> = {
  '': [participant, call('Registration/GetRegistrationFormUrls')],
  [EVENT_MODULE_PATHS.program]: [
    participant,
    call('Participant/GetMyAgenda'),
    call('Explore/ListProgramDays', all),
    call('Explore/ListSaloons', all),
    call('Explore/ListSubEvents', all),
    call('Explore/ListPrograms', { ...all, searchTerm: null }),
  ],
  [EVENT_MODULE_PATHS.livestreams]: [participant, call('LiveEvent/List', { isActive: true, ...all })],
};
