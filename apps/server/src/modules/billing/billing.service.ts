import {
  AppError,
  BILLING_TEXTS,
  CHECKOUT_RETURN_QUERY_PARAM,
  type BillingConfig,
  type CreateCheckoutSessionRequest,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type Subscription,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { PlanSource } from '../auth';
import {
  InvalidSignatureError,
  type PaymentsGateway,
  type ProviderEvent,
  type ProviderSubscription,
} from './billing.ports';
import {
  findCustomerIdOfUser,
  findUserContact,
  findUserIdOfCustomer,
  hasPremiumSubscription,
  markEventProcessed,
  saveCustomerOfUser,
  upsertSubscription,
} from './billing.repository';

/** Subscriptions that are over and no longer listed to the user. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** Where the hosted checkout sends the browser back (the web app reads the parameter). */
const CHECKOUT_RETURN_PATHS = {
  success: `/?${CHECKOUT_RETURN_QUERY_PARAM}=success`,
  cancel: `/?${CHECKOUT_RETURN_QUERY_PARAM}=canceled`,
};

export interface BillingDeps {
  db: Database;
  /** Null when payments are not configured: every payment call then answers NOT_CONFIGURED. */
  gateway: PaymentsGateway | null;
  /** STRIPE_PRICE_ID_PREMIUM, the only price a checkout may buy. */
  premiumPriceId: string | null;
}

export interface BillingService {
  /** Who has premium from a subscription: only stored, provider-reported states count. */
  planSource: PlanSource;
  /** Whether payments are on, the Premium price id, and the caller's own customer id. */
  getConfig(userId: string | null): Promise<BillingConfig>;
  /** A hosted checkout for the user's own customer (created on the first checkout). */
  createCheckoutSession(
    userId: string,
    request: CreateCheckoutSessionRequest,
    returnBaseUrl: string,
  ): Promise<{ url: string }>;
  /** The current subscriptions of the caller's customer; another customer id is NOT_FOUND. */
  listSubscriptions(userId: string, customerId: string): Promise<Subscription[]>;
  /** Cancels one of the caller's subscriptions now and stores the result (premium ends at once). */
  cancelSubscription(userId: string, subscriptionId: string): Promise<void>;
  /** Verifies and applies a webhook delivery; the same event twice changes nothing. */
  handleWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<void>;
}

function notConfigured(): AppError {
  return new AppError('NOT_CONFIGURED', { message: PAYMENTS_NOT_CONFIGURED_MESSAGE });
}

/** Runs a provider call; its failures become UPSTREAM_FAILED (the cause is kept for the log). */
async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UPSTREAM_FAILED', {
      message: 'The payment provider could not be reached. Please try again.',
      cause: error,
    });
  }
}

function toSubscription(subscription: ProviderSubscription): Subscription {
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}

export function createBillingService(deps: BillingDeps): BillingService {
  const { db } = deps;

  function requireGateway(): { gateway: PaymentsGateway; premiumPriceId: string } {
    if (!deps.gateway || !deps.premiumPriceId) throw notConfigured();
    return { gateway: deps.gateway, premiumPriceId: deps.premiumPriceId };
  }

  async function ensureCustomer(gateway: PaymentsGateway, userId: string): Promise<string> {
    const existing = await findCustomerIdOfUser(db, userId);
    if (existing) return existing;
    const contact = await findUserContact(db, userId);
    if (!contact) throw new AppError('UNAUTHENTICATED', { message: 'Please sign in to continue.' });
    const created = await callProvider(() => gateway.createCustomer({ id: userId, ...contact }));
    return saveCustomerOfUser(db, userId, created);
  }

  /** What an event changes: the subscription to store and its owner, or nothing. */
  async function effectOf(
    gateway: PaymentsGateway,
    event: ProviderEvent,
  ): Promise<{ userId: string; subscription: ProviderSubscription } | null> {
    if (event.kind === 'other') return null;
    if (event.kind === 'subscription-changed') {
      const userId = await findUserIdOfCustomer(db, event.subscription.customerId);
      return userId ? { userId, subscription: event.subscription } : null;
    }
    if (!event.customerId || !event.subscriptionId) return null;
    const userId = await findUserIdOfCustomer(db, event.customerId);
    if (!userId) return null;
    // The session says only that checkout finished; the subscription's own state decides premium.
    const subscription = await callProvider(() =>
      gateway.retrieveSubscription(event.subscriptionId as string),
    );
    if (!subscription || subscription.customerId !== event.customerId) return null;
    return { userId, subscription };
  }

  return {
    planSource: { hasActiveSubscription: (userId) => hasPremiumSubscription(db, userId) },

    async getConfig(userId) {
      const isConfigured = deps.gateway !== null && deps.premiumPriceId !== null;
      return {
        isConfigured,
        premiumPriceId: isConfigured ? deps.premiumPriceId : null,
        customerId: isConfigured && userId ? await findCustomerIdOfUser(db, userId) : null,
      };
    },

    async createCheckoutSession(userId, request, returnBaseUrl) {
      const { gateway, premiumPriceId } = requireGateway();
      if (request.priceId !== premiumPriceId) {
        throw new AppError('VALIDATION', {
          message: 'This plan cannot be bought here.',
          issues: [{ path: ['body', 'priceId'], message: 'not the Premium price' }],
        });
      }
      if (await hasPremiumSubscription(db, userId)) {
        throw new AppError('CONFLICT', { message: 'You already have Premium.' });
      }
      // request.customerId is ignored: the customer is always the signed-in user's own.
      const customerId = await ensureCustomer(gateway, userId);
      const session = await callProvider(() =>
        gateway.createCheckoutSession({
          customerId,
          priceId: premiumPriceId,
          userId,
          successUrl: new URL(CHECKOUT_RETURN_PATHS.success, returnBaseUrl).toString(),
          cancelUrl: new URL(CHECKOUT_RETURN_PATHS.cancel, returnBaseUrl).toString(),
        }),
      );
      if (!session.url) {
        throw new AppError('UPSTREAM_FAILED', { message: BILLING_TEXTS.noCheckoutUrl });
      }
      return { url: session.url };
    },

    async listSubscriptions(userId, customerId) {
      const { gateway } = requireGateway();
      const own = await findCustomerIdOfUser(db, userId);
      if (!own || own !== customerId) {
        throw new AppError('NOT_FOUND', { message: 'No such customer.' });
      }
      const subscriptions = await callProvider(() => gateway.listSubscriptions(own));
      return subscriptions
        .filter((subscription) => !ENDED_STATUSES.has(subscription.status))
        .map(toSubscription);
    },

    async cancelSubscription(userId, subscriptionId) {
      const { gateway } = requireGateway();
      const own = await findCustomerIdOfUser(db, userId);
      const subscription =
        own && (await callProvider(() => gateway.retrieveSubscription(subscriptionId)));
      // Someone else's subscription looks exactly like one that does not exist.
      if (!subscription || subscription.customerId !== own) {
        throw new AppError('NOT_FOUND', { message: BILLING_TEXTS.noActiveSubscription });
      }
      const canceled = await callProvider(() => gateway.cancelSubscription(subscriptionId));
      // Stripe's answer is a provider fact: premium ends now, the deletion webhook confirms it.
      await upsertSubscription(db, userId, canceled);
    },

    async handleWebhook(rawBody, signatureHeader) {
      const gateway = deps.gateway;
      if (!gateway) throw notConfigured();
      if (!signatureHeader) {
        throw new AppError('BAD_REQUEST', { message: 'Missing Stripe-Signature header.' });
      }
      let event: ProviderEvent;
      try {
        event = gateway.verifyEvent(rawBody, signatureHeader);
      } catch (error) {
        if (!(error instanceof InvalidSignatureError)) throw error;
        throw new AppError('BAD_REQUEST', { message: 'Invalid webhook signature.', cause: error });
      }
      const effect = await effectOf(gateway, event);
      await db.transaction(async (tx) => {
        // A redelivered event finds its id recorded and changes nothing.
        if (!(await markEventProcessed(tx, event))) return;
        if (effect) await upsertSubscription(tx, effect.userId, effect.subscription);
      });
    },
  };
}
