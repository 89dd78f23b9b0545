import { PRICING } from '../constants';
import type { Plan } from './billing.schemas';

/** The plan chooser's card titles and feature lines (000 §6, 001 §6), in the spec's words. */

/** The Free card's features (000 §6). */
export const FREE_PLAN_FEATURES = [
  '3 screen analysis sessions per month',
  '5 video generations per month',
  'Basic AI assistance',
  'Community support',
] as const;

/** The Premium card's features (000 §6: the features plus the copy's Vibe-Coding and priority processing). */
export const PREMIUM_PLAN_FEATURES = [
  'Unlimited image generation',
  'Unlimited Vibe-Coding',
  'Priority AI responses',
  'Priority processing',
  'Advanced features',
  'Enhanced capabilities',
  'No ads',
  'Priority support',
] as const;

/**
 * The two plans of the chooser. The premium price id comes from the server's configuration
 * (GET /api/billing/config); null means payments are not set up.
 */
export function buildPlans(premiumPriceId: string | null): [Plan, Plan] {
  return [
    {
      id: 'free',
      name: 'Free',
      price: PRICING.freeMonthlyUsd,
      priceId: null,
      features: [...FREE_PLAN_FEATURES],
      popular: false,
    },
    {
      id: 'premium',
      name: 'Premium',
      price: PRICING.premiumMonthlyUsd,
      priceId: premiumPriceId,
      features: [...PREMIUM_PLAN_FEATURES],
      popular: true,
    },
  ];
}
