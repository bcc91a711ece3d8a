import { EMAIL_QUESTION_MAX_LENGTH, EMAIL_QUESTION_MIN_LENGTH, questionKind } from '@atrium/shared/contract/enums';
import { isPhoneNumber } from '@atrium/shared';
import type { Question, QuestionAnswers, QuestionKind } from '@atrium/shared/contract';

// The question renderer's rules (spec 2 §2.16, §4 social survey post, §5), pure so each is tested
// alone: what a type draws, which questions show, what is refused before sending and what is sent.

/** A question's value in the form: one text (an option id, a number, a file's URL...) or the chosen option ids. */
export type AnswerValue = string | string[];
export type FormValues = Record<string, AnswerValue>;

/** What a type draws (spec 2 §3); null for a type the renderer does not know, which is not drawn. */
export function kindOf(question: Pick<Question, 'type'>): QuestionKind | null {
  return questionKind(question.type);
}

/** Whether the answer is a list of option ids: checkboxes, or a dropdown that allows several. */
export function isMultiple(question: Question): boolean {
  const kind = kindOf(question);
  return kind === 'checkboxes' || (kind === 'dropdown' && question.allowMultipleSelections);
}

/** Whether a question takes an answer: an information block and an unknown type do not. */
export function isAnswerable(question: Question): boolean {
  const kind = kindOf(question);
  return kind !== null && kind !== 'informationBlock';
}

/**
 * The form's starting values: the chosen options of a multiple choice, else the answer given
 * before, else the organiser's initial value; a slider always stands somewhere, at its minimum first.
 */
export function initialValues(questions: Question[]): FormValues {
  const values: FormValues = {};
  for (const question of questions) {
    if (isMultiple(question)) values[question.id] = [...question.answers];
    else if (kindOf(question) === 'slider')
      values[question.id] = question.answer ?? question.initialValue ?? String(question.minValue ?? 0);
    else values[question.id] = question.answer ?? question.initialValue ?? '';
  }
  return values;
}

const chosen = (value: AnswerValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

/**
 * The questions on screen, in order (spec 2 §4): those without a parent, each followed right away
 * by its children whose parentAnswerId is among the parent's chosen answers (and theirs, in turn).
 */
export function visibleQuestions(questions: Question[], values: FormValues): Question[] {
  const ids = new Set(questions.map((question) => question.id));
  const childrenOf = (parent: Question) =>
    questions.filter(
      (question) =>
        question.parentQuestionId === parent.id &&
        question.parentAnswerId !== null &&
        chosen(values[parent.id]).includes(question.parentAnswerId),
    );
  const shown: Question[] = [];
  const visit = (question: Question) => {
    if (kindOf(question) === null || shown.includes(question)) return;
    shown.push(question);
    childrenOf(question).forEach(visit);
  };
  // A child whose parent is not in the form has nothing to wait for: it is asked as any other.
  questions
    .filter((question) => question.parentQuestionId === null || !ids.has(question.parentQuestionId))
    .forEach(visit);
  return shown;
}

/**
 * The step counter of a survey post (spec 2 §2.16), counting what its card counts
 * (estimatedQuestionCount): the questions asked of everyone. A child question shown after its
 * parent's answer is a follow-up of that step, and an information block asks nothing, so neither
 * adds to the total; otherwise the card said 5 and the counter 2/6 (issue 31 item 9c).
 */
export function stepProgress(
  questions: Question[],
  shown: Question[],
  index: number,
): { current: number; total: number } {
  const ids = new Set(questions.map((question) => question.id));
  const counted = (question: Question) =>
    isAnswerable(question) && (question.parentQuestionId === null || !ids.has(question.parentQuestionId));
  const total = questions.filter(counted).length;
  const current = shown.slice(0, index + 1).filter(counted).length;
  return { current: Math.min(Math.max(current, 1), Math.max(total, 1)), total: Math.max(total, 1) };
}

/** The text bounds of a text question: the e-mail types' 5..250 (spec 2 §5, §9), else its own. */
export function textLimits(question: Question): { min: number | null; max: number | null } {
  const kind = kindOf(question);
  if (kind === 'email') return { min: EMAIL_QUESTION_MIN_LENGTH, max: EMAIL_QUESTION_MAX_LENGTH };
  if (kind === 'phone' || kind === 'shortText' || kind === 'multilineText')
    return {
      min: question.minLength ?? question.minCharAllowed ?? null,
      max: question.maxLength ?? question.maxCharAllowed ?? null,
    };
  return { min: null, max: null };
}

/** A message key of the form's texts and what it names: spec 2 §8's socialValid keys, then the renderer's own. */
export interface QuestionProblem {
  key:
    | 'socialValid.nullCheck'
    | 'socialValid.nullCheck2'
    | 'socialValid.minLength'
    | 'socialValid.email'
    | 'questions.phone'
    | 'questions.maxLength'
    | 'questions.number'
    | 'questions.numberRange'
    | 'questions.numberStep'
    | 'questions.fileType'
    | 'common:fileTooLarge';
  values?: Record<string, string | number>;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The kinds whose empty answer is spec 2 §5's list check (nullCheck2) rather than the text check. */
function answersAList(question: Question): boolean {
  const kind = kindOf(question);
  return isMultiple(question) || kind === 'fileUpload' || kind === 'profilePicture';
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

function numberProblem(question: Question, text: string): QuestionProblem | null {
  const value = Number(text);
  if (!Number.isFinite(value)) return { key: 'questions.number' };
  const { minValue: min, maxvalue: max, step } = question;
  if ((min !== null && value < min) || (max !== null && value > max))
    return {
      key: 'questions.numberRange',
      values: { min: min ?? '−∞', max: max ?? '∞' },
    };
  if (step !== null) {
    // Counted in whole units of the finest decimal, so 0.1 + 0.2 is on a 0.1 step.
    const scale = 10 ** Math.max(decimals(step), decimals(value), decimals(min ?? 0));
    const offset = Math.round((value - (min ?? 0)) * scale);
    if (offset % Math.round(step * scale) !== 0) return { key: 'questions.numberStep', values: { step } };
  }
  return null;
}

/**
 * The first problem of a shown question's answer, in spec 2 §5's order: (1) a required answer
 * left empty, nullCheck (nullCheck2 for checkboxes, a multiple dropdown and uploads, whose answer
 * is a list); (2) a text shorter than its minimum, minLength; (3) an e-mail type that is no
 * e-mail, email; then a phone type that is no phone number, and what the inputs bound: a text over its maximum, a number off its range or
 * step. An optional question left empty has none.
 */
export function problemOf(question: Question, value: AnswerValue | undefined): QuestionProblem | null {
  if (!isAnswerable(question)) return null;
  const kind = kindOf(question);
  const list = chosen(value);
  const text = Array.isArray(value) ? '' : (value ?? '').trim();
  if (answersAList(question)) {
    if (!question.isRequired || list.length > 0) return null;
    // The same key, said for a file: "Please add a file."
    const upload = kind === 'fileUpload' || kind === 'profilePicture';
    return { key: 'socialValid.nullCheck2', ...(upload ? { values: { context: 'file' } } : {}) };
  }
  if (text === '') return question.isRequired ? { key: 'socialValid.nullCheck' } : null;
  const { min, max } = textLimits(question);
  if (min !== null && text.length < min) return { key: 'socialValid.minLength', values: { min } };
  if (kind === 'email' && !EMAIL.test(text)) return { key: 'socialValid.email' };
  // By the contact form's country rules (spec 1 §5); while they load, the server's check decides.
  if (kind === 'phone' && isPhoneNumber(text) === false) return { key: 'questions.phone' };
  if (max !== null && text.length > max) return { key: 'questions.maxLength', values: { max } };
  if (kind === 'number' || kind === 'slider') return numberProblem(question, text);
  return null;
}

/** Each shown question's problem, by question id, in the order they are shown. */
export function problemsOf(questions: Question[], values: FormValues): [string, QuestionProblem][] {
  return visibleQuestions(questions, values).flatMap((question) => {
    const problem = problemOf(question, values[question.id]);
    return problem ? [[question.id, problem] as [string, QuestionProblem]] : [];
  });
}

/**
 * What is sent (spec 2 §5): one answer per shown question that takes one, trimmed, the chosen
 * options joined by commas, null when left empty. A hidden child's answer is not sent.
 */
export function answersOf(questions: Question[], values: FormValues): QuestionAnswers {
  return visibleQuestions(questions, values)
    .filter(isAnswerable)
    .map((question) => {
      const value = values[question.id];
      const answer = Array.isArray(value) ? value.join(',') : (value ?? '').trim();
      return { id: question.id, answer: answer === '' ? null : answer };
    });
}

/** The question a server field error `questions.<i>.answer` (or `.id`) names, by the answers sent. */
export function questionOfField(field: string, sent: QuestionAnswers): string | null {
  const match = /^questions\.(\d+)\.(answer|id)$/.exec(field);
  return match ? (sent[Number(match[1])]?.id ?? null) : null;
}

/** The extensions a file question takes: its own, or the usual pictures for a profile picture. */
export function acceptedTypes(question: Question): string[] {
  const own = question.fileTypes.map((type) => type.replace(/^\./, '').toLowerCase());
  if (own.length > 0 || kindOf(question) !== 'profilePicture') return own;
  return ['jpg', 'jpeg', 'png', 'webp'];
}

/** A chosen file that the question does not take (spec 2 §5 tips), checked before it is sent. */
export function fileProblem(question: Question, file: { name: string; size: number }): QuestionProblem | null {
  const types = acceptedTypes(question);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (types.length > 0 && !types.includes(extension))
    return { key: 'questions.fileType', values: { types: types.map((type) => type.toUpperCase()).join(', ') } };
  if (question.maxFileSizeMb !== null && file.size > question.maxFileSizeMb * 1024 * 1024)
    return { key: 'common:fileTooLarge', values: { size: question.maxFileSizeMb } };
  return null;
}
