import type { Knex } from 'knex';
import {
  EMAIL_QUESTION_MAX_LENGTH,
  EMAIL_QUESTION_MIN_LENGTH,
  questionKind,
  type Question,
  type QuestionAnswers,
} from '@atrium/shared/contract';
import { ApiError, type FieldError } from '../http/envelope';
import { questionRows, toQuestion, type RegistrationForm } from './form';

/** Spec 2 §9: a rating is 1 to 5. */
const RATING_MIN = 1;
const RATING_MAX = 5;
/** A standard e-mail pattern (spec 2 §5): something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write one: digits with +, spaces, dots, dashes and brackets, 5 to 20 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 5, max: 20 };
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Region names, to tell an ISO 3166-1 alpha-2 code from two random letters. */
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

const kindOf = (question: Question) => questionKind(question.type);

/** The option ids a choice answer names: one, or several joined with commas (spec 2 §5). */
const choicesOf = (answer: string) => answer.split(',').map((choice) => choice.trim());

/** An information block (500) only tells; it is never answered, so never required. */
const isRequired = (question: Question) => question.isRequired && kindOf(question) !== 'informationBlock';

const takesSeveral = (question: Question) =>
  kindOf(question) === 'checkboxes' || (kindOf(question) === 'dropdown' && question.allowMultipleSelections);

/** The shortest and longest text a question takes: its own lengths, and 5 to 250 for an e-mail. */
function lengthsOf(question: Question): { min: number | null; max: number | null } {
  if (kindOf(question) === 'email') return { min: EMAIL_QUESTION_MIN_LENGTH, max: EMAIL_QUESTION_MAX_LENGTH };
  const pick = (values: (number | null)[], choose: (...numbers: number[]) => number) => {
    const set = values.filter((value): value is number => value !== null);
    return set.length ? choose(...set) : null;
  };
  return {
    min: pick([question.minLength, question.minCharAllowed], Math.max),
    max: pick([question.maxLength, question.maxCharAllowed], Math.min),
  };
}

function checkLength(question: Question, answer: string): FieldError | null {
  const { min, max } = lengthsOf(question);
  const length = [...answer].length;
  if ((min === null || length >= min) && (max === null || length <= max)) return null;
  if (min !== null && max !== null) return { key: 'answerLength', values: { min, max } };
  return min !== null ? { key: 'answerTooShort', values: { min } } : { key: 'answerTooLong', values: { max: max! } };
}

/** Within minValue..maxvalue and on the step counted from minValue (or 0); decimals compared to 1e-9. */
function checkNumber(question: Question, answer: string): FieldError | null {
  if (!NUMBER.test(answer)) return 'answerNotNumber';
  const value = Number(answer);
  const { minValue: min, maxvalue: max, step } = question;
  if (min !== null && value < min) return { key: 'answerNumberMin', values: { min } };
  if (max !== null && value > max) return { key: 'answerNumberMax', values: { max } };
  if (step) {
    const base = min ?? 0;
    const steps = (value - base) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return { key: 'answerNumberStep', values: { step, base } };
  }
  return null;
}

function checkChoice(question: Question, answer: string): FieldError | null {
  const ids = new Set(question.options.map((option) => option.id));
  const chosen = takesSeveral(question) ? choicesOf(answer) : [answer];
  const allFound = chosen.every((choice) => ids.has(choice)) && new Set(chosen).size === chosen.length;
  if (allFound) return null;
  return takesSeveral(question) ? 'answerNotOptions' : 'answerNotOption';
}

function checkDate(answer: string): FieldError | null {
  if (!DATE.test(answer)) return 'answerDate';
  const date = new Date(`${answer}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(answer) ? null : 'answerDate';
}

function checkPhone(question: Question, answer: string): FieldError | null {
  const digits = answer.replace(/\D/g, '').length;
  if (!PHONE.test(answer) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
    return { key: 'answerPhone', values: PHONE_DIGITS };
  }
  return checkLength(question, answer);
}

/** What is wrong with a non-blank answer to a question, by its type (spec 2 §3, §5, §9), or null. */
function answerError(question: Question, answer: string, uploads: Map<string, string>): FieldError | null {
  switch (kindOf(question)) {
    case 'email':
      return EMAIL.test(answer) && !checkLength(question, answer)
        ? null
        : { key: 'answerEmail', values: { min: EMAIL_QUESTION_MIN_LENGTH, max: EMAIL_QUESTION_MAX_LENGTH } };
    case 'phone':
      return checkPhone(question, answer);
    case 'number':
    case 'slider':
      return checkNumber(question, answer);
    case 'radio':
    case 'dropdown':
    case 'checkboxes':
      return checkChoice(question, answer);
    case 'country':
      if (question.options.length) return checkChoice(question, answer);
      return /^[A-Z]{2}$/.test(answer) && REGIONS.of(answer) ? null : 'answerCountry';
    case 'date':
      return checkDate(answer);
    case 'time':
      return TIME.test(answer) ? null : 'answerTime';
    case 'starRating':
    case 'faceRating':
      return /^[1-5]$/.test(answer) ? null : { key: 'answerRating', values: { min: RATING_MIN, max: RATING_MAX } };
    case 'informationBlock':
      return 'answerNotTaken';
    case 'fileUpload':
    case 'profilePicture':
      return uploads.get(answer) === question.id ? null : 'answerFile';
    default:
      // Short and multiline texts, and any type the renderer does not know: the lengths alone.
      return checkLength(question, answer);
  }
}

/**
 * Whether a question is asked: a child question is only while its parent is asked and has the
 * parent answer (one of its choices, for a multiple choice). A parent the form does not have
 * hides nothing.
 */
function askedQuestions(questions: Question[], answerOf: Map<string, string>): Set<string> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const asked = new Map<string, boolean>();
  const isAsked = (question: Question, depth: number): boolean => {
    const known = asked.get(question.id);
    if (known !== undefined) return known;
    const parent = question.parentQuestionId ? byId.get(question.parentQuestionId) : undefined;
    // A loop of parents (a broken form) is cut after as many steps as the form has questions.
    const shown =
      !parent ||
      (depth < questions.length &&
        isAsked(parent, depth + 1) &&
        choicesOf(answerOf.get(parent.id) ?? '').includes(question.parentAnswerId ?? ''));
    asked.set(question.id, shown);
    return shown;
  };
  return new Set(questions.filter((question) => isAsked(question, 0)).map((question) => question.id));
}

/** The URLs of the files the caller uploaded, each with the question it answers. */
async function uploadsOf(db: Knex | Knex.Transaction, userId: string, answers: QuestionAnswers) {
  const urls = answers.map((answer) => answer.answer?.trim()).filter((url): url is string => Boolean(url));
  if (!urls.length) return new Map<string, string>();
  const rows: { url: string; question_id: string }[] = await db('registration_files')
    .where('user_id', userId)
    .whereIn('url', urls)
    .select('url', 'question_id');
  return new Map(rows.map((row) => [row.url, row.question_id]));
}

/**
 * The answers of one registration form (a sub-event's, a booth's check-in or a survey post's) checked against its
 * questions, for the caller: each answers a question of the form, once; every required question
 * that is asked has a non-blank answer; each answer fits its question's type. Refused, the field
 * errors name the answer by its place (`questions.<index>.id` / `.answer`), a required question
 * left out `questions`; nothing is to be stored then. Accepted, the answers to keep: trimmed, and
 * without those to child questions that are not asked (docs/decisions.md).
 */
export async function checkAnswers(
  db: Knex | Knex.Transaction,
  form: RegistrationForm,
  userId: string,
  answers: QuestionAnswers,
): Promise<QuestionAnswers> {
  const questions = (await questionRows(db, form)).map(toQuestion);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const trimmed = answers.map((answer) => ({ id: answer.id, answer: answer.answer?.trim() || null }));
  const answerOf = new Map(trimmed.map((answer) => [answer.id, answer.answer ?? '']));
  const asked = askedQuestions(questions, answerOf);
  const uploads = await uploadsOf(db, userId, trimmed);
  const notAsked =
    'standId' in form ? 'questionNotAsked' : 'subEventId' in form ? 'questionNotOnForm' : 'questionNotInSurvey';

  const errors: Record<string, FieldError> = {};
  const seen = new Set<string>();
  trimmed.forEach(({ id, answer }, index) => {
    const question = byId.get(id);
    if (!question) errors[`questions.${index}.id`] = notAsked;
    else if (seen.has(id)) errors[`questions.${index}.id`] = 'questionAnsweredTwice';
    seen.add(id);
    if (!question || errors[`questions.${index}.id`] || !asked.has(id)) return;
    const error =
      answer === null ? (isRequired(question) ? 'answerRequired' : null) : answerError(question, answer, uploads);
    if (error) errors[`questions.${index}.answer`] = error;
  });
  const left = questions.find((question) => isRequired(question) && asked.has(question.id) && !seen.has(question.id));
  if (left) errors.questions = { key: 'requiredQuestionUnanswered', values: { title: left.title } };
  if (Object.keys(errors).length) throw new ApiError(400, 'validationFailed', errors);
  return trimmed.filter((answer) => asked.has(answer.id));
}
