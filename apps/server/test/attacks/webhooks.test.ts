import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../peers/fake-stripe';
import { expectNoServerError } from './support/error-shape';
import { newAccount, type Party, sendAs } from './support/parties';

/**
 * Forged and replayed Stripe webhooks. billing.test.ts covers a missing or wrong-secret
 * signature, a modified body and a replayed event id; here: a genuine signature that is too old,
 * and signature headers that are malformed. None may grant premium or answer 5xx.
 */
const WEBHOOK_SECRET = 'whsec_attacks_webhooks';
const PRICE_ID = 'price_premium_webhooks';
const stripeSdk = new Stripe('sk_test_helper');

describe.each(databases)('Stripe webhook forgery and replay ($kind)', (factory) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let payer: Party;
  let completedCheckout: { payload: string; signature: string };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({
      database: factory,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_webhooks',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID_PREMIUM: PRICE_ID,
        STRIPE_API_BASE_URL: stripe.baseUrl,
        PUBLIC_BASE_URL: 'https://polymath.example',
      },
    });
    payer = await newAccount(t.app, 'Payer');
    const checkout = await sendAs(t.app, payer, {
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: { priceId: PRICE_ID, planName: 'Premium' },
    });
    const sessionId = checkout.json<{ url: string }>().url.split('/').pop() ?? '';
    const { session } = stripe.completeCheckout(sessionId);
    completedCheckout = signedStripeEvent(
      stripeSdk,
      WEBHOOK_SECRET,
      'checkout.session.completed',
      session,
    );
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  function deliver(payload: string, signature: string | undefined) {
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  async function planOfPayer(): Promise<string> {
    const me = await sendAs(t.app, payer, { method: 'GET', url: '/auth/me' });
    return me.json<{ user: { plan: string } }>().user.plan;
  }

  it('refuses a genuine signature made long ago (a captured delivery replayed later)', async () => {
    const { payload } = completedCheckout;
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const old = stripeSdk.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: tenMinutesAgo,
    });
    const response = await deliver(payload, old);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await planOfPayer()).toBe('free');
  });

  it('refuses malformed signature headers without a 5xx', async () => {
    const { payload, signature } = completedCheckout;
    const v1 = /v1=([0-9a-f]+)/.exec(signature)?.[1] ?? '';
    const signedAt = Number(/t=(\d+)/.exec(signature)?.[1]);
    const now = signedAt + 7;
    const malformed = [
      '',
      'garbage',
      't=,v1=',
      `t=${now}`,
      `v1=${v1}`,
      `t=${now},v1=${'0'.repeat(64)}`,
      `t=${now},v1=${v1}`, // the genuine v1 under another timestamp
      `t=${now},v0=${v1}`,
      `t=not-a-number,v1=${v1}`,
      `t=${now},${Array.from({ length: 500 }, () => `v1=${'f'.repeat(64)}`).join(',')}`,
      `t=${now},v1=${'z'.repeat(10_000)}`,
    ];
    for (const header of malformed) {
      const response = await deliver(payload, header);
      expectNoServerError(response, header.slice(0, 40));
      expect(response.statusCode, header.slice(0, 40)).toBe(400);
    }
    for (const body of [
      '',
      'not json',
      '{"id":',
      '[]',
      JSON.stringify({ type: 'checkout.session.completed' }),
    ]) {
      const response = await deliver(body, signature);
      expectNoServerError(response, body);
      expect(response.statusCode, body).toBe(400);
    }
    expect(await planOfPayer()).toBe('free');
  });

  it('applies the genuine delivery once, and its replays change nothing', async () => {
    const { payload, signature } = completedCheckout;
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await planOfPayer()).toBe('premium');
    // Premium ends; the same checkout event delivered again must not bring it back.
    const subscription = [...stripe.subscriptions.values()].find(
      (s) => s.customer === stripe.sessions.values().next().value?.customer,
    );
    const ended = signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect((await deliver(ended.payload, ended.signature)).statusCode).toBe(200);
    expect(await planOfPayer()).toBe('free');
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
    for (const replay of replays) expect(replay.statusCode).toBe(200);
    expect(await planOfPayer()).toBe('free');
  });
});
