import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';

/** One outgoing mail: reset codes and confirmations (issue 3). */
export interface Mail {
  applicationId: string;
  to: string;
  /** What the mail is for, e.g. 'passwordReset', so the outbox can be read by purpose. */
  kind: string;
  subject: string;
  text: string;
}

/** Whatever actually delivers mail (SMTP). The outbox works without one. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export interface Mailer {
  /** Writes the mail to the outbox and hands it to the transport; never throws for a delivery failure. */
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail goes to the `outbox` table first. With a transport it is then delivered and marked
 * sent; without one it stays there and is written to the server log, so a developer (or a test)
 * can read the code that a user would have received.
 */
export function createMailer({
  db,
  log,
  transport,
}: {
  db: Knex;
  log: FastifyBaseLogger;
  transport?: MailTransport;
}): Mailer {
  return {
    async send(mail) {
      const [row] = await db('outbox')
        .insert({
          application_id: mail.applicationId,
          to_address: mail.to,
          kind: mail.kind,
          subject: mail.subject,
          body: mail.text,
          created_at: new Date(),
        })
        .returning('id');
      const id = typeof row === 'object' ? row.id : row;
      if (!transport) {
        // Warn level: without SMTP the mail is not delivered, which whoever runs the server should see.
        log.warn(
          { outboxId: id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail kept in the outbox (no SMTP)',
        );
        return;
      }
      try {
        await transport.send(mail);
        await db('outbox').where({ id }).update({ sent_at: new Date() });
      } catch (error) {
        log.error({ err: error, outboxId: id }, 'mail delivery failed; it stays in the outbox');
        await db('outbox')
          .where({ id })
          .update({ error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}

/** The transport for SMTP_URL (e.g. smtp://user:pass@host:587), through nodemailer. */
export function transportFromEnvironment(
  smtpUrl: string | undefined,
  from = process.env.MAIL_FROM ?? 'Atrium <no-reply@atrium.invalid>',
): MailTransport | undefined {
  if (!smtpUrl) return undefined;
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await smtp.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
