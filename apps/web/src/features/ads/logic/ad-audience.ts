import type { PlanId, PublicAdsConfig } from '@polymath/shared';
import { buildAdScriptUrl, isAdNetworkConfigured } from '@polymath/shared';

/** Who is looking: the plan (null for a guest) and whether it is still being settled. */
export interface AdViewer {
  /** The signed-in user's plan, or null for a guest. */
  plan: PlanId | null;
  /** A stored sign-in is still being checked: the plan is not known yet. */
  isPlanLoading: boolean;
}

/**
 * Whether this viewer gets ads: guests and free users do, premium users never (000 §6). While the
 * plan is unknown nothing shows, so a premium user never sees an ad flash by on reload.
 */
export function isAdAudience({ plan, isPlanLoading }: AdViewer): boolean {
  return !isPlanLoading && plan !== 'premium';
}

/**
 * The ad network's script for this page, or null when the network must not be used: no consent
 * to ads, no configuration yet, or a missing or placeholder id (then the house banner shows).
 */
export function resolveAdScriptUrl(
  config: PublicAdsConfig | undefined,
  hasAdConsent: boolean,
): string | null {
  if (!hasAdConsent || !config || !isAdNetworkConfigured(config)) return null;
  // isAdNetworkConfigured has checked the publisher id.
  return buildAdScriptUrl(config.scriptUrl, config.publisherId ?? '');
}
