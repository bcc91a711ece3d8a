import type { Knex } from 'knex';
import type { GetQuestionsRequest, Question, QuestionOption } from '@atrium/shared/contract';
import { parseJson, toBoolean } from '../db';
import type { EventRow } from '../eventScope';
import { ApiError } from '../http/envelope';

/**
 * A registration form (spec 2 §2.16): a sub-event's registration, a booth's check-in, or a social
 * hub survey post's questions.
 */
export type RegistrationForm = { subEventId: string } | { standId: string } | { postId: string };

/** The column of `registration_questions` that names the form. */
function formColumn(form: RegistrationForm): Record<string, string> {
  if ('subEventId' in form) return { sub_event_id: form.subEventId };
  return 'standId' in form ? { stand_id: form.standId } : { social_hub_post_id: form.postId };
}

/** A row of `registration_questions`; what only the renderer reads is JSON text in `details`. */
export interface QuestionRow {
  id: string;
  type: number;
  title: string;
  is_required: boolean | number;
  details: string;
  order_no: number;
}

/** What `details` may hold: the Question's fields that are not columns. */
type QuestionDetails = Partial<Omit<Question, 'id' | 'type' | 'title' | 'isRequired'>>;

const nullable = <T>(value: T | undefined): T | null => value ?? null;

/** A row as spec 2 §3 Question: every field there, null, [] or false where the row sets nothing. */
export function toQuestion(row: QuestionRow): Question {
  const details = parseJson<QuestionDetails>(row.details, {});
  return {
    id: row.id,
    type: Number(row.type),
    title: row.title,
    hint: nullable(details.hint),
    placeholder: nullable(details.placeholder),
    isRequired: toBoolean(row.is_required),
    answer: nullable(details.answer),
    answers: details.answers ?? [],
    options: (details.options ?? []).map((option: QuestionOption) => ({ id: option.id, title: option.title })),
    minLength: nullable(details.minLength),
    maxLength: nullable(details.maxLength),
    minCharAllowed: nullable(details.minCharAllowed),
    maxCharAllowed: nullable(details.maxCharAllowed),
    rows: nullable(details.rows),
    showLimit: details.showLimit ?? false,
    minValue: nullable(details.minValue),
    maxvalue: nullable(details.maxvalue),
    step: nullable(details.step),
    allowMultipleSelections: details.allowMultipleSelections ?? false,
    addSearchbox: details.addSearchbox ?? false,
    dateFormat: nullable(details.dateFormat),
    format: nullable(details.format),
    fileTypes: details.fileTypes ?? [],
    maxFileSizeMb: nullable(details.maxFileSizeMb),
    infoBlockColor: nullable(details.infoBlockColor),
    parentAnswerId: nullable(details.parentAnswerId),
    parentQuestionId: nullable(details.parentQuestionId),
    initialValue: nullable(details.initialValue),
  };
}

/** The rows of one form's questions, in the organiser's order. */
export function questionRows(db: Knex | Knex.Transaction, form: RegistrationForm): Promise<QuestionRow[]> {
  return db('registration_questions')
    .where(formColumn(form))
    .orderBy(['order_no', 'id'])
    .select('id', 'type', 'title', 'is_required', 'details', 'order_no');
}

/**
 * The form a request names, a sub-event's or a booth's of the event, or 404. Exactly one of the
 * two ids is given: neither or both is a field error.
 */
export async function findForm(
  db: Knex,
  event: EventRow,
  { subEventID, standID }: GetQuestionsRequest,
): Promise<RegistrationForm> {
  if (!subEventID && !standID) {
    throw new ApiError(400, 'validationFailed', { subEventID: 'formRequired', standID: 'formRequired' });
  }
  if (subEventID && standID) throw new ApiError(400, 'validationFailed', { standID: 'formOneOnly' });
  const table = subEventID ? 'sub_events' : 'stands';
  const found = await db(table)
    .where({ id: subEventID ?? standID, event_id: event.id })
    .first('id');
  if (!found) throw new ApiError(404, 'dataNotFound');
  return subEventID ? { subEventId: found.id } : { standId: found.id };
}
