import { type AuthSession, AuthSessionSchema } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import type { MailMessage, MailSender } from '../src/adapters/mail/mail-sender';

/**
 * A mail port that keeps what it is given, for suites that need a verified address on the way
 * (an admin, say). The mail flows themselves are tested over SMTP (email-links.test.ts).
 */
export interface MailInbox {
  sender: MailSender;
  mails: MailMessage[];
  /** The token of the newest link to `path` mailed to `to`, waiting for the mail to arrive. */
  tokenFor(to: string, path: string): Promise<string>;
}

const WAIT_MS = 10_000;
const POLL_MS = 10;

export function createMailInbox(): MailInbox {
  const mails: MailMessage[] = [];
  return {
    sender: {
      kind: 'smtp',
      send(message) {
        mails.push(message);
        return Promise.resolve();
      },
      close() {},
    },
    mails,
    async tokenFor(to, path) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const token = newestToken(mails, to, path);
        if (token) return token;
        if (Date.now() > deadline) throw new Error(`no mail with a ${path} link reached ${to}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}

function newestToken(mails: MailMessage[], to: string, path: string): string | undefined {
  for (const mail of [...mails].reverse()) {
    if (mail.to !== to) continue;
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link && new URL(link).pathname === path) return new URL(link).hash.slice(1);
  }
  return undefined;
}

/** The password `verifyAddress` chooses when the test names none. */
export const VERIFIED_PASSWORD = 'verified-secret-42';

/**
 * Opens the verification link mailed to `email` and chooses the password, as its owner would. Every
 * earlier session of the account ends: the answer is the session the link signed in.
 */
export async function verifyAddress(
  app: FastifyInstance,
  inbox: MailInbox,
  email: string,
  password = VERIFIED_PASSWORD,
): Promise<AuthSession> {
  const token = await inbox.tokenFor(email, '/verify-email');
  const response = await app.inject({
    method: 'POST',
    url: '/auth/verify-email',
    payload: { token, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
  }
  return AuthSessionSchema.parse(response.json());
}
