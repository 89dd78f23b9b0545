import type { ContextStrength } from '@polymath/shared';
import { cn } from '@/lib/cn';

const strengthBars = { weak: 1, moderate: 2, strong: 3 } as const;
const BAR_COUNT = 3;

/** Three bars and a word: how much the recent conversation gives Polymath to build on. */
export function ContextStrengthIndicator({ strength }: { strength: ContextStrength }) {
  const filled = strengthBars[strength];
  return (
    <span
      data-strength={strength}
      title="How much of the recent conversation Polymath can build on"
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
    >
      <span className="flex items-end gap-0.5" aria-hidden>
        {Array.from({ length: BAR_COUNT }, (_, index) => (
          <span
            key={index}
            className={cn(
              'w-1 rounded-sm',
              ['h-1.5', 'h-2.5', 'h-3.5'][index],
              index < filled ? 'bg-primary' : 'bg-border',
            )}
          />
        ))}
      </span>
      Context: {strength}
    </span>
  );
}
