import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './mail-sender';

/**
 * Without a mail server (`SMTP_URL` unset), each mail is written to the server log, so whoever
 * runs the server can open a verification or reset link by hand.
 */
export function createLogMailSender(logger: FastifyBaseLogger): MailSender {
  return {
    kind: 'log',
    send(message: MailMessage) {
      logger.warn(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'SMTP_URL is not set: this mail was not sent, here it is',
      );
      return Promise.resolve();
    },
    close() {},
  };
}
