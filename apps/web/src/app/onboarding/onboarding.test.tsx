import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { UserSchema } from '@polymath/shared';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { renderApp, skipStartup } from '@/testing/render-app';

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('onboarding dialogs', () => {
  beforeAll(async () => {
    // Load the lazy dialogs once, so under fake timers they render as soon as they are due.
    await Promise.all([import('./welcome-dialog'), import('./terms-dialog')]);
  });

  beforeEach(() => {
    vi.useFakeTimers();
    skipStartup();
  });

  it('opens the welcome dialog 1 s after the app appears, and never again after Get Started', async () => {
    window.localStorage.setItem(
      'polymath-terms-accepted',
      JSON.stringify({ acceptedAt: new Date().toISOString() }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = await renderApp();

    await advance(999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Polymath' });
    await user.click(within(welcome).getByRole('button', { name: 'Get Started' }));
    await advance(0);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('polymath-welcome-seen')).not.toBeNull();

    unmount();
    await renderApp();
    await advance(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the terms dialog 2 s after the app appears and stores the acceptance', async () => {
    window.localStorage.setItem('polymath-welcome-seen', 'true');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp();

    await advance(1999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(terms).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(terms).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('polymath-terms-accepted') ?? '{}') as {
      acceptedAt?: string;
    };
    expect(Number.isNaN(Date.parse(stored.acceptedAt ?? ''))).toBe(false);
  });

  it('keeps the terms dialog open on Escape and outside clicks', async () => {
    window.localStorage.setItem('polymath-welcome-seen', 'true');
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      // A modal makes the page behind it ignore the pointer; the click must reach it anyway.
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await renderApp();
    await advance(2000);
    await screen.findByRole('dialog', { name: 'Terms of Service' });

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    // The page behind is hidden from the accessibility tree while the modal is open.
    await user.click(screen.getByRole('main', { hidden: true }));
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('shows the terms only after the welcome dialog has closed, never both at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp();
    await advance(1000);
    await screen.findByRole('dialog', { name: 'Welcome to Polymath' });

    await advance(1500);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Terms of Service' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await advance(0);
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not welcome a signed-in visitor, but still asks for the terms', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.getState().startSession({
      token: 'token-1',
      user: UserSchema.parse({
        id: 'u1',
        name: 'Ada',
        email: 'ada@example.org',
        emailVerified: true,
      }),
    });
    await renderApp();
    await advance(1000);
    expect(screen.queryByRole('dialog', { name: 'Welcome to Polymath' })).not.toBeInTheDocument();
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('does not open anything for a returning visitor', async () => {
    window.localStorage.setItem('polymath-welcome-seen', 'true');
    window.localStorage.setItem(
      'polymath-terms-accepted',
      JSON.stringify({ acceptedAt: new Date().toISOString() }),
    );
    await renderApp();
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the terms again when the stored acceptance is damaged', async () => {
    window.localStorage.setItem('polymath-welcome-seen', 'true');
    window.localStorage.setItem('polymath-terms-accepted', 'yes');
    await renderApp();
    await advance(2000);
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('cookie notice', () => {
  it('explains local storage, links the privacy policy and is dismissed for good with Got it', async () => {
    skipStartup();
    window.localStorage.setItem('polymath-welcome-seen', 'true');
    window.localStorage.setItem(
      'polymath-terms-accepted',
      JSON.stringify({ acceptedAt: new Date().toISOString() }),
    );
    const user = userEvent.setup();
    const { unmount } = await renderApp();

    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent(/local storage/);
    expect(notice).toHaveTextContent(/no tracking cookies/);
    const link = within(notice).getByRole('link');
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('polymath-cookie-notice')).not.toBeNull();

    unmount();
    await renderApp();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
