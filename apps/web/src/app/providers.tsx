import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useThemeSync } from '@/lib/theme';

/** Tooltips open after this pause, so moving the mouse across the header does not flash them. */
const TOOLTIP_DELAY_MS = 300;

/**
 * Everything the pages share: server-state cache, tooltips, toasts, the confirmation dialog and the
 * theme on <html>.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
        <Toaster />
        <ConfirmDialogHost />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
