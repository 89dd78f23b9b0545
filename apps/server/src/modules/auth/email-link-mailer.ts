import { EMAIL_LINK_PATHS, EMAIL_LINKS } from '@polymath/shared';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { Database } from '../../db/client';
import type { EmailLinkPurpose } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { composeEmailLinkMail } from './email-link-mails';
import { insertEmailLink } from './email-links.repository';
import { generateSessionToken, hashSessionToken } from './session-token';
import { findUserById } from './users.repository';

/** The job that mails a link: sent in the background, so no answer waits for (or reveals) it. */
export const EMAIL_LINK_JOB = 'auth.email-link';

/** Where a failed mail is reported; Fastify's logger fits. */
interface EmailLinkLogger {
  error(details: object, message: string): void;
}

interface EmailLinkJobData {
  userId: string;
  purpose: EmailLinkPurpose;
}

/** A mail server that is down gets a few more tries over about ten minutes. */
const MAIL_RETRIES = { retryLimit: 4, retryDelayMs: 30_000, retryBackoff: true } as const;

const LINK_LIFETIME_MS: Record<EmailLinkPurpose, number> = {
  'verify-email': EMAIL_LINKS.verificationHours * 60 * 60_000,
  'reset-password': EMAIL_LINKS.resetMinutes * 60_000,
};

const LINK_PATH: Record<EmailLinkPurpose, string> = {
  'verify-email': EMAIL_LINK_PATHS.verifyEmail,
  'reset-password': EMAIL_LINK_PATHS.resetPassword,
};

export interface EmailLinkMailer {
  /** Queues a mail with a new link to the account's address at the time it is sent. */
  queue(userId: string, purpose: EmailLinkPurpose): Promise<void>;
  /** Starts sending what is queued. */
  start(): Promise<void>;
}

export function createEmailLinkMailer(deps: {
  db: Database;
  jobs: JobQueue;
  mail: MailSender;
  /** Where links point: PUBLIC_BASE_URL, never the Host header of a request. */
  linkBaseUrl: string;
  logger: EmailLinkLogger;
}): EmailLinkMailer {
  const { db, mail } = deps;

  async function sendLink({ userId, purpose }: EmailLinkJobData): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user || (purpose === 'verify-email' && user.emailVerified)) return;
    // The token is made here, not when queued: the queue's tables never hold a usable link.
    const token = generateSessionToken();
    await insertEmailLink(db, {
      tokenHash: hashSessionToken(token),
      userId,
      purpose,
      email: user.email,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
    });
    const link = `${new URL(LINK_PATH[purpose], deps.linkBaseUrl).href}#${token}`;
    await mail.send(composeEmailLinkMail(purpose, user.email, link));
  }

  return {
    async queue(userId, purpose) {
      await deps.jobs.send<EmailLinkJobData>(EMAIL_LINK_JOB, { userId, purpose }, MAIL_RETRIES);
    },
    async start() {
      await deps.jobs.work<EmailLinkJobData>(EMAIL_LINK_JOB, async (job) => {
        try {
          await sendLink(job.data);
        } catch (error) {
          deps.logger.error(
            { err: error, purpose: job.data.purpose, attempt: job.attempt },
            job.isLastAttempt ? 'a link mail could not be sent; giving up' : 'a link mail failed',
          );
          throw error;
        }
      });
    },
  };
}
