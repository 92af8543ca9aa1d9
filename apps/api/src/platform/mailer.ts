import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { kind: 'smtp' | 'outbox'; send: (mail: Mail) => Promise<void> };

/**
 * SMTP when configured; otherwise the development outbox: the message is stored in the database (its
 * id logged), so reset codes and invitations work on a fresh machine (ARCHITECTURE §6).
 * With SMTP nothing is kept: the messages carry live codes and links.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, log } = options;
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      async send(mail) {
        const [stored] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
        // Neither the address nor the text: the text carries live codes and links, and no log line
        // carries personal data (docs/operations/monitoring.md). A developer reads /api/dev/outbox.
        log.info(
          { outboxId: stored?.id },
          'mail stored in the development outbox (read it at /api/dev/outbox)',
        );
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer (about 15 MB loaded) comes in with the first message rather than at start-up.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.from, ...mail });
    },
  };
}
