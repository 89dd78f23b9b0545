import { type AuthSession, AuthSessionSchema, type UsageLimits } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, readMe } from '../auth-client';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { createMailInbox } from '../mail-inbox';
import { freshAddress } from './support/parties';

/**
 * Address squatting: a stranger registers someone else's address (an admin's above all) before its
 * owner does, and keeps a session, a device token and a calendar feed link. Whichever way the owner
 * then proves the address (the verification link, or a password reset), the stranger must keep
 * nothing: no session, no password, no device that skips the sign-in delays, no secret link.
 */

/** An address in ADMIN_EMAILS: admin rights once its owner has verified it. */
const ADMIN_EMAIL = 'chief@example.org';
/** Failures an e-mail takes before further tries from unrecognised browsers wait. */
const MAX_FAILURES = 2;
const SQUATTER_PASSWORD = 'squatted-first-42';
const OWNER_PASSWORD = 'the-owners-own-42';

describe.each(databases)('an address registered by a stranger first ($kind)', (factory) => {
  let t: TestApp;
  const inbox = createMailInbox();

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        ADMIN_EMAILS: `${ADMIN_EMAIL},second-chief@example.org`,
        AUTH_MAX_FAILURES: String(MAX_FAILURES),
      },
      mail: inbox.sender,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the squatter holds: two sessions, a device token and a calendar feed link. */
  interface Squatter {
    email: string;
    sessions: AuthSession[];
    feedUrl: string;
  }

  async function squat(email: string): Promise<Squatter> {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { name: 'Squatter', email, password: SQUATTER_PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const first = AuthSessionSchema.parse(registered.json());
    // Registering an admin's address gives no admin rights: it proves nothing.
    expect(first.user).toMatchObject({ email, emailVerified: false, plan: 'free' });
    expect(first.deviceToken).toBeDefined();
    const again = await logIn(
      t.app,
      { email, password: SQUATTER_PASSWORD, deviceToken: first.deviceToken },
      freshAddress(),
    );
    const second = AuthSessionSchema.parse(again.json());
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/productivity/calendar/feed-link',
      headers: bearer(first.token),
    });
    expect(feed.statusCode).toBe(200);
    const { pathname, search } = new URL(feed.json<{ url: string }>().url);
    expect((await t.app.inject({ method: 'GET', url: `${pathname}${search}` })).statusCode).toBe(
      200,
    );
    return { email, sessions: [first, second], feedUrl: `${pathname}${search}` };
  }

  /** The squatter holds nothing any more; the owner's session and device work. */
  async function expectOnlyOwnerHolds(squatter: Squatter, owner: AuthSession): Promise<void> {
    for (const session of squatter.sessions) {
      expect((await readMe(t.app, bearer(session.token))).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: squatter.feedUrl })).statusCode).toBe(404);

    const { email } = squatter;
    // The squatter's password signs in no more; that try and a stranger's use the e-mail's free
    // tries, so the next try from a client that has failed must wait...
    expect(
      (await logIn(t.app, { email, password: SQUATTER_PASSWORD }, freshAddress())).statusCode,
    ).toBe(401);
    expect((await logIn(t.app, { email, password: 'a-guess' }, freshAddress())).statusCode).toBe(
      401,
    );
    const failedClient = freshAddress();
    expect(
      (await logIn(t.app, { email: 'nobody@example.org', password: 'x-guess' }, failedClient))
        .statusCode,
    ).toBe(401);
    // ...the squatter's device included: it is no browser of the account any more.
    const withSquattersDevice = await logIn(
      t.app,
      { email, password: SQUATTER_PASSWORD, deviceToken: squatter.sessions[0]!.deviceToken },
      failedClient,
    );
    expect(withSquattersDevice.statusCode).toBe(429);
    // The owner's browser skips the wait, from that same client.
    const ownerAgain = await logIn(
      t.app,
      { email, password: OWNER_PASSWORD, deviceToken: owner.deviceToken },
      failedClient,
    );
    expect(ownerAgain.statusCode).toBe(200);
    expect((await readMe(t.app, bearer(owner.token))).statusCode).toBe(200);
  }

  it('hands an admin address to whoever opens its verification link, and the squatter keeps nothing', async () => {
    const squatter = await squat(ADMIN_EMAIL);
    const token = await inbox.tokenFor(ADMIN_EMAIL, '/verify-email');
    const link = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email/link',
      payload: { token },
    });
    expect(link.json()).toEqual({ email: ADMIN_EMAIL, isVerified: false });

    const verified = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email',
      payload: { token, password: OWNER_PASSWORD },
    });
    expect(verified.statusCode).toBe(200);
    const owner = AuthSessionSchema.parse(verified.json());
    // The owner is the verified admin...
    expect(owner.user).toMatchObject({ email: ADMIN_EMAIL, emailVerified: true, plan: 'premium' });
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/usage-limits',
      headers: bearer(owner.token),
    });
    expect(usage.json<UsageLimits>().isPremium).toBe(true);
    // ...and the only one holding the account.
    await expectOnlyOwnerHolds(squatter, owner);
  });

  it('does the same when the owner resets the password instead of verifying', async () => {
    const email = 'second-chief@example.org';
    const squatter = await squat(email);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email },
      remoteAddress: freshAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const token = await inbox.tokenFor(email, '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: OWNER_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const owner = AuthSessionSchema.parse(reset.json());
    expect(owner.user).toMatchObject({ email, emailVerified: true, plan: 'premium' });
    await expectOnlyOwnerHolds(squatter, owner);
    // The verification link mailed at registration sets no password any more.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email',
      payload: { token: await inbox.tokenFor(email, '/verify-email'), password: 'stale-link-42' },
    });
    expect(stale.statusCode).toBe(400);
  });
});
