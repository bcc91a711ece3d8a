import type { Knex } from 'knex';

/**
 * The `kind` mail to `to` that `send` makes. Mails of the ways in are made after the answer
 * (issue 10 item 4), so it is waited for.
 */
export async function mailOf(db: Knex, to: string, kind: string, send: () => Promise<unknown>) {
  const before = Number((await db('outbox').max({ id: 'id' }).first())?.id ?? 0);
  await send();
  for (let i = 0; i < 250; i += 1) {
    const mail = await db('outbox').where({ to_address: to, kind }).andWhere('id', '>', before).first();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The code a mail's subject carries (reset and sign-up codes have 8 digits). */
export const codeIn = (mail: { subject: string }) => /\b(\d{8})\b/.exec(mail.subject)![1];
