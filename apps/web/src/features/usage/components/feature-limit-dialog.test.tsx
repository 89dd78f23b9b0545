import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportLimitReached } from '@/lib/limit-events';
import { FeatureLimitDialogHost } from './feature-limit-dialog';

function renderHost(isSignedIn: boolean) {
  const onSignIn = vi.fn();
  const onUpgrade = vi.fn();
  render(
    <FeatureLimitDialogHost isSignedIn={isSignedIn} onSignIn={onSignIn} onUpgrade={onUpgrade} />,
  );
  return { onSignIn, onUpgrade };
}

const PREMIUM_ONLY = 'This feature is part of Premium. Upgrade to Premium to use it.';

describe('FeatureLimitDialog', () => {
  it("opens on a refused feature with the server's words, and offers a user Premium", async () => {
    const { onUpgrade, onSignIn } = renderHost(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      reportLimitReached({
        code: 'LIMIT_REACHED',
        message: PREMIUM_ONLY,
        feature: 'screenAnalysis',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Screen analysis limit reached' });
    expect(dialog).toHaveAccessibleDescription(PREMIUM_ONLY);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(onSignIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a guest the sign-in, names an unknown feature plainly, and closes with Maybe Later', async () => {
    const { onSignIn } = renderHost(false);
    act(() =>
      reportLimitReached({ code: 'LIMIT_REACHED', message: 'Please sign in to use this feature.' }),
    );
    expect(screen.getByRole('dialog', { name: 'Limit reached' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      reportLimitReached({
        code: 'LIMIT_REACHED',
        message: 'You have used your monthly allowance for this feature (3/3 used).',
        feature: 'imageGeneration',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign In / Register' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('leaves the guest message limit to its own dialog', () => {
    renderHost(false);
    act(() => reportLimitReached({ code: 'GUEST_LIMIT', message: 'Free messages used.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
