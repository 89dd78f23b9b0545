import { type ErrorBody, LIMITS, type UsageLimits } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { createMailInbox, verifyAddress } from './mail-inbox';
import { guest, incrementUsage, readUsage, readUsageLimits } from './usage-client';

const ADMIN_EMAIL = 'admin@example.org';

describe.each(databases)('usage counters and limits ($kind)', (factory) => {
  let t: TestApp;
  let clock = new Date('2026-01-20T12:00:00Z');
  let signUps = 0;
  const inbox = createMailInbox();

  /** A fresh account's bearer headers. */
  async function newUser(email = `user${++signUps}@example.org`): Promise<Record<string, string>> {
    const session = await signUp(t.app, { name: 'Ada', email, password: 'engine42' });
    return bearer(session.token);
  }

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        ADMIN_EMAILS: ADMIN_EMAIL,
        GUEST_MESSAGE_LIMIT: String(LIMITS.guestMessages),
        GUEST_ADDRESS_MESSAGE_LIMIT: '50',
      },
      now: () => clock,
      mail: inbox.sender,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a free user every feature at zero against the free limits', async () => {
    const limits = await readUsageLimits(t.app, { headers: await newUser() });
    expect(limits).toMatchObject({ monthKey: '2026-01', isPremium: false });
    expect(limits.usage.imageGeneration).toEqual({ used: 0, limit: LIMITS.free.imageGeneration });
    expect(limits.usage.codeExecution).toEqual({ used: 0, limit: LIMITS.free.codeExecution });
    expect(limits.guestMessages).toBeUndefined();
  });

  it('shows a guest its free messages and no image or video allowance', async () => {
    const limits = await readUsageLimits(t.app, { headers: guest(), remoteAddress: '10.0.0.1' });
    expect(limits.isPremium).toBe(false);
    expect(limits.guestMessages).toEqual({ used: 0, limit: LIMITS.guestMessages });
    expect(limits.usage.imageGeneration).toEqual({ used: 0, limit: 0 });
    expect(limits.usage.codeGeneration).toEqual({ used: 0, limit: LIMITS.free.codeGeneration });
  });

  it('counts increments and refuses the one past the free limit with LIMIT_REACHED', async () => {
    const headers = await newUser();
    for (let use = 1; use <= LIMITS.free.codeGeneration; use++) {
      const response = await incrementUsage(t.app, 'codeGeneration', { headers });
      expect(response.statusCode).toBe(200);
      expect(response.json<UsageLimits>().usage.codeGeneration.used).toBe(use);
    }
    const refused = await incrementUsage(t.app, 'codeGeneration', { headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'LIMIT_REACHED' });
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.usage.codeGeneration).toEqual({ used: 3, limit: 3 });
    expect(limits.usage.codeExecution.used).toBe(0);
  });

  it('starts every counter from zero when the month changes', async () => {
    const headers = await newUser();
    for (let use = 0; use < LIMITS.free.imageGeneration; use++) {
      await incrementUsage(t.app, 'imageGeneration', { headers });
    }
    expect((await incrementUsage(t.app, 'imageGeneration', { headers })).statusCode).toBe(429);

    clock = new Date('2026-02-01T00:00:00Z');
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.monthKey).toBe('2026-02');
    expect(limits.usage.imageGeneration).toEqual({ used: 0, limit: 3 });
    expect((await incrementUsage(t.app, 'imageGeneration', { headers })).statusCode).toBe(200);
  });

  it('counts an admin as premium: the 999 cap and never refused', async () => {
    await newUser(ADMIN_EMAIL);
    // Verifying ends the registration's session: the admin goes on with the link's.
    const headers = bearer((await verifyAddress(t.app, inbox, ADMIN_EMAIL)).token);
    for (let use = 0; use < LIMITS.free.codeExecution + 2; use++) {
      expect((await incrementUsage(t.app, 'codeExecution', { headers })).statusCode).toBe(200);
    }
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.isPremium).toBe(true);
    expect(limits.usage.codeExecution).toEqual({ used: 5, limit: LIMITS.premiumCap });
    expect(limits.usage.premiumAI.limit).toBe(LIMITS.premiumCap);
  });

  it('ignores an admin-override header: a free user stays limited', async () => {
    const headers = {
      ...(await newUser()),
      'x-admin-override': 'true',
      'x-user-email': ADMIN_EMAIL,
    };
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.isPremium).toBe(false);
    expect(limits.usage.premiumAI.limit).toBe(0);
    const refused = await incrementUsage(t.app, 'premiumAI', { headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('LIMIT_REACHED');
  });

  it('refuses a guest image generation: it needs an account', async () => {
    const response = await incrementUsage(t.app, 'imageGeneration', {
      headers: guest(),
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json<ErrorBody>().code).toBe('LIMIT_REACHED');
  });

  it('keeps a guest’s allowance per address when it changes anonymous id', async () => {
    const remoteAddress = '10.0.0.3';
    const perAddress = LIMITS.free.codeExecution * 10; // 50 / 5 guests per address by default
    for (let use = 0; use < perAddress; use++) {
      const response = await incrementUsage(t.app, 'codeExecution', {
        headers: guest(),
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await incrementUsage(t.app, 'codeExecution', {
      headers: guest(),
      remoteAddress,
    });
    expect(refused.statusCode).toBe(429);
    const fresh = await readUsageLimits(t.app, { headers: guest(), remoteAddress });
    expect(fresh.usage.codeExecution).toEqual({ used: 3, limit: 3 });
  });

  it('refuses an unknown feature with 400 VALIDATION', async () => {
    const response = await incrementUsage(t.app, 'teleport', { headers: await newUser() });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('VALIDATION');
  });

  it('answers a guest without an anonymous id by its address', async () => {
    const response = await readUsage(t.app, { remoteAddress: '10.0.0.4' });
    expect(response.statusCode).toBe(200);
    expect(response.json<UsageLimits>().guestMessages).toEqual({ used: 0, limit: 5 });
  });
});
