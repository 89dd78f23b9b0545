import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env';
import { bearer, readMe, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { type FakeStripe, signedStripeEvent, startFakeStripe } from './peers/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_polymath';
const PRICE_ID = 'price_premium_monthly';
// Only its webhook helpers are used; they never reach the network.
const stripeSdk = new Stripe('sk_test_helper');

describe.each(databases)('billing with Stripe ($kind)', (factory) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let counter = 0;

  async function newUser() {
    counter += 1;
    const session = await signUp(t.app, {
      name: `Payer ${counter}`,
      email: `payer${counter}@example.org`,
      password: 'secret42',
    });
    return { token: session.token, id: session.user.id, headers: bearer(session.token) };
  }

  function checkout(headers: Record<string, string>, body: Record<string, unknown> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { priceId: PRICE_ID, planName: 'Premium', ...body },
    });
  }

  function deliver(event: { payload: string; signature: string }) {
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  }

  async function planOf(headers: Record<string, string>) {
    const me = await readMe(t.app, headers);
    return me.json<{ user: { plan: string } }>().user.plan;
  }

  async function customerIdOf(headers: Record<string, string>): Promise<string | null> {
    const config = await t.app.inject({ method: 'GET', url: '/api/billing/config', headers });
    return config.json<{ customerId: string | null }>().customerId;
  }

  /** Checkout, Stripe's side of it, and the checkout.session.completed webhook. */
  async function subscribe(headers: Record<string, string>) {
    const response = await checkout(headers);
    expect(response.statusCode).toBe(200);
    const sessionId = response.json<{ url: string }>().url.split('/').pop() ?? '';
    const { session, subscription } = stripe.completeCheckout(sessionId);
    const delivery = await deliver(
      signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'checkout.session.completed', session),
    );
    expect(delivery.statusCode).toBe(200);
    return subscription;
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({
      database: factory,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_polymath',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID_PREMIUM: PRICE_ID,
        STRIPE_API_BASE_URL: stripe.baseUrl,
        PUBLIC_BASE_URL: 'https://polymath.example',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('publishes that payments are configured, with the Premium price id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isConfigured: true,
      premiumPriceId: PRICE_ID,
      customerId: null,
    });
  });

  it('refuses a checkout to a guest', async () => {
    const response = await checkout({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('creates the user’s own customer once and a subscription checkout for the Premium price', async () => {
    const user = await newUser();
    const first = await checkout(user.headers, { customerId: 'cus_someone_else' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    const sessionId = first.json<{ url: string }>().url.split('/').pop() ?? '';
    const session = stripe.sessions.get(sessionId);
    const customerId = await customerIdOf(user.headers);
    expect(customerId).toMatch(/^cus_/);
    // The client's customerId is never used.
    expect(session).toMatchObject({
      customer: customerId,
      mode: 'subscription',
      price: PRICE_ID,
      client_reference_id: user.id,
      success_url: 'https://polymath.example/?checkout=success',
      cancel_url: 'https://polymath.example/?checkout=canceled',
    });
    const second = await checkout(user.headers);
    expect(second.statusCode).toBe(200);
    const secondSession = stripe.sessions.get(second.json<{ url: string }>().url.split('/').pop()!);
    expect(secondSession?.customer).toBe(customerId);
    const customerCalls = stripe.requests.filter(
      (request) => request.path === '/v1/customers' && request.form['metadata[userId]'] === user.id,
    );
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]?.idempotencyKey).toBe(`customer-for-user-${user.id}`);
  });

  it('refuses a price other than the configured Premium price', async () => {
    const user = await newUser();
    const response = await checkout(user.headers, { priceId: 'price_free_lunch' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('grants premium only once the signed checkout webhook arrives', async () => {
    const user = await newUser();
    const response = await checkout(user.headers);
    const sessionId = response.json<{ url: string }>().url.split('/').pop() ?? '';
    const { session } = stripe.completeCheckout(sessionId);
    // Paying at Stripe is not enough by itself: the server learns it from the webhook.
    expect(await planOf(user.headers)).toBe('free');
    const event = signedStripeEvent(
      stripeSdk,
      WEBHOOK_SECRET,
      'checkout.session.completed',
      session,
    );
    const delivery = await deliver(event);
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json()).toEqual({ received: true });
    expect(await planOf(user.headers)).toBe('premium');
  });

  it('refuses a webhook with a forged signature and changes nothing', async () => {
    const user = await newUser();
    const response = await checkout(user.headers);
    const sessionId = response.json<{ url: string }>().url.split('/').pop() ?? '';
    const { session } = stripe.completeCheckout(sessionId);
    const forged = signedStripeEvent(
      stripeSdk,
      'whsec_attacker',
      'checkout.session.completed',
      session,
    );
    const delivery = await deliver(forged);
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // A correctly signed body altered afterwards fails too: the signature covers the raw bytes.
    const genuine = signedStripeEvent(
      stripeSdk,
      WEBHOOK_SECRET,
      'checkout.session.completed',
      session,
    );
    const tampered = await deliver({
      ...genuine,
      payload: genuine.payload.replace('"livemode":false', '"livemode": false'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await planOf(user.headers)).toBe('free');
  });

  it('applies a replayed webhook only once', async () => {
    const user = await newUser();
    const subscription = await subscribe(user.headers);
    expect(await planOf(user.headers)).toBe('premium');
    const deletion = signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect((await deliver(deletion)).statusCode).toBe(200);
    expect(await planOf(user.headers)).toBe('free');
    // The same update event, delivered twice, re-activates nothing the second time either:
    // here an old "active" update first arrives late (canceled is final), then is replayed.
    const lateUpdate = signedStripeEvent(
      stripeSdk,
      WEBHOOK_SECRET,
      'customer.subscription.updated',
      { ...subscription, status: 'active' },
    );
    expect((await deliver(lateUpdate)).statusCode).toBe(200);
    expect((await deliver(lateUpdate)).statusCode).toBe(200);
    expect(await planOf(user.headers)).toBe('free');
  });

  it('applies the same event id once even when its content would change the state', async () => {
    const user = await newUser();
    const subscription = await subscribe(user.headers);
    const pastDue = signedStripeEvent(
      stripeSdk,
      WEBHOOK_SECRET,
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      'evt_replayed_once',
    );
    expect((await deliver(pastDue)).statusCode).toBe(200);
    expect(await planOf(user.headers)).toBe('free');
    const sameIdActive = signedStripeEvent(
      stripeSdk,
      WEBHOOK_SECRET,
      'customer.subscription.updated',
      { ...subscription, status: 'active' },
      'evt_replayed_once',
    );
    expect((await deliver(sameIdActive)).statusCode).toBe(200);
    expect(await planOf(user.headers)).toBe('free');
  });

  it('lists the caller’s own subscriptions and hides another user’s customer', async () => {
    const ada = await newUser();
    const bob = await newUser();
    const subscription = await subscribe(ada.headers);
    const adaCustomer = await customerIdOf(ada.headers);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/subscriptions/${adaCustomer}`,
      headers: ada.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      success: true,
      subscriptions: [{ id: subscription.id, status: 'active' }],
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/subscriptions/${adaCustomer}`,
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/subscriptions/${adaCustomer}`,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses to cancel another user’s subscription', async () => {
    const ada = await newUser();
    const bob = await newUser();
    const subscription = await subscribe(ada.headers);
    await checkout(bob.headers);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/cancel-subscription',
      headers: bob.headers,
      payload: { subscriptionId: subscription.id },
    });
    expect(response.statusCode).toBe(404);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('active');
    expect(await planOf(ada.headers)).toBe('premium');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/cancel-subscription',
      headers: ada.headers,
      payload: { subscriptionId: 'sub_does_not_exist' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/cancel-subscription',
      headers: ada.headers,
      payload: { subscriptionId: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('cancels the caller’s subscription: free at once, and the deletion webhook keeps it so', async () => {
    const user = await newUser();
    const subscription = await subscribe(user.headers);
    expect(await planOf(user.headers)).toBe('premium');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/cancel-subscription',
      headers: user.headers,
      payload: { subscriptionId: subscription.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(await planOf(user.headers)).toBe('free');
    const deleted = signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await planOf(user.headers)).toBe('free');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/subscriptions/${await customerIdOf(user.headers)}`,
      headers: user.headers,
    });
    expect(list.json()).toEqual({ success: true, subscriptions: [] });
  });

  it('revokes premium when Stripe deletes the subscription on its own (failed renewal)', async () => {
    const user = await newUser();
    const subscription = await subscribe(user.headers);
    const deleted = signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await planOf(user.headers)).toBe('free');
  });

  it('ignores events about customers that are not ours', async () => {
    const stranger = signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'customer.subscription.updated', {
      id: 'sub_stranger',
      object: 'subscription',
      customer: 'cus_stranger',
      status: 'active',
      items: { object: 'list', data: [] },
    });
    expect((await deliver(stranger)).statusCode).toBe(200);
    const other = signedStripeEvent(stripeSdk, WEBHOOK_SECRET, 'invoice.paid', { id: 'in_1' });
    expect((await deliver(other)).statusCode).toBe(200);
  });

  it('answers UPSTREAM_FAILED when Stripe fails', async () => {
    const user = await newUser();
    stripe.setFailure(500);
    try {
      const response = await checkout(user.headers);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED' });
    } finally {
      stripe.setFailure(null);
    }
  });
});

describe.each(databases)('billing without Stripe keys ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says payments are not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({
      isConfigured: false,
      premiumPriceId: null,
      customerId: null,
    });
  });

  it('answers NOT_CONFIGURED on every payment endpoint', async () => {
    const session = await signUp(t.app, {
      name: 'Ada',
      email: 'ada@example.org',
      password: 'secret42',
    });
    const headers = bearer(session.token);
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/stripe/create-checkout-session',
        payload: { priceId: 'p', planName: 'Premium' },
      },
      { method: 'GET' as const, url: '/api/stripe/subscriptions/cus_1' },
      {
        method: 'POST' as const,
        url: '/api/stripe/cancel-subscription',
        payload: { subscriptionId: 'sub_1' },
      },
      { method: 'POST' as const, url: '/api/stripe/webhook', payload: { id: 'evt_1' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, call.url).toBe(503);
      expect(response.json(), call.url).toEqual({
        success: false,
        code: 'NOT_CONFIGURED',
        error: 'Payments are not set up on this server.',
      });
    }
  });
});

describe('billing configuration', () => {
  it('refuses a partial Stripe configuration, naming the variables', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(EnvError);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
