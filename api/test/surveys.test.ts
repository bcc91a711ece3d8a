import { randomUUID } from 'node:crypto';
import type { CallName, SurveyEntry } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DemoEvent, fieldsOf, NOT_FOUND as notFound, type Headers } from './demoEvent';

// Issue 14 item 4: the event's surveys (spec 2 §2.15, §3 Survey entry and answer form, §4 Survey,
// §5, §6, §7.1): the list with completed marks, a booth's surveys, and DoSurvey's refusals.

describe.each([sqlite, postgres])('surveys on $name', (database) => {
  let demo: DemoEvent;
  let summitId: string;
  let forumId: string;
  let ada: Headers;
  let linus: Headers;
  let dennis: Headers;
  let grace: Headers;

  const call = (name: CallName, body: unknown, headers: Headers, eventId: string | null = summitId) =>
    demo.call(name, body, headers, eventId);
  const surveys = async (headers: Headers, body: object = {}) =>
    (await call('Participant/GetSurveys', body, headers)).body.data.items as SurveyEntry[];
  const surveyOf = async (title: string, headers = ada) =>
    (await surveys(headers, {})).find((entry) => entry.survey.title === title)!.survey;
  const stored = async () => ({
    completions: Number((await demo.api.db('survey_completions').count({ n: '*' }).first())!.n),
    answers: Number((await demo.api.db('survey_answers').count({ n: '*' }).first())!.n),
  });

  /** Good answers to every question of a survey: the first option, the first two, or a text. */
  const answersTo = (survey: SurveyEntry['survey']) =>
    survey.questions.map((question) => ({
      questionID: question.id,
      answer:
        question.type === 1
          ? '  Grace Hopper, on compilers.  '
          : question.answers
              .slice(0, question.type === 3 ? 2 : 1)
              .map((option) => option.id)
              .join(','),
    }));
  const doSurvey = (body: object, headers = ada, eventId: string | null = summitId) =>
    call(
      'Participant/DoSurvey',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@demo.test', phoneNumber: null, ...body },
      headers,
      eventId,
    );

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    ({ summitId, forumId } = demo);
    [ada, linus, dennis, grace] = await Promise.all([
      demo.signIn('ada@demo.test'),
      demo.signIn('linus@demo.test'),
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.signIn('dennis@demo.test'),
      demo.signIn('grace@acme.test', demo.acmeId),
    ]);
  });

  afterAll(async () => {
    await demo?.close();
  });

  describe('Participant/GetSurveys (spec 2 §2.15, §3 Survey entry)', () => {
    test("lists the event's two surveys in order, every question type with its options, none completed by Ada", async () => {
      const items = await surveys(ada);
      expect(items.map((entry) => [entry.survey.title, entry.isCompleted])).toEqual([
        ['Session feedback', false],
        ['Your interests for next year', false],
      ]);
      const [feedback] = items;
      expect(feedback.survey.questions.map((question) => question.type)).toEqual([2, 3, 1, 2]);
      expect(feedback.survey.questions[0]).toEqual({
        id: expect.any(String),
        title: 'How would you rate the sessions overall?',
        type: 2,
        answers: ['Excellent', 'Good', 'Fair', 'Poor'].map((title) => ({ id: expect.any(String), title })),
      });
      expect(feedback.survey.questions[2].answers).toEqual([]);
    });

    test('marks what the caller completed: Linus has done the session feedback', async () => {
      expect((await surveys(linus)).map((entry) => entry.isCompleted)).toEqual([true, false]);
    });

    test("standID lists a booth's surveys; another event's or an unknown booth lists nothing", async () => {
      const nimbus = await demo.api.db('stands').where({ title: 'Nimbus Cloud' }).first('id');
      const booth = await surveys(ada, { standID: nimbus.id });
      expect(booth.map((entry) => entry.survey.title)).toEqual(['Nimbus Cloud: quick feedback']);
      expect(await surveys(ada, { standID: randomUUID() })).toEqual([]);
      expect((await call('Participant/GetSurveys', {}, ada, forumId)).status).toBe(403);
    });

    test("visitors are refused like at Stand/Join, another brand's event is not found, a guest must sign in", async () => {
      expect(await call('Participant/GetSurveys', {}, dennis)).toEqual({
        status: 403,
        body: {
          hasError: true,
          message: 'Only attendees of this event can do this.',
          data: null,
          validationErrors: null,
        },
      });
      expect(await call('Participant/GetSurveys', {}, grace)).toEqual({ status: 404, body: notFound });
      expect((await call('Participant/GetSurveys', {}, { 'x-application-id': demo.demoId })).status).toBe(401);
      expect(fieldsOf(await call('Participant/GetSurveys', { standID: 'x'.repeat(65) }, ada))).toEqual(['standID']);
    });
  });

  describe('Participant/DoSurvey (spec 2 §4 Survey, §5, §7.1)', () => {
    test('refuses a visitor, an unknown survey and one of another event, storing nothing', async () => {
      const survey = await surveyOf('Your interests for next year');
      const before = await stored();
      expect((await doSurvey({ surveyID: survey.id, surveyAnswers: answersTo(survey) }, dennis)).status).toBe(403);
      expect(await doSurvey({ surveyID: randomUUID(), surveyAnswers: [] })).toEqual({ status: 404, body: notFound });
      expect((await doSurvey({ surveyID: survey.id, surveyAnswers: answersTo(survey) }, grace)).status).toBe(404);
      expect(await stored()).toEqual(before);
    });

    test('every question must be answered, each once, by a question of this survey', async () => {
      const survey = await surveyOf('Your interests for next year');
      const other = await surveyOf('Session feedback');
      const good = answersTo(survey);
      const before = await stored();

      const missing = await doSurvey({ surveyID: survey.id, surveyAnswers: good.slice(1) });
      expect(missing.status).toBe(400);
      expect(missing.body.validationErrors).toEqual({ surveyAnswers: 'Please answer every question of the survey.' });

      const foreign = [...good, { questionID: other.questions[2].id, answer: 'Elsewhere' }];
      const wrong = await doSurvey({ surveyID: survey.id, surveyAnswers: foreign });
      expect(wrong.body.validationErrors).toEqual({
        'surveyAnswers.5.questionID': 'This survey does not ask this question.',
      });

      const twice = await doSurvey({ surveyID: survey.id, surveyAnswers: [...good, good[2]] });
      expect(fieldsOf(twice)).toEqual(['surveyAnswers.5.questionID']);
      expect(await stored()).toEqual(before);
    });

    test('empty answers, options not of the question and an option chosen twice are field errors', async () => {
      const survey = await surveyOf('Your interests for next year');
      const [topics, attend, speaker] = survey.questions;
      const other = (await surveyOf('Session feedback')).questions[0].answers[0].id;
      const good = answersTo(survey);
      const before = await stored();
      const send = (changes: Record<number, string | null>) =>
        doSurvey({
          surveyID: survey.id,
          surveyAnswers: good.map((answer, index) =>
            index in changes ? { ...answer, answer: changes[index] } : answer,
          ),
        });

      const empty = await send({ 0: '', 1: null, 2: '   ' });
      expect(empty.body.validationErrors).toEqual({
        'surveyAnswers.0.answer': 'Please answer this question.',
        'surveyAnswers.1.answer': 'Please answer this question.',
        'surveyAnswers.2.answer': 'Please answer this question.',
      });
      // A single choice takes one option id of its own question, not a title nor two ids.
      for (const answer of ['In person', other, `${attend.answers[0].id},${attend.answers[1].id}`]) {
        expect((await send({ 1: answer })).body.validationErrors).toEqual({
          'surveyAnswers.1.answer': 'Please choose one of the options of this question.',
        });
      }
      const [first, second] = topics.answers.map((option) => option.id);
      expect(fieldsOf(await send({ 0: `${first},,${second}` }))).toEqual(['surveyAnswers.0.answer']);
      expect((await send({ 0: `${first},${first}` })).body.validationErrors).toEqual({
        'surveyAnswers.0.answer': 'An option is chosen twice.',
      });
      expect(fieldsOf(await send({ 2: 'x'.repeat(2001) }))).toEqual(['surveyAnswers.2.answer']);
      expect(speaker.type).toBe(1);
      expect(await stored()).toEqual(before);
    });

    test("the good path: stored once with the answers trimmed, answered in the caller's language, then refused", async () => {
      const survey = await surveyOf('Your interests for next year');
      const [topics] = survey.questions;
      const answers = answersTo(survey);
      answers[0].answer = ` ${topics.answers[3].id} , ${topics.answers[0].id}`;
      const done = await doSurvey(
        { surveyID: survey.id, surveyAnswers: [...answers].reverse() },
        {
          ...ada,
          'accept-language': 'tr',
        },
      );
      expect(done).toEqual({
        status: 200,
        body: {
          hasError: false,
          message: 'Anketi tamamladığınız için teşekkürler. Yanıtlarınız kaydedildi.',
          data: {
            surveyID: survey.id,
            isCompleted: true,
            message: 'Anketi tamamladığınız için teşekkürler. Yanıtlarınız kaydedildi.',
          },
          validationErrors: null,
        },
      });
      const rows = await demo.api.db('survey_answers').where({ survey_id: survey.id }).select('question_id', 'answer');
      expect(Object.fromEntries(rows.map((row) => [row.question_id, row.answer]))).toEqual({
        [topics.id]: `${topics.answers[3].id},${topics.answers[0].id}`,
        [survey.questions[1].id]: survey.questions[1].answers[0].id,
        [survey.questions[2].id]: 'Grace Hopper, on compilers.',
        [survey.questions[3].id]: survey.questions[3].answers[0].id,
        [survey.questions[4].id]: 'Grace Hopper, on compilers.',
      });
      expect((await surveys(ada)).map((entry) => entry.isCompleted)).toEqual([false, true]);
      // Linus's list is his own.
      expect((await surveys(linus)).map((entry) => entry.isCompleted)).toEqual([true, false]);

      const before = await stored();
      const again = await doSurvey({ surveyID: survey.id, surveyAnswers: answersTo(survey) });
      expect(again).toEqual({
        status: 400,
        body: {
          hasError: true,
          message: 'You have already completed this survey.',
          data: null,
          validationErrors: null,
        },
      });
      expect(await stored()).toEqual(before);
    });

    test("a booth's survey is done the same way; the answers go with a deleted account", async () => {
      const nimbus = await demo.api.db('stands').where({ title: 'Nimbus Cloud' }).first('id');
      const [entry] = await surveys(linus, { standID: nimbus.id });
      expect(
        (await doSurvey({ surveyID: entry.survey.id, surveyAnswers: answersTo(entry.survey) }, linus)).status,
      ).toBe(200);
      expect((await surveys(linus, { standID: nimbus.id }))[0].isCompleted).toBe(true);
      const user = await demo.api.db('users').where({ email: 'linus@demo.test' }).first('id');
      await demo.api.db('users').where({ id: user.id }).delete();
      expect(await demo.api.db('survey_answers').where({ user_id: user.id }).first()).toBeUndefined();
      expect(await demo.api.db('survey_completions').where({ user_id: user.id }).first()).toBeUndefined();
    });
  });
});
