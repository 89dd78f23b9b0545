import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Shares tooltip delays app-wide; mounted once in the providers. */
export const TooltipProvider = TooltipPrimitive.Provider;

/** Props of Tooltip: the trigger as the child and the tip's content. */
export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  /** Called when the tip shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A small label shown on hover and keyboard focus of its (single, focusable) child. */
export function Tooltip({ content, children, side = 'bottom', onOpenChange }: TooltipProps) {
  return (
    <TooltipPrimitive.Root onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
            'data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
