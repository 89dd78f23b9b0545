import { ADS } from '@polymath/shared';
import { isAdAudience, resolveAdScriptUrl } from '../logic/ad-audience';
import type { AdPlacementProps } from './ad-placement-props';
import { AdUnit } from './ad-unit';

/**
 * The desktop 300×250 ad (001 §2 Ads) in its own column. Hidden below the xl breakpoint (so below
 * lg as the spec asks, and also where a 300 px column would squeeze the chat); premium users never
 * get it.
 */
export function DesktopAdSlot({ config, hasAdConsent, onUpgrade, ...viewer }: AdPlacementProps) {
  if (!isAdAudience(viewer)) return null;
  const scriptUrl = resolveAdScriptUrl(config, hasAdConsent);
  return (
    <aside aria-label="Advertisement" className="hidden shrink-0 flex-col gap-1 p-4 xl:flex">
      <p className="text-[0.6875rem] tracking-wide text-muted-foreground uppercase">
        Advertisement
      </p>
      <AdUnit
        // A new script (the configuration arriving) starts the slot afresh.
        key={scriptUrl ?? 'house-banner'}
        format="slot"
        width={ADS.slotWidth}
        height={ADS.slotHeight}
        scriptUrl={scriptUrl}
        publisherId={config?.publisherId ?? null}
        slotId={config?.slotId ?? null}
        statusCheckMs={ADS.statusCheckDesktopMs}
        onUpgrade={onUpgrade}
      />
    </aside>
  );
}
