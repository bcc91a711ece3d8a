import type { SocialHubPost } from '@atrium/shared/contract';

// A poll post's state (spec 2 §4 "Poll post"), pure so it is tested alone.

/** What a poll post shows the caller: its options to pick while open and not voted, else the results. */
export function pollState(post: Pick<SocialHubPost, 'isJoined' | 'isOver' | 'questions'>) {
  const question = post.questions[0] ?? null;
  const canVote = !post.isJoined && !post.isOver && question !== null;
  return {
    question,
    options: question?.options ?? [],
    canVote,
    /** Percentages and bars: once voted, and for everyone when the poll is over. */
    showResults: post.isJoined || post.isOver,
  };
}

/** The vote sent for a chosen option (spec 2 §7.3 SocialHub/Attend); none without a choice (spec 2 §5). */
export function voteOf(post: Pick<SocialHubPost, 'id' | 'questions'>, optionId: string | null) {
  const question = post.questions[0];
  if (!question || !optionId || !question.options.some((option) => option.id === optionId)) return null;
  return { postId: post.id, postType: 1 as const, questions: [{ id: question.id, answer: optionId }] };
}
