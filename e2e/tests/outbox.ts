import path from 'node:path';
import { expect, test } from '@playwright/test';
import knex, { type Knex } from 'knex';

/**
 * The outbox stands in for the user's mailbox and phone: without SMTP or an SMS gateway every mail
 * and text waits there (issue 3). It is the database of the product under test (playwright.config.ts:
 * DATA_DIR .data/e2e-<port>). Call once at the top of a spec file: it opens and closes the connection.
 */
export function useOutbox() {
  const port = process.env.E2E_PORT ?? '4100';
  let outbox: Knex;
  test.beforeAll(() => {
    outbox = process.env.DATABASE_URL
      ? knex({ client: 'pg', connection: process.env.DATABASE_URL })
      : knex({
          client: 'better-sqlite3',
          connection: {
            filename: path.resolve(__dirname, '../../.data', `e2e-${port}`, 'atrium.sqlite'),
            options: { readonly: true },
          },
          useNullAsDefault: true,
        });
  });
  test.afterAll(async () => {
    await outbox?.destroy();
  });

  return {
    /** The newest mail's id: a mail made after an answer (issue 10 item 4) is one past it. */
    async lastMailId(): Promise<number> {
      return Number((await outbox('outbox').max({ id: 'id' }).first())?.id ?? 0);
    },

    /** The text of the newest `kind` mail to `to` made after mail `after`, once it is there. */
    async mailSentTo(to: string, kind: string, { after = 0 } = {}): Promise<{ subject: string; body: string }> {
      let mail: { subject: string; body: string } | undefined;
      await expect
        .poll(async () => {
          mail = await outbox('outbox')
            .where({ to_address: to, kind })
            .andWhere('id', '>', after)
            .orderBy('id', 'desc')
            .first('subject', 'body');
          return Boolean(mail);
        })
        .toBe(true);
      return mail!;
    },

    /**
     * The code of the newest `kind` mail or text ('passwordReset', 'signUpCode', 'phoneConfirm') to `to`
     * (an address or a phone number) made after mail `after`: `digits` digits, from the subject or body.
     */
    async codeSentTo(to: string, kind: string, { digits = 8, after = 0 } = {}): Promise<string> {
      const pattern = new RegExp(`\\b(\\d{${digits}})\\b`);
      let code: string | undefined;
      await expect
        .poll(async () => {
          const mail = await outbox('outbox')
            .where({ to_address: to, kind })
            .andWhere('id', '>', after)
            .orderBy('id', 'desc')
            .first();
          code = mail && (pattern.exec(mail.subject)?.[1] ?? pattern.exec(mail.body ?? '')?.[1]);
          return code;
        })
        .toMatch(new RegExp(`^\\d{${digits}}$`));
      return code!;
    },
  };
}
