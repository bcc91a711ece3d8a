import type { Knex } from 'knex';
import { SOCIAL_HUB_POST_TYPE, type AttendRequest, type Question, type QuestionAnswers } from '@atrium/shared/contract';
import type { EventRow } from '../../eventScope';
import { ApiError, type FieldError } from '../../http/envelope';
import { checkAnswers, questionRows, toQuestion } from '../../questions';
import { isOver, presentPost, type PostRow } from './posts';

/** SocialHub/GetQuestions {id, type 2}: a survey post's questions in the organiser's order; 404 for another post. */
export async function surveyQuestions(db: Knex, event: EventRow, userId: string, id: string): Promise<Question[]> {
  const post = await presentPost(db, event.id, userId, id);
  if (Number(post.type) !== SOCIAL_HUB_POST_TYPE.survey) throw new ApiError(404, 'dataNotFound');
  return (await questionRows(db, { postId: post.id })).map(toQuestion);
}

/**
 * A poll vote's one answer (spec 2 §3: the poll's question is the post): the post's id with one of
 * its options' ids. Answers the option, else the field errors.
 */
async function pollOption(db: Knex | Knex.Transaction, post: PostRow, answers: QuestionAnswers): Promise<string> {
  const errors: Record<string, FieldError> = {};
  const [vote] = answers;
  const chosen = vote?.answer?.trim();
  if (answers.length > 1) errors.questions = 'pollOneAnswer';
  else if (!vote) errors.questions = 'pollChooseOption';
  else if (vote.id !== post.id) errors['questions.0.id'] = 'pollQuestionOnly';
  else if (!chosen) errors['questions.0.answer'] = 'pollChooseOption';
  else if (!(await db('social_hub_poll_options').where({ id: chosen, post_id: post.id }).first('id'))) {
    errors['questions.0.answer'] = 'answerNotOption';
  }
  if (Object.keys(errors).length) throw new ApiError(400, 'validationFailed', errors);
  return chosen!;
}

/**
 * SocialHub/Attend (spec 2 §4 Poll post, Social survey post): the caller's vote in a poll, or their
 * answers to a survey post, checked as a registration form's are (spec 2 §5's four checks among
 * them). Once a person, and only while the post is open; nothing is stored when refused.
 */
export async function attend(db: Knex, event: EventRow, userId: string, body: AttendRequest): Promise<void> {
  const post = await presentPost(db, event.id, userId, body.postId);
  const type = Number(post.type);
  if (type !== body.postType) throw new ApiError(400, 'validationFailed', { postType: 'attendWrongType' });
  if (isOver(post, new Date())) throw new ApiError(400, type === SOCIAL_HUB_POST_TYPE.poll ? 'pollOver' : 'surveyOver');
  const joined = () =>
    new ApiError(400, type === SOCIAL_HUB_POST_TYPE.poll ? 'pollAlreadyVoted' : 'surveyAlreadyJoined');
  if (await db('social_hub_attendings').where({ post_id: post.id, user_id: userId }).first('user_id')) throw joined();
  await db.transaction(async (trx) => {
    const vote =
      type === SOCIAL_HUB_POST_TYPE.poll
        ? { option_id: await pollOption(trx, post, body.questions), answers: null }
        : {
            option_id: null,
            answers: JSON.stringify(await checkAnswers(trx, { postId: post.id }, userId, body.questions)),
          };
    const stored = await trx('social_hub_attendings')
      .insert({ post_id: post.id, user_id: userId, created_at: new Date(), ...vote })
      .onConflict(['post_id', 'user_id'])
      .ignore()
      .returning('post_id');
    // Two calls at once: the second finds the first's row.
    if (!stored.length) throw joined();
  });
}
