import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useToastStore } from './use-toast';

/** Toasts stay this long unless hovered or focused (Radix pauses the timer then). */
const TOAST_DURATION_MS = 4000;

/**
 * Renders the toast queue in one polite live region (F8 moves focus to it; Escape, a swipe or the
 * close button dismisses). It sits over the top of the header, whose height holds one toast, so
 * news never covers the conversation, the composer or the ad column beside them. Mount once.
 */
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
            'relative flex w-full items-start gap-3 rounded-xl border bg-popover p-3 pr-10 text-popover-foreground shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-fade-out',
            toast.variant === 'destructive' && 'border-destructive/50',
          )}
        >
          <div className="grid min-w-0 gap-1">
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
            {toast.details && (
              <ToastPrimitive.Description asChild>
                <ul className="grid gap-1 text-xs text-muted-foreground">
                  {toast.details.map(({ icon: Icon, text }) => (
                    <li key={text} className="flex items-start gap-2">
                      {Icon && <Icon className="size-4 shrink-0 text-primary" aria-hidden />}
                      <span>{text}</span>
                    </li>
                  ))}
                </ul>
              </ToastPrimitive.Description>
            )}
          </div>
          {toast.action && (
            <ToastPrimitive.Action
              altText={toast.action.altText}
              onClick={toast.action.onClick}
              className="mt-0.5 shrink-0 rounded-md border px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[60] flex w-full flex-col gap-2 p-2 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
