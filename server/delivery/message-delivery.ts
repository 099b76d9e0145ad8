/**
 * Sending one-time codes and the console's e-mail replies. With SMTP_URL (and SMTP_FROM) e-mails
 * go out through nodemailer; otherwise — and for text messages, as no SMS gateway is configured —
 * "development delivery" keeps the message in the outbox table and writes it to the server log
 * (outside production; in production the log line leaves the text out). `send` says which of the
 * two happened, and throws when the mail server refused the message or could not be reached.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import { outbox } from '../db/schema';
import { smtpSender } from './smtp-sender';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * What became of a message: `sent` — the mail server accepted it; `notConfigured` — nothing went
 * out (no SMTP_URL, or a text message): it is only in the outbox table and the log.
 */
export type DeliveryResult = 'sent' | 'notConfigured';

export interface MessageDelivery {
  send(message: OutgoingMessage): Promise<DeliveryResult>;
}

/** Sends one e-mail. */
export type EmailSender = (message: OutgoingMessage) => Promise<void>;

export interface DeliveryOptions {
  db: Database;
  config: ServerConfig;
  log: FastifyBaseLogger;
}

function developmentDelivery({ db, config, log }: DeliveryOptions): MessageDelivery {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, createdAt: config.now() });
      const entry = { channel: message.channel, recipient: message.recipient };
      if (config.production) {
        log.warn(entry, 'development delivery: message kept in the outbox table, not sent');
      } else {
        log.info({ ...entry, text: message.body }, 'development delivery: message not sent');
      }
      return 'notConfigured';
    },
  };
}

export function createDelivery(options: DeliveryOptions): MessageDelivery {
  const fallback = developmentDelivery(options);
  const { config } = options;
  if (!config.smtpUrl || !config.smtpFrom) return fallback;
  const sendEmail = smtpSender(config.smtpUrl, config.smtpFrom);
  return {
    async send(message) {
      if (message.channel !== 'email') return fallback.send(message);
      try {
        await sendEmail(message);
      } catch (error) {
        options.log.warn(
          { err: error, channel: 'email' },
          'e-mail not sent: the mail server refused it or could not be reached',
        );
        throw error;
      }
      options.log.info({ channel: 'email' }, 'e-mail sent');
      return 'sent';
    },
  };
}
