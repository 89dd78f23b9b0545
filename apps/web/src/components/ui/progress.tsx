import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** A progress bar (role progressbar with aria-valuenow); `value` is 0 to `max` (default 100). */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const percent = value === null || value === undefined ? 0 : (value / max) * 100;
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full rounded-full bg-primary transition-transform',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
