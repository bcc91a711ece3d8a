import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SURVEY_CHOICE_SEPARATOR, SURVEY_QUESTION_TYPE, type SurveyQuestionType } from '@atrium/shared/contract';

// Issue 14 item 4: atrium-summit's surveys (spec 2 §2.15): two of the event with every question
// type, and one of the Nimbus Cloud booth (spec 2 §2.10). Linus has completed the session
// feedback; Ada has completed none.

const { freeText, singleChoice, multipleChoice } = SURVEY_QUESTION_TYPE;

interface QuestionSeed {
  type: SurveyQuestionType;
  title: string;
  options?: string[];
}

interface SurveySeed {
  key: string;
  title: string;
  /** The booth's title for a booth's survey. */
  stand?: string;
  questions: QuestionSeed[];
}

const SURVEYS: SurveySeed[] = [
  {
    key: 'feedback',
    title: 'Session feedback',
    questions: [
      {
        type: singleChoice,
        title: 'How would you rate the sessions overall?',
        options: ['Excellent', 'Good', 'Fair', 'Poor'],
      },
      {
        type: multipleChoice,
        title: 'Which formats did you attend?',
        options: ['Keynotes', 'Talks', 'Workshops', 'Panels'],
      },
      { type: freeText, title: 'Which session did you like best, and why?' },
      {
        type: singleChoice,
        title: 'Would you recommend Atrium Summit to a colleague?',
        options: ['Yes', 'Maybe', 'No'],
      },
    ],
  },
  {
    key: 'interests',
    title: 'Your interests for next year',
    questions: [
      {
        type: multipleChoice,
        title: "Which topics should next year's summit cover?",
        options: ['Cloud platforms', 'AI and machine learning', 'Security', 'Open source', 'Developer experience'],
      },
      { type: singleChoice, title: 'How would you like to attend?', options: ['In person', 'Online', 'Both'] },
      { type: freeText, title: 'Which speaker would you like to hear?' },
      { type: singleChoice, title: 'How many days should the summit last?', options: ['One', 'Two', 'Three'] },
      { type: freeText, title: 'Anything else we should know?' },
    ],
  },
  {
    key: 'nimbus',
    title: 'Nimbus Cloud: quick feedback',
    stand: 'Nimbus Cloud',
    questions: [
      {
        type: singleChoice,
        title: 'How did you hear about Nimbus Cloud?',
        options: ['At the summit', 'From a colleague', 'Online'],
      },
      {
        type: multipleChoice,
        title: 'Which products interest you?',
        options: ['Managed Kubernetes', 'Object storage', 'Edge functions'],
      },
      { type: freeText, title: 'What would you like our team to follow up on?' },
    ],
  },
];

/** Linus's answers to the session feedback, by question: options by title, free text as written. */
const LINUS_FEEDBACK: string[][] = [
  ['Excellent'],
  ['Keynotes', 'Workshops'],
  ['The kernel scheduling workshop: hands-on and to the point.'],
  ['Yes'],
];

/** Writes atrium-summit's surveys after seedBooths made the booths. */
export async function seedSurveys(trx: Knex.Transaction, now: Date): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
  const linus = await trx('users')
    .where({ application_id: summit.application_id, email: 'linus@demo.test' })
    .first('id');
  const surveys = new Map<string, { id: string; questions: { id: string; options: Map<string, string> }[] }>();
  for (const [order, seed] of SURVEYS.entries()) {
    const stand = seed.stand ? await trx('stands').where({ event_id: summit.id, title: seed.stand }).first('id') : null;
    const id = randomUUID();
    await trx('surveys').insert({
      id,
      event_id: summit.id,
      stand_id: stand?.id ?? null,
      title: seed.title,
      order_no: order,
    });
    const questions = seed.questions.map((question, index) => ({
      id: randomUUID(),
      ...question,
      order: index,
      options: new Map((question.options ?? []).map((title) => [title, randomUUID()])),
    }));
    await trx('survey_questions').insert(
      questions.map((question) => ({
        id: question.id,
        survey_id: id,
        type: question.type,
        title: question.title,
        order_no: question.order,
      })),
    );
    const options = questions.flatMap((question) =>
      [...question.options].map(([title, optionId], index) => ({
        id: optionId,
        question_id: question.id,
        title,
        order_no: index,
      })),
    );
    if (options.length) await trx('survey_question_options').insert(options);
    surveys.set(seed.key, { id, questions });
  }

  const feedback = surveys.get('feedback')!;
  const where = { survey_id: feedback.id, user_id: linus.id };
  await trx('survey_completions').insert({ ...where, created_at: now });
  await trx('survey_answers').insert(
    feedback.questions.map((question, index) => {
      const given = LINUS_FEEDBACK[index];
      const answer = question.options.size
        ? given.map((title) => question.options.get(title)).join(SURVEY_CHOICE_SEPARATOR)
        : given[0];
      return { ...where, question_id: question.id, answer };
    }),
  );
}
