import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { GUEST_LIMIT_MESSAGE } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { reportLimitReached } from '@/lib/limit-events';
import { GuestLimitDialog } from './guest-limit-dialog';
import { GuestLimitDialogHost } from './guest-limit-dialog-host';

const DIALOG_TEXT =
  "You've used your 5 free messages. Sign in to continue chatting with unlimited access!";

function renderHost() {
  const onSignIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GuestLimitDialogHost onSignIn={onSignIn} />
    </QueryClientProvider>,
  );
  return { onSignIn };
}

describe('GuestLimitDialog', () => {
  it('says the spec’s text with Sign In / Register and Maybe Later', () => {
    render(<GuestLimitDialog open onOpenChange={vi.fn()} onSignIn={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Message limit reached' });
    expect(GUEST_LIMIT_MESSAGE).toBe(DIALOG_TEXT);
    expect(dialog).toHaveAccessibleDescription(DIALOG_TEXT);
    expect(screen.getByRole('button', { name: 'Sign In / Register' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  it('opens when the server refuses a guest message and signs in from there', async () => {
    const { onSignIn } = renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => reportLimitReached({ code: 'GUEST_LIMIT', message: DIALOG_TEXT }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In / Register' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Maybe Later without signing in', async () => {
    const { onSignIn } = renderHost();
    act(() => reportLimitReached({ code: 'GUEST_LIMIT', message: DIALOG_TEXT }));
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('stays closed for a signed-in user’s monthly limit', () => {
    renderHost();
    act(() => reportLimitReached({ code: 'LIMIT_REACHED', message: 'Used up.' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
