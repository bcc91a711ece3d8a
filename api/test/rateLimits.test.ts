import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { addDays, localDate } from '../src/eventScope';
import { createRateLimits, RATE_LIMITS } from '../src/rateLimits';
import { UPLOAD_QUOTA_BYTES } from '../src/rateLimits/quota';
import { DiskStorage, removeUnusedUploads } from '../src/storage';
import { DemoEvent, type Headers } from './demoEvent';
import { fileField } from './multipart';

// Issue 32 item 3: the surfaces that reach other people or fill the storage answer 429 in the
// envelope past their limits, in the caller's language, and store nothing then.

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3949ab' } })
    .png()
    .toBuffer();

// untilRefused may wait up to 20 s for a fresh minute before its calls.
jest.setTimeout(60_000);

describe.each([sqlite, postgres])('rate limits on $name', (database) => {
  let demo: DemoEvent;
  let folder: string;
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await demo.api.db(table).where(where).count({ n: '*' }).first())!.n);

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'atrium-limits-test-'));
    demo = await DemoEvent.open(database, { storage: new DiskStorage(folder) });
  });
  afterAll(async () => {
    await demo?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /**
   * Calls `send` until it is refused; answers how many went through and the refusal. The limits
   * count in fixed minutes: a run that crossed into the next one would start counting again, so
   * it starts in a minute with at least 20 s left.
   */
  async function untilRefused(send: () => Promise<{ status: number; body: { message: string | null } }>, most: number) {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    for (let done = 0; done <= most + 1; done++) {
      const answer = await send();
      if (answer.status === 429) return { done, answer };
      expect(answer.status).toBe(200);
    }
    throw new Error(`no 429 after ${most + 2} calls`);
  }

  test('chat messages: 30 a minute per user, then 429 in their language, nothing stored', async () => {
    const [from, to] = [await demo.newPerson(), await demo.newPerson()];
    const send = (language?: string) =>
      demo.call('chat/sendmessage', { userID: to.id, messageText: 'hi' }, from.headers, null, language);
    const { done, answer } = await untilRefused(() => send(), RATE_LIMITS.chatMessage.perUser.max);
    expect(done).toBe(RATE_LIMITS.chatMessage.perUser.max);
    expect(answer.body).toEqual({
      hasError: true,
      message: 'You are sending messages too fast. Wait a minute, then send again.',
      data: null,
      validationErrors: null,
    });
    expect((await send('tr')).body.message).toBe(
      'Çok hızlı mesaj gönderiyorsunuz. Bir dakika bekleyip yeniden gönderin.',
    );
    expect(await count('messages', { user_id: from.id })).toBe(done);
    // Another user is not slowed by it.
    expect((await demo.call('chat/sendmessage', { userID: from.id, messageText: 'hi' }, to.headers, null)).status).toBe(
      200,
    );
  });

  test('posts and comments together: 20 a minute per user', async () => {
    const person = await demo.newPerson({}, true);
    let n = 0;
    const { done } = await untilRefused(
      () =>
        n++ % 2
          ? demo.call('socialhub/addorupdate', { postText: `post ${n}` }, person.headers)
          : demo.call('socialhub/addorupdate', { postText: `other ${n}` }, person.headers),
      RATE_LIMITS.socialHubWrite.perUser.max,
    );
    expect(done).toBe(RATE_LIMITS.socialHubWrite.perUser.max);
    const post = (await demo.api.db('social_hub_posts').where({ user_id: person.id }).first('id')).id;
    const comment = await demo.call(
      'socialhub/addupdatecomment',
      { postId: post, commentText: 'me too' },
      person.headers,
    );
    expect(comment.status).toBe(429);
    expect(comment.body.message).toBe('You are posting too fast. Wait a minute, then try again.');
  });

  test('follow toggles: 30 a minute, and the person followed is told once a day, not per toggle', async () => {
    const [follower, followed] = [await demo.newPerson(), await demo.newPerson()];
    let follow = false;
    const { done } = await untilRefused(() => {
      follow = !follow;
      return demo.call('profile/changefollow', { userID: followed.id, follow }, follower.headers, null);
    }, RATE_LIMITS.follow.perUser.max);
    expect(done).toBe(RATE_LIMITS.follow.perUser.max);
    expect(await count('notifications', { user_id: followed.id, related_user_id: follower.id })).toBe(1);
  });

  test('appointment requests: 10 a minute per user, counted once one would reach its invitees', async () => {
    const [owner, guest] = [await demo.newPerson({}, true), await demo.newPerson({}, true)];
    const summit = await demo.api.db('events').where({ id: demo.summitId }).first('timezone');
    const request = (time: string, userIds = [guest.id]) => ({
      eventId: demo.summitId,
      userIds,
      title: 'Coffee',
      duration: 15,
      appointmentDate: addDays(localDate(new Date(), summit.timezone), 1),
      appointmentTime: time,
    });
    const create = (time: string, userIds?: string[]) =>
      demo.call('notification/createappointment', request(time, userIds), owner.headers, null);
    // Bad requests reach nobody and are not counted.
    for (let i = 0; i < 12; i++) expect((await create('10:00', [])).status).toBe(400);
    const times = Array.from(
      { length: 11 },
      (_, i) => `1${Math.floor(i / 4)}:${String((i % 4) * 15).padStart(2, '0')}`,
    );
    const answers = [];
    for (const time of times) answers.push((await create(time)).status);
    expect(answers).toEqual([...Array(RATE_LIMITS.appointmentRequest.perUser.max).fill(200), 429]);
    expect(await count('appointments', { owner_id: owner.id })).toBe(RATE_LIMITS.appointmentRequest.perUser.max);
  });

  describe('uploads', () => {
    let person: { id: string; headers: Headers };
    const upload = async (uploadType = 'message') => {
      const body = fileField(await png());
      const response = await demo.api.app.inject({
        method: 'POST',
        url: `/api/v2/account/uploadfile?uploadType=${uploadType}`,
        headers: { ...person.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      return { status: response.statusCode, body: response.json() };
    };

    beforeAll(async () => {
      person = await demo.newPerson();
    });

    test('20 a minute per user, then 429 with nothing stored', async () => {
      const { done } = await untilRefused(() => upload(), RATE_LIMITS.upload.perUser.max);
      expect(done).toBe(RATE_LIMITS.upload.perUser.max);
      expect(await count('uploads', { user_id: person.id })).toBe(done);
    });

    test('an upload nothing shows is removed after a while; one a message shows stays', async () => {
      const other = await demo.newPerson();
      person = await demo.newPerson();
      const [sent, unsent] = [(await upload()).body.data.item.url, (await upload()).body.data.item.url];
      expect(
        (await demo.call('chat/sendmessage', { userID: other.id, image: sent }, person.headers, null)).status,
      ).toBe(200);
      expect(await removeUnusedUploads(demo.api.db, demo.api.storage, 0, Date.now() + 1000)).toBeGreaterThanOrEqual(1);
      const served = (url: string) => demo.api.app.inject({ method: 'GET', url });
      expect((await served(sent)).statusCode).toBe(200);
      expect((await served(unsent)).statusCode).toBe(404);
      expect(await count('uploads', { user_id: person.id })).toBe(1);
    });

    test('a user whose uploads fill the quota is told so beside the file, and nothing is stored', async () => {
      person = await demo.newPerson();
      await demo.api.db('uploads').insert({
        key: `${demo.demoId}/filler`,
        application_id: demo.demoId,
        user_id: person.id,
        bytes: UPLOAD_QUOTA_BYTES - 10,
        used: true,
        created_at: new Date(),
      });
      const { status, body } = await upload('profilePicture');
      expect(status).toBe(413);
      expect(body.validationErrors).toEqual({
        file: `Your uploads fill all the storage you have (${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB). Remove some pictures, then try again.`,
      });
      expect(await count('uploads', { user_id: person.id })).toBe(1);
    });
  });

  test('per address: every user behind one address together, each window counted apart', async () => {
    let at = 0;
    const limits = createRateLimits(demo.api.db, {
      now: () => at,
      limits: {
        ...RATE_LIMITS,
        chatMessage: {
          perUser: { max: 3, windowMs: 1000 },
          perAddress: { max: 5, windowMs: 1000 },
          message: 'tooManyMessages',
        },
      },
    });
    const take = (userId: string) => limits.take('chatMessage', { userId, address: '192.0.2.1' });
    const taken = [];
    for (const userId of ['a', 'a', 'a', 'a', 'b', 'b', 'c']) taken.push(await take(userId));
    // a: 3 then refused; b: 2 (address at 6 by then: the 6th is refused); c refused by the address.
    expect(taken).toEqual([true, true, true, false, true, false, false]);
    at = 1000;
    expect(await take('c')).toBe(true);
  });
});
