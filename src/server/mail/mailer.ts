/**
 * Outgoing mail. Every mail is first written to the outbox table, so an operator can always see what was sent
 * (`npm run ops -- outbox`). Without SMTP_URL the outbox is the mailbox and the log says a mail is waiting there;
 * with SMTP_URL nodemailer delivers it after the row is written and the row records when it was sent or why it
 * failed. Delivery does not hold up the request: a slow mail server must not slow a login, nor reveal by its
 * delay whether a password-reset address has an account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../common/locales';
import type { Clock } from '../lib/clock';
import type { OutboxRepo } from './outbox-repo';
import { maskEmail } from '../../common/mask';

/** Log lines mask addresses by the one rule of both sides (src/common/mask.ts). */
export { maskEmail };

export interface OutgoingMail {
  to: string;
  locale: Locale;
  subject: string;
  body: string;
}

export interface MailReceipt {
  outboxId: number;
  /** Settles when the transport is done with the mail (at once for the outbox); never rejects. */
  delivered: Promise<void>;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<MailReceipt>;
}

/** The part of a nodemailer transporter the mailer uses. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface MailerOptions {
  outbox: OutboxRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * Whether the log line shows the mail's body, codes included. On outside production so that a developer can
   * follow the README's register flow from the terminal; off in production, where bodies stay in the outbox.
   */
  logBodies: boolean;
}

export function createOutboxMailer(options: MailerOptions): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      const outboxId = await options.outbox.insert({
        toEmail: mail.to,
        subject: mail.subject,
        body: mail.body,
        locale: mail.locale,
        transport: 'outbox',
        createdAt: new Date(options.clock()),
      });
      const line = { outboxId, to: maskEmail(mail.to), subject: mail.subject };
      if (options.logBodies) options.log.info({ ...line, body: mail.body }, 'mail stored in the outbox');
      else
        options.log.info(
          line,
          'mail stored in the outbox; its body (and any code) is shown by `npm run ops -- outbox`',
        );
      return { outboxId, delivered: Promise.resolve() };
    },
  };
}

export function createSmtpMailer(
  options: MailerOptions & { transporter: MailTransport; from: string },
): Mailer {
  const deliver = async (outboxId: number, mail: OutgoingMail): Promise<void> => {
    try {
      await options.transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
      });
      await options.outbox.markSent(outboxId, new Date(options.clock()));
      options.log.info({ outboxId, to: maskEmail(mail.to) }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      options.log.error({ outboxId, to: maskEmail(mail.to), reason }, 'mail delivery failed');
      await options.outbox.markFailed(outboxId, reason).catch(() => undefined);
    }
  };
  return {
    transport: 'smtp',
    async send(mail) {
      const outboxId = await options.outbox.insert({
        toEmail: mail.to,
        subject: mail.subject,
        body: mail.body,
        locale: mail.locale,
        transport: 'smtp',
        createdAt: new Date(options.clock()),
      });
      return { outboxId, delivered: deliver(outboxId, mail) };
    },
  };
}

/**
 * nodemailer's transport for an SMTP URL, made at the first mail: nodemailer is about 430 KiB of code that a start
 * would otherwise parse and run before its first answer, and without SMTP_URL it is never needed. A failed load is
 * not kept, so the next mail tries again.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<MailTransport> | undefined;
  return {
    async sendMail(message) {
      if (!transport) {
        const loading = import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        );
        loading.catch(() => {
          if (transport === loading) transport = undefined;
        });
        transport = loading;
      }
      return (await transport).sendMail(message);
    },
  };
}

/** SMTP when a URL is configured (smtp://user:pass@host:587, smtps://… for implicit TLS), the outbox otherwise. */
export function createMailer(
  options: MailerOptions & { smtpUrl?: string | undefined; from: string },
): Mailer {
  if (!options.smtpUrl) return createOutboxMailer(options);
  return createSmtpMailer({ ...options, transporter: smtpTransport(options.smtpUrl) });
}
