import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useToastStore } from './use-toast';

/** Toasts stay this long unless hovered or focused (Radix pauses the timer then). */
const TOAST_DURATION_MS = 4000;

/** Renders the toast queue in a polite live region (F8 moves focus to it). Mount once. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(toast.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border bg-popover p-4 pr-10 text-popover-foreground shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-fade-out',
            toast.variant === 'destructive' && 'border-destructive/50',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title
              className={cn(
                'text-sm font-semibold',
                toast.variant === 'destructive' && 'text-destructive',
              )}
            >
              {toast.title}
            </ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {toast.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-28 right-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
