/**
 * Sending one-time codes. With SMTP_URL (and SMTP_FROM) e-mails go out through nodemailer;
 * otherwise — and for text messages, as no SMS gateway is configured — "development delivery"
 * keeps the message in the outbox table and writes it to the server log (outside production;
 * in production the log line leaves the text out).
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

export interface MessageDelivery {
  send(message: OutgoingMessage): Promise<void>;
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
      await sendEmail(message);
      options.log.info({ channel: 'email' }, 'e-mail sent');
    },
  };
}
