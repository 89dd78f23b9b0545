import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './mail-sender';

/** The folder under DATA_DIR that unsent mails are written to. */
export const MAIL_OUTBOX_FOLDER = 'mail-outbox';

/**
 * Without a mail server (`SMTP_URL` unset), each mail is written to a file of its own in
 * `DATA_DIR/mail-outbox/`, readable only by the server's user, so whoever runs the server can
 * open a verification or reset link by hand. The log says where the mail is, never what it says:
 * its links are credentials, and logs travel further than the data folder.
 */
export function createOutboxMailSender(options: {
  dataDir: string;
  logger: FastifyBaseLogger;
}): MailSender {
  const outbox = join(options.dataDir, MAIL_OUTBOX_FOLDER);
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.txt`;
      const file = join(outbox, name);
      const text = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await writeFile(file, text, { mode: 0o600, flag: 'wx' });
      options.logger.warn(
        { mail: { to: message.to, subject: message.subject, file } },
        'SMTP_URL is not set: this mail was not sent; it is in the file named here',
      );
    },
    close() {},
  };
}
