import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import ProductivityDialog from '../components/productivity-dialog';

/** Renders the open Productivity dialog for a signed-in user (or a guest), with its hosts. */
export function renderProductivity({
  isSignedIn = true,
  onSignIn = () => undefined,
  onOpenChange = () => undefined,
}: { isSignedIn?: boolean; onSignIn?: () => void; onOpenChange?: (open: boolean) => void } = {}) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ProductivityDialog
          open
          onOpenChange={onOpenChange}
          isSignedIn={isSignedIn}
          onSignIn={onSignIn}
        />
        <ConfirmDialogHost />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** Renders one tab (or any part of the tools) with a fresh query client and the confirm host. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {ui}
        <ConfirmDialogHost />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** Picks `option` in the design system's Select named `name`. */
export async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  name: string | RegExp,
  option: string,
  within: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(within.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}
