import type { AuthSession } from '@polymath/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema';
import { logIn, registerAccount, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const MAX_FAILURES = 3;
const MAX_ADDRESS_FAILURES = 6;
const ADA = { email: 'ada@example.org', password: 'engine42' };
const ALAN = { email: 'alan@example.org', password: 'enigma39' };

describe.each(databases)('sign-in attempt limits ($kind)', (factory) => {
  let t: TestApp;
  let adaDevice: string;

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        AUTH_MAX_FAILURES: String(MAX_FAILURES),
        AUTH_ADDRESS_MAX_FAILURES: String(MAX_ADDRESS_FAILURES),
        AUTH_FAILURE_WINDOW_MINUTES: '15',
      },
    });
    const ada = await signUp(t.app, { name: 'Ada', ...ADA });
    adaDevice = ada.deviceToken!;
    await signUp(t.app, { name: 'Alan', ...ALAN });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Moves a key's last attempt a minute into the past instead of waiting for it. */
  async function waitOutDelay(key: string): Promise<void> {
    await t.database.db
      .update(rateLimits)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, key));
  }

  /** The e-mail's count as after strangers' many failures from many addresses, the last just now. */
  async function afterStrangersFailed(email: string): Promise<void> {
    await t.database.db
      .insert(rateLimits)
      .values({
        key: `email:${email}`,
        count: 20,
        windowStartedAt: sql`now()`,
        lastUsedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: 20, windowStartedAt: sql`now()`, lastUsedAt: sql`now()` },
      });
  }

  it('checks no more passwords of a parallel burst than the limit, the right one among them', async () => {
    const client = '10.0.1.1';
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 23 ? ALAN.password : `guess-${index}`,
    );
    const answers = await Promise.all(
      guesses.map((password) => logIn(t.app, { email: ALAN.email, password }, client)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Only MAX_FAILURES attempts reach the password check; every other one is refused first.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILURES);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      error: 'Too many failed attempts. Please try again later.',
    });
  });

  it('keeps refusing that client on that account, even with the right password', async () => {
    const client = '10.0.2.1';
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      expect((await logIn(t.app, { ...ADA, password: 'guess' }, client)).statusCode).toBe(401);
    }
    expect((await logIn(t.app, ADA, client)).statusCode).toBe(429);
  });

  it('does not let strangers lock the owner out: their failures only delay unrecognised browsers', async () => {
    // Strangers fail from many addresses, each within its own limits...
    for (let stranger = 1; stranger <= 3; stranger += 1) {
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
        const wrong = await logIn(t.app, { ...ADA, password: 'guess' }, `10.0.3.${stranger}`);
        expect([401, 429]).toContain(wrong.statusCode);
      }
    }
    // ...and keep at it.
    await afterStrangersFailed(ADA.email);
    expect((await logIn(t.app, ADA, '10.0.3.100')).statusCode).toBe(429);
    // The owner's browser, which signed in before, is let through at once.
    const owner = await logIn(t.app, { ...ADA, deviceToken: adaDevice }, '10.0.3.100');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthSession>().deviceToken).toBe(adaDevice);
    // Its success lifts the delay for everyone: a new browser of the owner signs in too.
    const newBrowser = await logIn(t.app, ADA, '10.0.3.101');
    expect(newBrowser.statusCode).toBe(200);
    expect(newBrowser.json<AuthSession>().deviceToken).not.toBe(adaDevice);
  });

  it('makes an unrecognised browser wait at most a minute, never a lock', async () => {
    await afterStrangersFailed(ALAN.email);
    expect((await logIn(t.app, ALAN, '10.0.4.100')).statusCode).toBe(429);
    await waitOutDelay(`email:${ALAN.email}`);
    expect((await logIn(t.app, ALAN, '10.0.4.100')).statusCode).toBe(200);
  });

  it('does not take another account’s device token as the owner’s', async () => {
    const mallory = await signUp(t.app, {
      name: 'Mallory',
      email: 'mallory@example.org',
      password: 'not-ada-42',
    });
    await afterStrangersFailed(ADA.email);
    const withOtherDevice = await logIn(
      t.app,
      { ...ADA, deviceToken: mallory.deviceToken },
      '10.0.5.100',
    );
    expect(withOtherDevice.statusCode).toBe(429);
    expect((await logIn(t.app, { ...ADA, deviceToken: adaDevice }, '10.0.5.100')).statusCode).toBe(
      200,
    );
  });

  it('refuses a client that keeps failing, whichever accounts it tries', async () => {
    const client = '10.0.6.1';
    for (let attempt = 1; attempt <= MAX_ADDRESS_FAILURES; attempt += 1) {
      const unknown = await logIn(
        t.app,
        { email: `probe${attempt}@example.org`, password: 'guess' },
        client,
      );
      expect(unknown.statusCode).toBe(401);
    }
    expect((await logIn(t.app, ALAN, client)).statusCode).toBe(429);
    expect((await logIn(t.app, ALAN, '10.0.6.2')).statusCode).toBe(200);
  });

  it('does not count a right password as a failure of its address', async () => {
    const client = '10.0.7.1';
    for (let attempt = 1; attempt <= MAX_ADDRESS_FAILURES + 2; attempt += 1) {
      expect((await logIn(t.app, ALAN, client)).statusCode).toBe(200);
    }
  });

  it('refuses registration from a client that keeps hitting taken addresses', async () => {
    const client = '10.0.8.1';
    for (let attempt = 1; attempt <= MAX_ADDRESS_FAILURES; attempt += 1) {
      const taken = await registerAccount(
        t.app,
        { name: 'X', email: ADA.email, password: 'secret1' },
        client,
      );
      expect(taken.statusCode).toBe(409);
    }
    const limited = await registerAccount(
      t.app,
      { name: 'New', email: 'new@example.org', password: 'secret1' },
      client,
    );
    expect(limited.statusCode).toBe(429);
    const elsewhere = await registerAccount(
      t.app,
      { name: 'New', email: 'new@example.org', password: 'secret1' },
      '10.0.8.2',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('counts again from zero once the window has passed', async () => {
    const client = '10.0.9.1';
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      await logIn(t.app, { ...ALAN, password: 'guess' }, client);
    }
    expect((await logIn(t.app, ALAN, client)).statusCode).toBe(429);
    // Move the windows into the past instead of waiting a quarter of an hour.
    await t.database.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(inArray(rateLimits.key, [`pair:${ALAN.email} ${client}`, `email:${ALAN.email}`]));
    expect((await logIn(t.app, ALAN, client)).statusCode).toBe(200);
  });
});
