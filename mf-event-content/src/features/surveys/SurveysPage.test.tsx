import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, sessionStore } from '@atrium/shared';
import type { SurveyEntry } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, signInAs, type Call } from '@atrium/shared/testing';
import { ada, demo, event } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';
import { toSurveyAnswers } from './answers';

// Surveys (spec 2 §2.15, §4 Survey, §5, §6, §7.1) against a fake api.

const feedback: SurveyEntry = {
  isCompleted: false,
  survey: {
    id: 'feedback',
    title: 'Session feedback',
    questions: [
      {
        id: 'q1',
        title: 'How were the sessions?',
        type: 2,
        answers: [
          { id: 'good', title: 'Good' },
          { id: 'poor', title: 'Poor' },
        ],
      },
      {
        id: 'q2',
        title: 'Which formats?',
        type: 3,
        answers: [
          { id: 'talks', title: 'Talks' },
          { id: 'panels', title: 'Panels' },
          { id: 'labs', title: 'Workshops' },
        ],
      },
      { id: 'q3', title: 'Anything else?', type: 1, answers: [] },
    ],
  },
};
const done: SurveyEntry = {
  isCompleted: true,
  survey: { id: 'done', title: 'Last year', questions: [{ id: 'd1', title: 'Q', type: 1, answers: [] }] },
};

let calls: Call[];
jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(restoreFetch);

/** The fake api: the list reflects what DoSurvey stored; `refuse` makes DoSurvey say no once. */
function serveSurveys(refuse?: () => ReturnType<typeof failed>) {
  let completed = false;
  let refusal = refuse;
  calls = serveEvent(event(), {
    'Participant/GetSurveys': () => ok({ items: [{ ...feedback, isCompleted: completed }, done], totalCount: 2 }),
    'Participant/DoSurvey': () => {
      if (refusal) {
        const answer = refusal();
        refusal = undefined;
        return answer;
      }
      completed = true;
      return ok({ surveyID: 'feedback', isCompleted: true, message: 'Thanks for your answers.' });
    },
  });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

test('the list marks a completed survey and keeps it closed, with the reason', async () => {
  serveSurveys();
  renderEvent('/event/atrium-summit/surveys');
  const list = await screen.findByRole('list', { name: 'Surveys' });
  const [open, closed] = within(list).getAllByRole('listitem');
  expect(within(open).getByText('3 questions')).toBeTruthy();
  expect(within(open).getByRole('button', { name: 'Answer: Session feedback' }).hasAttribute('disabled')).toBe(false);
  const answer = within(closed).getByRole('button', { name: 'Answer: Last year' });
  expect(answer.hasAttribute('disabled')).toBe(true);
  expect(within(closed).getByText('Completed')).toBeTruthy();
  expect(screen.getByText('You have already completed this survey.').id).toBe(answer.getAttribute('aria-describedby'));
});

test('one question at a time; an empty answer warns and stays; completing shows the popup and marks it done', async () => {
  serveSurveys();
  renderEvent('/event/atrium-summit/surveys');
  fireEvent.click(await screen.findByRole('button', { name: 'Answer: Session feedback' }));
  expect(screen.getByText('1 / 3')).toBeTruthy();
  expect(document.activeElement?.textContent).toBe('How were the sessions?');

  next();
  const warning = await screen.findByRole('alertdialog', { name: 'Please answer the question' });
  expect(within(warning).getByText('Write or choose an answer to go on.')).toBeTruthy();
  fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getByText('1 / 3')).toBeTruthy();

  fireEvent.click(screen.getByRole('radio', { name: 'Poor' }));
  next();
  expect(await screen.findByText('2 / 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Workshops' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Talks' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Workshops' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Workshops' }));
  next();
  expect(await screen.findByText('3 / 3')).toBeTruthy();
  // Spaces alone are no answer either.
  fireEvent.change(screen.getByRole('textbox', { name: 'Anything else?' }), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
  expect(calls.some((call) => call.path === 'participant/dosurvey')).toBe(false);

  // Previous keeps what was given.
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect((screen.getByRole('checkbox', { name: 'Talks' }) as HTMLInputElement).checked).toBe(true);
  next();
  fireEvent.change(screen.getByRole('textbox', { name: 'Anything else?' }), { target: { value: ' More labs. ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));

  const popup = await screen.findByRole('dialog', { name: 'Survey completed' });
  expect(within(popup).getByText('Thanks for your answers.')).toBeTruthy();
  const sent = calls.find((call) => call.path === 'participant/dosurvey')!;
  expect(sent.eventId).toBe('summit-id');
  expect(sent.body).toEqual({
    surveyID: 'feedback',
    surveyAnswers: [
      { questionID: 'q1', answer: 'poor' },
      { questionID: 'q2', answer: 'talks,labs' },
      { questionID: 'q3', answer: 'More labs.' },
    ],
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@demo.test',
    phoneNumber: null,
  });
  fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Answer: Session feedback' }).hasAttribute('disabled')).toBe(true),
  );
  expect(calls.filter((call) => call.path === 'participant/getsurveys').length).toBeGreaterThan(1);
});

test("a refusal shows the api's message on the question it names and keeps the answers", async () => {
  serveSurveys(() =>
    failed('Please check the marked fields.', { 'surveyAnswers.0.answer': 'Please choose one of the options.' }),
  );
  renderEvent('/event/atrium-summit/surveys');
  fireEvent.click(await screen.findByRole('button', { name: 'Answer: Session feedback' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
  next();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Panels' }));
  next();
  fireEvent.change(await screen.findByRole('textbox', { name: 'Anything else?' }), { target: { value: 'No' } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please check the marked fields.');
  expect(screen.getByText('1 / 3')).toBeTruthy();
  expect(screen.getByText('Please choose one of the options.')).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Good' }) as HTMLInputElement).checked).toBe(true);
  // The button stays busy for at least 500 ms once pressed (spec 1 §9).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false));
  next();
  next();
  expect((screen.getByRole('textbox', { name: 'Anything else?' }) as HTMLTextAreaElement).value).toBe('No');
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByRole('dialog', { name: 'Survey completed' })).toBeTruthy();
});

test('the back link returns to the list; a visitor is told surveys are for attendees', async () => {
  serveSurveys();
  const view = renderEvent('/event/atrium-summit/surveys');
  fireEvent.click(await screen.findByRole('button', { name: 'Answer: Session feedback' }));
  fireEvent.click(screen.getByRole('button', { name: 'Back to surveys' }));
  expect(await screen.findByRole('list', { name: 'Surveys' })).toBeTruthy();
  view.unmount();
  restoreFetch();

  calls = serveEvent(event({ isAttending: false }));
  renderEvent('/event/atrium-summit/surveys');
  expect(await screen.findByText('Only attendees of this event can answer its surveys.')).toBeTruthy();
  expect(calls.some((call) => call.path === 'participant/getsurveys')).toBe(false);
});

test('the answer form joins a multiple choice in the options order (spec 2 §5)', () => {
  expect(toSurveyAnswers(feedback.survey, { q1: 'good', q2: ['labs', 'talks'], q3: ' x ' })).toEqual([
    { questionID: 'q1', answer: 'good' },
    { questionID: 'q2', answer: 'labs,talks' },
    { questionID: 'q3', answer: 'x' },
  ]);
});
