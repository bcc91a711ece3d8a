import type { SocialHubPost } from '@atrium/shared/contract';

// The hub's tests start from these posts: any post (hubPost), and the organiser's poll and survey.

export function hubPost(id: string, extra: Partial<SocialHubPost> = {}): SocialHubPost {
  return {
    id,
    type: 0,
    title: null,
    postText: '',
    image: null,
    topic: null,
    session: null,
    isDraft: false,
    isAnnouncement: false,
    isJoined: false,
    isOver: false,
    isLiked: false,
    likes: 0,
    comments: 0,
    attendings: 0,
    upvotes: 0,
    isUpvoted: false,
    estimatedQuestionCount: 0,
    latestLikes: [],
    questions: [],
    owner: { id: 'event-id', fullName: 'Atrium Summit', image: null, title: null, type: 1 },
    createDate: '2026-11-21T09:00:00Z',
    mentions: [],
    ...extra,
  };
}

export const pollPost = (extra: Partial<SocialHubPost> = {}) =>
  hubPost('poll-1', {
    type: 1,
    title: 'Which talk did you like best?',
    attendings: 4,
    questions: [
      {
        id: 'poll-1',
        title: 'Which talk did you like best?',
        options: [
          { id: 'o1', title: 'Keynote', count: 3, percentage: 75 },
          { id: 'o2', title: 'Panel', count: 1, percentage: 25 },
        ],
      },
    ],
    ...extra,
  });

export const surveyPost = (extra: Partial<SocialHubPost> = {}) =>
  hubPost('survey-1', { type: 2, title: 'Tell us about your trip', estimatedQuestionCount: 3, ...extra });
