import { createTransport } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender';

/** A mail server that does not answer within these is given up on (the job retries later). */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Sends through the SMTP server of `SMTP_URL` (smtp:// with STARTTLS when offered, smtps://). */
export function createSmtpMailSender(options: { url: string; from: string }): MailSender {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
