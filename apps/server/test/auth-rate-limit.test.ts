import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../src/db/schema';
import { logIn, registerAccount, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const MAX_FAILURES = 3;

describe.each(databases)('sign-in rate limits ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { AUTH_MAX_FAILURES: String(MAX_FAILURES), AUTH_FAILURE_WINDOW_MINUTES: '15' },
    });
    await signUp(t.app, { name: 'Ada', email: 'ada@example.org', password: 'engine42' });
    await signUp(t.app, { name: 'Alan', email: 'alan@example.org', password: 'enigma39' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses sign-in for an address after repeated failures, even with the right password', async () => {
    // Each failure comes from another client, so only the address's count can stop it.
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      const wrong = await logIn(
        t.app,
        { email: 'ada@example.org', password: 'guess' },
        `10.0.1.${attempt}`,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const limited = await logIn(
      t.app,
      { email: 'ADA@example.org', password: 'engine42' },
      '10.0.1.99',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      error: 'Too many failed attempts. Please try again later.',
    });
    // Another account is not affected.
    expect(
      (await logIn(t.app, { email: 'alan@example.org', password: 'enigma39' }, '10.0.1.99'))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a client that keeps failing, whichever addresses it tries', async () => {
    const client = '10.0.2.1';
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      const unknown = await logIn(
        t.app,
        { email: `probe${attempt}@example.org`, password: 'guess' },
        client,
      );
      expect(unknown.statusCode).toBe(401);
    }
    const limited = await logIn(t.app, { email: 'alan@example.org', password: 'enigma39' }, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      (await logIn(t.app, { email: 'alan@example.org', password: 'enigma39' }, '10.0.2.2'))
        .statusCode,
    ).toBe(200);
  });

  it('forgets an address’s failures after it signs in successfully', async () => {
    const client = () => `10.0.3.${Math.floor(Math.random() * 250) + 1}`;
    for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) {
      await logIn(t.app, { email: 'alan@example.org', password: 'guess' }, client());
    }
    expect(
      (await logIn(t.app, { email: 'alan@example.org', password: 'enigma39' }, client()))
        .statusCode,
    ).toBe(200);
    for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) {
      expect(
        (await logIn(t.app, { email: 'alan@example.org', password: 'guess' }, client())).statusCode,
      ).toBe(401);
    }
  });

  it('refuses registration from a client that keeps hitting taken addresses', async () => {
    const client = '10.0.4.1';
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      const taken = await registerAccount(
        t.app,
        { name: 'X', email: 'ada@example.org', password: 'secret1' },
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
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const elsewhere = await registerAccount(
      t.app,
      { name: 'New', email: 'new@example.org', password: 'secret1' },
      '10.0.4.2',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('counts again from zero once the window has passed', async () => {
    const short = await buildTestApp({
      database: t.database,
      env: { AUTH_MAX_FAILURES: '1', AUTH_FAILURE_WINDOW_MINUTES: '1' },
    });
    try {
      const client = '10.0.5.1';
      expect(
        (await logIn(short.app, { email: 'x@example.org', password: 'guess' }, client)).statusCode,
      ).toBe(401);
      expect(
        (await logIn(short.app, { email: 'y@example.org', password: 'guess' }, client)).statusCode,
      ).toBe(429);
      // Move the window into the past instead of waiting a minute.
      await short.database.db
        .update(authAttempts)
        .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
        .where(eq(authAttempts.key, `client:${client}`));
      expect(
        (await logIn(short.app, { email: 'y@example.org', password: 'guess' }, client)).statusCode,
      ).toBe(401);
    } finally {
      await short.app.close();
    }
  });
});
