import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { QUESTION_TYPES, type Question } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DemoEvent, fieldsOf, NOT_FOUND as notFound, type AnyEnvelope, type Headers } from './demoEvent';
import { fileField } from './multipart';

const MIB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#00838f' } })
    .toFormat(format)
    .toBuffer();

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
  /** The workshop's questions by type (the screen reader question by its title). */
  let asks: Map<number | 'child', Question>;

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
    const form = await items({ subEventID: workshopId });
    asks = new Map(form.map((question) => [question.parentQuestionId ? 'child' : question.type, question]));
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

  /** Sends one file to the workshop's question of a type (or any question and form). */
  async function upload(
    bytes: Buffer,
    { type = 104, questionId = asks.get(type)!.id, formId = workshopId, headers = ada } = {},
  ) {
    const response = await demo.api.app.inject({
      method: 'POST',
      url: `/api/v2/registration/uploadfile?uploadType=registrationForm&registrationFormId=${formId}&questionId=${questionId}`,
      headers: { ...headers, 'x-event-id': summitId, 'content-type': fileField(bytes).contentType },
      payload: fileField(bytes).payload,
    });
    return { status: response.statusCode, body: response.json() as AnyEnvelope };
  }
  const storedFiles = async () => Number((await demo.api.db('registration_files').count({ n: '*' }).first())!.n);

  describe('registration/uploadfile (spec 2 §5, §7.1)', () => {
    test('takes a PDF as it is and a PNG re-encoded, stored under the brand and served by /api/files', async () => {
      const pdf = await upload(PDF);
      expect(pdf.status).toBe(200);
      const url = pdf.body.data.item.url as string;
      expect(url).toMatch(new RegExp(`^/api/files/${demo.demoId}/[0-9a-f-]{36}\\.pdf$`));
      const served = await demo.api.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.equals(PDF)).toBe(true);

      const png = await upload(await picture('png'));
      expect(png.body.data.item.url).toMatch(/\.webp$/);
      const badge = await upload(await picture('jpeg'), { type: 32 });
      const served32 = await demo.api.app.inject({ method: 'GET', url: badge.body.data.item.url });
      expect(await sharp(served32.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    });

    test('refuses a type the question does not take, or a file over its size, naming both; nothing is stored', async () => {
      const before = await storedFiles();
      const refusal = { file: 'Choose a file of type PDF, PNG, at most 2 MB.' };
      const text = await upload(Buffer.from('name,e-mail\nAda,ada@demo.test\n'));
      expect(text).toMatchObject({ status: 400, body: { hasError: true, validationErrors: refusal } });
      // A JPEG is a picture, but not one of this question's types; a PDF named .png is still a PDF.
      expect((await upload(await picture('jpeg'))).body.validationErrors).toEqual(refusal);
      const big = Buffer.concat([PDF, Buffer.alloc(2 * MIB + 1 - PDF.length, 32)]);
      expect((await upload(big)).body.validationErrors).toEqual(refusal);
      expect((await upload(big.subarray(0, 2 * MIB))).status).toBe(200);
      // A profile picture takes pictures only.
      const pdfAsPicture = await upload(PDF, { type: 32 });
      expect(pdfAsPicture.body.validationErrors).toEqual({ file: 'Choose a file of type JPG, PNG, at most 2 MB.' });
      const turkish = await upload(PDF, { type: 32, headers: { ...ada, 'accept-language': 'tr' } });
      expect(turkish.body.validationErrors).toEqual({
        file: 'En fazla 2 MB büyüklüğünde, JPG, PNG türünde bir dosya seçin.',
      });
      expect(await storedFiles()).toBe(before + 1);
    });

    test("only a file question of that form, in the caller's event, for attendees", async () => {
      const notFile = await upload(PDF, { questionId: asks.get(12)!.id });
      expect(notFile).toMatchObject({
        status: 400,
        body: { validationErrors: { questionId: 'This question does not take a file.' } },
      });
      expect(await upload(PDF, { formId: nimbusId })).toEqual({ status: 404, body: notFound });
      expect(await upload(PDF, { questionId: randomUUID() })).toEqual({ status: 404, body: notFound });
      expect((await upload(PDF, { headers: dennis })).status).toBe(403);
      expect((await upload(PDF, { headers: grace })).status).toBe(404);
      const badQuery = await demo.api.app.inject({
        method: 'POST',
        url: `/api/v2/registration/uploadfile?uploadType=profilePicture&registrationFormId=${workshopId}`,
        headers: { ...ada, 'x-event-id': summitId, 'content-type': fileField(PDF).contentType },
        payload: fileField(PDF).payload,
      });
      expect(Object.keys(badQuery.json().validationErrors).sort()).toEqual(['questionId', 'uploadType']);
    });
  });

  test("a deleted account's uploaded files go with it", async () => {
    const person = await demo.newPerson({}, true);
    const url = (await upload(PDF, { headers: person.headers })).body.data.item.url as string;
    const served = () => demo.api.app.inject({ method: 'GET', url });
    expect((await served()).statusCode).toBe(200);
    const deleted = await demo.call('account/deletemyaccount', { reason: 'other words' }, person.headers, null);
    expect(deleted.status).toBe(200);
    expect((await served()).statusCode).toBe(404);
    expect(await demo.api.db('registration_files').where({ url }).first()).toBeUndefined();
  });

  describe('answers of a form (Participant/RegisterToSubEvent, stand/checkin; spec 2 §5, §9)', () => {
    const register = (questions: object[], headers = ada) =>
      demo.call('Participant/RegisterToSubEvent', { subEventID: workshopId, questions }, headers);
    const registered = async (headers: Headers) =>
      (await demo.call('Participant/GetMySubEventRegistrations', {}, headers)).body.data.items.some(
        (item: { subEventID: string }) => item.subEventID === workshopId,
      );
    type Given = [key: number | 'child', answer: string | null][];
    /** The answers of the required questions, in this order, changed or followed by those given. */
    const answers = (more: Given = []) => {
      const given = new Map<number | 'child', string | null>([
        [12, 'ada@demo.test'],
        [4, 'Frontend developer'],
        [15, 'no'],
        [100, 'labels,keyboard'],
        [200, '4'],
        ...more,
      ]);
      return [...given].map(([key, answer]) => ({ id: asks.get(key)!.id, answer }));
    };
    /** The field errors of a registration with one answer changed, which must be refused. */
    async function refused(...more: Given) {
      const answer = await register(answers(more));
      expect(answer.status).toBe(400);
      return answer.body.validationErrors as Record<string, string>;
    }

    test('each answer must fit its question: e-mail, lengths, numbers on the step, options, dates, ratings', async () => {
      // The answers' places: 0 e-mail, 1 job title, 2 radio, 3 checkboxes, 4 stars, then the rest.
      expect(await refused([12, 'ada@'])).toEqual({
        'questions.0.answer': 'Enter an e-mail address of 5 to 250 characters, like name@example.com.',
      });
      expect(await refused([12, `${'a'.repeat(245)}@demo.test`])).toHaveProperty(['questions.0.answer']);
      expect(await refused([4, 'x'])).toEqual({ 'questions.1.answer': 'Enter 2 to 60 characters.' });
      expect(await refused([15, 'maybe'])).toEqual({ 'questions.2.answer': 'Choose one of the options.' });
      expect(await refused([100, 'labels,colour'])).toEqual({
        'questions.3.answer': 'Choose only among the options, each once.',
      });
      expect(await refused([100, 'labels,labels'])).toHaveProperty(['questions.3.answer']);
      expect(await refused([200, '6'])).toEqual({ 'questions.4.answer': 'Choose a rating from 1 to 5.' });
      expect(await refused([201, '0'])).toHaveProperty(['questions.5.answer']);
      expect(await refused([14, '2.25'])).toEqual({ 'questions.5.answer': 'Enter a number in steps of 0.5 from 0.' });
      expect(await refused([14, '41'])).toEqual({ 'questions.5.answer': 'Enter a number of at most 40.' });
      expect(await refused([14, 'two'])).toEqual({ 'questions.5.answer': 'Enter a number, like 3 or 2.5.' });
      expect(await refused([202, '55'])).toEqual({ 'questions.5.answer': 'Enter a number in steps of 10 from 0.' });
      expect(await refused([101, '2026-02-30'])).toEqual({ 'questions.5.answer': 'Enter a date as YYYY-MM-DD.' });
      expect(await refused([102, '9:30'])).toEqual({ 'questions.5.answer': 'Enter a time as HH:mm.' });
      expect(await refused([8, 'XX'])).toEqual({ 'questions.5.answer': 'Choose a country from the list.' });
      expect(await refused([13, 'call me'])).toHaveProperty(['questions.5.answer']);
      expect(await refused([11, 'Too short'])).toEqual({ 'questions.5.answer': 'Enter 10 to 500 characters.' });
      expect(await refused([16, 'react,cobol'])).toHaveProperty(['questions.5.answer']);
      expect(await refused([500, 'read it'])).toEqual({ 'questions.5.answer': 'This question takes no answer.' });
      const turkish = await register(answers([[14, '2.25']]), { ...ada, 'accept-language': 'tr' });
      expect(turkish.body.validationErrors).toEqual({
        'questions.5.answer': '0 sayısından başlayarak 0.5 adımlarla bir sayı girin.',
      });
      expect(await registered(ada)).toBe(false);
    });

    test('required questions, questions of another form, twice, and files not uploaded for the question', async () => {
      const left = answers().filter((answer) => answer.id !== asks.get(100)!.id);
      expect((await register(left)).body.validationErrors).toEqual({
        questions: 'Please answer the required question “Which topics should we spend the most time on?”.',
      });
      expect(await refused([12, '   '])).toEqual({ 'questions.0.answer': 'Please answer this question.' });
      expect(await refused([100, null])).toEqual({ 'questions.3.answer': 'Please answer this question.' });
      const nimbusQuestion = (await items({ standID: nimbusId }))[0].id;
      const foreign = await register([...answers(), { id: nimbusQuestion, answer: 'Curiosity' }]);
      expect(foreign.body.validationErrors).toEqual({
        'questions.5.id': 'This registration form does not ask this question.',
      });
      const twice = await register([...answers(), answers()[0]]);
      expect(twice.body.validationErrors).toEqual({ 'questions.5.id': 'This question is answered twice.' });

      const mine = (await upload(PDF)).body.data.item.url;
      const linusFile = (await upload(PDF, { headers: await demo.signIn('linus@demo.test') })).body.data.item.url;
      const badge = (await upload(await picture('png'), { type: 32 })).body.data.item.url;
      const fileError = { 'questions.5.answer': 'Upload the file for this question again.' };
      expect(await refused([104, linusFile])).toEqual(fileError);
      expect(await refused([104, badge])).toEqual(fileError);
      expect(await refused([104, 'https://example.com/form.pdf'])).toEqual(fileError);
      expect(await refused([104, mine], [32, mine])).toEqual({ 'questions.6.answer': fileError['questions.5.answer'] });
      expect(await registered(ada)).toBe(false);
    });

    test('a full form registers and is stored; a hidden child question is not required and its answer is dropped', async () => {
      const file = (await upload(PDF)).body.data.item.url;
      const full = answers([
        ['child', 'NVDA'],
        [13, '+90 555 123 45 67'],
        [8, 'TR'],
        [14, '2.5'],
        [16, 'react,html'],
        [11, '  Our sign-up form hides its errors.  '],
        [101, '2026-12-01'],
        [102, '09:30'],
        [201, '3'],
        [202, '70'],
        [104, file],
        [500, null],
      ]);
      const answer = await register(full);
      expect(answer.body).toMatchObject({ hasError: false, data: { subEventID: workshopId, status: 1 } });
      const row = await demo.api.db('sub_event_registrations').where({ sub_event_id: workshopId }).first('answers');
      const stored = JSON.parse(row.answers) as { id: string; answer: string | null }[];
      // The radio said "no", so the screen reader question was not asked: its answer is not kept.
      expect(stored.map((item) => item.id)).not.toContain(asks.get('child')!.id);
      expect(stored).toHaveLength(full.length - 1);
      expect(stored.find((item) => item.id === asks.get(11)!.id)!.answer).toBe('Our sign-up form hides its errors.');
      expect(await registered(ada)).toBe(true);
    });

    test('the child question counts when its parent has the parent answer; a booth check-in is checked the same', async () => {
      const linus = await demo.signIn('linus@demo.test');
      const withChild = answers([
        [15, 'yes'],
        ['child', 'x'.repeat(81)],
      ]);
      expect((await register(withChild, linus)).body.validationErrors).toEqual({
        'questions.5.answer': 'Enter at most 80 characters.',
      });
      expect(
        (
          await register(
            answers([
              [15, 'yes'],
              ['child', 'VoiceOver'],
            ]),
            linus,
          )
        ).body.hasError,
      ).toBe(false);

      const [why, demoQuestion] = await items({ standID: nimbusId });
      const checkIn = (questions: object[]) => demo.call('stand/checkin', { standID: nimbusId, questions }, ada);
      expect((await checkIn([{ id: why.id, answer: 'Hi' }])).body.validationErrors).toEqual({
        'questions.0.answer': 'Enter 3 to 300 characters.',
      });
      expect(
        (
          await checkIn([
            { id: why.id, answer: 'Streaming' },
            { id: demoQuestion.id, answer: 'tomorrow' },
          ])
        ).body.validationErrors,
      ).toEqual({ 'questions.1.answer': 'Choose one of the options.' });
      expect((await checkIn([{ id: why.id, answer: 'Streaming' }])).body.data).toEqual({
        standID: nimbusId,
        isCheckedIn: true,
      });
    });
  });
});
