import { pollPost } from '../../testing/pollPosts';
import { pollState, voteOf } from './rules';

// Spec 2 §4 "Poll post" and §5: when options can be picked, when results show, what a vote sends.

test('options are picked only while not joined and not over; results show once joined or over', () => {
  expect(pollState(pollPost())).toMatchObject({ canVote: true, showResults: false });
  expect(pollState(pollPost({ isJoined: true }))).toMatchObject({ canVote: false, showResults: true });
  expect(pollState(pollPost({ isOver: true }))).toMatchObject({ canVote: false, showResults: true });
  expect(pollState(pollPost({ questions: [] }))).toMatchObject({ canVote: false, options: [] });
});

test("a vote needs one of the poll's options: the question id and the option id", () => {
  expect(voteOf(pollPost(), null)).toBeNull();
  expect(voteOf(pollPost(), 'elsewhere')).toBeNull();
  expect(voteOf(pollPost(), 'o2')).toEqual({
    postId: 'poll-1',
    postType: 1,
    questions: [{ id: 'poll-1', answer: 'o2' }],
  });
});
