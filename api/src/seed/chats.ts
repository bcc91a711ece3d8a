import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

// Issue 13 item 6: conversations, so the messages hub of a demo user is alive. Grace belongs to
// the acme brand and cannot talk to Ada (spec 1 §6), so she talks to Jean there instead.

/** [sender's e-mail, text, minutes before now]; oldest first. */
type Line = [from: string, text: string, minutesAgo: number];

interface Conversation {
  between: [string, string];
  lines: Line[];
  /** Who has not read the last `unread` messages sent to them. */
  unreadBy?: { email: string; unread: number };
}

const CONVERSATIONS: Conversation[] = [
  {
    between: ['ada@demo.test', 'linus@demo.test'],
    lines: [
      ['linus@demo.test', 'Hi Ada, are you going to the keynote tomorrow?', 60 * 26],
      ['ada@demo.test', 'Yes! I want to hear what they say about the engine.', 60 * 25],
      ['linus@demo.test', 'Great, let us meet at the entrance of hall A.', 60 * 25 - 10],
      ['ada@demo.test', 'See you there.', 60 * 24],
    ],
  },
  {
    between: ['ada@demo.test', 'margaret@demo.test'],
    lines: [
      ['ada@demo.test', 'Margaret, I loved your talk on software reliability.', 90],
      ['margaret@demo.test', 'Thank you, Ada! Would you like to review our next paper?', 20],
      ['margaret@demo.test', 'I can send you the draft tonight.', 18],
    ],
    unreadBy: { email: 'ada@demo.test', unread: 2 },
  },
  {
    between: ['ada@demo.test', 'hedy@demo.test'],
    lines: [['hedy@demo.test', 'Frequency hopping at the expo booth at 3?', 60 * 50]],
  },
  {
    between: ['grace@acme.test', 'jean@acme.test'],
    lines: [
      ['jean@acme.test', 'Grace, the COBOL committee meets on Monday.', 300],
      ['grace@acme.test', 'I will be there.', 240],
    ],
  },
];

/** Issue 13's conversations, after seedPeople made the people they are between. */
export async function seedChats(trx: Knex.Transaction, now: Date): Promise<void> {
  const users = new Map<string, { id: string; application_id: string }>(
    (
      await trx('users')
        .whereIn(
          'email',
          CONVERSATIONS.flatMap((conversation) => conversation.between),
        )
        .select('id', 'email', 'application_id')
    ).map((row) => [row.email, row]),
  );
  for (const { between, lines, unreadBy } of CONVERSATIONS) {
    const [first, second] = between.map((email) => users.get(email)!);
    const groupId = randomUUID();
    await trx('message_groups').insert({
      id: groupId,
      application_id: first.application_id,
      direct_key: [first.id, second.id].sort().join(':'),
      created_at: new Date(now.getTime() - lines[0][2] * 60_000),
    });
    let lastSeq = 0;
    let lastAt = now;
    /** Each line's seq and time, for the read markers. */
    const sent: { seq: number; at: Date }[] = [];
    for (const [from, text, minutesAgo] of lines) {
      lastAt = new Date(now.getTime() - minutesAgo * 60_000);
      const [{ seq }] = await trx('messages')
        .insert({
          id: randomUUID(),
          group_id: groupId,
          user_id: users.get(from)!.id,
          message_text: text,
          image: null,
          created_at: lastAt,
        })
        .returning('seq');
      lastSeq = Number(seq);
      sent.push({ seq: lastSeq, at: lastAt });
    }
    await trx('message_groups').where({ id: groupId }).update({ last_seq: lastSeq, last_message_at: lastAt });
    await trx('message_group_members').insert(
      [first, second].map((member) => {
        const unread = unreadBy && users.get(unreadBy.email)!.id === member.id ? unreadBy.unread : 0;
        // Read up to the message before the unread ones, a minute after it came (issue 31 item 10).
        const read = sent[sent.length - 1 - unread];
        return {
          group_id: groupId,
          user_id: member.id,
          unread_count: unread,
          read_seq: read?.seq ?? 0,
          read_at: read ? new Date(Math.min(read.at.getTime() + 60_000, now.getTime())) : null,
        };
      }),
    );
  }
}
