import type { AuthSession } from '@polymath/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema';
import { logIn, registerAccount, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const MAX_FAILURES = 3;
const MAX_ADDRESS_FAILURES = 6;
const SIGNUPS_PER_HOUR = 10;
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
        AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR: String(SIGNUPS_PER_HOUR),
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

  /** One wrong password from the client, on an account nobody has: it has failed since. */
  async function failOnce(client: string): Promise<void> {
    const wrong = await logIn(t.app, { email: 'nobody@example.org', password: 'guess' }, client);
    expect(wrong.statusCode).toBe(401);
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

  it('does not let strangers lock the owner out: their failures only delay clients that failed', async () => {
    // Strangers fail from many addresses, each within its own limits...
    for (let stranger = 1; stranger <= 3; stranger += 1) {
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
        const wrong = await logIn(t.app, { ...ADA, password: 'guess' }, `10.0.3.${stranger}`);
        expect([401, 429]).toContain(wrong.statusCode);
      }
    }
    // ...and keep at it.
    await afterStrangersFailed(ADA.email);
    // A client that failed waits, whether its password is right or wrong, and the refusal is the
    // same either way: it tells nothing about the password.
    const failed = '10.0.3.100';
    await failOnce(failed);
    const right = await logIn(t.app, ADA, failed);
    const wrong = await logIn(t.app, { ...ADA, password: 'guess' }, failed);
    expect(right.statusCode).toBe(429);
    expect(wrong.statusCode).toBe(429);
    expect(right.json()).toEqual(wrong.json());
    // The owner's browser, which signed in before, is let through at once, from that client too.
    const owner = await logIn(t.app, { ...ADA, deviceToken: adaDevice }, failed);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthSession>().deviceToken).toBe(adaDevice);
    // Its success lifts the delay for everyone: another browser that failed signs in too.
    const other = '10.0.3.101';
    await failOnce(other);
    const newBrowser = await logIn(t.app, ADA, other);
    expect(newBrowser.statusCode).toBe(200);
    expect(newBrowser.json<AuthSession>().deviceToken).not.toBe(adaDevice);
  });

  it('checks the owner’s password from a new browser at once, while strangers hold the delay', async () => {
    await afterStrangersFailed(ADA.email);
    const newBrowser = await logIn(t.app, ADA, '10.0.3.102');
    expect(newBrowser.statusCode).toBe(200);
    expect(newBrowser.json<AuthSession>().deviceToken).not.toBe(adaDevice);
  });

  it('checks one wrong password from a client that has not failed, then makes it wait', async () => {
    await afterStrangersFailed(ADA.email);
    const client = '10.0.3.103';
    expect((await logIn(t.app, { ...ADA, password: 'guess' }, client)).statusCode).toBe(401);
    expect((await logIn(t.app, { ...ADA, password: 'guess' }, client)).statusCode).toBe(429);
    expect((await logIn(t.app, ADA, client)).statusCode).toBe(429);
    // A failure on any account marks the client, not only one on this account.
    await failOnce('10.0.3.104');
    expect((await logIn(t.app, ADA, '10.0.3.104')).statusCode).toBe(429);
  });

  it('checks one of a fresh client’s parallel guesses at once, the rest wait', async () => {
    await afterStrangersFailed(ADA.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => logIn(t.app, { ...ADA, password: 'guess' }, '10.0.3.105')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('counts an IPv6 client by its /64: rotating addresses within it gets one check, not one each', async () => {
    await afterStrangersFailed(ADA.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        logIn(t.app, { ...ADA, password: 'guess' }, `2001:db8:26:4:${index + 1}::1`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    // Another /64 is another client.
    expect((await logIn(t.app, ADA, '2001:db8:26:5::1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client’s registrations by its /64', async () => {
    const statuses: number[] = [];
    // One after another, so only the registrations limit refuses (not the address's in-flight count).
    for (let index = 1; index <= SIGNUPS_PER_HOUR + 2; index += 1) {
      const answer = await registerAccount(
        t.app,
        { name: 'Bulk', email: `bulk6-${index}@example.org`, password: 'secret12' },
        `2001:db8:26:6::${index.toString(16)}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SIGNUPS_PER_HOUR).fill(201), 429, 429]);
  });

  it('makes a browser that failed wait at most a minute, never a lock', async () => {
    await afterStrangersFailed(ALAN.email);
    const client = '10.0.4.100';
    await failOnce(client);
    expect((await logIn(t.app, ALAN, client)).statusCode).toBe(429);
    await waitOutDelay(`email:${ALAN.email}`);
    expect((await logIn(t.app, ALAN, client)).statusCode).toBe(200);
  });

  it('does not take another account’s device token as the owner’s', async () => {
    const mallory = await signUp(t.app, {
      name: 'Mallory',
      email: 'mallory@example.org',
      password: 'not-ada-42',
    });
    await afterStrangersFailed(ADA.email);
    const client = '10.0.5.100';
    await failOnce(client);
    const withOtherDevice = await logIn(
      t.app,
      { ...ADA, deviceToken: mallory.deviceToken },
      client,
    );
    expect(withOtherDevice.statusCode).toBe(429);
    expect((await logIn(t.app, { ...ADA, deviceToken: adaDevice }, client)).statusCode).toBe(200);
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
