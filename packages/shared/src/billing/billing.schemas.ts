import { z } from 'zod';
import { IdSchema, TimestampSchema, WebUrlSchema } from '../common/common.schemas';

/** The two plan tiers (000 §6, 001 §6). */
export const PLAN_IDS = ['free', 'premium'] as const;
/** free | premium. */
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

/** A plan card of the plan chooser (000 §3, 001 §3). */
export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string().min(1),
  /** US dollars per month: PRICING.premiumMonthlyUsd or PRICING.freeMonthlyUsd. */
  price: z.number().nonnegative(),
  /** The payment provider's price id; null for the free plan, which is never checked out. */
  priceId: z.string().min(1).nullable(),
  /** The feature lines shown on the card. */
  features: z.array(z.string()),
  /** Highlighted as the popular choice. */
  popular: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/**
 * POST /api/stripe/create-checkout-session body (000 §7, 001 §7). The customer is taken from the
 * signed-in user on the server; a customerId sent by the client is accepted but never trusted.
 */
export const CreateCheckoutSessionRequestSchema = z.object({
  priceId: z.string().min(1),
  planName: z.string().min(1),
  customerId: z.string().optional(),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

/** The hosted checkout page to open in a new tab. */
export const CheckoutSessionSchema = z.object({
  success: z.literal(true),
  url: WebUrlSchema,
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** A subscription of the signed-in user, as the provider reports it. */
export const SubscriptionSchema = z.object({
  id: IdSchema,
  /** The provider's status text (active, trialing, past_due, canceled, ...). */
  status: z.string().min(1),
  /** When the paid period ends, if known. */
  currentPeriodEnd: TimestampSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** GET /api/stripe/subscriptions/{customerId}: the client uses the first one's id (000 §7). */
export const SubscriptionListSchema = z.object({
  success: z.literal(true),
  subscriptions: z.array(SubscriptionSchema),
});
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>;

/** POST /api/stripe/cancel-subscription body (000 §7). */
export const CancelSubscriptionRequestSchema = z.object({
  subscriptionId: z.string().min(1),
});
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequestSchema>;
