import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type Conversation,
  type ConversationPage,
  FEEDBACK,
  type FeedbackData,
} from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../src/db/schema';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { expectNoServerError } from './support/error-shape';
import { freshAddress, newAccount, newGuest, type Party, sendAs } from './support/parties';

/**
 * POST /api/feedback cannot fill the disk: one rating keeps an excerpt of the answer, not a copy
 * of it; guests' new ratings are bounded per address, whatever anonymous ids it sends; an
 * account's ratings count against its storage quota.
 */

const QUOTA_BYTES = 20_000;
const AT = '2026-11-20T10:00:00.000Z';

/** What the chat response says about an answer, with an answer of `answer`. */
function feedbackDataOf(messageId: string, answer = 'The harbour counted forty boats.') {
  return {
    messageId,
    userMessage: 'How many boats did the survey count?',
    aiResponse: answer,
    category: 'researching',
    responseTime: 420,
    verificationScore: 0.8,
    model: 'polymath-local',
    timestamp: AT,
    accuracy: 0.8,
    relevance: 0.9,
    helpfulness: 0.7,
  } satisfies FeedbackData;
}

/** A conversation of exactly `bytes` bytes as the server stores it. */
function conversationOf(bytes: number): Conversation {
  const base: Conversation = {
    id: randomUUID(),
    title: 'Notes',
    messages: [{ id: 'm1', role: 'user', content: '', timestamp: AT, feedback: null }],
    updatedAt: AT,
  };
  const padding = bytes - Buffer.byteLength(JSON.stringify(base));
  return { ...base, messages: [{ ...base.messages[0]!, content: 'x'.repeat(padding) }] };
}

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) {
    expectNoServerError(response);
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  }
  return counts;
}

describe.each(databases)('feedback cannot fill the disk ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      limits: 'real',
      env: { STORAGE_QUOTA_FREE_BYTES: String(QUOTA_BYTES) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rate = (party: Party, messageId: string, data?: FeedbackData, isLiked = true) =>
    sendAs(t.app, party, {
      method: 'POST',
      url: '/api/feedback',
      payload: { messageId, isLiked, ...(data ? { feedbackData: data } : {}) },
    });
  const rowsOf = (owner: string) =>
    t.database.db
      .select({
        messageId: feedback.messageId,
        feedbackData: feedback.feedbackData,
        sizeBytes: feedback.sizeBytes,
        textBytes: sql<number>`octet_length(${feedback.feedbackData}::text)`.mapWith(Number),
      })
      .from(feedback)
      .where(eq(feedback.owner, owner));
  const usageOf = async (party: Party) =>
    (
      await sendAs(t.app, party, { method: 'GET', url: '/api/conversations' })
    ).json<ConversationPage>().usage;
  const fill = async (party: Party, bytes: number) => {
    const filler = conversationOf(bytes);
    const saved = await sendAs(t.app, party, {
      method: 'PUT',
      url: `/api/conversations/${filler.id}`,
      payload: filler,
    });
    expect(saved.statusCode).toBe(200);
  };

  it('keeps an excerpt of a long answer, not a copy of it', async () => {
    const guest = newGuest('Long answer');
    // 100,000 UTF-16 units, the contract's most: about 200 KB as stored before the bound.
    const answer = '😀'.repeat(50_000);
    const data = feedbackDataOf('long-1', answer);
    expect((await rate(guest, 'long-1', data)).statusCode).toBe(200);

    const [row] = await rowsOf(`guest:${guest.anonymousId}`);
    expect(row?.feedbackData).toEqual({
      ...data,
      aiResponse: '😀'.repeat(FEEDBACK.storedExcerptChars),
    });
    expect(row!.textBytes).toBeLessThan(4 * 2 * FEEDBACK.storedExcerptChars + 1_000);
    expect(row!.sizeBytes).toBeGreaterThanOrEqual(row!.textBytes - 100);
  });

  it('bounds guests’ new ratings per address, whatever anonymous ids it sends', async () => {
    const address = freshAddress();
    const perAddress = FEEDBACK.guestRatingsPerAddressMessage * t.env.GUEST_ADDRESS_MESSAGE_LIMIT;
    const guests = Array.from({ length: perAddress + 10 }, () => ({
      ...newGuest('Fresh id'),
      remoteAddress: address,
    }));
    const answers = await Promise.all(
      guests.map((guest, index) => rate(guest, `burst-${index}`, feedbackDataOf(`burst-${index}`))),
    );
    expect(tally(answers)).toEqual({ 200: perAddress, 429: 10 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'LIMIT_REACHED' });
    expect(refused.json<{ error: string }>().error).toMatch(/network.*sign in/i);

    // A guest that rated before may still change its vote; a guest elsewhere may rate.
    const rated = guests[answers.findIndex((answer) => answer.statusCode === 200)]!;
    const index = guests.indexOf(rated);
    expect((await rate(rated, `burst-${index}`, undefined, false)).statusCode).toBe(200);
    expect((await rate(newGuest('Elsewhere'), 'burst-0')).statusCode).toBe(200);
    // A guest at the full address sending no anonymous id keeps nothing either way.
    const anonymous = { ...newGuest('No id', { anonymousId: null }), remoteAddress: address };
    expect((await rate(anonymous, 'burst-0')).statusCode).toBe(400);
  });

  it('counts an account’s ratings in its storage quota: a full quota refuses a new one, a smaller vote passes', async () => {
    const ada = await newAccount(t.app, 'Ada');
    await fill(ada, QUOTA_BYTES - 2_500);
    const answers: LightMyRequestResponse[] = [];
    for (let index = 0; index < 10; index += 1) {
      answers.push(
        await rate(ada, `ada-${index}`, feedbackDataOf(`ada-${index}`, 'y'.repeat(400))),
      );
    }
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(10);
    const refused = answers.find((answer) => answer.statusCode === 413)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'QUOTA_EXCEEDED' });
    expect(refused.json<{ error: string }>().error).toMatch(/^Storage full: /);

    const rows = await rowsOf(`user:${ada.userId}`);
    const storedBytes = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
    const usage = await usageOf(ada);
    expect(usage.feedbackBytes).toBe(storedBytes);
    expect(usage.usedBytes).toBeLessThanOrEqual(QUOTA_BYTES);

    // A changed vote without its data shrinks the row: allowed, and the space is freed.
    expect((await rate(ada, 'ada-0', undefined, false)).statusCode).toBe(200);
    expect((await usageOf(ada)).feedbackBytes).toBeLessThan(storedBytes);
    // The same vote again with its data fits where it was.
    expect((await rate(ada, 'ada-0', feedbackDataOf('ada-0', 'y'.repeat(400)))).statusCode).toBe(
      200,
    );
  });

  it('never lets a parallel burst of an account’s ratings pass its quota', async () => {
    const bob = await newAccount(t.app, 'Bob');
    await fill(bob, QUOTA_BYTES - 6_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        rate(bob, `bob-${index}`, feedbackDataOf(`bob-${index}`, 'z'.repeat(400))),
      ),
    );
    const counts = tally(answers);
    expect(counts[200]).toBeGreaterThan(0);
    expect(counts[413]).toBeGreaterThan(0);
    const rows = await rowsOf(`user:${bob.userId}`);
    expect(rows).toHaveLength(counts[200]!);
    const usage = await usageOf(bob);
    expect(usage.feedbackBytes).toBe(rows.reduce((sum, row) => sum + row.sizeBytes, 0));
    expect(usage.usedBytes).toBeLessThanOrEqual(QUOTA_BYTES);
  });

  it('cuts the ratings kept before to excerpts and counts an account’s (migration 0021)', async () => {
    const cleo = await newAccount(t.app, 'Cleo');
    await fill(cleo, 1_000);
    const guestOwner = `guest:${randomUUID()}`;
    const long = feedbackDataOf('old-1', 'w'.repeat(90_000));
    await t.database.db.insert(feedback).values([
      { owner: `user:${cleo.userId}`, messageId: 'old-1', isLiked: true, feedbackData: long },
      { owner: guestOwner, messageId: 'old-1', isLiked: false, feedbackData: long },
    ]);
    const migration = await readFile(
      new URL('../../drizzle/0021_backfill_feedback_excerpts_and_bytes.sql', import.meta.url),
      'utf8',
    );
    // Twice: a second run must change nothing.
    for (let run = 0; run < 2; run += 1) {
      for (const statement of migration.split('--> statement-breakpoint')) {
        await t.database.db.execute(sql.raw(statement));
      }
    }
    const excerpt = { ...long, aiResponse: 'w'.repeat(FEEDBACK.storedExcerptChars) };
    const [own] = await rowsOf(`user:${cleo.userId}`);
    const [guests] = await rowsOf(guestOwner);
    expect(own?.feedbackData).toEqual(excerpt);
    expect(guests?.feedbackData).toEqual(excerpt);
    // jsonb's text form, a little longer than JSON.stringify's: what the next vote replaces.
    const counted = Buffer.byteLength(
      JSON.stringify({ messageId: 'old-1', isLiked: true, feedbackData: excerpt }),
    );
    expect(own!.sizeBytes).toBeGreaterThanOrEqual(counted);
    expect(own!.sizeBytes).toBeLessThan(counted + 100);
    const usage = await usageOf(cleo);
    expect(usage.feedbackBytes).toBe(own!.sizeBytes);
    expect(usage.usedBytes).toBe(1_000 + own!.sizeBytes);

    expect((await rate(cleo, 'old-1', undefined, false)).statusCode).toBe(200);
    const [changed] = await rowsOf(`user:${cleo.userId}`);
    expect((await usageOf(cleo)).feedbackBytes).toBe(changed!.sizeBytes);
    expect(changed!.sizeBytes).toBe(
      Buffer.byteLength(JSON.stringify({ messageId: 'old-1', isLiked: false, feedbackData: null })),
    );
  });
});
