import { LIMITS, PRICING } from '../constants';
import {
  isFeatureAvailable,
  PRODUCT_FEATURES,
  type ProductFeature,
  type ProductFeatureId,
} from '../system/product-features';
import type { Plan } from './billing.schemas';

/**
 * The plan chooser's card titles and feature lines (000 §6, 001 §6), in the spec's words. A card
 * offers only what this server does: a line promising a feature of the product's list shows while
 * that feature is available, and a monthly allowance shows when the plan gets some of it.
 */
export interface PlanLine {
  text: string;
  /** The feature of the product's list the line promises. */
  feature?: ProductFeatureId;
  /** The monthly allowance the line promises, as the server counts it. */
  monthlyAllowance?: number;
}

function freeAllowanceLine(feature: ProductFeatureId, allowance: number, uses: string): PlanLine {
  return { text: `${allowance} ${uses} per month`, feature, monthlyAllowance: allowance };
}

/**
 * The Free card's lines (000 §6). Its screen analysis sessions follow the allowance the server
 * gives a free account (the spec's counters give none, whatever its card says).
 */
export const FREE_PLAN_LINES: readonly PlanLine[] = [
  freeAllowanceLine('screen-analysis', LIMITS.free.screenAnalysis, 'screen analysis sessions'),
  freeAllowanceLine('video-generation', LIMITS.free.videoGeneration, 'video generations'),
  { text: 'Basic AI assistance' },
  { text: 'Community support' },
];

/** The Premium card's lines (000 §6: the features plus the copy's Vibe-Coding and priority processing). */
export const PREMIUM_PLAN_LINES: readonly PlanLine[] = [
  { text: 'Unlimited image generation', feature: 'image-generation' },
  { text: 'Unlimited Vibe-Coding', feature: 'vibe-coding' },
  { text: 'Priority AI responses' },
  { text: 'Priority processing' },
  { text: 'Advanced features' },
  { text: 'Enhanced capabilities' },
  { text: 'No ads' },
  { text: 'Priority support' },
];

/** Whether a card offers the line: its feature works on this server and its allowance is not zero. */
export function isPlanLineOffered(
  line: PlanLine,
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): boolean {
  if (line.feature !== undefined && !isFeatureAvailable(line.feature, features)) return false;
  return line.monthlyAllowance === undefined || line.monthlyAllowance > 0;
}

/** The texts of the lines a card offers on this server. */
export function offeredPlanLines(
  lines: readonly PlanLine[],
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): string[] {
  return lines.filter((line) => isPlanLineOffered(line, features)).map((line) => line.text);
}

/** The Free card's features on this server. */
export const FREE_PLAN_FEATURES: readonly string[] = offeredPlanLines(FREE_PLAN_LINES);

/** The Premium card's features on this server (the upgrade dialog lists them too). */
export const PREMIUM_PLAN_FEATURES: readonly string[] = offeredPlanLines(PREMIUM_PLAN_LINES);

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
