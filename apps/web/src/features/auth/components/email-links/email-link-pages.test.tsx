import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EMAIL_LINK_INVALID_MESSAGE } from '@polymath/shared';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { getAuthToken } from '@/lib/auth-headers';
import { useAuthModalStore } from '../../stores/auth-modal-store';
import { useAuthStore } from '../../stores/auth-store';
import { buildUser, errorResponse, stubAuthServer } from '../../testing/auth-fixtures';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** Opens `path#hash` as the mailed link would, with / as the page it leads back to. */
function openLink(path: string, hash: string) {
  window.history.replaceState(null, '', `${path}${hash ? `#${hash}` : ''}`);
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('/verify-email', () => {
  it('verifies with the token of the link, updates the signed-in user and clears the address bar', async () => {
    const signedIn = buildUser({ emailVerified: false });
    useAuthStore.getState().startSession({ token: 'session-1', user: signedIn });
    const seen = stubAuthServer({
      'POST /auth/verify-email': () =>
        Response.json({ user: { ...signedIn, emailVerified: true, plan: 'premium' } }),
    });
    openLink('/verify-email', TOKEN);
    expect(await screen.findByText('ada@example.org is verified. Thank you!')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/auth/verify-email')?.body).toEqual({
      token: TOKEN,
    });
    expect(useAuthStore.getState().user).toMatchObject({ emailVerified: true, plan: 'premium' });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Continue to Polymath' })).toHaveAttribute('href', '/');
  });

  it('says a used or expired link is, and offers a new one to the unverified owner', async () => {
    useAuthStore.getState().startSession({ token: 'session-1', user: buildUser() });
    const seen = stubAuthServer({
      'POST /auth/verify-email': () =>
        errorResponse(400, 'LINK_INVALID', EMAIL_LINK_INVALID_MESSAGE),
      'POST /auth/verify-email/resend': () => Response.json({ success: true }),
    });
    openLink('/verify-email', TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(await screen.findByRole('button', { name: 'New Link Sent' })).toBeDisabled();
    expect(
      seen.find((request) => request.path === '/auth/verify-email/resend')?.authorization,
    ).toBe('Bearer session-1');
  });

  it('explains a link cut short, without calling the server, and offers to sign in', async () => {
    const seen = stubAuthServer({});
    const router = openLink('/verify-email', '');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(seen).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In for a New Link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, tab: 'sign-in' });
  });
});

describe('/reset-password', () => {
  it('sets the new password, signs in and goes home with a toast', async () => {
    const user = buildUser({ emailVerified: true });
    const seen = stubAuthServer({
      'POST /auth/reset-password': () =>
        Response.json({ success: true, token: 'fresh-token', user, deviceToken: 'device-1' }),
    });
    const router = openLink('/reset-password', TOKEN);
    const password = screen.getByLabelText('New Password');
    await userEvent.type(password, 'abc');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(seen).toEqual([]);

    await userEvent.clear(password);
    await userEvent.type(password, 'new-secret');
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen[0]?.body).toEqual({ token: TOKEN, password: 'new-secret' });
    expect(getAuthToken()).toBe('fresh-token');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
  });

  it('offers a new link when this one no longer works', async () => {
    stubAuthServer({
      'POST /auth/reset-password': () =>
        errorResponse(400, 'LINK_INVALID', EMAIL_LINK_INVALID_MESSAGE),
    });
    const router = openLink('/reset-password', TOKEN);
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a New Link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, tab: 'forgot-password' });
  });
});
