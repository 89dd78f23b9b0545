import { randomUUID } from 'node:crypto';
import type { AuthSession, UsageLimits } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth-client';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { expectNoServerError } from './support/error-shape';
import { freshAddress, newAccount, newGuest, type Party, sendAs } from './support/parties';

/** An address in ADMIN_EMAILS: only a verified sign-in with it may be premium. */
const ADMIN_EMAIL = 'boss@example.org';

/** Body fields a client might hope the server copies onto its account or request. */
const CLAIMED_RIGHTS = {
  isAdmin: true,
  admin: true,
  role: 'admin',
  plan: 'premium',
  isPremium: true,
  premium: true,
  emailVerified: true,
  userId: '00000000-0000-4000-8000-000000000000',
  id: '00000000-0000-4000-8000-000000000000',
};

/** Headers a client might hope grant rights (the spec's admin override among them). */
function claimedHeaders(victim: Party): Record<string, string> {
  return {
    'x-user-id': victim.userId!,
    'x-admin': 'true',
    'x-admin-override': 'true',
    'x-user-email': ADMIN_EMAIL,
    'x-plan': 'premium',
    'x-is-premium': 'true',
    'x-forwarded-user': ADMIN_EMAIL,
    'x-forwarded-for': '127.0.0.1',
  };
}

describe.each(databases)('headers and body flags that might grant rights ($kind)', (factory) => {
  let t: TestApp;
  let victim: Party;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    victim = await newAccount(t.app, 'Victim');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the server says the party may do: its plan and its usage allowances. */
  async function rightsOf(party: Party, headers: Record<string, string> = {}) {
    const me = await sendAs(t.app, party, { method: 'GET', url: '/auth/me', headers });
    const usage = await sendAs(t.app, party, { method: 'GET', url: '/api/usage-limits', headers });
    expectNoServerError(me);
    expect(usage.statusCode).toBe(200);
    const limits = usage.json<UsageLimits>();
    return {
      status: me.statusCode,
      user: me.statusCode === 200 ? me.json<{ user: AuthSession['user'] }>().user : undefined,
      isPremium: limits.isPremium,
      premiumAI: limits.usage.premiumAI.limit,
    };
  }

  it('registers a plain free account whatever rights the body and headers claim', async () => {
    const email = `claimer-${randomUUID()}@example.org`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: claimedHeaders(victim),
      payload: { name: 'Claimer', email, password: 'correct-horse-42', ...CLAIMED_RIGHTS },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    const session = response.json<AuthSession>();
    expect(session.user).toMatchObject({ email, plan: 'free', emailVerified: false });
    expect(session.user.id).not.toBe(CLAIMED_RIGHTS.id);
    const claimer: Party = {
      label: 'Claimer',
      kind: 'account',
      headers: bearer(session.token),
      remoteAddress: freshAddress(),
    };
    expect(await rightsOf(claimer, claimedHeaders(victim))).toMatchObject({
      status: 200,
      isPremium: false,
      premiumAI: 0,
    });
  });

  it('signs in to one’s own plain account whatever the login body and headers claim', async () => {
    const email = `login-${randomUUID()}@example.org`;
    await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { name: 'Login', email, password: 'correct-horse-42' },
      remoteAddress: freshAddress(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: claimedHeaders(victim),
      payload: { email, password: 'correct-horse-42', ...CLAIMED_RIGHTS },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthSession>().user).toMatchObject({ email, plan: 'free' });
  });

  it('makes a guest no one but a guest, whatever headers it sends', async () => {
    const claims = [
      claimedHeaders(victim),
      // An account's id, as a bearer token or as the anonymous id.
      { authorization: `Bearer ${victim.userId}` },
      { authorization: `Basic ${Buffer.from(`${ADMIN_EMAIL}:x`).toString('base64')}` },
      { authorization: `Bearer ${victim.token} extra` },
      { authorization: `bearer  ${victim.token}x` },
      { 'x-anonymous-id': victim.userId! },
      { 'x-anonymous-id': `user:${victim.userId}` },
    ];
    for (const headers of claims) {
      const rights = await rightsOf(newGuest('Impostor'), headers);
      expect(rights, JSON.stringify(headers)).toMatchObject({ status: 401, isPremium: false });
      const config = await t.app.inject({ method: 'GET', url: '/api/billing/config', headers });
      expect(config.json<{ customerId: string | null }>().customerId).toBeNull();
    }
  });

  it('gives a revoked token nothing', async () => {
    const leaver = await newAccount(t.app, 'Leaver');
    expect((await sendAs(t.app, leaver, { method: 'POST', url: '/auth/logout' })).statusCode).toBe(
      200,
    );
    expect((await rightsOf(leaver)).status).toBe(401);
  });

  it('counts no usage as premium for a free account that claims it in the body or headers', async () => {
    const free = await newAccount(t.app, 'Free');
    const response = await sendAs(t.app, free, {
      method: 'POST',
      url: '/api/usage-limits/increment',
      headers: claimedHeaders(victim),
      payload: { featureType: 'premiumAI', ...CLAIMED_RIGHTS },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    const read = await sendAs(t.app, free, {
      method: 'GET',
      url: '/api/usage-limits?isPremium=true&plan=premium',
      headers: claimedHeaders(victim),
    });
    expect(read.json<UsageLimits>()).toMatchObject({ isPremium: false });
  });

  it('gives no admin rights to whoever registers an admin address with claims of verification', async () => {
    // Admin rights need a verified address: until e-mail verification ships, the plan of the
    // address is premium, and nothing the client sends makes it so or verifies it.
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        name: 'Boss',
        email: ADMIN_EMAIL,
        password: 'correct-horse-42',
        emailVerified: true,
      },
      remoteAddress: freshAddress(),
    });
    expect(response.json<AuthSession>().user.emailVerified).toBe(false);
  });

  it('lets one guest’s anonymous id reach only that guest’s free messages, not reset them', async () => {
    const victimGuest = newGuest('Victim guest');
    const impostor: Party = { ...newGuest('Impostor'), headers: victimGuest.headers };
    for (let sent = 0; sent < 2; sent++) {
      const chat = await sendAs(t.app, victimGuest, {
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'What is 2 + 2?' },
      });
      expect(chat.statusCode).toBe(200);
    }
    // Sending the victim's id shows the victim's count (the id is its bearer secret) and grants
    // nothing: no premium, no fresh allowance.
    const read = await sendAs(t.app, impostor, { method: 'GET', url: '/api/usage-limits' });
    expect(read.json<UsageLimits>()).toMatchObject({
      isPremium: false,
      guestMessages: { used: 2 },
    });
  });
});

describe.each(databases)('X-Forwarded-For and the limits counted by address ($kind)', (factory) => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a spoofed address resets no guest limit', async () => {
    const t = await buildTestApp({ database: factory, limits: 'real' });
    try {
      const remoteAddress = freshAddress();
      const statuses: number[] = [];
      for (let sent = 0; sent < 7; sent++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { 'x-forwarded-for': `203.0.113.${sent}` },
          payload: { message: 'What is 2 + 2?' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('behind one trusted proxy, counts the address the proxy saw, not one the client wrote', async () => {
    const t = await buildTestApp({
      database: factory,
      limits: 'real',
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const client = freshAddress();
      const statuses: number[] = [];
      for (let sent = 0; sent < 7; sent++) {
        // The client writes its own X-Forwarded-For; the proxy (127.0.0.1) appends what it saw.
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { 'x-forwarded-for': `203.0.113.${sent}, ${client}` },
          payload: { message: 'What is 2 + 2?' },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      // Another client behind the same proxy has its own allowance.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'x-forwarded-for': freshAddress() },
        payload: { message: 'What is 2 + 2?' },
        remoteAddress: '127.0.0.1',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with a list of proxies, skips only those from the right', async () => {
    const t = await buildTestApp({
      database: factory,
      limits: 'real',
      env: { TRUST_PROXY: '127.0.0.1, 10.200.0.0/16' },
    });
    try {
      const client = '198.51.100.9';
      const statuses: number[] = [];
      for (let sent = 0; sent < 7; sent++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { 'x-forwarded-for': `203.0.113.${sent}, ${client}, 10.200.0.5` },
          payload: { message: 'What is 2 + 2?' },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
