import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { DialogOverlay } from './dialog';

/** A side drawer (a modal dialog sliding in from the right), used for the mobile menu. */
export const Sheet = DialogPrimitive.Root;
/** The element that opens the sheet. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Wraps an element that closes the sheet. */
export const SheetClose = DialogPrimitive.Close;

/** Props of SheetContent; like DialogContent, `title` is required and names the drawer. */
export type SheetContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  /** Hide the title visually when the drawer's content makes it obvious (it is still read). */
  hideTitle?: boolean;
};

/** The drawer panel, full height on the right edge, at most 20rem wide. */
export function SheetContent({
  title,
  hideTitle = false,
  className,
  children,
  ...props
}: SheetContentProps) {
  if (import.meta.env.DEV && (title === undefined || title === null || title === '')) {
    console.error('SheetContent needs a title so screen reader users know what opened.');
  }
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-full w-[85%] max-w-80 flex-col border-l bg-popover text-popover-foreground shadow-2xl outline-none',
          'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]',
          'data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in',
          className,
        )}
        {...props}
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b px-4">
          <DialogPrimitive.Title className={cn('text-base font-semibold', hideTitle && 'sr-only')}>
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="rounded-md p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
