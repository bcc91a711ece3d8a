import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { CallName, CheckPollResponse, Question, SocialHubPost } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { closeDuePosts } from '../src/modules/socialHub/closing';
import { DemoEvent, fieldsOf, type Headers, type Person } from './demoEvent';
import { fileField } from './multipart';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 15 items 4, 5, 6, 8: votes in the hub's polls, answers to its survey posts, polls and
// surveys closing, Q&A upvotes and the live poll (spec 2 §3, §4, §5, §7.3, §7.6), on the seeded summit.

const NOT_ATTENDING = 'Only attendees of this event can do this.';

describe.each([sqlite, postgres])('social hub votes on $name', (database) => {
  let demo: DemoEvent;
  let summitId: string;
  let forumId: string;
  let ada: Person;
  let linus: Person;
  let dennis: Headers;

  const call = (
    name: CallName,
    body: unknown,
    headers: Headers,
    eventId: string | null = summitId,
    language?: string,
  ) => demo.call(name, body, headers, eventId, language);
  const feed = async (body: object = {}, headers: Headers = ada.headers) =>
    (await call('SocialHub/List', { take: 100, ...body }, headers)).body.data.items as SocialHubPost[];
  const postTitled = async (title: string, headers: Headers = ada.headers) =>
    (await feed({}, headers)).find((item) => item.title === title)!;
  const db = () => demo.api.db;
  const attendings = async (postId: string) =>
    Number((await db()('social_hub_attendings').where({ post_id: postId }).count({ n: '*' }).first())?.n);

  /** A new open poll of the organiser with three options, closing at `closesAt`. */
  async function newPoll(closesAt: Date | null = null): Promise<{ id: string; options: string[] }> {
    const id = randomUUID();
    const now = new Date();
    await db()('social_hub_posts').insert({
      id,
      event_id: summitId,
      user_id: null,
      type: 1,
      title: `Poll ${id}`,
      post_text: 'Choose one.',
      closes_at: closesAt,
      created_at: now,
      updated_at: now,
    });
    const options = ['Red', 'Green', 'Blue'].map((title, order) => ({
      id: randomUUID(),
      post_id: id,
      title,
      order_no: order,
    }));
    await db()('social_hub_poll_options').insert(options);
    return { id, options: options.map((option) => option.id) };
  }

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    ({ summitId, forumId } = demo);
    [ada, linus] = await Promise.all([demo.person('ada@demo.test'), demo.person('linus@demo.test')]);
    dennis = await demo.signIn('dennis@demo.test');
  });

  afterAll(async () => {
    closeSockets();
    await demo?.close();
  });

  describe('SocialHub/Attend a poll (spec 2 §4 Poll post)', () => {
    const vote = (postId: string, answer: string | null, headers: Headers, id = postId) =>
      call('SocialHub/Attend', { postId, postType: 1, questions: [{ id, answer }] }, headers);

    test('the seeded polls: one open until after the demo, one over; Ada and Linus have not voted', async () => {
      const open = await postTitled('Which track should get an encore tomorrow?');
      const over = await postTitled('Where should the welcome drinks be?');
      expect(open).toEqual(expect.objectContaining({ isOver: false, isJoined: false, attendings: 6 }));
      expect(over).toEqual(expect.objectContaining({ isOver: true, isJoined: false, attendings: 6 }));
      expect(over.questions[0].options.map((option) => option.percentage)).toEqual([67, 17, 17]);
      expect((await postTitled(open.title!, linus.headers)).isJoined).toBe(false);
      expect((await feed({ status: 1 })).map((item) => item.title)).toEqual([over.title]);
    });

    test('a vote answers the post as the voter now sees it, with counts and whole percentages', async () => {
      const poll = await postTitled('Which track should get an encore tomorrow?');
      const eventTechnology = poll.questions[0].options[3];
      const { status, body } = await vote(poll.id, eventTechnology.id, ada.headers);
      expect(status).toBe(200);
      const answered = body.data as SocialHubPost;
      expect(answered).toEqual(expect.objectContaining({ id: poll.id, isJoined: true, attendings: 7 }));
      expect(answered.questions[0].options.map((option) => [option.count, option.percentage])).toEqual([
        [3, 43],
        [1, 14],
        [2, 29],
        [1, 14],
      ]);
      expect((await postTitled(poll.title!)).isJoined).toBe(true);
      expect((await postTitled(poll.title!, linus.headers)).isJoined).toBe(false);
    });

    test('a second vote is refused in the caller’s language, and nothing changes', async () => {
      const poll = await newPoll();
      const voter = await demo.newPerson({}, true);
      expect((await vote(poll.id, poll.options[0], voter.headers)).status).toBe(200);
      const again = await vote(poll.id, poll.options[1], voter.headers);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('You have already joined this poll.');
      const turkish = await call(
        'SocialHub/Attend',
        { postId: poll.id, postType: 1, questions: [{ id: poll.id, answer: poll.options[1] }] },
        voter.headers,
        summitId,
        'tr',
      );
      expect(turkish.body.message).toBe('Bu oylamaya zaten katıldınız.');
      const stored = await db()('social_hub_attendings').where({ post_id: poll.id }).select('option_id');
      expect(stored).toEqual([{ option_id: poll.options[0] }]);
    });

    test('no option, an unknown one, another question or type: field errors, nothing stored', async () => {
      const poll = await newPoll();
      const expectRefused = async (body: object, fields: string[]) => {
        const answer = await call('SocialHub/Attend', { postId: poll.id, postType: 1, ...body }, ada.headers);
        expect(answer.status).toBe(400);
        expect(fieldsOf(answer)).toEqual(fields);
      };
      await expectRefused({ questions: [] }, ['questions']);
      await expectRefused({ questions: [{ id: poll.id, answer: null }] }, ['questions.0.answer']);
      await expectRefused({ questions: [{ id: poll.id, answer: '  ' }] }, ['questions.0.answer']);
      await expectRefused({ questions: [{ id: poll.id, answer: randomUUID() }] }, ['questions.0.answer']);
      await expectRefused({ questions: [{ id: randomUUID(), answer: poll.options[0] }] }, ['questions.0.id']);
      await expectRefused(
        {
          questions: [
            { id: poll.id, answer: poll.options[0] },
            { id: poll.id, answer: poll.options[1] },
          ],
        },
        ['questions'],
      );
      await expectRefused({ postType: 2, questions: [{ id: poll.id, answer: poll.options[0] }] }, ['postType']);
      const missing = await call('SocialHub/Attend', { postId: poll.id, postType: 1 }, ada.headers);
      expect(fieldsOf(missing)).toEqual(['questions']);
      expect(await attendings(poll.id)).toBe(0);
    });

    test('an over poll, a deleted one, a visitor and another event are refused', async () => {
      const over = await postTitled('Where should the welcome drinks be?');
      const late = await vote(over.id, over.questions[0].options[0].id, linus.headers);
      expect(late.status).toBe(400);
      expect(late.body.message).toBe('This poll is over.');
      expect(await attendings(over.id)).toBe(6);

      const deleted = await newPoll();
      await db()('social_hub_posts').where({ id: deleted.id }).update({ deleted_at: new Date() });
      const gone = await vote(deleted.id, deleted.options[0], linus.headers);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('This post has been deleted.');

      const poll = await newPoll();
      const visitor = await vote(poll.id, poll.options[0], dennis);
      expect(visitor.status).toBe(403);
      expect(visitor.body.message).toBe(NOT_ATTENDING);
      expect((await call('SocialHub/Attend', {}, {})).status).toBe(401);
      expect(
        (
          await call(
            'SocialHub/Attend',
            { postId: poll.id, postType: 1, questions: [{ id: poll.id, answer: poll.options[0] }] },
            dennis,
            forumId,
          )
        ).status,
      ).toBe(404);
      expect(await attendings(poll.id)).toBe(0);
    });
  });

  describe('survey posts (SocialHub/GetQuestions, SocialHub/Attend, spec 2 §4, §5)', () => {
    const SURVEY = 'Tell us about your summit';
    let survey: SocialHubPost;
    let questions: Question[];
    const answerSurvey = (answers: { id: string; answer: string | null }[], headers: Headers) =>
      call('SocialHub/Attend', { postId: survey.id, postType: 2, questions: answers }, headers);

    beforeAll(async () => {
      survey = await postTitled(SURVEY);
      questions = (await call('SocialHub/GetQuestions', { id: survey.id, type: 2 }, linus.headers)).body.data.items;
    });

    test('answers the survey’s questions in order, a child after its parent; five asked of everyone', async () => {
      expect(survey.estimatedQuestionCount).toBe(5);
      expect(questions.map((question) => question.type)).toEqual([15, 4, 100, 200, 11, 12]);
      expect(questions.filter((question) => !question.parentQuestionId)).toHaveLength(survey.estimatedQuestionCount);
      const [first, since] = questions;
      expect(since).toEqual(expect.objectContaining({ parentQuestionId: first.id, parentAnswerId: 'returning' }));
      expect(first.options.map((option) => option.id)).toEqual(['first', 'returning']);
      const seeded = await db()('social_hub_attendings').where({ post_id: survey.id }).select('answers');
      expect(seeded).toHaveLength(3);
      for (const row of seeded) {
        const stored = JSON.parse(row.answers) as { id: string }[];
        expect(stored.every((answer) => questions.some((question) => question.id === answer.id))).toBe(true);
      }
    });

    test('only a survey post has questions; visitors do not get them', async () => {
      const poll = await postTitled('Which track should get an encore tomorrow?');
      expect((await call('SocialHub/GetQuestions', { id: poll.id, type: 2 }, linus.headers)).status).toBe(404);
      expect((await call('SocialHub/GetQuestions', { id: randomUUID(), type: 2 }, linus.headers)).status).toBe(404);
      expect((await call('SocialHub/GetQuestions', { id: survey.id, type: 2 }, dennis)).status).toBe(403);
      expect(fieldsOf(await call('SocialHub/GetQuestions', { id: survey.id, type: 1 }, linus.headers))).toEqual([
        'type',
      ]);
    });

    test('the four checks and the choices, server side: field errors by place, nothing stored', async () => {
      const [first, since, tracks, sessions, change, email] = questions;
      const base = () => [
        { id: first.id, answer: 'returning' },
        { id: since.id, answer: '2020' },
        { id: tracks.id, answer: 'ai,os' },
        { id: sessions.id, answer: '4' },
        { id: change.id, answer: 'More coffee breaks.' },
        { id: email.id, answer: 'linus@demo.test' },
      ];
      const refused = async (answers: { id: string; answer: string | null }[], fields: string[]) => {
        const answer = await answerSurvey(answers, linus.headers);
        expect(answer.status).toBe(400);
        expect(fieldsOf(answer)).toEqual(fields);
      };
      const with_ = (index: number, answer: string | null) =>
        base().map((item, n) => (n === index ? { ...item, answer } : item));
      // (1) and (2): a required answer left empty, a required choice of several with none.
      await refused(with_(0, null), ['questions.0.answer']);
      await refused(with_(2, ''), ['questions.2.answer']);
      await refused(
        base().filter((item) => item.id !== sessions.id),
        ['questions'],
      );
      // (3) shorter than minLength; (4) not an e-mail.
      await refused(with_(1, '20'), ['questions.1.answer']);
      await refused(with_(4, 'Short'), ['questions.4.answer']);
      await refused(with_(5, 'linus@demo'), ['questions.5.answer']);
      // Choices that are not the question's.
      await refused(with_(0, 'maybe'), ['questions.0.answer']);
      await refused(with_(2, 'ai,cooking'), ['questions.2.answer']);
      await refused(with_(3, '6'), ['questions.3.answer']);
      await refused([...base(), { id: randomUUID(), answer: 'x' }], ['questions.6.id']);
      expect(await attendings(survey.id)).toBe(3);
    });

    test('answers are stored, a child’s only while its parent has its answer; the post is joined', async () => {
      const [first, since, tracks, sessions] = questions;
      const { status, body } = await answerSurvey(
        [
          { id: first.id, answer: 'first' },
          // Its parent's answer is another: not asked, so not kept.
          { id: since.id, answer: '2020' },
          { id: tracks.id, answer: 'reliability' },
          { id: sessions.id, answer: '5' },
        ],
        linus.headers,
      );
      expect(status).toBe(200);
      expect(body.data).toEqual(
        expect.objectContaining({ id: survey.id, isJoined: true, attendings: 4, questions: [] }),
      );
      const row = await db()('social_hub_attendings').where({ post_id: survey.id, user_id: linus.id }).first('answers');
      expect(JSON.parse(row.answers)).toEqual([
        { id: first.id, answer: 'first' },
        { id: tracks.id, answer: 'reliability' },
        { id: sessions.id, answer: '5' },
      ]);
      const again = await answerSurvey([{ id: first.id, answer: 'first' }], linus.headers);
      expect(again.body.message).toBe('You have already joined this survey.');
      expect((await postTitled(SURVEY, ada.headers)).isJoined).toBe(false);
    });
    test('a file question in a survey: the file is uploaded with the post as the form, then named', async () => {
      const postId = randomUUID();
      const questionId = randomUUID();
      const now = new Date();
      await db()('social_hub_posts').insert({
        id: postId,
        event_id: summitId,
        user_id: null,
        type: 2,
        title: 'Share your slides',
        post_text: 'One question.',
        estimated_question_count: 1,
        created_at: now,
        updated_at: now,
      });
      await db()('registration_questions').insert({
        id: questionId,
        event_id: summitId,
        social_hub_post_id: postId,
        type: 104,
        title: 'Your slides',
        is_required: true,
        details: JSON.stringify({ fileTypes: ['pdf'], maxFileSizeMb: 1 }),
        order_no: 0,
      });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const uploaded = await demo.api.app.inject({
        method: 'POST',
        url: `/api/v2/registration/uploadfile?uploadType=registrationForm&registrationFormId=${postId}&questionId=${questionId}`,
        headers: { ...ada.headers, 'x-event-id': summitId, 'content-type': fileField(pdf).contentType },
        payload: fileField(pdf).payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const url = uploaded.json().data.item.url as string;
      const answer = (file: string) =>
        call('SocialHub/Attend', { postId, postType: 2, questions: [{ id: questionId, answer: file }] }, ada.headers);
      expect(fieldsOf(await answer(`/api/files/${randomUUID()}.pdf`))).toEqual(['questions.0.answer']);
      expect((await answer(url)).body.data).toEqual(expect.objectContaining({ id: postId, isJoined: true }));
    });
  });

  describe('closing (spec 2 §4: the server pushes isOver)', () => {
    test('past its closing time a poll is over at once: listed so, and votes refused', async () => {
      const poll = await newPoll(new Date(Date.now() - 1000));
      const listed = (await feed({ ids: [poll.id] }))[0];
      expect(listed.isOver).toBe(true);
      expect((await feed({ status: 1 })).map((item) => item.id)).toContain(poll.id);
      expect((await feed({ status: 0 })).map((item) => item.id)).not.toContain(poll.id);
      const late = await call(
        'SocialHub/Attend',
        { postId: poll.id, postType: 1, questions: [{ id: poll.id, answer: poll.options[0] }] },
        ada.headers,
      );
      expect(late.body.message).toBe('This poll is over.');
    });

    test('closeDuePosts marks the due ones over and publishes each once', async () => {
      const due = await newPoll(new Date(Date.now() - 1000));
      const later = await newPoll(new Date(Date.now() + 60 * 60 * 1000));
      const published: unknown[][] = [];
      const publish = (...args: unknown[]) => published.push(args);
      expect(await closeDuePosts(db(), publish)).toContain(due.id);
      expect(published).toContainEqual([
        { kind: 'socialHub', name: `event-social-hub-${summitId}`, eventPrefix: '' },
        'postIsOverChanged',
        { postId: due.id, isOver: true },
      ]);
      expect(published.some(([, , payload]) => (payload as { postId: string }).postId === later.id)).toBe(false);
      expect(await closeDuePosts(db(), publish)).toEqual([]);
      expect((await db()('social_hub_posts').where({ id: due.id }).first('is_over')).is_over).toBeTruthy();
    });
  });

  describe('Q&A upvotes (SocialHub/ToggleUpvote, sorting 3)', () => {
    const QUESTION = 'Question for the keynote speakers';

    test('the seeded question leads the most upvoted; ties newest first', async () => {
      const items = await feed({ socialHubPostSortingType: 3 });
      expect(items[0]).toEqual(expect.objectContaining({ title: QUESTION, upvotes: 5, isUpvoted: false }));
      expect(items.slice(0, 3).map((item) => item.upvotes)).toEqual([5, 3, 2]);
      const rest = items.slice(3);
      expect(rest.every((item) => item.upvotes === 0)).toBe(true);
      const dates = rest.map((item) => item.createDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    test('isUpvoted is the state wanted: a second call changes nothing', async () => {
      const question = await postTitled(QUESTION);
      const up = (isUpvoted: boolean) => call('SocialHub/ToggleUpvote', { id: question.id, isUpvoted }, ada.headers);
      expect((await up(true)).body.data).toEqual({ id: question.id, isUpvoted: true, upvotes: 6 });
      expect((await up(true)).body.data).toEqual({ id: question.id, isUpvoted: true, upvotes: 6 });
      expect(await postTitled(QUESTION)).toEqual(expect.objectContaining({ upvotes: 6, isUpvoted: true }));
      expect((await up(false)).body.data).toEqual({ id: question.id, isUpvoted: false, upvotes: 5 });
      expect((await up(false)).body.data).toEqual({ id: question.id, isUpvoted: false, upvotes: 5 });
    });

    test('only Q&A posts, by attendees', async () => {
      const poll = await postTitled('Which track should get an encore tomorrow?');
      const announcement = await postTitled('Welcome to day two');
      for (const id of [poll.id, announcement.id]) {
        const answer = await call('SocialHub/ToggleUpvote', { id, isUpvoted: true }, ada.headers);
        expect(answer.status).toBe(400);
        expect(answer.body.validationErrors).toEqual({ id: 'Only questions can be upvoted.' });
      }
      const question = await postTitled(QUESTION);
      expect((await call('SocialHub/ToggleUpvote', { id: question.id, isUpvoted: true }, dennis)).status).toBe(403);
      expect((await call('SocialHub/ToggleUpvote', { id: randomUUID(), isUpvoted: true }, ada.headers)).status).toBe(
        404,
      );
      expect(fieldsOf(await call('SocialHub/ToggleUpvote', { id: question.id }, ada.headers))).toEqual(['isUpvoted']);
    });
  });

  describe('live poll (participant/checkpoll, participant/dovote)', () => {
    const check = async (headers: Headers) =>
      (await call('participant/checkpoll', undefined, headers)).body.data as CheckPollResponse;

    test('the running poll with whole-percent rates and the caller’s vote; a visitor sees it too', async () => {
      const { vote, poll } = await check(linus.headers);
      expect(vote).toBeNull();
      expect(poll).toEqual(
        expect.objectContaining({
          title: 'What should the closing panel talk about?',
          answers: ['Open source', 'AI safety', 'Accessibility', 'Green computing'],
          showRates: false,
        }),
      );
      expect(poll!.answerRates.map((rate) => rate.rate)).toEqual([25, 50, 25, 0]);
      expect(await check(dennis)).toEqual({ vote: null, poll });
      expect((await call('participant/checkpoll', undefined, dennis, forumId)).status).toBe(404);
    });

    test('one vote a person, one of the answers', async () => {
      const voter = await demo.newPerson({}, true);
      const vote = (answer: unknown, headers: Headers = voter.headers) =>
        call('participant/dovote', { answer }, headers);
      expect(fieldsOf(await vote('Quantum computing'))).toEqual(['answer']);
      expect(fieldsOf(await vote(''))).toEqual(['answer']);
      expect(fieldsOf(await vote(3))).toEqual(['answer']);
      const { status, body } = await vote(' Green computing ');
      expect(status).toBe(200);
      expect(body.data.vote).toBe('Green computing');
      expect(body.data.poll.answerRates.map((rate: { rate: number }) => rate.rate)).toEqual([20, 40, 20, 20]);
      expect((await check(voter.headers)).vote).toBe('Green computing');
      const again = await vote('Open source');
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('You have already voted in this poll.');
      expect((await vote('Open source', dennis)).status).toBe(403);
    });

    test('with no poll running: checkpoll answers none, a vote is refused', async () => {
      await db()('live_polls').where({ event_id: summitId }).update({ is_active: false });
      try {
        expect(await check(ada.headers)).toEqual({ vote: null, poll: null });
        const answer = await call('participant/dovote', { answer: 'Open source' }, ada.headers);
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('There is no live poll running now.');
      } finally {
        await db()('live_polls').where({ event_id: summitId }).update({ is_active: true });
      }
    });
  });

  describe('real time: votes, upvotes, closings and the live poll on event-social-hub-{eventId} (spec 2 §7.6)', () => {
    let socket: Socket;
    const next = (name: string) =>
      new Promise<unknown>((resolve) => {
        socket.once(name, resolve);
      });
    /** The first `name` message `matches` accepts, from now on. */
    const until = <T>(name: string, matches: (payload: T) => boolean) =>
      new Promise<T>((resolve) => {
        const listener = (payload: T) => {
          if (!matches(payload)) return;
          socket.off(name, listener);
          resolve(payload);
        };
        socket.on(name, listener);
      });
    type LivePollChanged = { poll: CheckPollResponse['poll'] };
    const rates = (payload: LivePollChanged) => payload.poll?.answerRates.map((rate) => rate.rate);

    beforeAll(async () => {
      socket = await openSocket(await listen(demo.api), ada.token);
      expect(await subscribe(socket, `event-social-hub-${summitId}`)).toEqual({ ok: true });
    });

    test('a vote publishes voteCalculated with the new counts', async () => {
      const poll = await newPoll();
      const voter = await demo.newPerson({}, true);
      type Votes = { items: { postId: string }[] };
      // Other polls voted in within the second may come in the same message.
      const ofPoll = (payload: Votes) => payload.items.find((item) => item.postId === poll.id);
      const calculated = until<Votes>('voteCalculated', (payload) => Boolean(ofPoll(payload)));
      const answered = (
        await call(
          'SocialHub/Attend',
          { postId: poll.id, postType: 1, questions: [{ id: poll.id, answer: poll.options[1] }] },
          voter.headers,
        )
      ).body.data as SocialHubPost;
      expect(ofPoll(await calculated)).toEqual({ postId: poll.id, attendings: 1, questions: answered.questions });
      expect(answered.questions[0].options.map((option) => option.percentage)).toEqual([0, 100, 0]);
    });

    test('an upvote publishes postUpvoteCountChanged, only when the count changed', async () => {
      const question = await postTitled('Question for the keynote speakers');
      // A quiet second first: what the tests before changed has gone out.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const changed = next('postUpvoteCountChanged');
      await call('SocialHub/ToggleUpvote', { id: question.id, isUpvoted: true }, linus.headers);
      expect(await changed).toEqual({ items: [{ postId: question.id, upvotes: question.upvotes + 1 }] });
      const seen: unknown[] = [];
      socket.on('postUpvoteCountChanged', (payload) => seen.push(payload));
      await call('SocialHub/ToggleUpvote', { id: question.id, isUpvoted: true }, linus.headers);
      const removed = next('postUpvoteCountChanged');
      await call('SocialHub/ToggleUpvote', { id: question.id, isUpvoted: false }, linus.headers);
      const back = { items: [{ postId: question.id, upvotes: question.upvotes }] };
      expect(await removed).toEqual(back);
      expect(seen).toEqual([back]);
      socket.off('postUpvoteCountChanged');
    });

    test('the server’s closing watch publishes postIsOverChanged once a closing time passes', async () => {
      const poll = await newPoll(new Date(Date.now() + 300));
      const closed = next('postIsOverChanged');
      expect(await closed).toEqual({ postId: poll.id, isOver: true });
      expect((await feed({ ids: [poll.id] }))[0].isOver).toBe(true);
    }, 10_000);

    test('votes in the live poll push its rates, a second’s votes in one message, without anyone’s vote', async () => {
      // A quiet second first, so the first vote starts one.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const seen: { at: number; payload: LivePollChanged }[] = [];
      const listener = (payload: LivePollChanged) => seen.push({ at: Date.now(), payload });
      socket.on('livePollChanged', listener);
      const before = (await call('participant/checkpoll', undefined, ada.headers)).body.data as CheckPollResponse;
      const voters = [];
      for (let index = 0; index < 3; index += 1) voters.push(await demo.newPerson({}, true));
      for (const voter of voters) {
        expect((await call('participant/dovote', { answer: 'Accessibility' }, voter.headers)).status).toBe(200);
      }
      const after = (await call('participant/checkpoll', undefined, ada.headers)).body.data as CheckPollResponse;
      await until<LivePollChanged>('livePollChanged', (payload) => rates(payload)?.join() === rates(after)?.join());
      socket.off('livePollChanged', listener);
      expect(rates(after)).not.toEqual(rates(before));
      // The first vote went out at once, the others together after the second: never one a vote.
      expect(seen.length).toBeLessThan(voters.length);
      expect(seen.at(-1)!.payload).toEqual({ poll: after.poll });
      for (let index = 1; index < seen.length; index += 1) {
        expect(seen[index]!.at - seen[index - 1]!.at).toBeGreaterThanOrEqual(900);
      }
    }, 10_000);

    test('a poll the organiser stops or starts (outside the api) is pushed by the watch', async () => {
      const stopped = until<LivePollChanged>('livePollChanged', (payload) => payload.poll === null);
      await db()('live_polls').where({ event_id: summitId }).update({ is_active: false });
      try {
        expect(await stopped).toEqual({ poll: null });
      } finally {
        await db()('live_polls').where({ event_id: summitId }).update({ is_active: true });
      }
      const started = await until<LivePollChanged>('livePollChanged', (payload) => payload.poll !== null);
      expect(started).toEqual({
        poll: ((await call('participant/checkpoll', undefined, ada.headers)).body.data as CheckPollResponse).poll,
      });
    }, 10_000);
  });
});
