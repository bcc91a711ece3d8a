import { loadPhoneRules } from '@atrium/shared';
import { QUESTION_TYPES } from '@atrium/shared/contract';
import { question } from '../../testing/fixtures';
import {
  acceptedTypes,
  answersOf,
  fileProblem,
  initialValues,
  isMultiple,
  kindOf,
  problemOf,
  problemsOf,
  questionOfField,
  stepProgress,
  textLimits,
  visibleQuestions,
} from './rules';

// The question renderer's rules (spec 2 §3 types, §4 parent and child, §5 checks in their order).

const options = [
  { id: 'yes', title: 'Yes' },
  { id: 'no', title: 'No' },
  { id: 'maybe', title: 'Maybe' },
];

describe('kinds (spec 2 §3 Question types)', () => {
  test('every number of QUESTION_TYPES draws its group, and an unknown type draws nothing', () => {
    for (const [kind, types] of Object.entries(QUESTION_TYPES))
      for (const type of types) expect(kindOf({ type })).toBe(kind);
    expect(kindOf({ type: 7 })).toBeNull();
  });

  test('checkboxes and a dropdown that allows several answer a list', () => {
    expect(isMultiple(question('a', 100))).toBe(true);
    expect(isMultiple(question('b', 16, { allowMultipleSelections: true }))).toBe(true);
    expect(isMultiple(question('c', 16))).toBe(false);
    expect(isMultiple(question('d', 15))).toBe(false);
  });

  test('starting values: the chosen options, the answer before, the initial value, a slider at its minimum', () => {
    expect(
      initialValues([
        question('a', 100, { answers: ['yes'] }),
        question('b', 3, { answer: 'Before', initialValue: 'Initial' }),
        question('c', 3, { initialValue: 'Initial' }),
        question('d', 202, { minValue: 10, maxvalue: 20 }),
        question('e', 3),
      ]),
    ).toEqual({ a: ['yes'], b: 'Before', c: 'Initial', d: '10', e: '' });
  });
});

describe('parent and child (spec 2 §4)', () => {
  const parent = question('p', 15, { options });
  const child = question('c', 3, { parentQuestionId: 'p', parentAnswerId: 'yes' });
  const grandchild = question('g', 15, { parentQuestionId: 'c', parentAnswerId: 'x' });
  const other = question('o', 3);
  const all = [parent, other, child, grandchild];

  test('a child shows right after its parent only while the parent has its answer', () => {
    expect(visibleQuestions(all, { p: '' }).map((q) => q.id)).toEqual(['p', 'o']);
    expect(visibleQuestions(all, { p: 'no' }).map((q) => q.id)).toEqual(['p', 'o']);
    expect(visibleQuestions(all, { p: 'yes' }).map((q) => q.id)).toEqual(['p', 'c', 'o']);
  });

  test('a multiple choice shows the children of each chosen option; an orphan is asked as any other', () => {
    const multi = question('m', 100, { options });
    const onMaybe = question('k', 3, { parentQuestionId: 'm', parentAnswerId: 'maybe' });
    const orphan = question('x', 3, { parentQuestionId: 'gone', parentAnswerId: 'yes' });
    expect(visibleQuestions([multi, onMaybe, orphan], { m: ['yes', 'maybe'] }).map((q) => q.id)).toEqual([
      'm',
      'k',
      'x',
    ]);
  });

  test('the step counter counts the questions asked of everyone, as the card does: not a follow-up, not an information block', () => {
    const note = question('n', 500);
    const questions = [note, parent, other, child, grandchild];
    const progress = (values: Record<string, string>, at: number) =>
      stepProgress(questions, visibleQuestions(questions, values), at);
    expect(progress({ p: 'yes' }, 0)).toEqual({ current: 1, total: 2 });
    expect(progress({ p: 'yes' }, 1)).toEqual({ current: 1, total: 2 });
    expect(progress({ p: 'yes' }, 2)).toEqual({ current: 1, total: 2 });
    expect(progress({ p: 'yes' }, 3)).toEqual({ current: 2, total: 2 });
    expect(progress({ p: 'no' }, 2)).toEqual({ current: 2, total: 2 });
  });

  test('an unknown type is not shown', () => {
    expect(visibleQuestions([question('u', 7), other], {}).map((q) => q.id)).toEqual(['o']);
  });

  test("a hidden child's answer is not sent", () => {
    const values = { p: 'no', c: 'kept from before', o: 'Other' };
    expect(answersOf(all, values)).toEqual([
      { id: 'p', answer: 'no' },
      { id: 'o', answer: 'Other' },
    ]);
  });
});

describe('checks, in spec 2 §5 order', () => {
  test('(1) a required answer left empty: nullCheck; an optional one passes', () => {
    expect(problemOf(question('a', 3, { isRequired: true }), '   ')).toEqual({ key: 'socialValid.nullCheck' });
    expect(problemOf(question('a', 15, { isRequired: true, options }), '')).toEqual({ key: 'socialValid.nullCheck' });
    expect(problemOf(question('a', 16, { isRequired: true, options }), '')).toEqual({ key: 'socialValid.nullCheck' });
    expect(problemOf(question('a', 3), '')).toBeNull();
    expect(problemOf(question('a', 3, { minLength: 5 }), '')).toBeNull();
  });

  test('(2) a required list left empty (checkboxes, multiple dropdown, uploads): nullCheck2', () => {
    expect(problemOf(question('a', 100, { isRequired: true, options }), [])).toEqual({ key: 'socialValid.nullCheck2' });
    expect(problemOf(question('a', 16, { isRequired: true, allowMultipleSelections: true, options }), [])).toEqual({
      key: 'socialValid.nullCheck2',
    });
    expect(problemOf(question('a', 104, { isRequired: true }), '')).toEqual({
      key: 'socialValid.nullCheck2',
      values: { context: 'file' },
    });
    expect(problemOf(question('a', 32, { isRequired: true }), '')).toEqual({
      key: 'socialValid.nullCheck2',
      values: { context: 'file' },
    });
    expect(problemOf(question('a', 100, { isRequired: true, options }), ['no'])).toBeNull();
    expect(problemOf(question('a', 104), '')).toBeNull();
  });

  test('(3) a text shorter than its minimum: minLength with the minimum', () => {
    const text = question('a', 3, { isRequired: true, minLength: 10, maxLength: 80 });
    expect(problemOf(text, 'Too short')).toEqual({ key: 'socialValid.minLength', values: { min: 10 } });
    expect(problemOf(text, '  Long enough now  ')).toBeNull();
    expect(problemOf(question('a', 11, { minCharAllowed: 4 }), 'abc')).toEqual({
      key: 'socialValid.minLength',
      values: { min: 4 },
    });
  });

  test('(3) an e-mail type takes 5..250 characters whatever the question says', () => {
    expect(textLimits(question('a', 1, { minLength: 1, maxLength: 9 }))).toEqual({ min: 5, max: 250 });
    expect(problemOf(question('a', 12), 'a@b')).toEqual({ key: 'socialValid.minLength', values: { min: 5 } });
    expect(problemOf(question('a', 1), `${'a'.repeat(245)}@b.com`)).toEqual({
      key: 'questions.maxLength',
      values: { max: 250 },
    });
  });

  test('(4) an e-mail type must be an e-mail', () => {
    const email = question('a', 1, { isRequired: true });
    for (const bad of ['ada.example.com', 'ada@example', 'ada @example.com', 'ada@@example.com', '@example.com'])
      expect(problemOf(email, bad)).toEqual({ key: 'socialValid.email' });
    for (const good of ['ada@example.com', 'ada.lovelace+x@mail.demo.test']) expect(problemOf(email, good)).toBeNull();
  });

  test('the order holds: an empty required e-mail is nullCheck, a short bad one minLength before email', () => {
    const email = question('a', 12, { isRequired: true });
    expect(problemOf(email, '')?.key).toBe('socialValid.nullCheck');
    expect(problemOf(email, 'ab')?.key).toBe('socialValid.minLength');
    expect(problemOf(email, 'abcdef')?.key).toBe('socialValid.email');
  });

  test('a phone type must be a phone number, read in the contact form’s default country (issue 31 item 7)', async () => {
    const phone = question('p', 13);
    // Before the rules load, the server decides; what is no number at all is refused at once.
    expect(problemOf(phone, '+90 555 123 45 67')).toBeNull();
    expect(problemOf(phone, 'abc')).toEqual({ key: 'questions.phone' });
    await loadPhoneRules();
    for (const type of [2, 13, 26, 27])
      for (const bad of ['abc', '12', '+90 555', '0555 123 45 67 89 01', '+90 555 ABC 45 67'])
        expect(problemOf(question('p', type), bad)).toEqual({ key: 'questions.phone' });
    for (const good of [
      '+90 555 123 45 67',
      '0555 123 45 67',
      '555 123 45 67',
      '+358 40 123 4567',
      '+1 (202) 555-0123',
    ])
      expect(problemOf(phone, good)).toBeNull();
    // Still in spec 2 §5's order: an empty required one is nullCheck, a short one minLength.
    expect(problemOf(question('p', 2, { isRequired: true }), '')?.key).toBe('socialValid.nullCheck');
    expect(problemOf(question('p', 2, { minLength: 5 }), '12')?.key).toBe('socialValid.minLength');
  });

  test('a text over its maximum is refused', () => {
    expect(problemOf(question('a', 3, { maxLength: 5 }), 'abcdef')).toEqual({
      key: 'questions.maxLength',
      values: { max: 5 },
    });
  });

  test('a number is strict to minValue..maxvalue and the step', () => {
    const number = question('n', 14, { minValue: 1, maxvalue: 10, step: 0.5 });
    expect(problemOf(number, 'abc')).toEqual({ key: 'questions.number' });
    expect(problemOf(number, '0.5')).toEqual({ key: 'questions.numberRange', values: { min: 1, max: 10 } });
    expect(problemOf(number, '10.5')?.key).toBe('questions.numberRange');
    expect(problemOf(number, '2.25')).toEqual({ key: 'questions.numberStep', values: { step: 0.5 } });
    expect(problemOf(number, '2.5')).toBeNull();
    expect(problemOf(number, '10')).toBeNull();
    expect(problemOf(question('n', 14, { step: 0.1 }), '0.3')).toBeNull();
    expect(problemOf(question('n', 14, { minValue: 3, step: 5 }), '8')).toBeNull();
    expect(problemOf(question('n', 14, { minValue: 3, step: 5 }), '10')?.key).toBe('questions.numberStep');
  });

  test('a slider is a number too; an information block takes nothing', () => {
    expect(problemOf(question('s', 202, { minValue: 0, maxvalue: 10, step: 2 }), '3')?.key).toBe(
      'questions.numberStep',
    );
    expect(problemOf(question('i', 500, { isRequired: true }), undefined)).toBeNull();
  });

  test('problems of the shown questions only, in order', () => {
    const parent = question('p', 15, { options, isRequired: true });
    const child = question('c', 3, { parentQuestionId: 'p', parentAnswerId: 'yes', isRequired: true });
    const mail = question('m', 1, { isRequired: true });
    expect(problemsOf([parent, child, mail], { p: '', m: 'x' }).map(([id, p]) => [id, p.key])).toEqual([
      ['p', 'socialValid.nullCheck'],
      ['m', 'socialValid.minLength'],
    ]);
    expect(problemsOf([parent, child, mail], { p: 'yes', m: 'ada@example.com' }).map(([id]) => id)).toEqual(['c']);
  });
});

describe('answers (spec 2 §5)', () => {
  test('one per shown question, trimmed, choices joined by commas, empty as null; information blocks left out', () => {
    const questions = [
      question('t', 3),
      question('b', 100, { options }),
      question('d', 16, { allowMultipleSelections: true, options }),
      question('i', 500),
      question('e', 11),
    ];
    expect(answersOf(questions, { t: '  Ada  ', b: ['yes', 'maybe'], d: [], e: '' })).toEqual([
      { id: 't', answer: 'Ada' },
      { id: 'b', answer: 'yes,maybe' },
      { id: 'd', answer: null },
      { id: 'e', answer: null },
    ]);
  });

  test("a server field error names the question by the answers' order", () => {
    const sent = [
      { id: 'x', answer: 'a' },
      { id: 'y', answer: 'b' },
    ];
    expect(questionOfField('questions.1.answer', sent)).toBe('y');
    expect(questionOfField('questions.0.id', sent)).toBe('x');
    expect(questionOfField('questions.5.answer', sent)).toBeNull();
    expect(questionOfField('questions', sent)).toBeNull();
  });
});

describe('files (spec 2 §2.16, §5 tips)', () => {
  const upload = question('f', 104, { fileTypes: ['pdf', '.PNG'], maxFileSizeMb: 2 });

  test("the accepted types are the question's, else pictures for a profile picture", () => {
    expect(acceptedTypes(upload)).toEqual(['pdf', 'png']);
    expect(acceptedTypes(question('p', 32))).toEqual(['jpg', 'jpeg', 'png', 'webp']);
    expect(acceptedTypes(question('f', 104))).toEqual([]);
  });

  test('a file of another type or over the size is refused before sending', () => {
    expect(fileProblem(upload, { name: 'notes.txt', size: 10 })).toEqual({
      key: 'questions.fileType',
      values: { types: 'PDF, PNG' },
    });
    expect(fileProblem(upload, { name: 'no-extension', size: 10 })?.key).toBe('questions.fileType');
    expect(fileProblem(upload, { name: 'big.pdf', size: 2 * 1024 * 1024 + 1 })).toEqual({
      key: 'common:fileTooLarge',
      values: { size: 2 },
    });
    expect(fileProblem(upload, { name: 'Slides.PDF', size: 2 * 1024 * 1024 })).toBeNull();
    expect(fileProblem(question('f', 104), { name: 'anything.zip', size: 10 })).toBeNull();
  });
});
