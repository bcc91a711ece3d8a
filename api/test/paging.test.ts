import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CallName } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { DemoEvent, type Person } from './demoEvent';

// Issue 29 item 5: a page of a list that grows with the event costs the same at any size. It reads
// one row past the page for whether more follow, never counts the set, and reads the feed's page
// off an index in the feed's order.

const CLOSING_WATCH_SQL = /where [`"]is_over[`"] = (\?|\$\d+) and [`"]closes_at[`"] <= (\?|\$\d+)/i;

/** The SQL a call issued. */
async function statementsOf(db: Knex, run: () => Promise<unknown>): Promise<string[]> {
  const issued: string[] = [];
  // Not the closing watch's look for due polls (every 2 s, whatever the call does): on a slow run
  // it fell inside the call and was counted as one of its reads.
  const listener = (query: { sql: string }) => {
    if (!CLOSING_WATCH_SQL.test(query.sql)) issued.push(query.sql);
  };
  db.on('query', listener);
  try {
    await run();
  } finally {
    db.off('query', listener);
  }
  return issued;
}

const POSTS = 5000;

describe.each([sqlite, postgres])('paging on $name', (database) => {
  let demo: DemoEvent;
  let ada: Person;

  const data = async (name: CallName, body: unknown, eventId: string | null = demo.summitId) => {
    const answer = await demo.call(name, body, { 'x-application-id': demo.demoId, ...ada.headers }, eventId);
    expect(answer.status).toBe(200);
    return answer.body.data as { items: { id: string }[]; totalCount: number };
  };

  beforeAll(async () => {
    // No networking seat sweeper (issue 33): its reads each second would be counted with the others.
    demo = await DemoEvent.open(database, { networkingSweepMs: 0 });
    ada = await demo.person('ada@demo.test');
    // A busy event: thousands of posts beside the seeded 37, a second apart, by the seeded people.
    const db = demo.api.db;
    const users: string[] = (await db('event_attendees').where('event_id', demo.summitId).pluck('user_id')).sort();
    const start = Date.now() - POSTS * 1000 - 86_400_000 * 10;
    const rows = Array.from({ length: POSTS }, (_, index) => ({
      id: randomUUID(),
      event_id: demo.summitId,
      user_id: users[index % users.length],
      type: 0,
      post_text: `Busy ${index}`,
      like_count: index % 7,
      created_at: new Date(start + index * 1000),
      updated_at: new Date(start + index * 1000),
    }));
    await db.batchInsert('social_hub_posts', rows, 500);
    await db.raw('analyze');
  });

  afterAll(async () => {
    await demo?.close();
  });

  test('a full page of the feed says there is more without counting the posts, and the last page is exact', async () => {
    const total = POSTS + 37;
    let page: { items: { id: string }[]; totalCount: number } | undefined;
    const issued = await statementsOf(demo.api.db, async () => {
      page = await data('SocialHub/List', { skip: 0, take: 20 });
    });
    expect(page!.items).toHaveLength(20);
    // skip + the page + 1: more follow.
    expect(page!.totalCount).toBe(21);
    const ofPosts = issued.filter((sql) => /from [`"]social_hub_posts[`"]/i.test(sql));
    expect(ofPosts).toHaveLength(1);
    expect(ofPosts[0]).toMatch(/limit/i);
    // Counts of the page's posts only (their votes), none of the event's.
    const counts = issued.filter((sql) => /count\(/i.test(sql));
    expect(counts.filter((sql) => !/post_id[`"]? in \(/.test(sql))).toEqual([]);

    const middle = await data('SocialHub/List', { skip: 2000, take: 20 });
    expect(middle.totalCount).toBe(2021);
    const last = await data('SocialHub/List', { skip: total - 5, take: 20 });
    expect(last).toMatchObject({ totalCount: total });
    expect(last.items).toHaveLength(5);
    expect(await data('SocialHub/List', { skip: total, take: 20 })).toEqual({ items: [], totalCount: total });
  });

  test.each([
    [0, 'created_at_id'],
    [1, 'like_count_created_at_id'],
    [2, 'comment_count_created_at_id'],
    [3, 'upvote_count_created_at_id'],
  ])('the page of sorting %i reads an index in its order, sorting nothing', async (sorting, index) => {
    const db = demo.api.db;
    const issued = await statementsOf(db, () => data('SocialHub/List', { socialHubPostSortingType: sorting }));
    const sql = issued.find((statement) => /from [`"]social_hub_posts[`"]/i.test(statement))!;
    const values = [demo.summitId, false, ada.id, false, 21];
    if (database === sqlite) {
      const plan: { detail: string }[] = await db.raw(`explain query plan ${sql}`, values);
      const steps = plan.map((step) => step.detail);
      expect(steps[0]).toBe(`SEARCH p USING INDEX social_hub_posts_event_id_${index}_index (event_id=?)`);
      expect(steps.filter((step) => /TEMP B-TREE/.test(step))).toEqual([]);
    } else {
      const plan = await db.raw(`explain ${sql.replace(/\$\d+/g, '?')}`, values);
      const steps: string[] = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
      expect(
        steps.some((step) => step.includes(`Index Scan Backward using social_hub_posts_event_id_${index}_index`)),
      ).toBe(true);
      expect(steps.filter((step) => /Sort/.test(step))).toEqual([]);
    }
  });

  test("a full page of a chat's messages and of the chats says there is more without counting", async () => {
    const other = await demo.newPerson();
    const call = (name: CallName, body: unknown, headers = other.headers) =>
      demo.call(name, body, { 'x-application-id': demo.demoId, ...headers }, null);
    let groupId = '';
    for (let index = 0; index < 12; index += 1) {
      const sent = await call('chat/sendmessage', { userID: ada.id, messageText: `line ${index}` });
      groupId = sent.body.data.messageGroupID;
    }
    for (let index = 0; index < 11; index += 1) {
      const person = await demo.newPerson();
      await call('chat/sendmessage', { userID: other.id, messageText: `hello ${index}` }, person.headers);
    }
    let messages: { items: unknown[]; totalCount: number } | undefined;
    let groups: { items: unknown[]; totalCount: number } | undefined;
    const issued = await statementsOf(demo.api.db, async () => {
      messages = (await call('Chat/listMessages', { messageGroupID: groupId, skip: 0, take: 10 })).body.data;
      groups = (await call('Chat/ListMessageGroups', { skip: 0, take: 10 })).body.data;
    });
    expect(messages).toMatchObject({ totalCount: 11 });
    expect(messages!.items).toHaveLength(10);
    expect(groups).toMatchObject({ totalCount: 11 });
    expect(groups!.items).toHaveLength(10);
    expect(issued.filter((sql) => /count\(/i.test(sql))).toEqual([]);
    expect((await call('Chat/listMessages', { messageGroupID: groupId, skip: 10, take: 10 })).body.data).toMatchObject({
      totalCount: 12,
    });
  });
});
