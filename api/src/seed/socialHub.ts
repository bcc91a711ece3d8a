import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SOCIAL_HUB_POST_TYPE } from '@atrium/shared/contract';
import { eventPhoto } from './content';
import { questionRows, type QuestionSeed } from './questions';

// Issue 15 item 9: atrium-summit's social hub is lively: 37 posts, 33 by eight attendees over the last
// three days (texts, pictures, mentions, topics, a Q&A question), likes, upvotes, comments with
// replies, and the organiser's polls (one open, one over), survey and announcement; beside the hub,
// a running live poll. Ada and Linus have voted in no poll nor answered the survey, so both are
// there to try.

const HOUR = 60 * 60 * 1000;

const TOPICS: [title: string, color: string][] = [
  ['Keynotes', '#3949ab'],
  ['Networking', '#00897b'],
  ['Workshops', '#f4511e'],
  ['Questions', '#8e24aa'],
];

const PEOPLE = ['ada', 'linus', 'alan', 'katherine', 'margaret', 'hedy', 'edsger', 'tim'] as const;
type Who = (typeof PEOPLE)[number];

interface PostSeed {
  by: Who;
  text: string;
  /** Index into TOPICS. */
  topic?: number;
  /** A picture's caption. */
  photo?: string;
  /** People named in the text. */
  mentions?: Who[];
}

const POSTS: PostSeed[] = [
  { by: 'ada', text: 'Good morning, Atrium Summit! Who else is here for the opening keynote?', topic: 0 },
  { by: 'linus', text: 'Front row for the kernel talk. The slides are already up in Documents.', topic: 0 },
  {
    by: 'alan',
    text: 'Great chat with Ada Lovelace at the coffee break about machines that compose music.',
    mentions: ['ada'],
    topic: 1,
  },
  { by: 'katherine', text: 'The view from Hall B this morning.', photo: 'Hall B crowd' },
  { by: 'margaret', text: 'Reminder: our reliability workshop starts at 14:00 in the Workshop Room.', topic: 2 },
  { by: 'hedy', text: 'Anyone up for a walk around the booths after lunch? Meet at the café.', topic: 1 },
  { by: 'edsger', text: 'Simplicity is a prerequisite for reliability. Loved that line in the panel.', topic: 0 },
  { by: 'tim', text: 'Live captions in every hall: thank you, organisers!' },
  {
    by: 'ada',
    text: 'Linus Torvalds, your answer about code review made my day.',
    mentions: ['linus'],
    topic: 0,
  },
  { by: 'linus', text: 'Hackathon night was chaotic in the best way.', photo: 'Hackathon night' },
  { by: 'alan', text: 'Does anyone have the link to the AI ethics reading list from yesterday?', topic: 3 },
  {
    by: 'katherine',
    text: 'Margaret Hamilton and Hedy Lamarr on one stage. I took notes for everyone who missed it.',
    mentions: ['margaret', 'hedy'],
    topic: 0,
  },
  { by: 'margaret', text: 'Workshop tables are ready. Bring your laptops!', photo: 'Workshop tables', topic: 2 },
  { by: 'hedy', text: 'Frequency hopping, explained with coffee cups. Come to booth 7.' },
  { by: 'edsger', text: 'Is the second day of the program final? I would like to plan my afternoon.', topic: 3 },
  { by: 'tim', text: 'The sponsor lounge has the best espresso in the building.', photo: 'Sponsor lounge' },
  { by: 'ada', text: 'Looking for people interested in data science meet-ups in London.', topic: 1 },
  { by: 'linus', text: 'Open source TR booth has stickers. You know what to do.' },
  { by: 'alan', text: 'Terrace lunch with a view.', photo: 'Terrace lunch' },
  { by: 'katherine', text: 'Which session did you like best so far? Mine: the orbital mechanics talk.', topic: 0 },
  { by: 'margaret', text: 'Thanks to everyone who came to the workshop! Slides are in Documents.', topic: 2 },
  {
    by: 'hedy',
    text: 'Edsger Dijkstra, I owe you a coffee for that shortest-path joke.',
    mentions: ['edsger'],
  },
  { by: 'edsger', text: 'Panel on stage, seen from the back row.', photo: 'Panel on stage' },
  { by: 'tim', text: 'The founders dinner is sold out, but the terrace is open to everyone tonight.', topic: 1 },
  { by: 'ada', text: 'Notes from the opening keynote, in one picture.', photo: 'Opening keynote', topic: 0 },
  { by: 'linus', text: 'Please, tabs or spaces: settle it in the comments.' },
  { by: 'alan', text: 'Can we get the hackathon results posted here?', topic: 3 },
  { by: 'katherine', text: 'Coffee break, round three.', photo: 'Coffee break' },
  { by: 'margaret', text: 'Tim Berners-Lee just walked past our booth. Starstruck.', mentions: ['tim'] },
  { by: 'hedy', text: 'Who is joining the networking session at 17:00?', topic: 1 },
  { by: 'edsger', text: 'Two hours of workshops and not one goto statement. Progress.', topic: 2 },
  { by: 'tim', text: 'Live captions, seen from the control room.', photo: 'Live captions' },
];

const COMMENTS: [post: number, by: Who, text: string, replies: [Who, string][]][] = [
  [
    0,
    'linus',
    'Here! Saving you a seat.',
    [
      ['ada', 'Thank you! Coming in a minute.'],
      ['alan', 'Me too, two seats please.'],
    ],
  ],
  [0, 'katherine', 'Already inside, it is filling up fast.', []],
  [0, 'hedy', 'Watching online from the hotel today.', []],
  [0, 'edsger', 'The livestream is very good, by the way.', []],
  [0, 'margaret', 'Running late, save me the aisle.', []],
  [0, 'tim', 'Hall is at about half now.', [['ada', 'Good to know, thanks!']]],
  [2, 'ada', 'It was a lovely chat. Let us continue at the workshop, %alan%!', [['alan', 'Deal.']]],
  [8, 'linus', 'Glad it helped. Review early, review often.', [['ada', 'Framed on my wall now.']]],
  [10, 'margaret', 'It is in the FAQ under "Reading lists", %alan%.', []],
  [14, 'tim', 'The organisers said it is final now.', []],
  [25, 'edsger', 'Tabs. Next question.', [['linus', 'Spoken like a true engineer.']]],
  [25, 'ada', 'Spaces, obviously.', []],
  [25, 'hedy', 'Whatever the linter says.', []],
];

/** The organiser's poll (type 1): title, options and who voted for which. */
const POLL: { title: string; text: string; options: [string, Who[]][] } = {
  title: 'Which track should get an encore tomorrow?',
  text: 'Vote for the track you would like to hear more of. The winner gets an extra session tomorrow.',
  options: [
    ['Artificial intelligence', ['alan', 'katherine', 'tim']],
    ['Operating systems', ['edsger']],
    ['Reliability engineering', ['margaret', 'hedy']],
    ['Event technology', []],
  ],
};

/** The poll that is over: closed a day ago. */
const OVER_POLL: { title: string; text: string; options: [string, Who[]][] } = {
  title: 'Where should the welcome drinks be?',
  text: 'Pick the spot for the first evening. Voting closes at noon.',
  options: [
    ['The terrace', ['alan', 'hedy', 'tim', 'katherine']],
    ['The Main Hall foyer', ['edsger']],
    ['The sponsor lounge', ['margaret']],
  ],
};

/** The survey post's questions: five asked of everyone, one more for those who came before. */
const SURVEY: QuestionSeed[] = [
  {
    key: 'first',
    type: 15,
    title: 'Is this your first Atrium Summit?',
    required: true,
    details: {
      options: [
        { id: 'first', title: 'Yes, my first' },
        { id: 'returning', title: 'No, I have been before' },
      ],
    },
  },
  {
    key: 'since',
    type: 4,
    title: 'Which year did you first come?',
    required: true,
    details: { placeholder: '2019', minLength: 4, maxLength: 4, parent: ['first', 'returning'] },
  },
  {
    key: 'tracks',
    type: 100,
    title: 'Which tracks did you follow?',
    required: true,
    details: {
      options: [
        { id: 'ai', title: 'Artificial intelligence' },
        { id: 'os', title: 'Operating systems' },
        { id: 'reliability', title: 'Reliability engineering' },
        { id: 'events', title: 'Event technology' },
      ],
    },
  },
  { key: 'sessions', type: 200, title: 'How would you rate the sessions?', required: true, details: {} },
  {
    key: 'change',
    type: 11,
    title: 'What should we change next year?',
    required: false,
    details: { placeholder: 'More breaks, longer workshops…', minLength: 10, maxLength: 500, rows: 3, showLimit: true },
  },
  {
    key: 'email',
    type: 12,
    title: 'Your e-mail, if you would like the results',
    required: false,
    details: { placeholder: 'name@company.com' },
  },
];

/** What the three who answered the survey said, by question key. */
const SURVEY_ANSWERS: [Who, Record<string, string>][] = [
  ['alan', { first: 'returning', since: '2019', tracks: 'ai,os', sessions: '5', email: 'alan@demo.test' }],
  ['margaret', { first: 'first', tracks: 'reliability', sessions: '4', change: 'Longer hands-on workshops, please.' }],
  ['tim', { first: 'returning', since: '2021', tracks: 'ai,events', sessions: '4' }],
];

/** The Q&A posts people upvoted (Katherine's question first), by their text's start, with who did. */
const UPVOTES: [text: string, Who[]][] = [
  ['How do you keep a live event accessible', ['alan', 'margaret', 'hedy', 'edsger', 'tim']],
  ['Is the second day of the program final?', ['katherine', 'hedy', 'tim']],
  ['Does anyone have the link to the AI ethics', ['margaret', 'edsger']],
];

/** The live poll running beside the hub (spec 2 §3 Live poll): the organiser keeps its rates hidden. */
const LIVE_POLL: { title: string; answers: [string, Who[]][] } = {
  title: 'What should the closing panel talk about?',
  answers: [
    ['Open source', ['edsger']],
    ['AI safety', ['alan', 'katherine']],
    ['Accessibility', ['hedy']],
    ['Green computing', []],
  ],
};

/** Writes atrium-summit's hub, after seedPeople made the people. */
export async function seedSocialHub(trx: Knex.Transaction, now: Date): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
  const users: { id: string; email: string; first_name: string; last_name: string }[] = await trx('users')
    .where({ application_id: summit.application_id })
    .whereIn(
      'email',
      PEOPLE.map((who) => `${who}@demo.test`),
    )
    .select('id', 'email', 'first_name', 'last_name');
  const idOf = (who: Who) => users.find((user) => user.email === `${who}@demo.test`)!.id;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  const topics = TOPICS.map(([title, color], order) => ({
    id: randomUUID(),
    event_id: summit.id,
    title,
    color,
    order_no: order,
  }));
  await trx('social_hub_topics').insert(topics);

  const post = (fields: { user_id: string | null } & Record<string, unknown>, hoursAgo: number) => ({
    id: randomUUID(),
    event_id: summit.id,
    type: SOCIAL_HUB_POST_TYPE.chat,
    is_draft: false,
    is_announcement: false,
    is_over: false,
    estimated_question_count: 0,
    created_at: at(hoursAgo),
    updated_at: at(hoursAgo),
    ...fields,
  });
  // Oldest first, about two hours apart over the last three days; the newest an hour old.
  const people = POSTS.map((seed, index) =>
    post(
      {
        user_id: idOf(seed.by),
        post_text: seed.text,
        image: seed.photo ? eventPhoto(seed.photo, (index * 47) % 360, index) : null,
        topic_id: seed.topic === undefined ? null : topics[seed.topic].id,
      },
      1 + (POSTS.length - index) * 2.1,
    ),
  );
  const question = post(
    {
      user_id: idOf('katherine'),
      title: 'Question for the keynote speakers',
      post_text: 'How do you keep a live event accessible for people joining from twelve time zones?',
      topic_id: topics[3].id,
    },
    5.5,
  );
  const announcement = post(
    {
      user_id: null,
      is_announcement: true,
      title: 'Welcome to day two',
      post_text: 'Doors open at 09:00. The keynote moves to the Main Hall; the livestream link stays the same.',
    },
    20,
  );
  // Open for two more days, whenever the demo is seeded.
  const poll = post(
    {
      user_id: null,
      type: SOCIAL_HUB_POST_TYPE.poll,
      title: POLL.title,
      post_text: POLL.text,
      closes_at: at(-48),
    },
    3,
  );
  const overPoll = post(
    {
      user_id: null,
      type: SOCIAL_HUB_POST_TYPE.poll,
      title: OVER_POLL.title,
      post_text: OVER_POLL.text,
      is_over: true,
      closes_at: at(26),
    },
    50,
  );
  const survey = post(
    {
      user_id: null,
      type: SOCIAL_HUB_POST_TYPE.survey,
      title: 'Tell us about your summit',
      post_text: 'Five short questions about your days here. It takes two minutes.',
      // Those asked of everyone; a child question is counted when it appears.
      estimated_question_count: SURVEY.filter((seed) => !seed.details.parent).length,
    },
    8,
  );
  const posts = [...people, question, announcement, poll, overPoll, survey];
  await trx('social_hub_posts').insert(posts);
  const surveyQuestions = questionRows(SURVEY, summit.id, { social_hub_post_id: survey.id });
  await trx('registration_questions').insert(surveyQuestions);

  await trx('social_hub_post_mentions').insert(
    POSTS.flatMap((seed, index) =>
      (seed.mentions ?? []).map((who) => ({ post_id: people[index].id, user_id: idOf(who) })),
    ),
  );

  // Likes: each post by a few of the others, more for some, so "most liked" has an order.
  const likes = posts.flatMap((row, index) =>
    PEOPLE.filter((who, n) => idOf(who) !== row.user_id && (index * 3 + n * 5) % 7 < 2 + (index % 3)).map((who, n) => ({
      post_id: row.id,
      user_id: idOf(who),
      created_at: new Date(row.created_at.getTime() + (n + 1) * 60_000),
    })),
  );
  await trx('social_hub_post_likes').insert(likes);

  const comments = COMMENTS.flatMap(([index, by, text, replies], order) => {
    const parent = people[index];
    const id = randomUUID();
    const minutes = (n: number) => new Date(parent.created_at.getTime() + (order + n + 1) * 7 * 60_000);
    return [
      { id, post_id: parent.id, parent_id: null, user_id: idOf(by), comment_text: text, created_at: minutes(0) },
      ...replies.map(([who, reply], n) => ({
        id: randomUUID(),
        post_id: parent.id,
        parent_id: id,
        user_id: idOf(who),
        comment_text: reply,
        created_at: minutes(n + 1),
      })),
    ];
  }).map((row) => ({
    ...row,
    comment_text: row.comment_text.replace(/%(\w+)%/g, (token, who: Who) => `%${idOf(who)}%`),
    updated_at: row.created_at,
  }));
  await trx('social_hub_comments').insert(comments.filter((row) => !row.parent_id));
  await trx('social_hub_comments').insert(comments.filter((row) => row.parent_id));
  await trx('social_hub_comment_mentions').insert(
    COMMENTS.flatMap(([, , text], order) =>
      [...text.matchAll(/%(\w+)%/g)].map((match) => ({
        comment_id: comments.filter((row) => !row.parent_id)[order].id,
        user_id: idOf(match[1] as Who),
      })),
    ),
  );
  // Linus likes Ada's reply on the first post.
  const firstReply = comments.find((row) => row.parent_id && row.user_id === idOf('ada'))!;
  await trx('social_hub_comment_likes').insert({ comment_id: firstReply.id, user_id: idOf('linus') });

  const pollRows = [poll, overPoll] as const;
  const optionsOf = [POLL, OVER_POLL].map((seed, n) =>
    seed.options.map(([title, voters], order) => ({
      row: { id: randomUUID(), post_id: pollRows[n].id, title, order_no: order },
      voters,
    })),
  );
  await trx('social_hub_poll_options').insert(optionsOf.flat().map((option) => option.row));
  const questionId = (key: string) => surveyQuestions[SURVEY.findIndex((seed) => seed.key === key)].id;
  await trx('social_hub_attendings').insert([
    ...optionsOf
      .flat()
      .flatMap(({ row, voters }) =>
        voters.map((who) => ({ post_id: row.post_id, user_id: idOf(who), option_id: row.id, created_at: now })),
      ),
    ...SURVEY_ANSWERS.map(([who, answers]) => ({
      post_id: survey.id,
      user_id: idOf(who),
      option_id: null,
      answers: JSON.stringify(Object.entries(answers).map(([key, answer]) => ({ id: questionId(key), answer }))),
      created_at: now,
    })),
  ]);

  const upvotes = UPVOTES.flatMap(([text, voters]) => {
    // Katherine's question is not one of POSTS.
    const index = POSTS.findIndex((seed) => seed.text.startsWith(text));
    const upvoted = index < 0 ? question : people[index];
    return voters.map((who) => ({ post_id: upvoted.id, user_id: idOf(who), created_at: now }));
  });
  await trx('social_hub_post_upvotes').insert(upvotes);

  const livePoll = {
    id: randomUUID(),
    event_id: summit.id,
    title: LIVE_POLL.title,
    answers: JSON.stringify(LIVE_POLL.answers.map(([answer]) => answer)),
    show_rates: false,
    is_active: true,
    created_at: at(1),
  };
  await trx('live_polls').insert(livePoll);
  await trx('live_poll_votes').insert(
    LIVE_POLL.answers.flatMap(([answer, voters]) =>
      voters.map((who) => ({ poll_id: livePoll.id, user_id: idOf(who), answer, created_at: now })),
    ),
  );

  // The kept counts, as the calls keep them.
  for (const row of posts) {
    await trx('social_hub_posts')
      .where({ id: row.id })
      .update({
        like_count: likes.filter((like) => like.post_id === row.id).length,
        comment_count: comments.filter((comment) => comment.post_id === row.id).length,
        upvote_count: upvotes.filter((upvote) => upvote.post_id === row.id).length,
      });
  }
  await trx('social_hub_comments').where({ id: firstReply.id }).update({ like_count: 1 });
  for (const row of comments.filter((comment) => !comment.parent_id)) {
    const replies = comments.filter((comment) => comment.parent_id === row.id).length;
    if (replies) await trx('social_hub_comments').where({ id: row.id }).update({ sub_comment_count: replies });
  }
}
