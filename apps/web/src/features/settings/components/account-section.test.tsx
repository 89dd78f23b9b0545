import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NO_MAIL_MESSAGE } from '@polymath/shared';
import userEvent from '@testing-library/user-event';
import { AccountSection } from './account-section';

describe('AccountSection', () => {
  it('offers Sign In to a guest', async () => {
    const onSignIn = vi.fn();
    render(<AccountSection user={null} onSignIn={onSignIn} onLogout={vi.fn()} />);
    expect(screen.getByText('Not signed in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the name, the email and Free Tier for a free account, with Logout', async () => {
    const onLogout = vi.fn();
    render(
      <AccountSection
        user={{
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          isPremium: false,
          emailVerified: true,
        }}
        onSignIn={vi.fn()}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByText('Free Tier')).toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('labels a premium account Premium', () => {
    render(
      <AccountSection
        user={{ name: 'Grace', email: 'grace@example.org', isPremium: true, emailVerified: true }}
        onSignIn={vi.fn()}
        onLogout={vi.fn()}
      />,
    );
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText('Free Tier')).not.toBeInTheDocument();
  });

  it('offers Upgrade to a free account and Cancel Subscription to a premium one', async () => {
    const onUpgrade = vi.fn();
    const onCancelSubscription = vi.fn();
    const { rerender } = render(
      <AccountSection
        user={{ name: 'Ada', email: 'ada@example.org', isPremium: false, emailVerified: true }}
        onSignIn={vi.fn()}
        onLogout={vi.fn()}
        onUpgrade={onUpgrade}
        onCancelSubscription={onCancelSubscription}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    rerender(
      <AccountSection
        user={{ name: 'Ada', email: 'ada@example.org', isPremium: true, emailVerified: true }}
        onSignIn={vi.fn()}
        onLogout={vi.fn()}
        onUpgrade={onUpgrade}
        onCancelSubscription={onCancelSubscription}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(onCancelSubscription).toHaveBeenCalledOnce();
  });

  it('says an unverified address is, and mails a new link on request', async () => {
    const onResendVerification = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new Error('A verification link was sent several times in the last hour.'),
      )
      .mockResolvedValueOnce(undefined);
    const { rerender } = render(
      <AccountSection
        user={{ name: 'Ada', email: 'ada@example.org', isPremium: false, emailVerified: false }}
        onSignIn={vi.fn()}
        onLogout={vi.fn()}
        onResendVerification={onResendVerification}
      />,
    );
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your e-mail address is not verified yet. Open the link we mailed to ada@example.org.',
      ),
    ).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Verification Link' });
    await userEvent.click(send);
    expect(
      await screen.findByText('A verification link was sent several times in the last hour.'),
    ).toBeInTheDocument();
    await userEvent.click(send);
    expect(
      await screen.findByText('A new link is on its way to ada@example.org.'),
    ).toBeInTheDocument();
    expect(send).toBeDisabled();

    rerender(
      <AccountSection
        user={{ name: 'Ada', email: 'ada@example.org', isPremium: false, emailVerified: true }}
        onSignIn={vi.fn()}
        onLogout={vi.fn()}
        onResendVerification={onResendVerification}
      />,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Send Verification Link' }),
    ).not.toBeInTheDocument();
  });

  it('says to ask the administrator for the link on a server that sends no mail', async () => {
    render(
      <AccountSection
        user={{ name: 'Ada', email: 'ada@example.org', isPremium: false, emailVerified: false }}
        onSignIn={vi.fn()}
        onLogout={vi.fn()}
        onResendVerification={() => Promise.resolve()}
        sendsMail={false}
      />,
    );
    expect(
      screen.getByText(`Your e-mail address is not verified yet. ${NO_MAIL_MESSAGE}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/we mailed/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Link' }));
    expect(await screen.findByText('A new link was made.')).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });
});
