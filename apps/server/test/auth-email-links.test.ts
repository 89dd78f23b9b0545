import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AuthSessionSchema,
  EMAIL_LINK_INVALID_MESSAGE,
  EMAIL_LINKS,
  type ErrorBody,
} from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_OUTBOX_FOLDER } from '../src/adapters/mail/outbox-mail-sender';
import { authDevices, emailLinks } from '../src/db/schema';
import type * as PasswordModule from '../src/modules/auth/password';
import { hashSessionToken } from '../src/modules/auth/session-token';
import { bearer, logIn, readMe, signUp } from './auth-client';
import { buildTestApp, captureLogs, databases, type TestApp } from './build-test-app';
import {
  type CaughtMail,
  MAIL_CATCHER_USER,
  type MailCatcher,
  startMailCatcher,
} from './peers/mail-catcher';

/** How many passwords the server hashed: a link that cannot be used must cost none. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/modules/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return original.hashPassword(password);
    },
  };
});

const PUBLIC_BASE_URL = 'http://polymath.test';
const MAIL_FROM = 'Polymath <hello@polymath.test>';
const WAIT_MS = 10_000;

describe.each(databases)('e-mailed links over SMTP ($kind)', (factory) => {
  let catcher: MailCatcher;
  let t: TestApp;
  let accounts = 0;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    t = await buildTestApp({
      database: factory,
      env: {
        SMTP_URL: catcher.smtpUrl,
        MAIL_FROM,
        PUBLIC_BASE_URL,
        ADMIN_EMAILS: 'boss@example.org',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  function newAddress(): string {
    return `reader-${++accounts}@example.org`;
  }

  function mailsTo(to: string): CaughtMail[] {
    return catcher.mails.filter((mail) => mail.to.includes(to));
  }

  /** The `count`-th mail to `to`, waiting for the background job to send it. */
  async function mailTo(to: string, count = 1): Promise<CaughtMail> {
    const deadline = Date.now() + WAIT_MS;
    while (mailsTo(to).length < count) {
      if (Date.now() > deadline) throw new Error(`mail ${count} to ${to} did not arrive`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return mailsTo(to)[count - 1]!;
  }

  function tokenOf(mail: CaughtMail): string {
    const [link] = mail.links;
    if (!link) throw new Error(`no link in: ${mail.text}`);
    return new URL(link).hash.slice(1);
  }

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** The hashes of the device tokens the account has. */
  async function devicesOf(userId: string): Promise<string[]> {
    const rows = await t.database.db
      .select({ tokenHash: authDevices.tokenHash })
      .from(authDevices)
      .where(eq(authDevices.userId, userId));
    return rows.map((row) => row.tokenHash);
  }

  describe('verification', () => {
    it('mails a link to the new address, signed in to SMTP, from MAIL_FROM, to PUBLIC_BASE_URL', async () => {
      const email = newAddress();
      // A forged Host header must not decide where the link leads.
      const registered = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { host: 'attacker.example' },
        payload: { name: 'Reader', email, password: 'secret12' },
      });
      expect(registered.statusCode).toBe(201);
      const mail = await mailTo(email);
      expect(mail).toMatchObject({
        from: 'hello@polymath.test',
        to: [email],
        subject: 'Confirm your e-mail address for Polymath',
        smtpUser: MAIL_CATCHER_USER,
      });
      expect(mail.links).toHaveLength(1);
      const link = new URL(mail.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_BASE_URL}/verify-email`);
      expect(link.search).toBe('');
      expect(tokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Nothing the registrant typed is in the mail.
      expect(mail.text).not.toContain('Reader');
    });

    it('stores only the hash of the token, for the address it was sent to', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const token = tokenOf(await mailTo(email));
      const rows = await t.database.db
        .select()
        .from(emailLinks)
        .where(eq(emailLinks.tokenHash, hashSessionToken(token)));
      expect(rows).toEqual([expect.objectContaining({ purpose: 'verify-email', email })]);
      const raw = await t.database.db
        .select()
        .from(emailLinks)
        .where(eq(emailLinks.tokenHash, token));
      expect(raw).toEqual([]);
    });

    it('reads which address a link is for, without using it up', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const token = tokenOf(await mailTo(email));
      for (let read = 0; read < 2; read += 1) {
        const link = await post('/auth/verify-email/link', { token });
        expect(link.statusCode).toBe(200);
        expect(link.json()).toEqual({ email, isVerified: false });
      }
      expect((await post('/auth/verify-email', { token, password: 'chosen-1' })).statusCode).toBe(
        200,
      );
      // Opened again once used: the address is verified, and the link sets nothing any more.
      expect((await post('/auth/verify-email/link', { token })).json()).toEqual({
        email,
        isVerified: true,
      });
    });

    it('verifies with the password the link holder chose: signs in, ends every other session, works once', async () => {
      const email = newAddress();
      const registered = await signUp(t.app, { name: 'Reader', email, password: 'typed-first' });
      const elsewhere = (await logIn(t.app, { email, password: 'typed-first' })).json<{
        token: string;
      }>();
      const token = tokenOf(await mailTo(email));

      const verified = await post('/auth/verify-email', { token, password: 'chosen-secret' });
      expect(verified.statusCode).toBe(200);
      const session = AuthSessionSchema.parse(verified.json());
      expect(session.user).toMatchObject({ id: registered.user.id, email, emailVerified: true });
      expect(session.deviceToken).toBeDefined();
      expect((await readMe(t.app, bearer(session.token))).statusCode).toBe(200);
      for (const old of [registered.token, elsewhere.token]) {
        expect((await readMe(t.app, bearer(old))).statusCode).toBe(401);
      }
      expect(await devicesOf(session.user.id)).toEqual([hashSessionToken(session.deviceToken!)]);
      expect((await logIn(t.app, { email, password: 'typed-first' })).statusCode).toBe(401);
      expect((await logIn(t.app, { email, password: 'chosen-secret' })).statusCode).toBe(200);

      const again = await post('/auth/verify-email', { token, password: 'third-secret' });
      expect(again.statusCode).toBe(400);
      expect(again.json<ErrorBody>().code).toBe('LINK_INVALID');
      expect((await logIn(t.app, { email, password: 'third-secret' })).statusCode).toBe(401);
    });

    it('asks for a password of the usual length', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const token = tokenOf(await mailTo(email));
      const short = await post('/auth/verify-email', { token, password: 'abc' });
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorBody>().code).toBe('VALIDATION');
      expect((await post('/auth/verify-email', { token })).statusCode).toBe(400);
      expect((await post('/auth/verify-email/link', { token })).json()).toEqual({
        email,
        isVerified: false,
      });
    });

    it('lets only one of many parallel uses of a verification link through', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const token = tokenOf(await mailTo(email));
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          post('/auth/verify-email', { token, password: `parallel-${index}` }),
        ),
      );
      const winners = answers.filter((answer) => answer.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
      const chosen = `parallel-${answers.indexOf(winners[0]!)}`;
      expect((await logIn(t.app, { email, password: chosen })).statusCode).toBe(200);
    });

    it('refuses a made-up token and an expired link with LINK_INVALID', async () => {
      for (const url of ['/auth/verify-email', '/auth/verify-email/link']) {
        const forged = await post(url, { token: 'A'.repeat(43), password: 'secret12' });
        expect(forged.statusCode).toBe(400);
        expect(forged.json<ErrorBody>()).toEqual({
          success: false,
          code: 'LINK_INVALID',
          error: EMAIL_LINK_INVALID_MESSAGE,
        });
      }

      const email = newAddress();
      const session = await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const token = tokenOf(await mailTo(email));
      await t.database.db
        .update(emailLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailLinks.tokenHash, hashSessionToken(token)));
      expect((await post('/auth/verify-email/link', { token })).statusCode).toBe(400);
      const expired = await post('/auth/verify-email', { token, password: 'new-secret' });
      expect(expired.json<ErrorBody>().code).toBe('LINK_INVALID');
      expect((await readMe(t.app, bearer(session.token))).json()).toMatchObject({
        user: { emailVerified: false },
      });
    });

    it('spends no password hash on a link that cannot be used', async () => {
      const before = hashes.count;
      for (const url of ['/auth/verify-email', '/auth/reset-password']) {
        const forged = await post(url, { token: 'B'.repeat(43), password: 'whatever-1' });
        expect(forged.json<ErrorBody>().code).toBe('LINK_INVALID');
      }
      expect(hashes.count).toBe(before);
    });

    it('gives admin rights only once the admin address is verified', async () => {
      const session = await signUp(t.app, {
        name: 'Boss',
        email: 'boss@example.org',
        password: 'secret12',
      });
      expect(session.user.plan).toBe('free');
      const token = tokenOf(await mailTo('boss@example.org'));
      const verified = await post('/auth/verify-email', { token, password: 'boss-chosen' });
      expect(AuthSessionSchema.parse(verified.json()).user).toMatchObject({ plan: 'premium' });
      expect(
        (await readMe(t.app, bearer(AuthSessionSchema.parse(verified.json()).token))).json(),
      ).toMatchObject({ user: { plan: 'premium' } });
    });

    it('mails a new link on request, a few times an hour, and none once verified', async () => {
      const email = newAddress();
      const session = await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      await mailTo(email);
      const resend = () => post('/auth/verify-email/resend', {}, bearer(session.token));
      for (let request = 0; request < EMAIL_LINKS.verificationsPerHour; request += 1) {
        expect((await resend()).statusCode).toBe(200);
      }
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
      const first = tokenOf(await mailTo(email, 1));
      const last = tokenOf(await mailTo(email, 1 + EMAIL_LINKS.verificationsPerHour));
      // Any of the links works; afterwards the others are retired.
      const verified = await post('/auth/verify-email', { token: last, password: 'chosen-2' });
      expect(verified.statusCode).toBe(200);
      expect(
        (await post('/auth/verify-email', { token: first, password: 'chosen-3' })).statusCode,
      ).toBe(400);
      const sent = mailsTo(email).length;
      const signedIn = bearer(AuthSessionSchema.parse(verified.json()).token);
      expect((await post('/auth/verify-email/resend', {}, signedIn)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(email)).toHaveLength(sent);
      expect((await post('/auth/verify-email/resend', {})).statusCode).toBe(401);
    });

    it('retires a pending reset link when the address is verified, and a verification link when the password is reset', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const verification = tokenOf(await mailTo(email));
      await post('/auth/forgot-password', { email });
      const reset = tokenOf(await mailTo(email, 2));
      expect(
        (await post('/auth/verify-email', { token: verification, password: 'chosen-4' }))
          .statusCode,
      ).toBe(200);
      const stale = await post('/auth/reset-password', { token: reset, password: 'stale-reset' });
      expect(stale.json<ErrorBody>().code).toBe('LINK_INVALID');

      const other = newAddress();
      await signUp(t.app, { name: 'Reader', email: other, password: 'secret12' });
      const otherVerification = tokenOf(await mailTo(other));
      await post('/auth/forgot-password', { email: other });
      const otherReset = tokenOf(await mailTo(other, 2));
      expect(
        (await post('/auth/reset-password', { token: otherReset, password: 'reset-5' })).statusCode,
      ).toBe(200);
      const staleVerification = await post('/auth/verify-email', {
        token: otherVerification,
        password: 'stale-verify',
      });
      expect(staleVerification.json<ErrorBody>().code).toBe('LINK_INVALID');
      // The reset proved the address: its link, opened again, says so.
      expect((await post('/auth/verify-email/link', { token: otherVerification })).json()).toEqual({
        email: other,
        isVerified: true,
      });
    });
  });

  describe('password reset', () => {
    it('answers an unknown address exactly as a known one, and mails nothing', async () => {
      const unknown = await post('/auth/forgot-password', { email: 'nobody@example.org' });
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'secret12' });
      const known = await post('/auth/forgot-password', { email: email.toUpperCase() });
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      expect(known.json()).toEqual({ success: true });
      const mail = await mailTo(email, 2);
      expect(mail.subject).toBe('Reset your Polymath password');
      expect(new URL(mail.links[0]!).pathname).toBe('/reset-password');
      expect(mailsTo('nobody@example.org')).toEqual([]);
    });

    it('sets the new password, revokes every session, signs in, and works once', async () => {
      const email = newAddress();
      const first = await signUp(t.app, { name: 'Reader', email, password: 'old-secret' });
      const second = (await logIn(t.app, { email, password: 'old-secret' })).json<{
        token: string;
      }>();
      await post('/auth/forgot-password', { email });
      const token = tokenOf(await mailTo(email, 2));

      const reset = await post('/auth/reset-password', { token, password: 'new-secret' });
      expect(reset.statusCode).toBe(200);
      const session = AuthSessionSchema.parse(reset.json());
      expect(session.user).toMatchObject({ email, emailVerified: true });
      expect(session.deviceToken).toBeDefined();
      expect((await readMe(t.app, bearer(session.token))).statusCode).toBe(200);
      for (const old of [first.token, second.token]) {
        expect((await readMe(t.app, bearer(old))).statusCode).toBe(401);
      }
      // The browsers signed in before skip no sign-in delay any more; only this one does.
      expect(await devicesOf(session.user.id)).toEqual([hashSessionToken(session.deviceToken!)]);
      expect((await logIn(t.app, { email, password: 'old-secret' })).statusCode).toBe(401);
      expect((await logIn(t.app, { email, password: 'new-secret' })).statusCode).toBe(200);

      const replay = await post('/auth/reset-password', { token, password: 'third-secret' });
      expect(replay.statusCode).toBe(400);
      expect(replay.json<ErrorBody>().code).toBe('LINK_INVALID');
    });

    it('lets only one of many parallel uses of a link through', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'old-secret' });
      await post('/auth/forgot-password', { email });
      const token = tokenOf(await mailTo(email, 2));
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          post('/auth/reset-password', { token, password: `parallel-${index}` }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(7);
    });

    it('refuses an expired reset link and the verification link in its place', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'old-secret' });
      const verificationToken = tokenOf(await mailTo(email));
      const wrongKind = await post('/auth/reset-password', {
        token: verificationToken,
        password: 'new-secret',
      });
      expect(wrongKind.json<ErrorBody>().code).toBe('LINK_INVALID');

      await post('/auth/forgot-password', { email });
      const token = tokenOf(await mailTo(email, 2));
      await t.database.db
        .update(emailLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailLinks.tokenHash, hashSessionToken(token)));
      const expired = await post('/auth/reset-password', { token, password: 'new-secret' });
      expect(expired.json<ErrorBody>().code).toBe('LINK_INVALID');
      expect((await logIn(t.app, { email, password: 'old-secret' })).statusCode).toBe(200);
    });

    it('mails one address a few links an hour, however many are asked for at once', async () => {
      const email = newAddress();
      await signUp(t.app, { name: 'Reader', email, password: 'old-secret' });
      await mailTo(email);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/auth/forgot-password',
            payload: { email },
            remoteAddress: `10.9.0.${index + 1}`,
          }),
        ),
      );
      // Every asker gets the same answer: a stranger learns nothing and locks no one out.
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      await mailTo(email, 1 + EMAIL_LINKS.resetsPerAddressPerHour);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(email)).toHaveLength(1 + EMAIL_LINKS.resetsPerAddressPerHour);
    });

    it('limits the reset requests one client makes, whatever the addresses', async () => {
      const remoteAddress = '10.9.9.9';
      const answers = await Promise.all(
        Array.from({ length: EMAIL_LINKS.resetRequestsPerClientPerHour + 5 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/auth/forgot-password',
            payload: { email: `probe-${index}@example.org` },
            remoteAddress,
          }),
        ),
      );
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.json<ErrorBody>().code).toBe('RATE_LIMITED');
    });

    it('counts an IPv6 client’s reset requests by its /64, whichever of its addresses asks', async () => {
      const answers = await Promise.all(
        Array.from({ length: EMAIL_LINKS.resetRequestsPerClientPerHour + 5 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/auth/forgot-password',
            payload: { email: `probe6-${index}@example.org` },
            remoteAddress: `2001:db8:9:9:${(index + 1).toString(16)}::1`,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    });
  });
});

describe('mails without SMTP_URL', () => {
  it('writes the mail to a file in the data folder, which the log names without the link', async () => {
    const logs = captureLogs();
    const t = await buildTestApp({ logger: logs.logger, env: { PUBLIC_BASE_URL } });
    try {
      await signUp(t.app, { name: 'Reader', email: 'logged@example.org', password: 'secret12' });
      const deadline = Date.now() + WAIT_MS;
      let line: Record<string, unknown> | undefined;
      while (!line && Date.now() < deadline) {
        line = logs.lines.find((entry) => entry.mail !== undefined);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(line).toMatchObject({
        level: 40,
        mail: { to: 'logged@example.org', subject: 'Confirm your e-mail address for Polymath' },
      });
      expect(logs.text()).not.toContain('/verify-email#');
      const file = (line?.mail as { file: string }).file;
      expect(file.startsWith(join(t.env.DATA_DIR, MAIL_OUTBOX_FOLDER))).toBe(true);
      expect(await readFile(file, 'utf8')).toContain(`${PUBLIC_BASE_URL}/verify-email#`);
    } finally {
      await t.close();
    }
  });
});
