import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Conversation, ConversationPage, StorageUsage } from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, storageUsage } from '../src/db/schema';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { createMailInbox, verifyAddress } from './mail-inbox';

const QUOTA_BYTES = 20_000;
const CONVERSATION_LIMIT = 12;
const AT = '2026-11-20T10:00:00.000Z';

/** A conversation of exactly `bytes` bytes as the server stores it. */
function conversationOf(bytes: number, overrides: Partial<Conversation> = {}): Conversation {
  const base: Conversation = {
    id: randomUUID(),
    title: 'Notes',
    messages: [{ id: 'm1', role: 'user', content: '', timestamp: AT, feedback: null }],
    updatedAt: AT,
    ...overrides,
  };
  const padding = bytes - Buffer.byteLength(JSON.stringify(base));
  if (padding < 0) throw new Error(`a conversation needs more than ${bytes} bytes`);
  return { ...base, messages: [{ ...base.messages[0]!, content: 'x'.repeat(padding) }] };
}

interface Account {
  id: string;
  headers: Record<string, string>;
}

describe.each(databases)('conversation storage quota ($kind)', (factory) => {
  let t: TestApp;
  const inbox = createMailInbox();

  const save = (account: Account, body: Conversation) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${body.id}`,
      headers: account.headers,
      payload: body,
    });
  const getOne = (account: Account, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: account.headers });
  const remove = (account: Account, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: account.headers });
  const list = async (account: Account) =>
    t.app.inject({ method: 'GET', url: '/api/conversations?limit=50', headers: account.headers });
  const usageOf = async (account: Account) => (await list(account)).json<ConversationPage>().usage;

  /** What the user's stored conversations take, summed from the rows themselves. */
  async function storedBytes(account: Account): Promise<{ bytes: number; count: number }> {
    const [row] = await t.database.db
      .select({
        bytes: sql<number>`coalesce(sum(${conversations.sizeBytes}), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(conversations)
      .where(eq(conversations.userId, account.id));
    return row!;
  }

  async function newAccount(email = `${randomUUID()}@example.org`): Promise<Account> {
    const session = await signUp(t.app, { name: 'Ada', email, password: 'engine42' });
    return { id: session.user.id, headers: bearer(session.token) };
  }

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        STORAGE_QUOTA_FREE_BYTES: String(QUOTA_BYTES),
        STORAGE_QUOTA_PREMIUM_BYTES: String(QUOTA_BYTES * 10),
        CONVERSATIONS_PER_USER: String(CONVERSATION_LIMIT),
        ADMIN_EMAILS: 'premium@example.org',
      },
      mail: inbox.sender,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a save past the quota with 413 QUOTA_EXCEEDED and keeps the stored version', async () => {
    const ada = await newAccount();
    const first = conversationOf(12_000);
    expect((await save(ada, first)).json<{ usage: StorageUsage }>().usage).toEqual({
      usedBytes: 12_000,
      fileBytes: 0,
      productivityBytes: 0,
      personalAiBytes: 0,
      feedbackBytes: 0,
      quotaBytes: QUOTA_BYTES,
      conversationCount: 1,
      conversationLimit: CONVERSATION_LIMIT,
    });

    const grown = conversationOf(21_000, { id: first.id, updatedAt: '2026-11-20T11:00:00.000Z' });
    const refused = await save(ada, grown);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      code: 'QUOTA_EXCEEDED',
      error:
        'Storage full: 12 KB of your 20 KB is used, and this conversation needs 8.8 KB more. ' +
        'Delete conversations you no longer need to free space.',
    });
    const other = await save(ada, conversationOf(9_000));
    expect(other.statusCode).toBe(413);
    expect(other.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });

    expect((await getOne(ada, first.id)).json()).toEqual({ conversation: first });
    expect(await usageOf(ada)).toMatchObject({ usedBytes: 12_000, conversationCount: 1 });
    expect(await storedBytes(ada)).toEqual({ bytes: 12_000, count: 1 });
  });

  it('counts what a replacement adds or frees, and frees what a deletion takes', async () => {
    const ada = await newAccount();
    const notes = conversationOf(8_000);
    await save(ada, notes);
    await save(ada, conversationOf(10_000));
    // 18,000 used: growing this one by 2,000 fits exactly, by one byte more does not.
    expect((await save(ada, conversationOf(10_001, { id: notes.id }))).statusCode).toBe(413);
    expect((await save(ada, conversationOf(10_000, { id: notes.id }))).statusCode).toBe(200);
    expect(await usageOf(ada)).toMatchObject({ usedBytes: QUOTA_BYTES, conversationCount: 2 });
    // Full, yet a smaller copy is always accepted.
    expect((await save(ada, conversationOf(4_000, { id: notes.id }))).statusCode).toBe(200);
    expect(await usageOf(ada)).toMatchObject({ usedBytes: 14_000 });

    const deleted = await remove(ada, notes.id);
    expect(deleted.json()).toEqual({
      success: true,
      usage: {
        usedBytes: 10_000,
        fileBytes: 0,
        productivityBytes: 0,
        personalAiBytes: 0,
        feedbackBytes: 0,
        quotaBytes: QUOTA_BYTES,
        conversationCount: 1,
        conversationLimit: CONVERSATION_LIMIT,
      },
    });
    expect((await save(ada, conversationOf(10_000))).statusCode).toBe(200);
    expect(await storedBytes(ada)).toEqual({ bytes: QUOTA_BYTES, count: 2 });
  });

  it('never lets parallel saves together pass the quota', async () => {
    const ada = await newAccount();
    // Each fits alone; ten together are 30,000 bytes, and at most six of them fit.
    const burst = Array.from({ length: 10 }, () => conversationOf(3_000));
    const responses = await Promise.all(burst.map((conversation) => save(ada, conversation)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 413)).toHaveLength(4);

    // The same with growing replacements of the conversations already there.
    const growth = burst
      .filter((_, index) => responses[index]!.statusCode === 200)
      .map((conversation) => conversationOf(3_500, { id: conversation.id }));
    await Promise.all(growth.map((conversation) => save(ada, conversation)));

    const usage = await usageOf(ada);
    expect(usage.usedBytes).toBeLessThanOrEqual(QUOTA_BYTES);
    expect(await storedBytes(ada)).toEqual({
      bytes: usage.usedBytes,
      count: usage.conversationCount,
    });
    // Four of the six could grow by 500 bytes: exactly full.
    expect(usage.usedBytes).toBe(QUOTA_BYTES);
  });

  it('never lets parallel saves and deletions lose count of the bytes', async () => {
    const ada = await newAccount();
    const kept = Array.from({ length: 4 }, () => conversationOf(2_000));
    for (const conversation of kept) await save(ada, conversation);
    await Promise.all([
      ...kept.slice(0, 2).map((conversation) => remove(ada, conversation.id)),
      ...kept
        .slice(2)
        .map((conversation) => save(ada, conversationOf(2_500, { id: conversation.id }))),
      save(ada, conversationOf(1_000)),
      save(ada, conversationOf(1_000)),
    ]);
    expect(await usageOf(ada)).toMatchObject({ usedBytes: 7_000, conversationCount: 4 });
    expect(await storedBytes(ada)).toEqual({ bytes: 7_000, count: 4 });
  });

  it('refuses a new conversation past the conversation limit, never a replacement', async () => {
    const ada = await newAccount();
    const saved = Array.from({ length: CONVERSATION_LIMIT }, () => conversationOf(500));
    await Promise.all(
      [...saved, conversationOf(500)].map((conversation) => save(ada, conversation)),
    );
    expect(await usageOf(ada)).toMatchObject({ conversationCount: CONVERSATION_LIMIT });

    const refused = await save(ada, conversationOf(500));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(refused.json<{ error: string }>().error).toContain(
      `the most an account can keep (${CONVERSATION_LIMIT})`,
    );
    const [first] = (await list(ada)).json<ConversationPage>().conversations;
    expect((await save(ada, conversationOf(600, { id: first!.id }))).statusCode).toBe(200);
  });

  it('gives a premium account the premium quota', async () => {
    const registered = await newAccount('premium@example.org');
    // Verifying ends the registration's session: the account goes on with the link's.
    const verified = await verifyAddress(t.app, inbox, 'premium@example.org');
    const premium = { ...registered, headers: bearer(verified.token) };
    expect((await save(premium, conversationOf(QUOTA_BYTES * 2))).statusCode).toBe(200);
    expect(await usageOf(premium)).toMatchObject({
      usedBytes: QUOTA_BYTES * 2,
      quotaBytes: QUOTA_BYTES * 10,
    });
  });

  it('lists summaries only: a list of long conversations stays small', async () => {
    const ada = await newAccount();
    for (let index = 0; index < 3; index += 1) {
      await save(ada, conversationOf(6_000, { title: `Long ${index}` }));
    }
    const response = await list(ada);
    expect(response.body.length).toBeLessThan(2_000);
    const page = response.json<ConversationPage>();
    expect(page.conversations).toHaveLength(3);
    for (const summary of page.conversations) {
      expect(Object.keys(summary).sort()).toEqual(
        ['id', 'messageCount', 'preview', 'sizeBytes', 'title', 'updatedAt'].sort(),
      );
      expect(summary).toMatchObject({
        messageCount: 1,
        preview: `${'x'.repeat(60)}...`,
        sizeBytes: 6_000,
      });
    }
  });

  it('fills in the summaries and the usage of conversations saved before they were kept (migration 0013)', async () => {
    const ada = await newAccount();
    const old = conversationOf(3_000, { title: 'T'.repeat(250), createdAt: AT });
    await t.database.db.insert(conversations).values({
      userId: ada.id,
      id: old.id,
      data: old,
      updatedAt: old.updatedAt,
    });
    await t.database.db.delete(storageUsage).where(eq(storageUsage.userId, ada.id));
    const migration = await readFile(
      new URL('../drizzle/0013_backfill_conversation_summaries_and_usage.sql', import.meta.url),
      'utf8',
    );
    // Twice: a second run must change nothing.
    for (let run = 0; run < 2; run += 1) {
      for (const statement of migration.split('--> statement-breakpoint')) {
        await t.database.db.execute(sql.raw(statement));
      }
    }
    const [summary] = (await list(ada)).json<ConversationPage>().conversations;
    expect(summary).toMatchObject({
      id: old.id,
      title: 'T'.repeat(200),
      createdAt: AT,
      updatedAt: AT,
      messageCount: 1,
      preview: `${'x'.repeat(60)}...`,
    });
    // jsonb's own text form, a little longer than JSON.stringify's: what the next save replaces.
    expect(summary!.sizeBytes).toBeGreaterThanOrEqual(3_000);
    expect(await usageOf(ada)).toMatchObject({
      usedBytes: summary!.sizeBytes,
      conversationCount: 1,
    });
    expect(
      (await getOne(ada, old.id)).json<{ conversation: Conversation }>().conversation.title,
    ).toBe('T'.repeat(200));

    expect((await save(ada, { ...old, title: 'Cut' })).statusCode).toBe(200);
    expect(await storedBytes(ada)).toEqual({
      bytes: Buffer.byteLength(JSON.stringify({ ...old, title: 'Cut' })),
      count: 1,
    });
    expect((await usageOf(ada)).usedBytes).toBe((await storedBytes(ada)).bytes);
  });
});
