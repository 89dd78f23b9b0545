import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A bordered surface grouping related content. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border bg-card text-card-foreground shadow-xs', className)}
      {...props}
    />
  );
}

/** The top of a card: title, description and optional badge. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col gap-1.5 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />
  );
}

/** A card's heading (an h2 unless `as` says otherwise, to fit the page outline). */
export function CardTitle({
  as: Heading = 'h2',
  className,
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return (
    <Heading
      className={cn('flex items-center gap-2 text-base leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** Secondary text under a card title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The body of a card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 text-sm sm:px-6 sm:pb-6', className)} {...props} />;
}
