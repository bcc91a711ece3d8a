import { randomUUID } from 'node:crypto';
import { QUESTION_TYPES, type Question } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DemoEvent, fieldsOf, NOT_FOUND as notFound, type Headers } from './demoEvent';

// Issue 14 items 5 and 7: registration forms (spec 2 §2.16, §3 Question, §5, §7.1, §9): the
// questions of a sub-event's registration and a booth's check-in.

describe.each([sqlite, postgres])('registration questions on $name', (database) => {
  let demo: DemoEvent;
  let summitId: string;
  let forumId: string;
  let ada: Headers;
  let dennis: Headers;
  let grace: Headers;
  let workshopId: string;
  let nimbusId: string;

  const questions = (body: object, headers = ada, eventId: string | null = summitId) =>
    demo.call('Registration/GetQuestions', body, headers, eventId);
  const items = async (body: object, headers = ada) => (await questions(body, headers)).body.data.items as Question[];

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    ({ summitId, forumId } = demo);
    const db = demo.api.db;
    workshopId = (await db('sub_events').where({ title: 'Inclusive Forms Workshop' }).first('id')).id;
    nimbusId = (await db('stands').where({ title: 'Nimbus Cloud' }).first('id')).id;
    [ada, dennis, grace] = await Promise.all([
      demo.signIn('ada@demo.test'),
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.signIn('dennis@demo.test'),
      demo.signIn('grace@acme.test', demo.acmeId),
    ]);
  });

  afterAll(async () => {
    await demo?.close();
  });

  describe('Registration/GetQuestions (spec 2 §7.1)', () => {
    test("lists the workshop's form in order, one question of every type group, every field filled", async () => {
      const form = await items({ subEventID: workshopId });
      const kinds = Object.entries(QUESTION_TYPES).map(([kind, types]) => [
        kind,
        form.filter((question) => (types as readonly number[]).includes(question.type)).length,
      ]);
      expect(kinds.filter(([, count]) => count === 0)).toEqual([]);
      expect(form.map((question) => question.title).slice(0, 3)).toEqual([
        'Before you register',
        'Work e-mail for the workshop materials',
        'Mobile number for changes on the day',
      ]);
      const email = form[1];
      expect(email).toEqual({
        id: expect.any(String),
        type: 12,
        title: 'Work e-mail for the workshop materials',
        hint: 'We send the slides and exercises here the day before.',
        placeholder: 'name@company.com',
        isRequired: true,
        answer: null,
        answers: [],
        options: [],
        minLength: null,
        maxLength: null,
        minCharAllowed: null,
        maxCharAllowed: null,
        rows: null,
        showLimit: false,
        minValue: null,
        maxvalue: null,
        step: null,
        allowMultipleSelections: false,
        addSearchbox: false,
        dateFormat: null,
        format: null,
        fileTypes: [],
        maxFileSizeMb: null,
        infoBlockColor: null,
        parentAnswerId: null,
        parentQuestionId: null,
        initialValue: null,
      });
      const byType = (type: number) => form.find((question) => question.type === type)!;
      expect(byType(14)).toMatchObject({ minValue: 0, maxvalue: 40, step: 0.5 });
      expect(byType(104)).toMatchObject({ fileTypes: ['pdf', 'png'], maxFileSizeMb: 2, isRequired: false });
      expect(byType(500)).toMatchObject({ infoBlockColor: '#e0f2f1', isRequired: false });
      expect(byType(100).options).toHaveLength(4);
      expect(byType(16)).toMatchObject({ allowMultipleSelections: true, addSearchbox: true });
      // The screen reader question is asked only after "Yes" to the radio question before it.
      const radio = byType(15);
      const child = form.find((question) => question.parentQuestionId !== null)!;
      expect(child).toMatchObject({ title: 'Which screen reader did you use?', parentQuestionId: radio.id });
      expect(radio.options.map((option) => option.id)).toContain(child.parentAnswerId);
      expect(form.indexOf(child)).toBe(form.indexOf(radio) + 1);
    });

    test("lists a booth's check-in form to attendees and visitors alike; a booth without questions has none", async () => {
      const form = await items({ standID: nimbusId });
      expect(form.map((question) => [question.type, question.title, question.isRequired])).toEqual([
        [11, 'What brings you to our booth?', true],
        [15, 'Would you like a personal demo?', false],
      ]);
      expect(form[0]).toMatchObject({ minLength: 3, maxLength: 300, rows: 3, showLimit: true, options: [] });
      expect(form[1].options.map((option) => option.id)).toEqual(['yes', 'later', 'no']);
      expect(await items({ standID: nimbusId, subEventID: null }, dennis)).toEqual(form);
      const kite = (await demo.api.db('stands').where({ title: 'Kite Travel' }).first('id')).id;
      expect(await items({ standID: kite })).toEqual([]);
    });

    test('needs exactly one of subEventID and standID', async () => {
      const neither = await questions({});
      expect(neither.status).toBe(400);
      expect(neither.body.validationErrors).toEqual({
        subEventID: 'Give the sub-event or the booth whose form you want.',
        standID: 'Give the sub-event or the booth whose form you want.',
      });
      expect(fieldsOf(await questions({ subEventID: null, standID: null }))).toEqual(['standID', 'subEventID']);
      const both = await questions({ subEventID: workshopId, standID: nimbusId }, { ...ada, 'accept-language': 'tr' });
      expect(both).toMatchObject({
        status: 400,
        body: { validationErrors: { standID: 'Alt etkinlik ya da stant belirtin, ikisini birden değil.' } },
      });
      expect(fieldsOf(await questions({ subEventID: 42, standID: 'x'.repeat(100) }))).toEqual([
        'standID',
        'subEventID',
      ]);
    });

    test("an unknown id, another event's or another brand's is 'Data not found.', and guests are refused", async () => {
      expect(await questions({ subEventID: randomUUID() })).toEqual({ status: 404, body: notFound });
      expect(await questions({ standID: workshopId })).toEqual({ status: 404, body: notFound });
      expect(await questions({ subEventID: workshopId }, ada, forumId)).toEqual({ status: 404, body: notFound });
      expect(await questions({ standID: nimbusId }, grace)).toEqual({ status: 404, body: notFound });
      const guest = { 'x-application-id': demo.demoId };
      expect((await questions({ subEventID: workshopId }, guest)).status).toBe(401);
    });
  });
});
