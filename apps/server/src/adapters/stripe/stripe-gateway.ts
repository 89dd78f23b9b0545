import Stripe from 'stripe';
import {
  InvalidSignatureError,
  type PaymentsGateway,
  type ProviderEvent,
  type ProviderSubscription,
} from '../../modules/billing';

/** Requests to Stripe are abandoned after this long. */
const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address than Stripe's (a local stand-in): its host, port and protocol are used. */
  apiBaseUrl?: string;
}

/** The SDK's connection options for an API address other than api.stripe.com. */
function connectionOptions(apiBaseUrl: string | undefined) {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe reports the paid period per subscription item (API 2025-03 and later). */
function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
  };
}

/** The subscription events billing applies (created, updated, deleted all carry its new state). */
const SUBSCRIPTION_EVENT_TYPES = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    return {
      ...base,
      kind: 'checkout-completed',
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }
  if (SUBSCRIPTION_EVENT_TYPES.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      ...base,
      kind: 'subscription-changed',
      subscription: toProviderSubscription(subscription),
    };
  }
  return { ...base, kind: 'other' };
}

/** The payment provider through the official Stripe SDK. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentsGateway {
  const stripe = new Stripe(options.secretKey, {
    ...connectionOptions(options.apiBaseUrl),
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });

  return {
    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        // Two first checkouts at once (double click, two tabs) get one customer, not two.
        { idempotencyKey: `customer-for-user-${user.id}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { userId: input.userId },
      });
      return { url: session.url };
    },

    async listSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all' });
      return list.data.map(toProviderSubscription);
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async cancelSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.cancel(subscriptionId));
    },

    verifyEvent(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new InvalidSignatureError(error);
      }
      return toProviderEvent(event);
    },
  };
}
