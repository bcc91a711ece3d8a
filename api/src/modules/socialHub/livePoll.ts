import type { Knex } from 'knex';
import type { CheckPollResponse, LivePoll } from '@atrium/shared/contract';
import { parseJson, toBoolean } from '../../db';
import { ApiError } from '../../http/envelope';

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

/**
 * participant/checkpoll (spec 2 §4 Live poll widget, polled every 5 s): the event's running poll
 * and the caller's vote in it. The rates are always sent; the widget shows them once one voted or
 * when the organiser set showRates.
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
