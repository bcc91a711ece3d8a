import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import type { CheckPollResponse, LivePoll } from '@atrium/shared/contract';
import { watch } from '@atrium/shared/server';
import { parseJson, toBoolean } from '../../db';
import { ApiError } from '../../http/envelope';

/** How often an api instance looks for live polls started, stopped or changed (by the organiser's tools). */
export const LIVE_POLL_WATCH_MS = 2000;

interface LivePollRow {
  id: string;
  title: string;
  answers: string;
  show_rates: boolean | number;
}

/** The event's running poll: the newest active one, if any. */
function runningPoll(db: Knex, eventId: string): Promise<LivePollRow | undefined> {
  return db('live_polls')
    .where({ event_id: eventId, is_active: true })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('id', 'title', 'answers', 'show_rates');
}

/** The poll with each answer's whole percent of the votes (0 before any). */
async function withRates(db: Knex, row: LivePollRow): Promise<LivePoll> {
  const answers = parseJson<string[]>(row.answers, []);
  const counts: { answer: string; n: number | string }[] = await db('live_poll_votes')
    .where('poll_id', row.id)
    .groupBy('answer')
    .select('answer')
    .count({ n: '*' });
  const countOf = new Map(counts.map((count) => [count.answer, Number(count.n)]));
  const total = counts.reduce((sum, count) => sum + Number(count.n), 0);
  return {
    id: row.id,
    title: row.title,
    answers,
    answerRates: answers.map((answer) => ({
      answer,
      rate: total ? Math.round(((countOf.get(answer) ?? 0) * 100) / total) : 0,
    })),
    showRates: toBoolean(row.show_rates),
  };
}

async function pollFor(db: Knex, row: LivePollRow | undefined, userId: string): Promise<CheckPollResponse> {
  if (!row) return { vote: null, poll: null };
  const vote = await db('live_poll_votes').where({ poll_id: row.id, user_id: userId }).first('answer');
  return { vote: vote?.answer ?? null, poll: await withRates(db, row) };
}

/** The event's running poll with its rates, as everyone sees it (livePollChanged, issue 29). */
export async function livePollOf(db: Knex, eventId: string): Promise<LivePoll | null> {
  const row = await runningPoll(db, eventId);
  return row ? withRates(db, row) : null;
}

/**
 * Polls start and stop outside the api (the organiser's tools write live_polls), so each instance
 * looks every LIVE_POLL_WATCH_MS at every event's running poll and calls `changed` with the events
 * whose one changed since its last look (started, stopped, another, retitled, rates shown).
 */
export function watchLivePolls(db: Knex, changed: (eventId: string) => void, log: FastifyBaseLogger) {
  // The first look tells every running poll: one this instance did not see start is told too.
  let seen = new Map<string, string>();
  return watch(
    async () => {
      const rows: (LivePollRow & { event_id: string })[] = await db('live_polls')
        .where('is_active', true)
        .orderBy(['created_at', 'id'])
        .select('event_id', 'id', 'title', 'answers', 'show_rates');
      // Oldest first, so each event ends with its newest: the running one.
      const now = new Map(
        rows.map((row) => [row.event_id, JSON.stringify([row.id, row.title, row.answers, toBoolean(row.show_rates)])]),
      );
      for (const eventId of new Set([...seen.keys(), ...now.keys()])) {
        if (seen.get(eventId) !== now.get(eventId)) changed(eventId);
      }
      seen = now;
    },
    LIVE_POLL_WATCH_MS,
    (error) => log.error(error, 'the live poll watch failed'),
  );
}

/**
 * participant/checkpoll (spec 2 §4 Live poll widget): the event's running poll and the caller's
 * vote in it. The rates are always sent; the widget shows them once one voted or when the
 * organiser set showRates. The page asks once, and after a lost socket is back; livePollChanged
 * tells it the rest.
 */
export async function checkPoll(db: Knex, eventId: string, userId: string): Promise<CheckPollResponse> {
  return pollFor(db, await runningPoll(db, eventId), userId);
}

/**
 * participant/dovote {answer}: one vote a person in the running poll, one of its answers (compared
 * trimmed). Answers as checkpoll does.
 */
export async function doVote(db: Knex, eventId: string, userId: string, answer: string): Promise<CheckPollResponse> {
  const row = await runningPoll(db, eventId);
  if (!row) throw new ApiError(404, 'livePollNone');
  const chosen = answer.trim();
  if (!parseJson<string[]>(row.answers, []).includes(chosen)) {
    throw new ApiError(400, 'validationFailed', { answer: 'livePollAnswerNotFound' });
  }
  const stored = await db('live_poll_votes')
    .insert({ poll_id: row.id, user_id: userId, answer: chosen, created_at: new Date() })
    .onConflict(['poll_id', 'user_id'])
    .ignore()
    .returning('poll_id');
  if (!stored.length) throw new ApiError(400, 'livePollAlreadyVoted');
  return pollFor(db, row, userId);
}
