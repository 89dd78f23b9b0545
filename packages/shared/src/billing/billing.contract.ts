import { z } from 'zod';
import { defineContract } from '../http/contract';
import {
  CancelSubscriptionRequestSchema,
  CheckoutSessionSchema,
  CreateCheckoutSessionRequestSchema,
  SubscriptionListSchema,
} from './billing.schemas';

/** The message of NOT_CONFIGURED when the server has no payment keys. */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payments are not set up on this server.';

/** Whether this server takes payments, and the price the Premium card checks out. */
export const BillingConfigSchema = z.object({
  isConfigured: z.boolean(),
  /** STRIPE_PRICE_ID_PREMIUM, or null when payments are not configured. */
  premiumPriceId: z.string().min(1).nullable(),
  /** The signed-in caller's own Stripe customer (for the subscriptions call), null for none or a guest. */
  customerId: z.string().min(1).nullable(),
});
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

/** GET /api/billing/config: public, so the plan chooser can say when payments are not set up. */
export const billingConfigContract = defineContract({
  method: 'GET',
  path: '/api/billing/config',
  summary: 'Whether payments are configured, and the Premium price id',
  response: BillingConfigSchema,
});

/** POST /api/stripe/create-checkout-session (000 §7): the hosted checkout of the signed-in user. */
export const createCheckoutSessionContract = defineContract({
  method: 'POST',
  path: '/api/stripe/create-checkout-session',
  summary: 'Start a hosted checkout for the Premium plan',
  body: CreateCheckoutSessionRequestSchema,
  response: CheckoutSessionSchema,
});

/** The customer id path parameter. */
export const CustomerIdParamsSchema = z.object({ customerId: z.string().min(1).max(255) });

/** GET /api/stripe/subscriptions/:customerId (000 §7): only the caller's own customer. */
export const listSubscriptionsContract = defineContract({
  method: 'GET',
  path: '/api/stripe/subscriptions/:customerId',
  summary: "List the caller's current subscriptions",
  params: CustomerIdParamsSchema,
  response: SubscriptionListSchema,
});

/** The cancellation answer. */
export const CancelSubscriptionResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/stripe/cancel-subscription (000 §7): cancels one of the caller's subscriptions now. */
export const cancelSubscriptionContract = defineContract({
  method: 'POST',
  path: '/api/stripe/cancel-subscription',
  summary: "Cancel one of the caller's subscriptions immediately",
  body: CancelSubscriptionRequestSchema,
  response: CancelSubscriptionResponseSchema,
});

/** The webhook's acknowledgement. */
export const WebhookReceiptSchema = z.object({ received: z.literal(true) });

/** POST /api/stripe/webhook: Stripe's signed events (raw body, Stripe-Signature header). */
export const stripeWebhookContract = defineContract({
  method: 'POST',
  path: '/api/stripe/webhook',
  summary: 'Receive signed payment events',
  response: WebhookReceiptSchema,
});

/** The checkout and cancellation texts of 000 §8, shared so the server's message matches the UI's. */
export const BILLING_TEXTS = {
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received from server',
  paymentFailed: 'Payment processing failed',
  noActiveSubscription: 'No active subscription found',
  cancelFailed: 'Failed to cancel subscription',
  canceled: 'Subscription canceled successfully! You have been switched to the Free tier.',
} as const;

/** The query parameter the hosted checkout returns to `/` with (`?checkout=success|canceled`). */
export const CHECKOUT_RETURN_QUERY_PARAM = 'checkout';
/** How the checkout ended, as the return address says. */
export const CHECKOUT_RETURN_OUTCOMES = ['success', 'canceled'] as const;
