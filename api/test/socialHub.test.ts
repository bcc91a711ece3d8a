import type { Socket } from 'socket.io-client';
import type { CallName, SocialHubComment, SocialHubPost } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DemoEvent, fieldsOf, NOT_FOUND as notFound, type Headers, type Person } from './demoEvent';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 15 items 1, 2, 3, 7, 9, 10: the social hub's api (spec 2 §2.17, §3 Social hub post,
// Comment, Social hub filter, §4, §5 mentions, §6, §7.3, §7.6, §9) on the seeded summit feed.

const NOT_ATTENDING = 'Only attendees of this event can do this.';

describe.each([sqlite, postgres])('social hub on $name', (database) => {
  let demo: DemoEvent;
  let summitId: string;
  let forumId: string;
  let ada: Person;
  let linus: Person;
  let dennis: Headers;
  let grace: Headers;

  const call = (name: CallName, body: unknown, headers: Headers, eventId: string | null = summitId) =>
    demo.call(name, body, headers, eventId);
  const feed = async (body: object = {}, headers: Headers = ada.headers) => {
    const { status, body: answer } = await call('SocialHub/List', body, headers);
    expect(status).toBe(200);
    return answer.data as { items: SocialHubPost[]; totalCount: number };
  };
  const post = async (body: object, headers: Headers = ada.headers) => call('socialhub/addorupdate', body, headers);
  const comments = async (body: object, headers: Headers = ada.headers) =>
    (await call('SocialHub/ListComments', body, headers)).body.data as {
      items: SocialHubComment[];
      totalCount: number;
    };
  const idOf = async (email: string) => (await demo.api.db('users').where({ email }).first('id')).id as string;

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    ({ summitId, forumId } = demo);
    [ada, linus] = await Promise.all([demo.person('ada@demo.test'), demo.person('linus@demo.test')]);
    [dennis, grace] = await Promise.all([
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.signIn('dennis@demo.test'),
      demo.signIn('grace@acme.test', demo.acmeId),
    ]);
  });

  afterAll(async () => {
    closeSockets();
    await demo?.close();
  });

  describe('SocialHub/List (spec 2 §3 Social hub filter, §9)', () => {
    test('pages the seeded feed newest first, 20 by default, skip = the posts loaded', async () => {
      const first = await feed();
      expect(first.items).toHaveLength(20);
      // More follow: the page and one (issue 29, nothing counts the feed); the last page is exact.
      expect(first.totalCount).toBe(21);
      const dates = first.items.map((item) => item.createDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await feed({ skip: 20 });
      expect(second.items).toHaveLength(17);
      expect(second.totalCount).toBe(37);
      expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(37);
      expect((await feed({ skip: 30, take: 5 })).items).toHaveLength(5);
    });

    test('every post type with its owner, topic, counts and the caller’s likes', async () => {
      const { items } = await feed({ take: 100 });
      expect(new Set(items.map((item) => item.type))).toEqual(new Set([0, 1, 2]));
      const poll = items.find((item) => item.type === 1)!;
      expect(poll.owner).toEqual(expect.objectContaining({ id: summitId, type: 1 }));
      expect(poll.questions[0].options.map((option) => [option.title, option.count, option.percentage])).toEqual([
        ['Artificial intelligence', 3, 50],
        ['Operating systems', 1, 17],
        ['Reliability engineering', 2, 33],
        ['Event technology', 0, 0],
      ]);
      expect(poll.isJoined).toBe(false);
      expect(poll.attendings).toBe(6);
      const survey = items.find((item) => item.type === 2)!;
      expect(survey).toEqual(expect.objectContaining({ estimatedQuestionCount: 5, attendings: 3, isJoined: false }));
      const alans = items.find((item) => item.postText.startsWith('Great chat with Ada'))!;
      expect(alans.owner).toEqual(
        expect.objectContaining({ fullName: 'Alan Turing', type: 0, title: 'Software Engineer' }),
      );
      expect(alans.mentions).toEqual([{ id: ada.id, fullName: 'Ada Lovelace' }]);
      expect(alans.topic).toEqual({ id: expect.any(String), title: 'Networking', color: '#00897b' });
      const first = items.find((item) => item.postText.startsWith('Good morning'))!;
      expect(first.comments).toBe(9);
      expect(items.some((item) => item.image?.startsWith('data:image/svg+xml'))).toBe(true);
      for (const item of items) {
        expect(item.likes).toBeGreaterThanOrEqual(item.latestLikes.length);
        expect(item.latestLikes.length).toBeLessThanOrEqual(3);
        expect(item.isLiked).toBe(item.likes > 0 && (await likedBy(item.id, ada.id)));
      }
    });

    const likedBy = async (postId: string, userId: string) =>
      Boolean(await demo.api.db('social_hub_post_likes').where({ post_id: postId, user_id: userId }).first('user_id'));

    test('sorts by likes and by comments', async () => {
      const byLikes = (await feed({ socialHubPostSortingType: 1, take: 100 })).items.map((item) => item.likes);
      expect(byLikes).toEqual([...byLikes].sort((a, b) => b - a));
      const byComments = (await feed({ socialHubPostSortingType: 2, take: 100 })).items.map((item) => item.comments);
      expect(byComments).toEqual([...byComments].sort((a, b) => b - a));
      expect(byComments[0]).toBe(9);
    });

    test('filters by topics, type, mention, search and whether a topic is set', async () => {
      const topics = (await call('SocialHub/ListTopics', undefined, ada.headers)).body.data.items;
      expect(topics.map((topic: { title: string }) => topic.title)).toEqual([
        'Keynotes',
        'Networking',
        'Workshops',
        'Questions',
      ]);
      const workshops = await feed({ subjectIds: [topics[2].id], take: 100 });
      expect(workshops.totalCount).toBe(4);
      expect(workshops.items.every((item) => item.topic?.title === 'Workshops')).toBe(true);
      expect((await feed({ type: 1 })).items.map((item) => item.type)).toEqual([1, 1]);
      const mentioningAda = await feed({ mentionId: ada.id });
      expect(mentioningAda.items.map((item) => item.owner.fullName)).toEqual(['Alan Turing']);
      expect((await feed({ searchTerm: 'ESPRESSO' })).items).toHaveLength(1);
      const withTopic = (await feed({ hasTopic: true, take: 100 })).totalCount;
      const without = (await feed({ hasTopic: false, take: 100 })).totalCount;
      expect(withTopic + without).toBe(37);
      expect((await feed({ status: 0 })).items.map((item) => item.type).sort()).toEqual([1, 2]);
    });

    test('a visitor reads the feed; another brand and an event without a hub do not', async () => {
      expect((await feed({ take: 100 }, dennis)).totalCount).toBe(37);
      expect((await call('SocialHub/List', {}, grace)).body).toEqual(notFound);
      const forum = await call('SocialHub/List', {}, dennis, forumId);
      expect(forum.status).toBe(404);
      expect(forum.body.message).toBe('This event has no social hub.');
      expect((await call('SocialHub/List', {}, {})).status).toBe(401);
    });

    test('bad filters are field errors', async () => {
      const { status, body } = await call(
        'SocialHub/List',
        { skip: -1, take: 101, type: 3, socialHubPostSortingType: 9, subjectIds: 'x', status: 2 },
        ada.headers,
      );
      expect(status).toBe(400);
      expect(fieldsOf({ body })).toEqual(['skip', 'socialHubPostSortingType', 'status', 'subjectIds', 'take', 'type']);
    });
  });

  describe('definition/listenums', () => {
    test('names the sorting types in the caller’s language', async () => {
      const english = await demo.api.app.inject({ method: 'GET', url: '/api/v2/definition/listenums' });
      expect(english.json().data.SocialHubPostSortingType).toEqual([
        { key: 0, displayName: 'Newest first' },
        { key: 1, displayName: 'Most liked' },
        { key: 2, displayName: 'Most commented' },
        { key: 3, displayName: 'Most upvoted' },
      ]);
      const turkish = await demo.api.app.inject({
        method: 'GET',
        url: '/api/v2/definition/listenums',
        headers: { 'accept-language': 'tr' },
      });
      expect(turkish.json().data.SocialHubPostSortingType[1].displayName).toBe('En çok beğenilenler');
    });
  });

  describe('socialhub/addorupdate and SocialHub/Delete (spec 2 §6)', () => {
    test('an attendee posts with a topic and mentions; people not of the event are dropped', async () => {
      const topic = (await call('SocialHub/ListTopics', undefined, ada.headers)).body.data.items[0];
      const grace = await idOf('grace@acme.test');
      const { status, body } = await post({
        postText: '  Hello from the front row, Linus Torvalds!  ',
        topic: topic.id,
        mentions: [
          { id: linus.id, fullName: 'Linus Torvalds' },
          { id: grace, fullName: 'Grace Hopper' },
          { id: linus.id, fullName: 'Linus Torvalds' },
        ],
        type: 0,
        isDraft: false,
      });
      expect(status).toBe(200);
      expect(body.data).toEqual(
        expect.objectContaining({
          postText: 'Hello from the front row, Linus Torvalds!',
          topic: expect.objectContaining({ id: topic.id }),
          mentions: [{ id: linus.id, fullName: 'Linus Torvalds' }],
          owner: expect.objectContaining({ id: ada.id, fullName: 'Ada Lovelace', type: 0 }),
          likes: 0,
          comments: 0,
          isLiked: false,
        }),
      );
      expect((await feed({ take: 1 })).items[0].id).toBe(body.data.id);
      // She changes her own post.
      const changed = await post({ id: body.data.id, postText: 'Hello again', topic: null });
      expect(changed.body.data).toEqual(
        expect.objectContaining({ id: body.data.id, postText: 'Hello again', topic: null, mentions: [] }),
      );
      // Linus may not change nor delete it.
      expect((await post({ id: body.data.id, postText: 'Mine now' }, linus.headers)).status).toBe(403);
      const refused = await call('SocialHub/Delete', { id: body.data.id }, linus.headers);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only delete your own posts.');
      // She deletes it; it is gone from the feed, and liking it says so.
      expect((await call('SocialHub/Delete', { id: body.data.id }, ada.headers)).body.hasError).toBe(false);
      expect((await feed({ ids: [body.data.id] })).items).toEqual([]);
      const like = await call('socialhub/togglelike', { id: body.data.id, isLiked: true }, linus.headers);
      expect(like.status).toBe(400);
      expect(like.body.message).toBe('The post you tried to like has been deleted.');
      const turkish = await demo.call(
        'socialhub/togglelike',
        { id: body.data.id, isLiked: true },
        linus.headers,
        summitId,
        'tr',
      );
      expect(turkish.body.message).toBe('Beğenmeye çalıştığınız gönderi silinmiş.');
      const comment = await call(
        'socialhub/addupdatecomment',
        { postId: body.data.id, commentText: 'Hi' },
        linus.headers,
      );
      expect(comment.status).toBe(400);
      expect(comment.body.message).toBe('The post you tried to comment on has been deleted.');
      expect((await call('SocialHub/Delete', { id: body.data.id }, ada.headers)).status).toBe(404);
    });

    test("nobody deletes the organiser's poll", async () => {
      const poll = (await feed({ type: 1 })).items[0];
      expect((await call('SocialHub/Delete', { id: poll.id }, ada.headers)).status).toBe(403);
    });

    test('refusals: visitor, guest, empty, polls, announcements, unknown topic, foreign image; nothing stored', async () => {
      const before = await demo.api.db('social_hub_posts').count({ n: '*' }).first();
      const visitor = await post({ postText: 'Hi' }, dennis);
      expect(visitor.status).toBe(403);
      expect(visitor.body.message).toBe(NOT_ATTENDING);
      expect((await post({ postText: 'Hi' }, {})).status).toBe(401);
      expect((await call('socialhub/addorupdate', { postText: 'Hi' }, grace)).body).toEqual(notFound);
      const bad = await post({
        postText: '   ',
        type: 1,
        isAnnouncement: true,
        topic: 'no-such-topic',
        session: 'no-such-session',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.validationErrors).toEqual({
        postText: 'Write something to share.',
        type: 'Polls and surveys are made by the organisers.',
        isAnnouncement: 'Announcements are made by the organisers.',
        topic: 'Choose one of the topics of this event.',
        session: 'There is no such session in this event.',
      });
      const image = await post({
        postText: 'Look',
        image: `/api/files/${demo.demoId}/00000000-0000-4000-8000-000000000000.webp`,
      });
      expect(image.body.validationErrors).toEqual({ image: 'Attach an image uploaded here.' });
      const malformed = await post({ postText: 'x'.repeat(2001), image: 'https://evil.test/a.png', mentions: 'x' });
      expect(fieldsOf(malformed)).toEqual(['image', 'mentions', 'postText']);
      expect((await post({ id: 'no-such-post', postText: 'x' })).body).toEqual(notFound);
      expect(await demo.api.db('social_hub_posts').count({ n: '*' }).first()).toEqual(before);
    });
  });

  describe('likes (socialhub/togglelike, SocialHub/togglelikecomment)', () => {
    test('isLiked sets the like; saying it twice changes nothing; counts and latest likes follow', async () => {
      // Linus's own post: none of its seeded likes is his.
      const target = (await feed({ searchTerm: 'Hackathon night was chaotic' })).items[0];
      const liked = await call('socialhub/togglelike', { id: target.id, isLiked: true }, linus.headers);
      const likes = target.likes + 1;
      expect(liked.body.data).toEqual({ id: target.id, isLiked: true, likes });
      expect(
        (await call('socialhub/togglelike', { id: target.id, isLiked: true }, linus.headers)).body.data.likes,
      ).toBe(likes);
      const seen = (await feed({ ids: [target.id] }, linus.headers)).items[0];
      expect(seen).toEqual(expect.objectContaining({ isLiked: true, likes }));
      expect(seen.latestLikes[0]).toEqual({ id: linus.id, fullName: 'Linus Torvalds', image: null });
      const unliked = await call('socialhub/togglelike', { id: target.id, isLiked: false }, linus.headers);
      expect(unliked.body.data).toEqual({ id: target.id, isLiked: false, likes: likes - 1 });
      expect((await call('socialhub/togglelike', { id: target.id, isLiked: true }, dennis)).status).toBe(403);
      expect((await call('socialhub/togglelike', { id: 'nope', isLiked: true }, ada.headers)).body).toEqual(notFound);
      expect(fieldsOf(await call('socialhub/togglelike', { id: '', isLiked: 'yes' }, ada.headers))).toEqual([
        'id',
        'isLiked',
      ]);
    });

    test('comment likes toggle and count', async () => {
      const first = (await feed({ searchTerm: 'Good morning' })).items[0];
      const [comment] = (await comments({ postId: first.id })).items;
      const liked = await call('SocialHub/togglelikecomment', { id: comment.id, isLiked: true }, ada.headers);
      expect(liked.body.data).toEqual({ id: comment.id, isLiked: true, likes: comment.likeCount + 1 });
      const again = (await comments({ postId: first.id })).items[0];
      expect(again).toEqual(expect.objectContaining({ isLiked: true, likeCount: comment.likeCount + 1 }));
      await call('SocialHub/togglelikecomment', { id: comment.id, isLiked: false }, ada.headers);
      expect((await call('SocialHub/togglelikecomment', { id: comment.id, isLiked: true }, dennis)).status).toBe(403);
      expect((await call('SocialHub/togglelikecomment', { id: 'nope', isLiked: true }, ada.headers)).body).toEqual(
        notFound,
      );
    });
  });

  describe('comments (SocialHub/ListComments, socialhub/addupdatecomment, SocialHub/DeleteComment)', () => {
    test('5 a page newest first, replies oldest first by parentId', async () => {
      const first = (await feed({ searchTerm: 'Good morning' })).items[0];
      const page1 = await comments({ postId: first.id });
      expect(page1.items).toHaveLength(5);
      expect(page1.totalCount).toBe(6);
      const page2 = await comments({ postId: first.id, skip: 5 });
      expect(page2.items.map((item) => item.commentText)).toEqual(['Here! Saving you a seat.']);
      const dates = page1.items.map((item) => item.createDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const thread = page2.items[0];
      expect(thread.subCommentCount).toBe(2);
      const replies = await comments({ postId: first.id, parentId: thread.id });
      expect(replies.items.map((item) => [item.owner.fullName, item.commentText, item.parentId])).toEqual([
        ['Ada Lovelace', 'Thank you! Coming in a minute.', thread.id],
        ['Alan Turing', 'Me too, two seats please.', thread.id],
      ]);
      // A visitor reads them too.
      expect((await comments({ postId: first.id }, dennis)).totalCount).toBe(6);
      expect((await call('SocialHub/ListComments', { postId: first.id }, grace)).body).toEqual(notFound);
      expect((await call('SocialHub/ListComments', { postId: first.id, parentId: 'nope' }, ada.headers)).status).toBe(
        404,
      );
      expect(fieldsOf(await call('SocialHub/ListComments', { postId: 5, take: 0 }, ada.headers))).toEqual([
        'postId',
        'take',
      ]);
    });

    test('mention tokens of people of the event are kept, others taken out', async () => {
      const target = (await feed({ searchTerm: 'tabs or spaces' })).items[0];
      const grace = await idOf('grace@acme.test');
      const { body } = await call(
        'socialhub/addupdatecomment',
        { postId: target.id, commentText: `Ask %${ada.id}% and %${grace}%  about it`, mentions: [] },
        linus.headers,
      );
      expect(body.data).toEqual(
        expect.objectContaining({
          commentText: `Ask %${ada.id}% and about it`,
          mentions: [{ id: ada.id, fullName: 'Ada Lovelace' }],
          owner: { id: linus.id, fullName: 'Linus Torvalds', image: null },
          parentId: null,
          likeCount: 0,
          subCommentCount: 0,
        }),
      );
      expect((await feed({ ids: [target.id] })).items[0].comments).toBe(target.comments + 1);
      // Ada replies to Linus's comment; a reply to her reply joins the same thread.
      const reply = await call(
        'socialhub/addupdatecomment',
        { postId: target.id, parentId: body.data.id, commentText: 'Spaces!' },
        ada.headers,
      );
      const deeper = await call(
        'socialhub/addupdatecomment',
        { postId: target.id, parentId: reply.body.data.id, commentText: 'Tabs!' },
        linus.headers,
      );
      expect(deeper.body.data.parentId).toBe(body.data.id);
      expect((await comments({ postId: target.id })).items[0].subCommentCount).toBe(2);
      // Ada cannot delete Linus's comment; Linus deletes it and its replies go with it.
      const refused = await call('SocialHub/DeleteComment', { id: body.data.id }, ada.headers);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only delete your own comments.');
      expect(
        (
          await call(
            'socialhub/addupdatecomment',
            { id: body.data.id, postId: target.id, commentText: 'x' },
            ada.headers,
          )
        ).status,
      ).toBe(403);
      expect((await call('SocialHub/DeleteComment', { id: body.data.id }, linus.headers)).body.hasError).toBe(false);
      expect((await feed({ ids: [target.id] })).items[0].comments).toBe(target.comments);
    });

    test('refusals: empty, unknown parent, visitor, another brand; nothing stored', async () => {
      const target = (await feed({ searchTerm: 'tabs or spaces' })).items[0];
      const before = await demo.api.db('social_hub_comments').count({ n: '*' }).first();
      const empty = await call(
        'socialhub/addupdatecomment',
        { postId: target.id, commentText: ' %nobody% ' },
        ada.headers,
      );
      expect(empty.body.validationErrors).toEqual({ commentText: 'Write a comment.' });
      const parent = await call(
        'socialhub/addupdatecomment',
        { postId: target.id, parentId: 'nope', commentText: 'Hi' },
        ada.headers,
      );
      expect(parent.body.validationErrors).toEqual({ parentId: 'The comment you answered is not on this post.' });
      const visitor = await call('socialhub/addupdatecomment', { postId: target.id, commentText: 'Hi' }, dennis);
      expect(visitor.body.message).toBe(NOT_ATTENDING);
      expect((await call('socialhub/addupdatecomment', { postId: target.id, commentText: 'Hi' }, grace)).body).toEqual(
        notFound,
      );
      expect(
        fieldsOf(await call('socialhub/addupdatecomment', { postId: '', commentText: 'x'.repeat(1001) }, ada.headers)),
      ).toEqual(['commentText', 'postId']);
      expect(await demo.api.db('social_hub_comments').count({ n: '*' }).first()).toEqual(before);
      expect((await call('SocialHub/DeleteComment', { id: 'nope' }, ada.headers)).body).toEqual(notFound);
    });
  });

  describe('socialhub/searchmention (spec 2 §5)', () => {
    test('finds people of the event by name, not the caller, not hidden ones, not other events', async () => {
      const { body } = await call('socialhub/searchmention', { searchTerm: 'li' }, ada.headers);
      expect(body.data.items.map((item: { fullName: string }) => item.fullName)).toEqual(['Linus Torvalds']);
      expect(body.data.items[0]).toEqual({
        id: linus.id,
        fullName: 'Linus Torvalds',
        image: null,
        title: 'Maintainer',
        type: 0,
      });
      const everyone = (await call('socialhub/searchmention', {}, ada.headers)).body.data.items;
      const names = everyone.map((item: { fullName: string }) => item.fullName);
      expect(names).not.toContain('Ada Lovelace');
      expect(names.some((name: string) => name.startsWith('Satoshi'))).toBe(false);
      expect(names).not.toContain('Dennis Ritchie');
      expect((await call('socialhub/searchmention', { searchTerm: 'a' }, dennis)).status).toBe(403);
      expect(fieldsOf(await call('socialhub/searchmention', { searchTerm: 'a\u0000' }, ada.headers))).toEqual([
        'searchTerm',
      ]);
    });
  });

  describe('real time: event-social-hub-{eventId} (spec 2 §7.6)', () => {
    let url: string;
    let socket: Socket;
    /** The first `name` message `matches` accepts, from now on. */
    const until = <T = { items: Record<string, unknown>[] }>(
      name: string,
      matches: (payload: T) => unknown = () => true,
    ) =>
      new Promise<T>((resolve) => {
        const listener = (payload: T) => {
          if (!matches(payload)) return;
          socket.off(name, listener);
          resolve(payload);
        };
        socket.on(name, listener);
      });
    const itemOf =
      (id: string, key = 'postId') =>
      (payload: { items: Record<string, unknown>[] }) =>
        payload.items.find((item) => item[key] === id);

    beforeAll(async () => {
      url = await listen(demo.api);
      socket = await openSocket(url, ada.token);
    });

    test('anyone of the brand may subscribe, no one else', async () => {
      const visitor = await openSocket(url, (await demo.person('dennis@demo.test')).token);
      expect(await subscribe(visitor, `event-social-hub-${summitId}`)).toEqual({ ok: true });
      const other = await openSocket(url, (await demo.person('grace@acme.test', demo.acmeId)).token);
      expect((await subscribe(other, `event-social-hub-${summitId}`)).ok).toBe(false);
    });

    test('every change arrives on a subscribed socket, counts as they are when sent', async () => {
      expect(await subscribe(socket, `event-social-hub-${summitId}`)).toEqual({ ok: true });
      const newPost = until('newPost');
      const created = (await post({ postText: 'Live!' }, linus.headers)).body.data as SocialHubPost;
      // What the new-posts banner needs, not the post.
      expect(await newPost).toEqual({
        items: [{ id: created.id, type: 0, topicId: null, owner: created.owner }],
      });

      const likeCount = until('postLikeCountChanged', itemOf(created.id));
      await call('socialhub/togglelike', { id: created.id, isLiked: true }, ada.headers);
      // With the other posts liked in the same second, if any.
      expect(itemOf(created.id)(await likeCount)).toEqual({
        postId: created.id,
        likes: 1,
        latestLikes: [{ id: ada.id, fullName: 'Ada Lovelace', image: null }],
      });

      const newComment = until<SocialHubComment>('newComment');
      const commentCount = until('postCommentCountChanged', itemOf(created.id));
      const comment = (
        await call('socialhub/addupdatecomment', { postId: created.id, commentText: 'Nice' }, ada.headers)
      ).body.data;
      expect(await newComment).toEqual(comment);
      expect(itemOf(created.id)(await commentCount)).toEqual({ postId: created.id, comments: 1 });

      const subCount = until('commentSubCommentCountChanged', itemOf(comment.id, 'id'));
      const reply = (
        await call(
          'socialhub/addupdatecomment',
          { postId: created.id, parentId: comment.id, commentText: 'Thanks' },
          linus.headers,
        )
      ).body.data;
      expect(itemOf(comment.id, 'id')(await subCount)).toEqual({
        postId: created.id,
        id: comment.id,
        subCommentCount: 1,
      });

      const commentLike = until('postCommentLikeCountChanged', itemOf(reply.id, 'id'));
      await call('SocialHub/togglelikecomment', { id: reply.id, isLiked: true }, ada.headers);
      expect(itemOf(reply.id, 'id')(await commentLike)).toEqual({ postId: created.id, id: reply.id, likeCount: 1 });

      const deleted = until('postCommentDeleted');
      // The reply made 2 comments; whichever messages come meanwhile, the last says 1.
      const afterDelete = until('postCommentCountChanged', (payload) =>
        payload.items.some((item) => item.postId === created.id && item.comments === 1),
      );
      await call('SocialHub/DeleteComment', { id: reply.id }, linus.headers);
      expect(await deleted).toEqual({ postId: created.id, id: reply.id, parentId: comment.id });
      await afterDelete;

      const removed = until('removePost');
      await call('SocialHub/Delete', { id: created.id }, linus.headers);
      expect(await removed).toEqual({ id: created.id });
    });

    test('a burst goes out coalesced: the first at once, the rest together a second later', async () => {
      const seen: { at: number; items: { id: string }[] }[] = [];
      const listener = ({ items }: { items: { id: string }[] }) => seen.push({ at: Date.now(), items });
      // A quiet second first, so the burst starts one.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      socket.on('newPost', listener);
      const ids: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        ids.push((await post({ postText: `Burst ${index}` }, linus.headers)).body.data.id);
      }
      // One deleted before its message went is not told (its removePost went at once).
      const gone = (await post({ postText: 'Gone at once' }, linus.headers)).body.data.id;
      await call('SocialHub/Delete', { id: gone }, linus.headers);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      socket.off('newPost', listener);
      // Every post told once, newest last; fewer messages than posts, at least a second apart.
      expect(seen.flatMap((message) => message.items.map((item) => item.id))).toEqual(ids);
      expect(seen.length).toBeLessThan(ids.length);
      for (let index = 1; index < seen.length; index += 1) {
        expect(seen[index]!.at - seen[index - 1]!.at).toBeGreaterThanOrEqual(900);
      }
      for (const id of ids) await call('SocialHub/Delete', { id }, linus.headers);
    });
  });

  describe('blocking (issue 32 item 5)', () => {
    test('someone blocked either way is neither found to mention nor mentioned', async () => {
      const blocker = await demo.newPerson({ first_name: 'Blocker', last_name: 'One' }, true);
      const blocked = await demo.newPerson({ first_name: 'Blocked', last_name: 'Two' }, true);
      await call('account/toggleblockquery', { id: blocked.id }, blocker.headers, null);
      for (const [who, whom, name] of [
        [blocker, blocked, 'Blocked Two'],
        [blocked, blocker, 'Blocker One'],
      ] as const) {
        const found = (await call('socialhub/searchmention', { searchTerm: 'block' }, who.headers)).body.data.items;
        expect(found.map((item: { fullName: string }) => item.fullName)).not.toContain(name);
        const mentions = [
          { id: whom.id, fullName: name },
          { id: ada.id, fullName: 'Ada Lovelace' },
        ];
        const { body } = await post({ postText: 'Hello both', mentions }, who.headers);
        expect(body.data.mentions).toEqual([{ id: ada.id, fullName: 'Ada Lovelace' }]);
      }
      // Ada, who blocked nobody, finds both.
      const found = (await call('socialhub/searchmention', { searchTerm: 'block' }, ada.headers)).body.data.items;
      expect(found.map((item: { fullName: string }) => item.fullName).sort()).toEqual(['Blocked Two', 'Blocker One']);
    });
  });
});
