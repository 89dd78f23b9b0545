import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@polymath/shared';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema';
import { bearer, registerAccount, signUp } from './auth-client';
import { createMailInbox, verifyAddress } from './mail-inbox';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { guest, sendChat } from './usage-client';

const BURST = 3;
const PER_MINUTE = 5;
const FREE_MESSAGES = 7;
const SIGNUPS_PER_HOUR = 3;

describe.each(databases)('what one caller can send and create ($kind)', (factory) => {
  let t: TestApp;
  let boss: Record<string, string>;
  const inbox = createMailInbox();

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        CHAT_BURST_MESSAGES: String(BURST),
        CHAT_MESSAGES_PER_MINUTE: String(PER_MINUTE),
        FREE_MESSAGES_PER_MONTH: String(FREE_MESSAGES),
        AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR: String(SIGNUPS_PER_HOUR),
        ADMIN_EMAILS: 'boss@example.org',
      },
      mail: inbox.sender,
    });
    await account('boss@example.org');
    // Verifying ends the registration's session: the boss goes on with the link's.
    boss = bearer((await verifyAddress(t.app, inbox, 'boss@example.org')).token);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-up account's headers; each from its own address, so sign-up limits stay apart. */
  async function account(email = `user-${randomUUID()}@example.org`) {
    const response = await registerAccount(
      t.app,
      { name: 'User', email, password: 'engine42' },
      `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    );
    expect(response.statusCode).toBe(201);
    return bearer(response.json<{ token: string }>().token);
  }

  /** Moves the caller's burst window into the past, as if 10 seconds had gone by. */
  async function afterBurstWindow(): Promise<void> {
    await t.database.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '11 seconds'` })
      .where(like(rateLimits.key, 'chat-burst:%'));
  }

  it('lets a burst of parallel messages through only up to the burst limit', async () => {
    const headers = await account();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendChat(t.app, { headers })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - BURST);
    expect(answers.find((answer) => answer.statusCode === 429)?.json<ErrorBody>()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      error: 'You are sending messages too quickly. Please wait a moment and try again.',
    });
    // Someone else is not slowed down.
    expect((await sendChat(t.app, { headers: await account() })).statusCode).toBe(200);
  });

  it('holds every caller to the per-minute limit, guests and premium included', async () => {
    for (const headers of [guest(), boss]) {
      for (let sent = 0; sent < PER_MINUTE; sent += 1) {
        if (sent % BURST === 0) await afterBurstWindow();
        expect((await sendChat(t.app, { headers })).statusCode).toBe(200);
      }
      await afterBurstWindow();
      const refused = await sendChat(t.app, { headers });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
    }
  });

  it('stops a free account at FREE_MESSAGES_PER_MONTH, and never premium', async () => {
    const free = await account();
    for (let sent = 0; sent < FREE_MESSAGES; sent += 1) {
      await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'chat-%'));
      expect((await sendChat(t.app, { headers: free })).statusCode).toBe(200);
    }
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'chat-%'));
    const refused = await sendChat(t.app, { headers: free });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'LIMIT_REACHED',
      error: `You have used your ${FREE_MESSAGES} free messages this month. Upgrade to Premium for unlimited messages.`,
    });
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'chat-%'));
    expect((await sendChat(t.app, { headers: boss })).statusCode).toBe(200);
  });

  it('limits the accounts one address makes in an hour, even all at once', async () => {
    const address = '10.8.0.1';
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        registerAccount(
          t.app,
          { name: 'Bulk', email: `bulk-${index}-${randomUUID()}@example.org`, password: 'secret1' },
          address,
        ),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SIGNUPS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - SIGNUPS_PER_HOUR);
    const elsewhere = await signUp(t.app, {
      name: 'Elsewhere',
      email: `elsewhere-${randomUUID()}@example.org`,
      password: 'secret1',
    });
    expect(elsewhere.success).toBe(true);
  });
});
