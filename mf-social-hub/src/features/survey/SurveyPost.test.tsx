import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, ThemeRoot, type QuestionFormParcelProps, type SnackbarMessage } from '@atrium/shared';
import type { Question, SocialHubPost } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, type Call } from '@atrium/shared/testing';
import { surveyPost } from '../../testing/pollPosts';
import { SurveyPost } from './SurveyPost';

// A survey post (spec 2 §4 "Social survey post", §8): join loads the questions into the
// event-content remote's renderer, the last step sends them; failures close it. The renderer's own
// steps (children, the four checks) are tested with it in mf-event-content.

const mounted: { remote: string; module: string; props: QuestionFormParcelProps }[] = [];

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual('@atrium/shared');
  return {
    ...actual,
    useParcelHost: () => ({ slug: 'demo', basename: '/demo', params: {}, eventId: 'e1' }),
    // The parcel as the slot would mount it: what it was given, and its last button.
    RemoteSlot: (slot: { remote: string; module: string; props: QuestionFormParcelProps }) => {
      mounted.push(slot);
      return (
        <button onClick={() => void slot.props.onSubmit([{ id: 'q1', answer: 'Izmir' }])}>
          {slot.props.submitLabel}
        </button>
      );
    },
  };
});

const question = (id: string): Question =>
  ({ id, type: 3, title: `Question ${id}`, parentQuestionId: null, parentAnswerId: null }) as Question;

let calls: Call[];
let changed: SocialHubPost[];
let shown: SnackbarMessage[];
let subscription: { unsubscribe(): void };

function renderSurvey(post: SocialHubPost, handlers: Parameters<typeof serve>[0] = {}) {
  calls = serve(handlers);
  changed = [];
  return render(
    <ThemeRoot>
      <SurveyPost post={post} onChange={(next) => changed.push(next)} />
    </ThemeRoot>,
  );
}

beforeEach(() => {
  mounted.length = 0;
  shown = [];
  subscription = bus.on('snackbar.show').subscribe((message) => shown.push(message));
});
afterEach(() => {
  subscription.unsubscribe();
  restoreFetch();
});

test('Join loads the questions into the stepped renderer; the last step attends and hands the joined post on', async () => {
  const joined = surveyPost({ isJoined: true, attendings: 4 });
  renderSurvey(surveyPost({ attendings: 3 }), {
    'SocialHub/GetQuestions': () => ok({ items: [question('q1'), question('q2')] }),
    'SocialHub/Attend': () => ok(joined),
  });
  expect(screen.getByText('3 questions')).toBeTruthy();
  expect(screen.getByText('3 answered')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Join the survey' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
  expect(sentTo(calls, 'socialhub/getquestions')).toEqual([{ id: 'survey-1', type: 2 }]);
  expect(mounted[0]).toMatchObject({ remote: 'mf-event-content', module: './QuestionForm' });
  expect(mounted[0].props).toMatchObject({ formId: 'survey-1', mode: 'steps', eventId: 'e1' });
  expect(mounted[0].props.questions.map((each) => each.id)).toEqual(['q1', 'q2']);

  await waitFor(() => expect(changed).toEqual([joined]));
  expect(sentTo(calls, 'socialhub/attend')).toEqual([
    { postId: 'survey-1', postType: 2, questions: [{ id: 'q1', answer: 'Izmir' }] },
  ]);
  expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
});

test('a failed send closes the survey and forgets its questions, the message in a snackbar', async () => {
  let loads = 0;
  renderSurvey(surveyPost(), {
    'SocialHub/GetQuestions': () => ok({ items: [question(`q${++loads}`)] }),
    'SocialHub/Attend': () => failed('This survey is over.'),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Join the survey' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
  expect(await screen.findByRole('button', { name: 'Join the survey' })).toBeTruthy();
  expect(shown).toEqual([{ message: 'This survey is over.', kind: 'error' }]);
  expect(changed).toEqual([]);
  // Opened again, the questions are asked for again, not the old ones kept.
  fireEvent.click(screen.getByRole('button', { name: 'Join the survey' }));
  await screen.findByRole('button', { name: 'Complete' });
  expect(mounted.at(-1)!.props.questions.map((each) => each.id)).toEqual(['q2']);
});

test('a failed or empty load leaves it closed with a message', async () => {
  let reply = failed('Data not found.');
  renderSurvey(surveyPost(), { 'SocialHub/GetQuestions': () => reply });
  fireEvent.click(screen.getByRole('button', { name: 'Join the survey' }));
  await waitFor(() => expect(shown).toEqual([{ message: 'Data not found.', kind: 'error' }]));
  reply = ok({ items: [] });
  const join = screen.getByRole('button', { name: 'Join the survey' });
  // The button shows its loading state for at least 500 ms (spec 2 §9).
  await waitFor(() => expect(join).toHaveProperty('disabled', false));
  fireEvent.click(join);
  await waitFor(() => expect(shown).toHaveLength(2));
  expect(shown[1].message).toBe('This survey has no questions to answer yet.');
  expect(mounted).toEqual([]);
});

test('joined shows a disabled already-joined button, over a disabled ended one', () => {
  const { unmount } = renderSurvey(surveyPost({ isJoined: true }));
  expect(screen.getByRole('button', { name: 'You have already joined' })).toHaveProperty('disabled', true);
  unmount();
  renderSurvey(surveyPost({ isOver: true }));
  expect(screen.getByRole('button', { name: 'This survey has ended' })).toHaveProperty('disabled', true);
});
