import type { PublicAdsConfig } from '@polymath/shared';
import type { AdViewer } from '../logic/ad-audience';

/** What every ad placement needs from the app. */
export interface AdPlacementProps extends AdViewer {
  /** The operator's ad settings; undefined until GET /api/config answers (the banner shows). */
  config: PublicAdsConfig | undefined;
  /** Whether the user consented to ads: the network's script loads only then. */
  hasAdConsent: boolean;
  /** The banner's Upgrade button. */
  onUpgrade: () => void;
}
