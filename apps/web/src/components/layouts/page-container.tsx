import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The centred, padded column used by scrolling content pages and tab panels. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8', className)}
      {...props}
    />
  );
}
