import type { AdPlacementProps } from '@/features/ads';
import { useAuthSession } from '@/features/auth';
import { openPremiumDialog } from '@/features/billing';
import { useConsent } from '@/features/privacy';
import { usePublicAdsConfig } from '@/lib/public-config';

/**
 * What the ad placements need: the viewer's plan, the ads consent and the operator's settings.
 * Upgrade opens the Premium dialog, like every other upgrade entry point.
 */
export function useAdPlacement(): AdPlacementProps {
  const { user, isLoading } = useAuthSession();
  const { hasConsent } = useConsent();
  const config = usePublicAdsConfig();
  return {
    plan: user?.plan ?? null,
    isPlanLoading: isLoading,
    hasAdConsent: hasConsent('ads'),
    config,
    onUpgrade: openPremiumDialog,
  };
}
