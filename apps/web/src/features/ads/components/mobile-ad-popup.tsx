import { ADS } from '@polymath/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdPopupSchedule } from '../hooks/use-ad-popup-schedule';
import { isAdAudience, resolveAdScriptUrl } from '../logic/ad-audience';
import type { AdPlacementProps } from './ad-placement-props';
import { AdUnit } from './ad-unit';

/** Tailwind's lg breakpoint: the popup is for phones and small tablets below it. */
const LARGE_SCREEN_QUERY = '(min-width: 64rem)';

/** Props of MobileAdPopup. */
export interface MobileAdPopupProps extends AdPlacementProps {
  /** How many messages the user has sent in the open conversation. */
  sentMessageCount: number;
}

/**
 * The mobile 320×100 popup ad (001 §2 Ads, §4): after the user's 3rd, 6th, 9th … message and the
 * configured delay, closing on a tap outside, the X button, Escape, or by itself after 10 s.
 */
export function MobileAdPopup({
  sentMessageCount,
  config,
  hasAdConsent,
  onUpgrade,
  ...viewer
}: MobileAdPopupProps) {
  const isLargeScreen = useMediaQuery(LARGE_SCREEN_QUERY);
  const isEnabled = !isLargeScreen && isAdAudience(viewer) && config !== undefined;
  const { isOpen, close } = useAdPopupSchedule(
    sentMessageCount,
    config?.popupDelayMs ?? ADS.popupDelayDefaultMs,
    isEnabled,
  );

  const scriptUrl = resolveAdScriptUrl(config, hasAdConsent);
  const handleUpgrade = () => {
    close();
    onUpgrade();
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title="Advertisement"
        description={null}
        className="w-max max-w-none gap-2 p-3 pt-4"
      >
        <AdUnit
          // A new script (the configuration arriving) starts the slot afresh.
          key={scriptUrl ?? 'house-banner'}
          format="popup"
          width={ADS.popupWidth}
          height={ADS.popupHeight}
          scriptUrl={scriptUrl}
          publisherId={config?.publisherId ?? null}
          slotId={config?.slotId ?? null}
          statusCheckMs={ADS.statusCheckPopupMs}
          onUpgrade={handleUpgrade}
        />
        <p className="text-center text-xs text-muted-foreground">{ADS.popupNote}</p>
      </DialogContent>
    </Dialog>
  );
}
