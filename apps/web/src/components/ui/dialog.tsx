import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The dialog root (open state). */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Wraps an element that closes the dialog. */
export const DialogClose = DialogPrimitive.Close;

/** The dimmed layer behind a modal; translucent so the app behind stays readable. */
export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** Props of DialogContent. `title` is required: every dialog needs a name for screen readers. */
export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  /** Read with the title; pass null when the body already explains itself. */
  description: ReactNode | null;
  /** Hide the corner close button, for dialogs that must be answered (e.g. accepting terms). */
  hideCloseButton?: boolean;
};

/** A centred modal panel with its title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  hideCloseButton = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  if (import.meta.env.DEV && (title === undefined || title === null || title === '')) {
    console.error('DialogContent needs a title so screen reader users know what opened.');
  }
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        // Without a description, say so explicitly (Radix warns about a dangling reference otherwise).
        {...(description === null ? { 'aria-describedby': undefined } : {})}
        className={cn(
          // One column that never grows past the dialog: long text is cut by its own element.
          'fixed top-1/2 left-1/2 z-50 grid grid-cols-[minmax(0,1fr)] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-2xl outline-none',
          'data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pr-6">
          <DialogPrimitive.Title className="text-lg leading-tight font-semibold tracking-tight">
            {title}
          </DialogPrimitive.Title>
          {description !== null && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The row of actions at the bottom of a dialog. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
