import { randomUUID } from 'node:crypto';
import { LIMITS } from '@polymath/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../src/config/env';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { expectNoServerError } from './support/error-shape';
import { freshAddress, newAccount, newGuest, type Party, sendAs } from './support/parties';

/**
 * Parallel bursts against every limit, on an app with the configuration's real defaults. However
 * many requests arrive at once, exactly the limit's worth gets through: each limit is taken in
 * one statement (or one transaction) before the work, never checked first and counted later.
 */

/** How many answers had each status. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) {
    expectNoServerError(response);
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  }
  return counts;
}

function burst<T>(size: number, send: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: size }, (_, index) => send(index)));
}

describe.each(databases)('parallel bursts against every limit ($kind)', (factory) => {
  let t: TestApp;
  let env: Env;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory, limits: 'real' });
    env = t.env;
  });
  afterAll(async () => {
    await t?.close();
  });

  function logIn(email: string, password: string, remoteAddress: string) {
    return t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  function register(remoteAddress: string) {
    return t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        name: 'Bulk',
        email: `bulk-${randomUUID()}@example.org`,
        password: 'correct-horse-42',
      },
      remoteAddress,
    });
  }

  function chat(party: Party) {
    return sendAs(t.app, party, {
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'What is 2 + 2?' },
    });
  }

  it('checks AUTH_MAX_FAILURES passwords of one account from one address, the right one among them', async () => {
    const owner = await newAccount(t.app, 'Owner');
    const { email } = (await sendAs(t.app, owner, { method: 'GET', url: '/auth/me' })).json<{
      user: { email: string };
    }>().user;
    const address = freshAddress();
    const answers = await burst(30, (index) =>
      logIn(email, index === 17 ? 'correct-horse-42' : `guess-${index}`, address),
    );
    const counts = tally(answers);
    const max = env.AUTH_MAX_FAILURES;
    if (counts[200] === undefined) {
      // The right one came too late: exactly the limit's worth of guesses was checked.
      expect(counts[401]).toBe(max);
    } else {
      // The owner's success clears the pair's count (a user who mistyped is not held to it), so
      // guesses taken after it may be checked again, but never more than the limit on either side.
      expect(counts[200]).toBe(1);
      expect(counts[401]).toBeLessThanOrEqual(2 * max - 1);
    }
    expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(30);
  });

  it('checks AUTH_ADDRESS_MAX_FAILURES passwords from one address, whatever the accounts', async () => {
    const address = freshAddress();
    const answers = await burst(60, (index) =>
      logIn(`probe-${index}@example.org`, 'guess', address),
    );
    expect(tally(answers)).toEqual({
      401: env.AUTH_ADDRESS_MAX_FAILURES,
      429: 60 - env.AUTH_ADDRESS_MAX_FAILURES,
    });
  });

  it('checks one guess per fresh address on one account, and delays the rest instead of checking them', async () => {
    const owner = await newAccount(t.app, 'Target');
    const { email } = (await sendAs(t.app, owner, { method: 'GET', url: '/auth/me' })).json<{
      user: { email: string };
    }>().user;
    const addresses = Array.from({ length: 6 }, () => freshAddress());
    const started = Date.now();
    const answers = await burst(30, (index) =>
      logIn(email, 'guess', addresses[index % addresses.length]!),
    );
    const elapsedSeconds = (Date.now() - started) / 1000;
    const checked = 30 - (tally(answers)[429] ?? 0);
    // An address that has not failed gets its check at once; past that, the free tries, and at
    // most one more per second that went by (delays double from 1 s).
    expect(checked).toBeGreaterThanOrEqual(addresses.length);
    expect(checked).toBeLessThanOrEqual(
      addresses.length + env.AUTH_MAX_FAILURES + Math.floor(elapsedSeconds),
    );
  });

  it('makes AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR accounts from one address, all asked at once', async () => {
    const address = freshAddress();
    const answers = await burst(25, () => register(address));
    const allowed = env.AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR;
    expect(tally(answers)).toEqual({ 201: allowed, 429: 25 - allowed });
  });

  it('answers GUEST_MESSAGE_LIMIT messages of one guest sent at once', async () => {
    const guest = newGuest('Guest');
    // As many as the chat's pace lets through, so every refusal is the guest limit's.
    const size = env.CHAT_BURST_MESSAGES;
    const answers = await burst(size, () => chat(guest));
    expect(tally(answers)).toEqual({
      200: env.GUEST_MESSAGE_LIMIT,
      429: size - env.GUEST_MESSAGE_LIMIT,
    });
    const refusals = answers.filter((answer) => answer.statusCode === 429);
    expect(refusals.map((answer) => answer.json<{ code: string }>().code)).toEqual(
      Array(size - env.GUEST_MESSAGE_LIMIT).fill('GUEST_LIMIT'),
    );
  });

  it('answers GUEST_MESSAGE_LIMIT messages of a caller without an anonymous id sent at once', async () => {
    const caller = newGuest('Nobody', { anonymousId: null });
    const answers = await burst(12, () => chat(caller));
    expect(tally(answers)).toEqual({
      200: env.GUEST_MESSAGE_LIMIT,
      429: 12 - env.GUEST_MESSAGE_LIMIT,
    });
  });

  it('answers GUEST_ADDRESS_MESSAGE_LIMIT messages from one address whatever ids it sends at once', async () => {
    const address = freshAddress();
    const size = env.GUEST_ADDRESS_MESSAGE_LIMIT + 15;
    const answers = await burst(size, () =>
      chat({ ...newGuest('Fresh id'), remoteAddress: address }),
    );
    expect(tally(answers)).toEqual({ 200: env.GUEST_ADDRESS_MESSAGE_LIMIT, 429: 15 });
  });

  it('paces an account to CHAT_BURST_MESSAGES messages sent at once', async () => {
    const account = await newAccount(t.app, 'Chatty');
    const answers = await burst(25, () => chat(account));
    expect(tally(answers)).toEqual({
      200: env.CHAT_BURST_MESSAGES,
      429: 25 - env.CHAT_BURST_MESSAGES,
    });
    // Streamed messages count against the same pace.
    const streamed = await sendAs(t.app, account, {
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message: 'And now?', requestId: randomUUID() },
    });
    expect(streamed.statusCode).toBe(429);
  });

  it('counts a free account’s uses of a feature to its limit when they arrive at once', async () => {
    const account = await newAccount(t.app, 'Counter');
    const answers = await burst(20, () =>
      sendAs(t.app, account, {
        method: 'POST',
        url: '/api/usage-limits/increment',
        payload: { featureType: 'codeGeneration' },
      }),
    );
    expect(tally(answers)).toEqual({
      200: LIMITS.free.codeGeneration,
      429: 20 - LIMITS.free.codeGeneration,
    });
    const usage = await sendAs(t.app, account, { method: 'GET', url: '/api/usage-limits' });
    expect(
      usage.json<{ usage: { codeGeneration: { used: number } } }>().usage.codeGeneration.used,
    ).toBe(LIMITS.free.codeGeneration);
  });

  it('gives a free account no more code generations than its allowance when requests arrive at once', async () => {
    const account = await newAccount(t.app, 'Coder');
    const answers = await burst(10, () =>
      sendAs(t.app, account, {
        method: 'POST',
        url: '/api/chat-enhanced',
        payload: { message: 'hello world in python' },
      }),
    );
    const withCode = answers.filter(
      (answer) => answer.statusCode === 200 && answer.json<{ code?: string }>().code !== undefined,
    );
    expect(withCode).toHaveLength(LIMITS.free.codeGeneration);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(
      10 - LIMITS.free.codeGeneration,
    );
  });

  it('counts guests’ uses of a feature per address when fresh ids arrive at once', async () => {
    const address = freshAddress();
    const perGuest = LIMITS.free.codeExecution;
    // One address holds as many guests' allowances as its message cap holds free messages.
    const perAddress =
      perGuest * Math.ceil(env.GUEST_ADDRESS_MESSAGE_LIMIT / env.GUEST_MESSAGE_LIMIT);
    const answers = await burst(perAddress + 10, () =>
      sendAs(
        t.app,
        { ...newGuest('Fresh id'), remoteAddress: address },
        {
          method: 'POST',
          url: '/api/usage-limits/increment',
          payload: { featureType: 'codeExecution' },
        },
      ),
    );
    expect(tally(answers)).toEqual({ 200: perAddress, 429: 10 });
  });
});
