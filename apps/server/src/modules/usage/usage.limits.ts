import { LIMITS, type PlanId, type UsageFeature } from '@polymath/shared';

/** Features a guest may not use at all: they need an account (000 §6). */
const SIGN_IN_FEATURES: ReadonlySet<UsageFeature> = new Set(['imageGeneration', 'videoGeneration']);

/** Whom the counters belong to: the plan decides the limits. */
export type UsagePlan = PlanId | 'guest';

/** A feature's monthly allowance on a plan; undefined means unlimited (premium). */
export function featureLimitOf(plan: UsagePlan, feature: UsageFeature): number | undefined {
  if (plan === 'premium') return undefined;
  if (plan === 'guest' && SIGN_IN_FEATURES.has(feature)) return 0;
  return LIMITS.free[feature];
}

/** The limit shown in the counters: premium users see LIMITS.premiumCap. */
export function shownLimitOf(plan: UsagePlan, feature: UsageFeature): number {
  return featureLimitOf(plan, feature) ?? LIMITS.premiumCap;
}
