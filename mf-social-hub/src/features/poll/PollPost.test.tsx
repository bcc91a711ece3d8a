import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, ThemeRoot, type SnackbarMessage } from '@atrium/shared';
import type { SocialHubPost } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, type Call } from '@atrium/shared/testing';
import { pollPost } from '../../testing/pollPosts';
import { PollPost } from './PollPost';

// A poll post (spec 2 §4, §5, §8): pick an option and vote, results after, ended polls closed.

let changed: SocialHubPost[];
let calls: Call[];

function renderPoll(post: SocialHubPost) {
  changed = [];
  const view = (p: SocialHubPost) => (
    <ThemeRoot>
      <PollPost post={p} onChange={(next) => changed.push(next)} />
    </ThemeRoot>
  );
  const result = render(view(post));
  return { ...result, rerender: (p: SocialHubPost) => result.rerender(view(p)) };
}

afterEach(restoreFetch);

test('Vote stays disabled and sends nothing until an option is picked; the answer replaces the post', async () => {
  const voted = pollPost({ isJoined: true, attendings: 5 });
  calls = serve({ 'SocialHub/Attend': () => ok(voted) });
  renderPoll(pollPost());
  const vote = screen.getByRole('button', { name: 'Vote' });
  expect(vote).toHaveProperty('disabled', true);
  fireEvent.click(vote);
  expect(calls).toEqual([]);
  expect(screen.getByText('4 votes')).toBeTruthy();

  const options = screen.getByRole('group', { name: 'Which talk did you like best?' });
  fireEvent.click(within(options).getByLabelText('Panel'));
  fireEvent.click(vote);
  await waitFor(() => expect(changed).toEqual([voted]));
  expect(sentTo(calls, 'socialhub/attend')).toEqual([
    { postId: 'poll-1', postType: 1, questions: [{ id: 'poll-1', answer: 'o2' }] },
  ]);
});

test('once joined: percentages and bars, no options; a pushed recount shows as it comes', () => {
  const { rerender } = renderPoll(pollPost({ isJoined: true }));
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.getByRole('listitem', { name: 'Keynote: 75%' })).toBeTruthy();
  expect(screen.getByText('You voted')).toBeTruthy();
  const recounted = pollPost({ isJoined: true, attendings: 8 });
  recounted.questions[0].options = [
    { id: 'o1', title: 'Keynote', count: 4, percentage: 50 },
    { id: 'o2', title: 'Panel', count: 4, percentage: 50 },
  ];
  rerender(recounted);
  expect(screen.getByRole('listitem', { name: 'Keynote: 50%' })).toBeTruthy();
  expect(screen.getByText('8 votes')).toBeTruthy();
});

test('an ended poll shows its results and a disabled vote-ended button', () => {
  renderPoll(pollPost({ isOver: true }));
  expect(screen.getByRole('button', { name: 'Voting has ended' })).toHaveProperty('disabled', true);
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.getByRole('listitem', { name: 'Panel: 25%' })).toBeTruthy();
});

test("a refused vote says the server's message in a snackbar and keeps the choice", async () => {
  serve({ 'SocialHub/Attend': () => failed('You have already voted in this poll.') });
  const shown: SnackbarMessage[] = [];
  const subscription = bus.on('snackbar.show').subscribe((message) => shown.push(message));
  renderPoll(pollPost());
  fireEvent.click(screen.getByLabelText('Keynote'));
  fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
  await waitFor(() => expect(shown).toEqual([{ message: 'You have already voted in this poll.', kind: 'error' }]));
  expect(changed).toEqual([]);
  expect(screen.getByLabelText('Keynote')).toHaveProperty('checked', true);
  subscription.unsubscribe();
});
