import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A text link in settings; `isExternal` opens it in a new tab safely. */
export function SettingsLink({
  isExternal = false,
  className,
  ...props
}: ComponentProps<'a'> & { isExternal?: boolean }) {
  return (
    <a
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn(
        'font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
