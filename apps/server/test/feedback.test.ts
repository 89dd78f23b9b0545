import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ANONYMOUS_ID_HEADER, type FeedbackData } from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackOwners } from '../src/db/schema';
import { guestOwnerKey } from '../src/identity/caller';
import { findFeedback } from '../src/modules/feedback/feedback.repository';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const ROWS_PER_OWNER = 5;

const feedbackData: FeedbackData = {
  messageId: 'm-1',
  userMessage: 'What is 15% of 240?',
  aiResponse: '15% of 240 is 36.',
  category: 'solving math',
  responseTime: 12,
  verificationScore: 0.95,
  model: 'Polymath built-in engine',
  timestamp: '2026-01-15T10:00:00.000Z',
  accuracy: 0.95,
  relevance: 0.8,
  helpfulness: 0.88,
};

describe.each(databases)('feedback ($kind)', (factory) => {
  let t: TestApp;
  const alice = randomUUID();
  const mallory = randomUUID();

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { FEEDBACK_ROWS_PER_OWNER: String(ROWS_PER_OWNER) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (owner: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: owner ? { [ANONYMOUS_ID_HEADER]: owner } : {},
      payload,
    });

  it('stores a like with its feedback data for the anonymous id', async () => {
    const response = await send(alice, { messageId: 'm-1', isLiked: true, feedbackData });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; id: string }>();
    expect(body.success).toBe(true);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await findFeedback(t.database.db, guestOwnerKey(alice), 'm-1')).toMatchObject({
      isLiked: true,
      feedbackData,
    });
  });

  it('replaces the owner’s earlier vote on the same message', async () => {
    const first = (await send(alice, { messageId: 'm-2', isLiked: true })).json<{ id: string }>();
    const second = (await send(alice, { messageId: 'm-2', isLiked: false })).json<{ id: string }>();
    expect(second.id).toBe(first.id);
    expect(await findFeedback(t.database.db, guestOwnerKey(alice), 'm-2')).toMatchObject({
      isLiked: false,
    });
  });

  it('never lets another owner overwrite someone’s feedback', async () => {
    const own = (await send(alice, { messageId: 'm-3', isLiked: true, feedbackData })).json<{
      id: string;
    }>();
    const other = await send(mallory, { messageId: 'm-3', isLiked: false });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ id: string }>().id).not.toBe(own.id);
    expect(await findFeedback(t.database.db, guestOwnerKey(alice), 'm-3')).toMatchObject({
      id: own.id,
      isLiked: true,
      feedbackData,
    });
  });

  it('refuses feedback without a valid anonymous id', async () => {
    const missing = await send(undefined, { messageId: 'm-4', isLiked: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await send('not-a-uuid', { messageId: 'm-4', isLiked: true })).statusCode).toBe(400);
    expect(await findFeedback(t.database.db, guestOwnerKey('not-a-uuid'), 'm-4')).toBeUndefined();
  });

  it('refuses a body without a message id or a like flag', async () => {
    expect((await send(alice, { isLiked: true })).statusCode).toBe(400);
    expect((await send(alice, { messageId: 'm-5' })).statusCode).toBe(400);
    // What one row may store is bounded: a 900 KB answer or a 1,000-character id is refused.
    const huge = await send(alice, {
      messageId: 'm-6',
      isLiked: true,
      feedbackData: { ...feedbackData, aiResponse: 'x'.repeat(900_000) },
    });
    expect(huge.statusCode).toBe(400);
    expect((await send(alice, { messageId: 'm'.repeat(1000), isLiked: true })).statusCode).toBe(
      400,
    );
    const withNul = await send(alice, { messageId: 'm-\u0000', isLiked: true });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({ code: 'VALIDATION' });
  });

  const storedRows = async (owner: string) =>
    t.database.db.$count(feedback, eq(feedback.owner, guestOwnerKey(owner)));
  const countedRows = async (owner: string) => {
    const [row] = await t.database.db
      .select({ rowCount: feedbackOwners.rowCount })
      .from(feedbackOwners)
      .where(eq(feedbackOwners.owner, guestOwnerKey(owner)));
    return row?.rowCount;
  };

  it('refuses a vote on another answer past FEEDBACK_ROWS_PER_OWNER, never a changed vote', async () => {
    const carol = randomUUID();
    for (let index = 0; index < ROWS_PER_OWNER; index += 1) {
      expect((await send(carol, { messageId: `c-${index}`, isLiked: true })).statusCode).toBe(200);
    }
    const refused = await send(carol, { messageId: 'c-extra', isLiked: true, feedbackData });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'QUOTA_EXCEEDED',
      error: `You have rated ${ROWS_PER_OWNER} answers, the most that can be kept. Your earlier ratings are saved.`,
    });
    expect(await findFeedback(t.database.db, guestOwnerKey(carol), 'c-extra')).toBeUndefined();

    expect((await send(carol, { messageId: 'c-0', isLiked: false })).statusCode).toBe(200);
    expect(await findFeedback(t.database.db, guestOwnerKey(carol), 'c-0')).toMatchObject({
      isLiked: false,
    });
    // Another owner has a bound of their own.
    expect((await send(randomUUID(), { messageId: 'c-extra', isLiked: true })).statusCode).toBe(
      200,
    );
  });

  it('never stores more than the bound from a parallel burst', async () => {
    const dave = randomUUID();
    const burst = Array.from({ length: ROWS_PER_OWNER * 3 }, (_, index) =>
      // Some votes land on the same answer twice: one row each, counted once.
      send(dave, { messageId: `d-${index % (ROWS_PER_OWNER * 2)}`, isLiked: index % 2 === 0 }),
    );
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 413)).toBe(true);
    expect(await storedRows(dave)).toBe(ROWS_PER_OWNER);
    expect(await countedRows(dave)).toBe(ROWS_PER_OWNER);
  });

  it('counts the rows stored before the bound existed (migration 0012)', async () => {
    const erin = randomUUID();
    await t.database.db.insert(feedback).values(
      Array.from({ length: ROWS_PER_OWNER + 2 }, (_, index) => ({
        owner: guestOwnerKey(erin),
        messageId: `e-${index}`,
        isLiked: true,
      })),
    );
    const migration = await readFile(
      new URL('../drizzle/0013_backfill_conversation_summaries_and_usage.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    expect(await countedRows(erin)).toBe(ROWS_PER_OWNER + 2);
    expect((await send(erin, { messageId: 'e-new', isLiked: true })).statusCode).toBe(413);
    expect((await send(erin, { messageId: 'e-0', isLiked: false })).statusCode).toBe(200);
  });

  it('keeps the votes guests cast before owner keys, under their guest key (migration 0008)', async () => {
    const guest = randomUUID();
    await t.database.db.insert(feedback).values([
      { owner: guest, messageId: 'm-legacy', isLiked: true },
      { owner: 'user:legacy-user', messageId: 'm-legacy', isLiked: false },
    ]);
    const migration = await readFile(
      new URL('../drizzle/0008_feedback_guest_owner_keys.sql', import.meta.url),
      'utf8',
    );
    // Twice: a second run must change nothing.
    await t.database.db.execute(sql.raw(migration));
    await t.database.db.execute(sql.raw(migration));
    expect(await findFeedback(t.database.db, guestOwnerKey(guest), 'm-legacy')).toMatchObject({
      isLiked: true,
    });
    expect(await findFeedback(t.database.db, 'user:legacy-user', 'm-legacy')).toMatchObject({
      isLiked: false,
    });
    expect(await findFeedback(t.database.db, guest, 'm-legacy')).toBeUndefined();
  });
});
