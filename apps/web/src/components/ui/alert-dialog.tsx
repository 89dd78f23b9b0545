import type { ComponentProps, ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

/** The alert dialog root (open state): a question that must be answered before going on. */
export const AlertDialog = AlertDialogPrimitive.Root;

/** Props of AlertDialogContent: its question (title) and what answering it does (description). */
export type AlertDialogContentProps = Omit<
  ComponentProps<typeof AlertDialogPrimitive.Content>,
  'title'
> & {
  title: ReactNode;
  description: ReactNode;
};

/**
 * A centred panel over a dimmed page, named by its title and described by its description. Radix
 * puts the focus on Cancel when it opens (a slip of Enter never confirms), and Escape cancels;
 * clicking outside does nothing, since the question needs an answer.
 */
export function AlertDialogContent({
  title,
  description,
  className,
  children,
  ...props
}: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4',
          'rounded-xl border bg-popover p-6 text-popover-foreground shadow-2xl outline-none',
          'data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5">
          <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold tracking-tight">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialogPrimitive.Description>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

/** The answer that changes nothing; it has the focus when the dialog opens. */
export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}

/** The answer that goes ahead; `isDestructive` styles it as the irreversible choice it is. */
export function AlertDialogAction({
  isDestructive = false,
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { isDestructive?: boolean }) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(
        buttonVariants({ variant: isDestructive ? 'destructive' : 'primary' }),
        className,
      )}
      {...props}
    />
  );
}
