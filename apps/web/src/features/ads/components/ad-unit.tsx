import { useRef } from 'react';
import { useAdFill } from '../hooks/use-ad-fill';
import { AdFallbackBanner } from './ad-fallback-banner';

/** Props of AdUnit. */
export interface AdUnitProps {
  format: 'slot' | 'popup';
  width: number;
  height: number;
  /** The network's script for this page, or null to show only the house banner. */
  scriptUrl: string | null;
  publisherId: string | null;
  slotId: string | null;
  statusCheckMs: number;
  onUpgrade: () => void;
}

/**
 * One ad of a fixed size: the network's `<ins class="adsbygoogle">` slot when a script URL is
 * given, with the house banner laid over it until the network reports the slot filled.
 */
export function AdUnit({
  format,
  width,
  height,
  scriptUrl,
  publisherId,
  slotId,
  statusCheckMs,
  onUpgrade,
}: AdUnitProps) {
  const slotRef = useRef<HTMLModElement>(null);
  const fill = useAdFill(slotRef, scriptUrl, statusCheckMs);
  return (
    <div className="relative shrink-0" style={{ width, height }} data-ad-fill={fill}>
      {scriptUrl && (
        <ins
          ref={slotRef}
          className="adsbygoogle block"
          style={{ width, height }}
          data-ad-client={publisherId ?? undefined}
          data-ad-slot={slotId ?? undefined}
        />
      )}
      {fill !== 'filled' && (
        <AdFallbackBanner format={format} onUpgrade={onUpgrade} className="absolute inset-0" />
      )}
    </div>
  );
}
