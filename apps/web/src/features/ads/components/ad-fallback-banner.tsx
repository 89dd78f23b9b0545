import { Sparkles } from 'lucide-react';
import { listInWords, PREMIUM_PLAN_FEATURES } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Props of AdFallbackBanner. */
export interface AdFallbackBannerProps {
  /** 'slot': the 300×250 desktop box; 'popup': the 320×100 mobile strip. */
  format: 'slot' | 'popup';
  onUpgrade: () => void;
  className?: string;
}

/** What the banner promises: the Premium card's first lines, only what this server has. */
const PREMIUM_PROMISE = `${listInWords(
  PREMIUM_PLAN_FEATURES.slice(0, 3).map((line, index) =>
    index === 0 ? line : `${line.charAt(0).toLowerCase()}${line.slice(1)}`,
  ),
)}.`;

/**
 * The branded banner shown where an ad would be (001 §2 Ads): our own Premium promotion, no
 * third-party code and no tracking, so it needs no consent.
 */
export function AdFallbackBanner({ format, onUpgrade, className }: AdFallbackBannerProps) {
  const isSlot = format === 'slot';
  return (
    <div
      className={cn(
        'flex size-full rounded-lg border bg-gradient-to-br from-primary/15 via-card to-accent text-card-foreground',
        isSlot
          ? 'flex-col items-center justify-center gap-3 p-5 text-center'
          : 'items-center gap-3 px-3 py-2',
        className,
      )}
    >
      <Sparkles className={cn('text-primary', isSlot ? 'size-8' : 'size-6')} aria-hidden />
      <div className={cn('min-w-0', !isSlot && 'flex-1')}>
        <p className="text-sm font-semibold">Polymath Premium</p>
        <p className="text-xs text-muted-foreground">No ads with Premium</p>
        {isSlot && <p className="mt-2 text-xs text-muted-foreground">{PREMIUM_PROMISE}</p>}
      </div>
      <Button size="sm" onClick={onUpgrade}>
        Upgrade
      </Button>
    </div>
  );
}
