/** E-mail through an SMTP server (nodemailer), configured by SMTP_URL and SMTP_FROM. */
import nodemailer from 'nodemailer';
import type { EmailSender } from './message-delivery';

export function smtpSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  };
}
