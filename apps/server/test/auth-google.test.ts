import { createServer } from 'node:net';
import { GOOGLE_CALLBACK_PATH } from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authDevices, authTokens, oauthSignIns, signInCodes, users } from '../src/db/schema';
import { hashSessionToken } from '../src/modules/auth/session-token';
import { bearer, logIn, signUp } from './auth-client';
import { buildTestApp, captureLogs, databases, type TestApp } from './build-test-app';
import { googleSignInClient, signInCodeOf } from './google-sign-in-client';
import { createMailInbox, verifyAddress } from './mail-inbox';
import { type OidcPeer, startOidcProvider } from './peers/oidc-provider';

const PUBLIC_BASE_URL = 'http://polymath.test';
const REDIRECT_URI = `${PUBLIC_BASE_URL}${GOOGLE_CALLBACK_PATH}`;

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databases)('Google sign-in over OpenID Connect ($kind)', (factory) => {
  let peer: OidcPeer;
  let t: TestApp;
  const logs = captureLogs();
  const inbox = createMailInbox();
  /** Why the last sign-in failed, as the server logged it (with the causes). */
  const lastFailure = () => JSON.stringify(logs.lines.filter((line) => line.level === 40).at(-1));

  beforeAll(async () => {
    peer = await startOidcProvider({
      redirectUri: REDIRECT_URI,
      accounts: {
        'google-ada': { email: 'Ada@Example.org', name: 'Ada Lovelace', emailVerified: true },
        'google-grace': { email: 'grace@example.org', name: 'Grace Hopper', emailVerified: true },
        'google-linus': { email: 'linus@example.org', name: 'Linus', emailVerified: true },
        'google-mallory': { email: 'victim@example.org', name: 'Mallory', emailVerified: false },
      },
    });
    t = await buildTestApp({
      database: factory,
      env: {
        GOOGLE_OIDC_ISSUER: peer.issuer,
        GOOGLE_CLIENT_ID: peer.clientId,
        GOOGLE_CLIENT_SECRET: peer.clientSecret,
        PUBLIC_BASE_URL,
      },
      logger: logs.logger,
      mail: inbox.sender,
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const google = () => googleSignInClient(t.app, peer);
  const start = () => google().start();
  /** The browser arriving back at the callback; returns where it is redirected next. */
  async function callback(callbackUrl: URL, cookie: string | undefined) {
    const { landing, statusCode, cacheControl } = await google().callback(callbackUrl, cookie);
    expect(statusCode).toBe(302);
    expect(cacheControl).toBe('no-store');
    return landing;
  }
  const signInWithGoogle = (accountId: string) => google().signIn(accountId);
  const codeOf = signInCodeOf;
  const exchange = (code: string, cookie: string | undefined) => google().exchange(code, cookie);

  /** The whole sign-in as `accountId`, its code exchanged by the same browser: the session. */
  async function sessionTokenOf(accountId: string): Promise<string> {
    const { cookie, landing } = await signInWithGoogle(accountId);
    const response = await exchange(codeOf(landing), cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  }

  it('says Google sign-in is available', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('sends the browser to the provider with code flow, PKCE (S256), state and nonce', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(peer.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(peer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates a verified account from the provider’s identity, signed in by exchanging the code', async () => {
    const { landing, cookie } = await signInWithGoogle('google-grace');
    expect(landing.pathname).toBe('/');
    expect(landing.search).toBe('');
    const exchanged = await exchange(codeOf(landing), cookie);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const { token } = exchanged.json<{ token: string }>();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: bearer(token),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      user: { name: 'Grace Hopper', email: 'grace@example.org', emailVerified: true, plan: 'free' },
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'grace@example.org'));
    expect(row?.passwordHash).toBeNull();
    // A Google-only account has no password to sign in with.
    expect(
      (await logIn(t.app, { email: 'grace@example.org', password: 'anything' })).statusCode,
    ).toBe(401);
  });

  it('links to the password account with the same address, keeping a proven password', async () => {
    const registered = await signUp(t.app, {
      name: 'Ada',
      email: 'ada@example.org',
      password: 'engine42',
    });
    await verifyAddress(t.app, inbox, 'ada@example.org', 'engine42');
    const token = await sessionTokenOf('google-ada');
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { id: registered.user.id, emailVerified: true } });
    expect(
      (await logIn(t.app, { email: 'ada@example.org', password: 'engine42' })).statusCode,
    ).toBe(200);
    // Signing in again finds the same account through the linked identity.
    const second = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: bearer(await sessionTokenOf('google-ada')),
    });
    expect(second.json()).toMatchObject({ user: { id: registered.user.id } });
  });

  it('takes an unproven account back from whoever registered the address first', async () => {
    // A stranger registers Linus's address with a password of their own, before Linus does.
    const squatter = await signUp(t.app, {
      name: 'Squatter',
      email: 'linus@example.org',
      password: 'mine-now',
    });
    const linus = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: bearer(await sessionTokenOf('google-linus')),
    });
    expect(linus.json()).toMatchObject({ user: { id: squatter.user.id, emailVerified: true } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(squatter.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await logIn(t.app, { email: 'linus@example.org', password: 'mine-now' })).statusCode,
    ).toBe(401);
    // Nor does the stranger's device token skip any sign-in delay: the account has no device left.
    const devices = await t.database.db
      .select()
      .from(authDevices)
      .where(eq(authDevices.userId, squatter.user.id));
    expect(devices).toEqual([]);
  });

  it('refuses an identity whose address the provider has not verified', async () => {
    await signUp(t.app, { name: 'Victim', email: 'victim@example.org', password: 'secret1' });
    const { landing } = await signInWithGoogle('google-mallory');
    expect(landing.href).toBe('http://polymath.test/?authError=failed');
    expect(lastFailure()).toContain('did not return a verified e-mail address');
  });

  it('refuses a callback whose state is not the one it issued', async () => {
    const { location, cookie } = await start();
    const returned = await peer.signIn(location, 'google-grace');
    returned.searchParams.set('state', 'forged-state');
    expect((await callback(returned, cookie)).href).toBe('http://polymath.test/?authError=failed');
    expect(lastFailure()).toContain('unknown, used or expired state');
  });

  it('refuses a callback from a browser other than the one that started the sign-in', async () => {
    const { location } = await start();
    const returned = await peer.signIn(location, 'google-grace');
    expect((await callback(returned, undefined)).search).toBe('?authError=failed');
    expect(lastFailure()).toContain('started by another browser');
    // The state was used up by that attempt; a fresh sign-in from the other browser also fails.
    const { location: again } = await start();
    const other = await start();
    expect((await callback(await peer.signIn(again, 'google-grace'), other.cookie)).search).toBe(
      '?authError=failed',
    );
    expect(lastFailure()).toContain('started by another browser');
  });

  it('refuses a replayed code', async () => {
    const { returned, cookie, landing } = await signInWithGoogle('google-grace');
    expect(codeOf(landing)).toBeTruthy();
    const replay = await callback(returned, cookie);
    expect(replay.search).toBe('?authError=failed');
    // The state went with the first use, so the code never reaches the provider a second time.
    expect(lastFailure()).toContain('unknown, used or expired state');
  });

  it('refuses a code the provider has let expire', async () => {
    peer.authorizationCodeTtlSeconds = 1;
    try {
      const { location, cookie } = await start();
      const returned = await peer.signIn(location, 'google-grace');
      // The clock (the provider's, and ours) moves past the code's second instead of the test
      // waiting it out; it keeps running, so nothing that times itself stalls.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + 2_100);
      expect((await callback(returned, cookie)).search).toBe('?authError=failed');
      // The provider itself refused the exchange (invalid_grant), not an earlier check of ours.
      expect(lastFailure()).toContain('server responded with an error in the response body');
    } finally {
      vi.useRealTimers();
      peer.authorizationCodeTtlSeconds = 60;
    }
  });

  it('refuses a sign-in that was started too long ago', async () => {
    const { location, cookie } = await start();
    const returned = await peer.signIn(location, 'google-grace');
    await t.database.db
      .update(oauthSignIns)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oauthSignIns.state, returned.searchParams.get('state') ?? ''));
    expect((await callback(returned, cookie)).search).toBe('?authError=failed');
    expect(lastFailure()).toContain('unknown, used or expired state');
  });

  it('refuses the token of a Google sign-in once it has expired', async () => {
    const token = await sessionTokenOf('google-grace');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hashSessionToken(token)));
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: bearer(token),
    });
    expect(verify.statusCode).toBe(401);
    expect(verify.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('never puts a session token in the address: the code is no bearer token', async () => {
    const { landing } = await signInWithGoogle('google-grace');
    expect(landing.searchParams.has('token')).toBe(false);
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: bearer(codeOf(landing)),
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('refuses a code brought by another browser (login CSRF) and uses it up', async () => {
    // The attacker finishes a sign-in to their own account and sends the link on.
    const attacker = await signInWithGoogle('google-grace');
    const code = codeOf(attacker.landing);
    const victimWithoutCookie = await exchange(code, undefined);
    expect(victimWithoutCookie.statusCode).toBe(401);
    expect(victimWithoutCookie.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(victimWithoutCookie.body).not.toContain('token');
    // Nor with the cookie of a sign-in the victim's own browser started.
    const victim = await start();
    const attackerAgain = await signInWithGoogle('google-grace');
    expect((await exchange(codeOf(attackerAgain.landing), victim.cookie)).statusCode).toBe(401);
    // A refused code is spent: not even its own browser can use it afterwards.
    expect((await exchange(code, attacker.cookie)).statusCode).toBe(401);
  });

  it('exchanges a code once', async () => {
    const { landing, cookie } = await signInWithGoogle('google-grace');
    const code = codeOf(landing);
    const [first, second] = await Promise.all([exchange(code, cookie), exchange(code, cookie)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
    expect((await exchange(code, cookie)).statusCode).toBe(401);
  });

  it('refuses a code not exchanged in time', async () => {
    const { landing, cookie } = await signInWithGoogle('google-grace');
    const code = codeOf(landing);
    await t.database.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.codeHash, hashSessionToken(code)));
    expect((await exchange(code, cookie)).statusCode).toBe(401);
  });

  it('refuses a malformed code with 400', async () => {
    const response = await exchange('not a code!', undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('reports a sign-in the person declined at the provider as failed', async () => {
    const { location, cookie } = await start();
    const state = new URL(location).searchParams.get('state') ?? '';
    const declined = new URL(
      `${REDIRECT_URI}?error=access_denied&state=${state}&iss=${encodeURIComponent(peer.issuer)}`,
    );
    expect((await callback(declined, cookie)).search).toBe('?authError=failed');
    expect(lastFailure()).toContain('authorization response from the server is an error');
  });

  it('reports unavailable when the provider cannot be reached', async () => {
    const offline = await buildTestApp({
      database: t.database,
      env: {
        GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
    });
    try {
      const response = await offline.app.inject({ method: 'GET', url: '/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?authError=unavailable');
    } finally {
      await offline.app.close();
    }
  });
});
