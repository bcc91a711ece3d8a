import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Question } from '@atrium/shared/contract';

/** A seeded question: its columns, then the renderer's other fields (`details`). */
export interface QuestionSeed {
  key: string;
  type: number;
  title: string;
  required: boolean;
  details: Partial<Question> & { parent?: [key: string, answer: string] };
}

/**
 * The registration form of the Inclusive Forms Workshop (issue 14 items 5 and 7): one question of
 * every type group of spec 2 §3 (QUESTION_TYPES), some required, one shown only for one answer of
 * the question before it. Titles are the organiser's text, in one language.
 */
const WORKSHOP_FORM: QuestionSeed[] = [
  {
    key: 'about',
    type: 500,
    title: 'Before you register',
    required: false,
    details: {
      hint: 'The workshop is hands-on: bring a laptop with a screen reader you can switch on (NVDA, VoiceOver or TalkBack all work). We keep 24 places.',
      infoBlockColor: '#e0f2f1',
    },
  },
  {
    key: 'email',
    type: 12,
    title: 'Work e-mail for the workshop materials',
    required: true,
    details: { placeholder: 'name@company.com', hint: 'We send the slides and exercises here the day before.' },
  },
  {
    key: 'phone',
    type: 13,
    title: 'Mobile number for changes on the day',
    required: false,
    details: { placeholder: '+90 555 123 45 67', hint: 'Only used if the room or time changes.' },
  },
  {
    key: 'role',
    type: 4,
    title: 'Your job title',
    required: true,
    details: { placeholder: 'Frontend developer', minLength: 2, maxLength: 60, showLimit: true },
  },
  {
    key: 'country',
    type: 8,
    title: 'Country you work from',
    required: false,
    details: { hint: 'Helps us plan sessions in your time zone.', addSearchbox: true },
  },
  {
    key: 'years',
    type: 14,
    title: 'Years you have been building web forms',
    required: false,
    details: { placeholder: '2.5', hint: 'In half years, from 0 to 40.', minValue: 0, maxvalue: 40, step: 0.5 },
  },
  {
    key: 'screenReader',
    type: 15,
    title: 'Have you ever tested a form with a screen reader?',
    required: true,
    details: {
      options: [
        { id: 'yes', title: 'Yes' },
        { id: 'no', title: 'Not yet' },
        { id: 'unsure', title: 'I am not sure' },
      ],
    },
  },
  {
    key: 'whichReader',
    type: 3,
    title: 'Which screen reader did you use?',
    required: false,
    details: { placeholder: 'NVDA, JAWS, VoiceOver ...', maxLength: 80, parent: ['screenReader', 'yes'] },
  },
  {
    key: 'frameworks',
    type: 16,
    title: 'Which tools do you build forms with?',
    required: false,
    details: {
      hint: 'Choose all that apply.',
      allowMultipleSelections: true,
      addSearchbox: true,
      options: [
        { id: 'react', title: 'React' },
        { id: 'angular', title: 'Angular' },
        { id: 'vue', title: 'Vue' },
        { id: 'svelte', title: 'Svelte' },
        { id: 'html', title: 'Plain HTML' },
        { id: 'builder', title: 'A form builder' },
      ],
    },
  },
  {
    key: 'topics',
    type: 100,
    title: 'Which topics should we spend the most time on?',
    required: true,
    details: {
      hint: 'Choose one or more.',
      allowMultipleSelections: true,
      options: [
        { id: 'labels', title: 'Labels, hints and error messages' },
        { id: 'keyboard', title: 'Keyboard use and focus order' },
        { id: 'validation', title: 'Validation people understand' },
        { id: 'mobile', title: 'Forms on small screens' },
      ],
    },
  },
  {
    key: 'goal',
    type: 11,
    title: 'What would you like to fix in one of your own forms?',
    required: false,
    details: {
      placeholder: 'Our sign-up form loses people at the password step ...',
      minLength: 10,
      maxLength: 500,
      rows: 4,
      showLimit: true,
    },
  },
  {
    key: 'followUpDate',
    type: 101,
    title: 'Preferred day for the follow-up clinic',
    required: false,
    details: { hint: 'An online hour in the week after the event.' },
  },
  {
    key: 'followUpTime',
    type: 102,
    title: 'Time that suits you for the clinic',
    required: false,
    details: { hint: 'In the event’s time zone.', format: 'HH:mm' },
  },
  {
    key: 'confidence',
    type: 200,
    title: 'How confident are you with form accessibility today?',
    required: true,
    details: {},
  },
  {
    key: 'mood',
    type: 201,
    title: 'How do you feel about the forms your team ships?',
    required: false,
    details: {},
  },
  {
    key: 'handsOn',
    type: 202,
    title: 'How much of the workshop should be hands-on (%)?',
    required: false,
    details: { minValue: 0, maxvalue: 100, step: 10, initialValue: '50' },
  },
  {
    key: 'form',
    type: 104,
    title: 'A form you would like us to review',
    required: false,
    details: {
      hint: 'A PDF or a screenshot; we pick three to fix together.',
      fileTypes: ['pdf', 'png'],
      maxFileSizeMb: 2,
    },
  },
  {
    key: 'badge',
    type: 32,
    title: 'Photo for your name badge',
    required: false,
    details: { hint: 'A square photo works best.', fileTypes: ['jpg', 'png'], maxFileSizeMb: 2 },
  },
];

/**
 * The rows of one form (`form` its column: sub_event_id or social_hub_post_id); a child question
 * names its parent by the id the parent gets here.
 */
export function questionRows(seeds: QuestionSeed[], eventId: string, form: Record<string, string>) {
  const ids = new Map(seeds.map((seed) => [seed.key, randomUUID()]));
  return seeds.map(({ key, type, title, required, details: { parent, ...details } }, order) => ({
    id: ids.get(key),
    event_id: eventId,
    ...form,
    type,
    title,
    is_required: required,
    details: JSON.stringify(
      parent ? { ...details, parentQuestionId: ids.get(parent[0]), parentAnswerId: parent[1] } : details,
    ),
    order_no: order,
  }));
}

/** The workshop's registration questions (a booth's check-in questions are seeded with the booth). */
export async function seedQuestions(trx: Knex.Transaction): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id');
  const workshop = await trx('sub_events')
    .where({ event_id: summit.id, title: 'Inclusive Forms Workshop' })
    .first('id');
  await trx('registration_questions').insert(questionRows(WORKSHOP_FORM, summit.id, { sub_event_id: workshop.id }));
}
