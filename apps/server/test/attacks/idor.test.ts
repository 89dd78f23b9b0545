import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type FakeStripe, startFakeStripe } from '../peers/fake-stripe';
import { type AttackEnv, NON_OWNED_IDS, OWNED_ROUTES } from './owned-routes';
import { attackModel } from './support/attack-model';
import { expectNoServerError } from './support/error-shape';
import { newAccount, newGuest, otherDeviceOf, type Party, sendAs } from './support/parties';
import { idSlotsOf, listRoutes } from './support/routes';

const WEBHOOK_SECRET = 'whsec_attacks';
const PRICE_ID = 'price_premium_attacks';

/** Everyone who is not the owner and tries the owner's request. */
async function attackersOf(env: AttackEnv, owner: Party): Promise<Party[]> {
  const attackers = [
    await newAccount(env.app, 'Mallory'),
    newGuest('a guest'),
    // A guest with no anonymous id, at the owner's own address.
    {
      ...newGuest('a guest at the owner’s address', { anonymousId: null }),
      remoteAddress: owner.remoteAddress,
    },
  ];
  // An account's id is a UUID: sent as an anonymous id, it must not name the account.
  if (owner.userId)
    attackers.push(newGuest('a guest sending the owner’s user id', { anonymousId: owner.userId }));
  return attackers;
}

describe.each(databases)('IDOR: what another caller gets for an owned id ($kind)', (factory) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let env: AttackEnv;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({
      database: factory,
      model: attackModel(),
      env: {
        STRIPE_SECRET_KEY: 'sk_test_attacks',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID_PREMIUM: PRICE_ID,
        STRIPE_API_BASE_URL: stripe.baseUrl,
        PUBLIC_BASE_URL: 'https://polymath.example',
      },
    });
    env = {
      app: t.app,
      database: t.database,
      stripe,
      stripeSdk: new Stripe('sk_test_helper'),
      webhookSecret: WEBHOOK_SECRET,
      priceId: PRICE_ID,
    };
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('knows every id a request can carry: each is an owned route or listed as not owned', () => {
    const slots = idSlotsOf(listRoutes(t.app)).map(({ route, id }) => `${route} ${id}`);
    const classified = [...OWNED_ROUTES, ...NON_OWNED_IDS].map(({ route, id }) => `${route} ${id}`);
    // A new route taking an id fails here until it joins OWNED_ROUTES (or NON_OWNED_IDS, with why).
    expect(slots.filter((slot) => !classified.includes(slot))).toEqual([]);
    // And no row of the tables names a route or an id the app no longer has.
    expect(classified.filter((row) => !slots.includes(row))).toEqual([]);
  });

  for (const row of OWNED_ROUTES) {
    for (const ownerKind of row.owners) {
      it(`${row.route} with ${row.id} of ${ownerKind === 'account' ? 'an account' : 'a guest'}`, async () => {
        const owner =
          ownerKind === 'account' ? await newAccount(t.app, 'Owner') : newGuest('Owner');
        const made = await row.make(env, owner);
        try {
          for (const attacker of await attackersOf(env, owner)) {
            const response = await sendAs(t.app, attacker, made.request);
            const expected = attacker.kind === 'account' ? row.asOtherAccount : row.asGuest;
            const context = `${attacker.label}: ${made.request.method} ${made.request.url}`;
            expectNoServerError(response, context);
            expect([expected.status].flat(), `${context} → ${response.body}`).toContain(
              response.statusCode,
            );
            expect(response.body, context).not.toContain(made.secret);
            await expected.check?.(response, { made, env, attacker });
          }
          await row.isIntact(env, owner, made);
          if (row.ownerStatus) {
            const device = owner.kind === 'account' ? otherDeviceOf(owner) : owner;
            const own = await sendAs(t.app, device, made.request);
            expect(own.statusCode, `the owner: ${own.body}`).toBe(row.ownerStatus);
          }
        } finally {
          await made.cleanUp?.();
        }
      });
    }
  }
});
