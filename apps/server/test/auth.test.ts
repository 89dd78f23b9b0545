import { AuthSessionSchema, CurrentUserResponseSchema } from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema';
import { hashSessionToken } from '../src/modules/auth/session-token';
import { bearer, logIn, readMe, registerAccount, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { createMailInbox, verifyAddress } from './mail-inbox';

const ada = { name: 'Ada Lovelace', email: 'ada@example.org', password: 'engine42' };

describe.each(databases)('accounts ($kind)', (factory) => {
  let t: TestApp;
  const inbox = createMailInbox();

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      // Failure limits have their own suite (auth-rate-limit.test.ts); here they must not interfere.
      env: { ADMIN_EMAILS: ' Boss@Example.org , ops@example.org', AUTH_MAX_FAILURES: '1000' },
      mail: inbox.sender,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('registration', () => {
    it('creates the account, signs it in and answers with the token and the free user', async () => {
      const response = await registerAccount(t.app, ada);
      expect(response.statusCode).toBe(201);
      const session = AuthSessionSchema.parse(response.json());
      expect(session.user).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        emailVerified: false,
        plan: 'free',
        preferences: { theme: 'light', language: 'en', notifications: true },
      });
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await readMe(t.app, bearer(session.token));
      expect(me.json()).toEqual({ user: session.user });
    });

    it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
      const [row] = await t.database.db.select().from(users).where(eq(users.email, ada.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(ada.password);
    });

    it('stores only the SHA-256 of a token', async () => {
      const { token } = (await logIn(t.app, ada)).json<{ token: string }>();
      const rows = await t.database.db.select().from(authTokens);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
      expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);
    });

    it('refuses an address that has an account, even in other case or with spaces', async () => {
      for (const email of ['ada@example.org', '  ADA@Example.ORG ']) {
        const response = await registerAccount(t.app, { ...ada, email, name: 'Impostor' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          success: false,
          code: 'CONFLICT',
          error: 'An account with this email already exists',
        });
      }
      const rows = await t.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'ada@example.org'`);
      expect(rows).toHaveLength(1);
    });

    it('normalises a new address to trimmed lower case', async () => {
      const session = await signUp(t.app, {
        name: 'Grace',
        email: ' Grace@Example.ORG ',
        password: 'cobol60',
      });
      expect(session.user.email).toBe('grace@example.org');
      expect(
        (await logIn(t.app, { email: 'grace@example.org', password: 'cobol60' })).statusCode,
      ).toBe(200);
    });

    it("refuses a short password with 'Password must be at least 6 characters'", async () => {
      const response = await registerAccount(t.app, {
        ...ada,
        email: 'short@example.org',
        password: '12345',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; error: string; issues: { message: string }[] }>();
      expect(body.code).toBe('VALIDATION');
      expect(body.issues.map((issue) => issue.message)).toContain(
        'Password must be at least 6 characters',
      );
    });

    it('requires a name, a valid e-mail address and a password', async () => {
      const missingName = await registerAccount(t.app, {
        email: 'n@example.org',
        password: 'secret1',
      });
      const blankName = await registerAccount(t.app, {
        name: '  ',
        email: 'n@example.org',
        password: 'secret1',
      });
      const badEmail = await registerAccount(t.app, {
        name: 'N',
        email: 'not-an-address',
        password: 'secret1',
      });
      const noPassword = await registerAccount(t.app, { name: 'N', email: 'n@example.org' });
      for (const response of [missingName, blankName, badEmail, noPassword]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      }
      expect(blankName.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
        'Name is required',
      );
      expect(badEmail.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
        'Please enter a valid email address',
      );
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password, whatever the case of the address', async () => {
      const response = await logIn(t.app, { email: 'ADA@example.org ', password: ada.password });
      expect(response.statusCode).toBe(200);
      const session = AuthSessionSchema.parse(response.json());
      expect(session.user.email).toBe('ada@example.org');
      expect((await readMe(t.app, bearer(session.token))).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown address with the same 401', async () => {
      const wrong = await logIn(t.app, { email: ada.email, password: 'engine43' });
      const unknown = await logIn(t.app, { email: 'nobody@example.org', password: ada.password });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          code: 'UNAUTHENTICATED',
          error: 'Invalid email or password',
        });
      }
    });

    it('requires an e-mail address and a password', async () => {
      const noPassword = await logIn(t.app, { email: ada.email, password: '' });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
        'Password is required',
      );
      expect((await logIn(t.app, { password: ada.password })).statusCode).toBe(400);
    });
  });

  describe('tokens', () => {
    it('answers GET /auth/me and POST /api/auth/verify with the user of a valid token', async () => {
      const { token, user } = (await logIn(t.app, ada)).json<{ token: string; user: unknown }>();
      const me = await readMe(t.app, bearer(token));
      expect(CurrentUserResponseSchema.parse(me.json())).toEqual({ user });
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: bearer(token),
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toEqual({ user });
    });

    it('answers 401 without a token, with a garbage one or a malformed header', async () => {
      for (const headers of [
        {},
        bearer('garbage'),
        bearer('x'.repeat(43)),
        { authorization: 'Basic abc' },
      ]) {
        const response = await readMe(t.app, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
        const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify', headers });
        expect(verify.statusCode).toBe(401);
      }
    });

    it('refuses an expired token', async () => {
      const { token } = (await logIn(t.app, ada)).json<{ token: string }>();
      await t.database.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authTokens.tokenHash, hashSessionToken(token)));
      const response = await readMe(t.app, bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('issues tokens that expire after AUTH_TOKEN_TTL_DAYS (30 by default)', async () => {
      const { token } = (await logIn(t.app, ada)).json<{ token: string }>();
      const [row] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashSessionToken(token)));
      const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
      expect(days).toBeCloseTo(30, 2);
    });

    it('revokes the token at logout and only that token', async () => {
      const first = (await logIn(t.app, ada)).json<{ token: string }>().token;
      const second = (await logIn(t.app, ada)).json<{ token: string }>().token;
      const logout = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: bearer(first),
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true });
      expect((await readMe(t.app, bearer(first))).statusCode).toBe(401);
      expect((await readMe(t.app, bearer(second))).statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: bearer(first),
      });
      expect(again.statusCode).toBe(401);
    });

    it('accepts a logout whose JSON content type comes with an empty body', async () => {
      const { token } = (await logIn(t.app, ada)).json<{ token: string }>();
      const logout = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(logout.statusCode).toBe(200);
      expect((await readMe(t.app, bearer(token))).statusCode).toBe(401);
    });

    it('answers logout without a token with 401', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(401);
    });
  });

  describe('plans and admins', () => {
    it('makes an ADMIN_EMAILS address premium once the address is verified, in any case', async () => {
      const session = await signUp(t.app, {
        name: 'Boss',
        email: 'BOSS@example.org',
        password: 'letmein',
      });
      // Registering an admin's address proves nothing: whoever did may not own it.
      expect(session.user).toMatchObject({ plan: 'free', emailVerified: false });
      const verified = await verifyAddress(t.app, inbox, 'boss@example.org');
      expect((await readMe(t.app, bearer(verified.token))).json()).toMatchObject({
        user: { email: 'boss@example.org', plan: 'premium', emailVerified: true },
      });
    });

    it('leaves everyone else on the free plan', async () => {
      const { token } = (await logIn(t.app, ada)).json<{ token: string }>();
      expect((await readMe(t.app, bearer(token))).json()).toMatchObject({ user: { plan: 'free' } });
    });

    it('ignores admin-override headers from a guest and from a free user', async () => {
      const overrides = {
        'x-admin-override': 'true',
        'x-user-email': 'boss@example.org',
        'x-admin-email': 'boss@example.org',
        'x-user-plan': 'premium',
      };
      const guest = await readMe(t.app, overrides);
      expect(guest.statusCode).toBe(401);
      const guestVerify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: overrides,
      });
      expect(guestVerify.statusCode).toBe(401);

      const { token } = (await logIn(t.app, ada)).json<{ token: string }>();
      const free = await readMe(t.app, { ...overrides, ...bearer(token) });
      expect(free.statusCode).toBe(200);
      expect(free.json()).toMatchObject({ user: { email: 'ada@example.org', plan: 'free' } });
    });
  });

  it('says Google sign-in is off and sends /auth/google back with authError=unavailable', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ google: false });
    const start = await t.app.inject({ method: 'GET', url: '/auth/google' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/?authError=unavailable');
  });
});
