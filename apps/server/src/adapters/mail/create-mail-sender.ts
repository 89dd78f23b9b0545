import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { createOutboxMailSender } from './outbox-mail-sender';
import type { MailSender } from './mail-sender';

/**
 * SMTP when SMTP_URL is set (nodemailer is loaded only then); otherwise mails go to files in
 * DATA_DIR (see README, "E-mail").
 */
export async function createMailSender(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'DATA_DIR'>,
  logger: FastifyBaseLogger,
): Promise<MailSender> {
  if (env.SMTP_URL) {
    const { createSmtpMailSender } = await import('./smtp-mail-sender');
    return createSmtpMailSender({ url: env.SMTP_URL, from: env.MAIL_FROM });
  }
  if (env.NODE_ENV === 'production') {
    logger.warn(
      'SMTP_URL is not set: verification and password reset mails are written to DATA_DIR/mail-outbox, not sent',
    );
  }
  return createOutboxMailSender({ dataDir: env.DATA_DIR, logger });
}
