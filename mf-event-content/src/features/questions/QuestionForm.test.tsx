import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api, CallFailed, i18n, loadPhoneRules, ThemeRoot } from '@atrium/shared';
import type { Question, QuestionAnswers } from '@atrium/shared/contract';
import { restoreFetch } from '@atrium/shared/testing';
import '../../i18n/eventContent';
import { question } from '../../testing/fixtures';
import { QuestionForm } from './QuestionForm';

// The question renderer (spec 2 §2.16): fields by type, required and hints, the checks of spec 2 §5
// before sending with the focus on the first refused, a child shown by its parent's answer, the
// upload of a file question, and the server's field errors beside their question.

const options = [
  { id: 'yes', title: 'Yes' },
  { id: 'no', title: 'No' },
];

const form: Question[] = [
  question('name', 3, { title: 'Your name', isRequired: true, minLength: 3, maxLength: 40, hint: 'As on your badge' }),
  question('mail', 1, { title: 'Work e-mail', isRequired: true }),
  question('laptop', 15, { title: 'Will you bring a laptop?', isRequired: true, options }),
  question('os', 3, { title: 'Which system?', isRequired: true, parentQuestionId: 'laptop', parentAnswerId: 'yes' }),
  question('topics', 100, { title: 'Topics', options: [...options, { id: 'ml', title: 'Machine learning' }] }),
  question('note', 500, { title: 'Bring your charger', infoBlockColor: '#fff3cd' }),
  question('cv', 104, { title: 'Your CV', fileTypes: ['pdf', 'png'], maxFileSizeMb: 2 }),
];

let submitted: QuestionAnswers[];
let reply: () => Promise<unknown>;

function renderForm(questions = form) {
  submitted = [];
  return render(
    <ThemeRoot>
      <QuestionForm
        questions={questions}
        formId="workshop"
        submitLabel="Register"
        onSubmit={(answers) => {
          submitted.push(answers);
          return reply();
        }}
      />
    </ThemeRoot>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
const type = (label: string | RegExp, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

beforeEach(() => {
  reply = () => Promise.resolve({});
  jest.restoreAllMocks();
});
afterEach(restoreFetch);

test('fields are labelled, required marked, hints and the counter describe them; the note is no field', () => {
  renderForm();
  const name = screen.getByLabelText(/^Your name/);
  expect(name.getAttribute('aria-required')).toBe('true');
  expect(name.getAttribute('maxLength')).toBe('40');
  const described = name
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent);
  expect(described).toEqual(['As on your badge', '0 / 40 characters']);
  expect(screen.getByLabelText(/^Work e-mail/).getAttribute('type')).toBe('email');
  expect(screen.getByRole('group', { name: /Will you bring a laptop\?/ })).toBeTruthy();
  expect(screen.getByRole('note').textContent).toBe('Bring your charger');
  expect(screen.getByText('PDF, PNG · up to 2 MB')).toBeTruthy();
  fireEvent.change(name, { target: { value: 'Ada' } });
  expect(screen.getByText('3 / 40 characters')).toBeTruthy();
});

test('nothing is sent while answers are refused: each error beside its field, the focus on the first', () => {
  renderForm();
  submit();
  expect(submitted).toEqual([]);
  const name = screen.getByLabelText(/^Your name/);
  expect(document.activeElement).toBe(name);
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(name.getAttribute('aria-describedby')).toContain(
    document.getElementById(name.id.replace('control', 'error'))!.id,
  );
  expect(screen.getAllByText('Please answer this question.')).toHaveLength(3);
  expect(screen.getByRole('alert').textContent).toBe('Please check the 3 answers marked below.');

  type(/^Your name/, 'Al');
  type(/^Work e-mail/, 'ada.example.com');
  submit();
  expect(screen.getByText('Please write at least 3 characters.')).toBeTruthy();
  expect(screen.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
  expect(submitted).toEqual([]);
});

test('the focus goes to the first refused answer wherever it stands', () => {
  renderForm();
  type(/^Your name/, 'Ada Lovelace');
  submit();
  expect(document.activeElement).toBe(screen.getByLabelText(/^Work e-mail/));
});

test('the child shows while its parent has its answer, and its answer goes with it only then', async () => {
  renderForm();
  expect(screen.queryByLabelText(/^Which system\?/)).toBeNull();
  type(/^Your name/, 'Ada Lovelace');
  type(/^Work e-mail/, 'ada@example.com');
  const laptop = screen.getByRole('group', { name: /laptop/ });
  fireEvent.click(within(laptop).getByLabelText('Yes'));
  type(/^Which system\?/, 'Linux');
  const topics = screen.getByRole('group', { name: /Topics/ });
  fireEvent.click(within(topics).getByLabelText('Machine learning'));
  fireEvent.click(within(topics).getByLabelText('Yes'));
  // Changed back to No: the child goes, and so does its answer.
  fireEvent.click(within(laptop).getByLabelText('No'));
  expect(screen.queryByLabelText(/^Which system\?/)).toBeNull();
  submit();
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toEqual([
    { id: 'name', answer: 'Ada Lovelace' },
    { id: 'mail', answer: 'ada@example.com' },
    { id: 'laptop', answer: 'no' },
    { id: 'topics', answer: 'yes,ml' },
    { id: 'cv', answer: null },
  ]);
});

test("the server's field errors show beside the question they name", async () => {
  reply = () =>
    Promise.reject(new CallFailed('Please check your answers.', { 'questions.1.answer': 'This address is taken.' }));
  renderForm();
  type(/^Your name/, 'Ada Lovelace');
  type(/^Work e-mail/, 'ada@example.com');
  fireEvent.click(within(screen.getByRole('group', { name: /laptop/ })).getByLabelText('No'));
  submit();
  const mail = screen.getByLabelText(/^Work e-mail/);
  await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('This address is taken.')).toBeTruthy();
  // Beside its field, so not repeated above the button.
  expect(screen.queryByText('Please check your answers.')).toBeNull();
  type(/^Work e-mail/, 'ada@demo.test');
  expect(screen.queryByText('This address is taken.')).toBeNull();
});

test('a file is checked here, then uploaded for this form and question; its URL is the answer', async () => {
  const upload = jest.spyOn(api, 'upload').mockResolvedValue({
    hasError: false,
    message: null,
    data: { item: { url: '/api/files/demo/cv.pdf' } },
    validationErrors: null,
  });
  renderForm([form[6]]);
  const input = screen.getByLabelText(/^Your CV/);
  fireEvent.change(input, { target: { files: [new File(['x'], 'cv.docx')] } });
  expect(screen.getByText('This file type is not accepted. Accepted: PDF, PNG.')).toBeTruthy();
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(3 * 1024 * 1024)], 'cv.pdf')] } });
  expect(screen.getByText('The file is larger than 2 MB.')).toBeTruthy();
  expect(upload).not.toHaveBeenCalled();

  fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'cv.pdf')] } });
  expect(await screen.findByRole('link', { name: 'Uploaded: cv.pdf' })).toBeTruthy();
  expect(screen.queryByText(/not accepted|larger than/)).toBeNull();
  expect(upload).toHaveBeenCalledWith(
    'registration/uploadfile',
    { uploadType: 'registrationForm', registrationFormId: 'workshop', questionId: 'cv' },
    expect.any(File),
    expect.objectContaining({ onProgress: expect.any(Function) }),
  );
  submit();
  await waitFor(() => expect(submitted).toEqual([[{ id: 'cv', answer: '/api/files/demo/cv.pdf' }]]));
});

test('a refused file’s error goes once the answer changes: removed, the error goes with it (issue 31 item 7)', async () => {
  jest
    .spyOn(api, 'upload')
    .mockResolvedValueOnce({
      hasError: false,
      message: null,
      data: { item: { url: '/api/files/demo/cv.pdf' } },
      validationErrors: null,
    })
    .mockResolvedValueOnce({
      hasError: true,
      message: 'Please check the form.',
      data: null,
      validationErrors: { file: 'This file is not a PDF.' },
    });
  renderForm([form[6]]);
  const input = screen.getByLabelText(/^Your CV/);
  fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'cv.pdf')] } });
  expect(await screen.findByRole('link', { name: 'Uploaded: cv.pdf' })).toBeTruthy();
  fireEvent.change(input, { target: { files: [new File(['text'], 'other.pdf')] } });
  expect(await screen.findByText('This file is not a PDF.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  expect(screen.queryByRole('link', { name: /^Uploaded/ })).toBeNull();
  expect(screen.queryByText('This file is not a PDF.')).toBeNull();
  expect(input.hasAttribute('aria-invalid')).toBe(false);
});

test('every kind is drawn: number, dropdown with search, country in the interface language, date, time, ratings, slider', async () => {
  renderForm([
    question('n', 14, { title: 'Team size', minValue: 1, maxvalue: 10, step: 1 }),
    question('d', 16, { title: 'Track', addSearchbox: true, options: [...options, { id: 'z', title: 'Zebra' }] }),
    question('m', 16, { title: 'Days', allowMultipleSelections: true, options }),
    question('c', 8, { title: 'Country' }),
    question('date', 101, { title: 'Arrival day' }),
    question('time', 102, { title: 'Arrival time' }),
    question('s', 200, { title: 'Rate us' }),
    question('f', 201, { title: 'Mood' }),
    question('r', 202, { title: 'Level', minValue: 0, maxvalue: 10, step: 2 }),
    question('p', 32, { title: 'Picture' }),
  ]);
  type(/^Team size/, '11');
  expect(screen.getByText('From 1 to 10, in steps of 1.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Search the options of “Track”'), { target: { value: 'zeb' } });
  const track = screen.getByLabelText(/^Track/) as HTMLSelectElement;
  expect([...track.options].map((option) => option.text)).toEqual(['Choose…', 'Zebra']);
  fireEvent.change(track, { target: { value: 'z' } });
  fireEvent.click(within(screen.getByRole('group', { name: /Days/ })).getByLabelText('No'));
  const country = screen.getByLabelText(/^Country/) as HTMLSelectElement;
  expect([...country.options].find((option) => option.value === 'TR')?.text).toBe('Türkiye');
  fireEvent.change(country, { target: { value: 'TR' } });
  type(/^Arrival day/, '2026-11-21');
  type(/^Arrival time/, '09:30');
  fireEvent.click(screen.getByLabelText('4 stars'));
  fireEvent.click(screen.getByLabelText('Happy'));
  fireEvent.change(screen.getByLabelText(/^Level/), { target: { value: '6' } });
  expect(screen.getByLabelText(/^Picture/).getAttribute('accept')).toBe('.jpg,.jpeg,.png,.webp');
  submit();
  expect(screen.getByText('Please enter a number from 1 to 10.')).toBeTruthy();
  type(/^Team size/, '4');
  submit();
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(Object.fromEntries(submitted[0].map(({ id, answer }) => [id, answer]))).toEqual({
    n: '4',
    d: 'z',
    m: 'no',
    c: 'TR',
    date: '2026-11-21',
    time: '09:30',
    s: '4',
    f: '3',
    r: '6',
    p: null,
  });
});

test('an e-mail answer is lowercased and trimmed as typed; a phone answer must be a phone number (issue 31 item 7)', async () => {
  renderForm([question('mail', 12, { title: 'E-mail' }), question('phone', 13, { title: 'Mobile' })]);
  type(/^E-mail/, ' Ada@Example.COM ');
  expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ada@example.com');
  // The phone rules load with the field.
  await act(() => loadPhoneRules());
  for (const bad of ['abc', '12']) {
    type(/^Mobile/, bad);
    submit();
    expect(screen.getByText('Please enter a valid phone number, such as +90 555 123 45 67.')).toBeTruthy();
  }
  expect(submitted).toEqual([]);
  type(/^Mobile/, '0555 123 45 67');
  submit();
  await waitFor(() =>
    expect(submitted).toEqual([
      [
        { id: 'mail', answer: 'ada@example.com' },
        { id: 'phone', answer: '0555 123 45 67' },
      ],
    ]),
  );
});

test('in Turkish the phone check speaks Turkish', async () => {
  await act(() => i18n.changeLanguage('tr'));
  try {
    renderForm([question('phone', 2, { title: 'Telefon' })]);
    await act(() => loadPhoneRules());
    type(/^Telefon/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Lütfen geçerli bir telefon numarası girin, örneğin +90 555 123 45 67.')).toBeTruthy();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});

test('in Turkish the e-mail checks speak Turkish', async () => {
  await act(() => i18n.changeLanguage('tr'));
  try {
    renderForm([question('mail', 12, { title: 'E-posta', isRequired: true })]);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Lütfen bu soruyu yanıtlayın.')).toBeTruthy();
    type(/^E-posta/, 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Lütfen en az 5 karakter yazın.')).toBeTruthy();
    type(/^E-posta/, 'ada@x');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Lütfen geçerli bir e-posta adresi girin, örneğin ad@ornek.com.')).toBeTruthy();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});

describe('steps (survey posts, spec 2 §2.16)', () => {
  function renderSteps(questions = form.slice(0, 4)) {
    submitted = [];
    return render(
      <ThemeRoot>
        <QuestionForm
          questions={questions}
          formId="post"
          submitLabel="Complete"
          mode="steps"
          onSubmit={(answers) => {
            submitted.push(answers);
            return reply();
          }}
        />
      </ThemeRoot>,
    );
  }
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const counter = () => screen.getByLabelText(/^Question \d+ of \d+$/).textContent;

  test('one question at a time; Next runs the social checks in order on it alone', () => {
    renderSteps();
    expect(counter()).toBe('1/3');
    expect(screen.queryByLabelText(/^Work e-mail/)).toBeNull();
    next();
    expect(screen.getByText('Please answer this question.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your name/));
    type(/^Your name/, 'Al');
    next();
    expect(screen.getByText('Please write at least 3 characters.')).toBeTruthy();
    type(/^Your name/, 'Ada');
    next();
    expect(counter()).toBe('2/3');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Work e-mail/));
    type(/^Work e-mail/, 'ada@');
    next();
    expect(screen.getByText('Please write at least 5 characters.')).toBeTruthy();
    type(/^Work e-mail/, 'ada@example');
    next();
    expect(screen.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  test("a child is a step right after its parent's chosen answer, counted as a follow-up of it, gone when the answer changes; the last step sends", async () => {
    renderSteps();
    type(/^Your name/, 'Ada');
    next();
    type(/^Work e-mail/, 'ada@example.com');
    next();
    expect(counter()).toBe('3/3');
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: /laptop/ })).getByLabelText('Yes'));
    // The total stays what the post's card says (the questions asked of everyone, issue 31 item 9c).
    expect(counter()).toBe('3/3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    next();
    expect(screen.getByLabelText(/^Which system\?/)).toBeTruthy();
    expect(counter()).toBe('3/3');
    type(/^Which system\?/, 'Linux');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(within(screen.getByRole('group', { name: /laptop/ })).getByLabelText('No'));
    expect(counter()).toBe('3/3');
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual([
      { id: 'name', answer: 'Ada' },
      { id: 'mail', answer: 'ada@example.com' },
      { id: 'laptop', answer: 'no' },
    ]);
  });

  test('a refusal naming an earlier question shows that step again with the message beside it', async () => {
    reply = () => Promise.reject(new CallFailed('Please check.', { 'questions.0.answer': 'This name is taken.' }));
    renderSteps(form.slice(0, 2));
    type(/^Your name/, 'Ada');
    next();
    type(/^Work e-mail/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('This name is taken.')).toBeTruthy();
    expect(counter()).toBe('1/2');
  });
});
