import type { AuthSession } from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { expectNoServerError } from './support/error-shape';
import { freshAddress } from './support/parties';

/**
 * A stranger keeps guessing one account's password from rotating addresses, taking the e-mail's
 * delayed slot the moment it opens, while its owner signs in from a new browser (no device
 * token, an address that never failed). The owner gets in at once; the stranger gets no more
 * password checks than the rule allows: one per client that had not failed, the free tries, and
 * one per delayed slot.
 */

const PASSWORD = 'correct-horse-42';
const BURST = 24;
/** The stranger's addresses: some IPv4 ones, and many of one IPv6 /64, which count as one. */
const IPV4_ADDRESSES = 8;
const IPV6_ADDRESSES = 8;

describe.each(databases)('guesses on one account from many addresses ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory, limits: 'real' });
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

  /** The e-mail's delay has run out, as after a minute of the stranger's polling. */
  async function aMinutePasses(email: string): Promise<void> {
    await t.database.db
      .update(rateLimits)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, `email:${email}`));
  }

  it('lets the owner in from a new browser at once, and checks no more guesses than the rule allows', async () => {
    const email = `owner-${Date.now()}@example.org`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { name: 'Owner', email, password: PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode).toBe(201);

    const addresses = [
      ...Array.from({ length: IPV4_ADDRESSES }, () => freshAddress()),
      ...Array.from({ length: IPV6_ADDRESSES }, (_, index) => `2001:db8:26:40::${index + 1}`),
    ];
    const strangerClients = IPV4_ADDRESSES + 1;
    let next = 0;
    let checked = 0;
    let slotsOpened = 0;
    const started = Date.now();

    /** A parallel burst of wrong guesses, each from the next address in turn. */
    async function strangerBurst(): Promise<void> {
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          logIn(email, `guess-${next}-${index}`, addresses[next++ % addresses.length]!),
        ),
      );
      for (const answer of answers) {
        expectNoServerError(answer);
        expect([401, 429]).toContain(answer.statusCode);
        if (answer.statusCode === 401) checked += 1;
      }
    }

    // The stranger starts, and takes each delayed slot as it opens.
    await strangerBurst();
    for (let minute = 1; minute <= 4; minute += 1) {
      await aMinutePasses(email);
      slotsOpened += 1;
      await strangerBurst();
    }

    // The owner, on a new browser, signs in while the guessing goes on: the first try gets in.
    const [owner] = await Promise.all([logIn(email, PASSWORD, freshAddress()), strangerBurst()]);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthSession>().deviceToken).toEqual(expect.any(String));

    // The guessing goes on after it.
    for (let minute = 1; minute <= 2; minute += 1) {
      await aMinutePasses(email);
      slotsOpened += 1;
      await strangerBurst();
    }

    // Each client that had not failed got its one check, and no more came of it...
    expect(checked).toBeGreaterThanOrEqual(strangerClients);
    // ...besides the free tries (started again by the owner's success) and one per slot that
    // opened: those opened here, and at most one a second in real time (delays start at 1 s).
    const elapsedSeconds = Math.floor((Date.now() - started) / 1000);
    const freeTries = t.env.AUTH_MAX_FAILURES * 2;
    expect(checked).toBeLessThanOrEqual(strangerClients + freeTries + slotsOpened + elapsedSeconds);
  });
});
