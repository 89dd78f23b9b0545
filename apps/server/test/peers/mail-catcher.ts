import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local stand-in for a mail server: a real SMTP server on 127.0.0.1 (smtp-server, the protocol
 * side of Nodemailer's project) that keeps every mail it is given, and a small HTTP inbox
 * (`GET /mails?to=<address>`, JSON) for tests running in another process, as the end-to-end
 * suite's are. Start the server with SMTP_URL set to `smtpUrl`.
 */

/** A mail as the catcher received it. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Every http(s) address in the text, in order. */
  links: string[];
  /** The user name the sender signed in to SMTP with, if it did. */
  smtpUser: string | undefined;
}

export interface MailCatcher {
  /** The SMTP_URL to give the server (with a user and password the catcher accepts). */
  smtpUrl: string;
  /** The origin of the HTTP inbox. */
  inboxUrl: string;
  /** Every mail received, oldest first. */
  mails: CaughtMail[];
  /** Answer every mail with a temporary failure (451) until turned off. */
  setFailing(isFailing: boolean): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const LINK = /https?:\/\/[^\s<>"]+/g;
export const MAIL_CATCHER_USER = 'polymath';
const MAIL_CATCHER_PASSWORD = 'catcher-secret';

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let isFailing = false;

  const smtp = new SMTPServer({
    // A test peer on loopback: no TLS, but sign-in is offered as a real server would.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === MAIL_CATCHER_USER && auth.password === MAIL_CATCHER_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (isFailing) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          const text = parsed.text ?? '';
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text,
            links: text.match(LINK) ?? [],
            smtpUser: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  smtp.listen(0, HOST);
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const inbox = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to');
    const matching = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(url.pathname === '/mails' ? 200 : 404, {
      'content-type': 'application/json',
    });
    response.end(JSON.stringify(url.pathname === '/mails' ? matching : { error: 'not found' }));
  });
  inbox.listen(0, HOST);
  await once(inbox, 'listening');
  const inboxPort = (inbox.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${MAIL_CATCHER_USER}:${MAIL_CATCHER_PASSWORD}@${HOST}:${smtpPort}`,
    inboxUrl: `http://${HOST}:${inboxPort}`,
    mails,
    setFailing(value) {
      isFailing = value;
    },
    async close() {
      inbox.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => inbox.close(() => resolve())),
      ]);
    },
  };
}
