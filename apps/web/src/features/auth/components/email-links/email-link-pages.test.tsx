import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  ADMIN_CODE_INVALID_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
  NO_MAIL_MESSAGE,
} from '@polymath/shared';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { getAuthToken } from '@/lib/auth-headers';
import { useAuthModalStore } from '../../stores/auth-modal-store';
import { useAuthStore } from '../../stores/auth-store';
import { NETWORK_ERROR_MESSAGE } from '../../api/auth-error-text';
import {
  buildUser,
  errorResponse,
  networkFailure,
  publicConfigResponse,
  stubAuthServer,
} from '../../testing/auth-fixtures';
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
  const pendingLink = () => Response.json({ email: 'ada@example.org', isVerified: false });

  it('asks the link holder for a password, then verifies, signs in and clears the address bar', async () => {
    useAuthStore.getState().startSession({ token: 'session-1', user: buildUser() });
    const verified = buildUser({ emailVerified: true, plan: 'premium' });
    let answerVerification: (response: Response) => void = () => {};
    const seen = stubAuthServer({
      'POST /auth/verify-email/link': pendingLink,
      'POST /auth/verify-email': () =>
        new Promise<Response>((resolve) => {
          answerVerification = resolve;
        }),
    });
    openLink('/verify-email', TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    const form = await screen.findByRole('form', { name: 'Choose a password' });
    expect(
      screen.getByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === 'Choose a password to finish verifying ada@example.org.'
          : false,
      ),
    ).toBeInTheDocument();
    expect(seen.map((request) => request.path)).toEqual(['/auth/verify-email/link']);
    expect(seen[0]?.body).toEqual({ token: TOKEN });
    // The link still works until it is used: the token stays for a reload.
    expect(window.location.hash).toBe(`#${TOKEN}`);

    // The same rules as everywhere a password is chosen, checked before anything is sent.
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abd{Enter}');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(seen).toHaveLength(1);

    // Keyboard only: type both and press Enter.
    await userEvent.clear(password);
    await userEvent.type(password, 'chosen-secret');
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'chosen-secret{Enter}');
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(seen[1]?.body).toEqual({ token: TOKEN, password: 'chosen-secret' });
    answerVerification(
      Response.json({
        success: true,
        token: 'fresh-token',
        user: verified,
        deviceToken: 'device-1',
      }),
    );

    expect(await screen.findByText('ada@example.org is verified. Thank you!')).toBeInTheDocument();
    expect(
      screen.getByText('You are signed in here, and signed out everywhere else.'),
    ).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(getAuthToken()).toBe('fresh-token');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: verified });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Continue to Polymath' })).toHaveAttribute('href', '/');
  });

  it('says a link opened again is verified, without asking for a password', async () => {
    const seen = stubAuthServer({
      'POST /auth/verify-email/link': () =>
        Response.json({ email: 'ada@example.org', isVerified: true }),
    });
    openLink('/verify-email', TOKEN);
    expect(await screen.findByText('ada@example.org is verified. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(
      screen.queryByText('You are signed in here, and signed out everywhere else.'),
    ).not.toBeInTheDocument();
    expect(seen.map((request) => request.path)).toEqual(['/auth/verify-email/link']);
    expect(window.location.hash).toBe('');
  });

  it('says a used or expired link is, and offers a new one to the unverified owner', async () => {
    useAuthStore.getState().startSession({ token: 'session-1', user: buildUser() });
    const seen = stubAuthServer({
      'POST /auth/verify-email/link': () =>
        errorResponse(400, 'LINK_INVALID', EMAIL_LINK_INVALID_MESSAGE),
      'POST /auth/verify-email/resend': () => Response.json({ success: true }),
    });
    openLink('/verify-email', TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(await screen.findByRole('button', { name: 'New Link Sent' })).toBeDisabled();
    expect(
      seen.find((request) => request.path === '/auth/verify-email/resend')?.authorization,
    ).toBe('Bearer session-1');
  });

  it('says so when the link stops working while the password is being chosen', async () => {
    stubAuthServer({
      'POST /auth/verify-email/link': pendingLink,
      'POST /auth/verify-email': () =>
        errorResponse(400, 'LINK_INVALID', EMAIL_LINK_INVALID_MESSAGE),
    });
    const router = openLink('/verify-email', TOKEN);
    await userEvent.type(await screen.findByLabelText('Password'), 'chosen-secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'chosen-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In for a New Link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the form with the error when the server cannot be reached, and retries a failed check', async () => {
    let isOnline = false;
    stubAuthServer({
      'POST /auth/verify-email/link': () => (isOnline ? pendingLink() : networkFailure()),
      'POST /auth/verify-email': () => networkFailure(),
    });
    openLink('/verify-email', TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    isOnline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'chosen-secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'chosen-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('form', { name: 'Choose a password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('chosen-secret');
  });

  it('explains a link cut short, asking the server nothing but its configuration, and offers to sign in', async () => {
    const seen = stubAuthServer({
      'GET /api/config': () => publicConfigResponse({ sendsMail: true }),
    });
    const router = openLink('/verify-email', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(seen.map((request) => request.path)).toEqual(['/api/config']);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In for a New Link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, tab: 'sign-in' });
  });
});

describe('/verify-email on a server that sends no mail', () => {
  async function fillCodeForm(code: string) {
    const form = await screen.findByRole('form', { name: "Verify with the server's code" });
    await userEvent.type(screen.getByLabelText('Email'), 'boss@example.org');
    await userEvent.type(screen.getByLabelText('One-time code'), code);
    await userEvent.type(screen.getByLabelText('Password'), 'chosen-secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'chosen-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    return form;
  }

  it('says so, and verifies the administrator with the server’s code, sent in the body only', async () => {
    const verified = buildUser({ email: 'boss@example.org', emailVerified: true, isAdmin: true });
    const seen = stubAuthServer({
      'GET /api/config': () => publicConfigResponse({ sendsMail: false }),
      'POST /auth/verify-email/code': () =>
        Response.json({ success: true, token: 'admin-token', user: verified }),
    });
    openLink('/verify-email', '');
    expect(await screen.findByText(NO_MAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/This link is incomplete/)).not.toBeInTheDocument();
    const form = await fillCodeForm('abcde-fghjk');

    expect(await screen.findByText('boss@example.org is verified. Thank you!')).toBeInTheDocument();
    expect(
      screen.getByText('You are signed in here, and signed out everywhere else.'),
    ).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    const sent = seen.find((request) => request.path === '/auth/verify-email/code');
    expect(sent?.body).toEqual({
      email: 'boss@example.org',
      code: 'abcde-fghjk',
      password: 'chosen-secret',
    });
    expect(seen.every((request) => !`${request.path}${request.search}`.includes('abcde'))).toBe(
      true,
    );
    expect(window.location.href).not.toContain('abcde');
    expect(getAuthToken()).toBe('admin-token');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: verified });
  });

  it('shows the server’s refusal of a code and keeps the form for another try', async () => {
    stubAuthServer({
      'GET /api/config': () => publicConfigResponse({ sendsMail: false }),
      'POST /auth/verify-email/code': () =>
        errorResponse(400, 'LINK_INVALID', ADMIN_CODE_INVALID_MESSAGE),
    });
    openLink('/verify-email', '');
    const form = await fillCodeForm('wrong-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_CODE_INVALID_MESSAGE);
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText('One-time code')).toHaveValue('wrong-code');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('asks for the code before sending anything', async () => {
    const seen = stubAuthServer({
      'GET /api/config': () => publicConfigResponse({ sendsMail: false }),
    });
    openLink('/verify-email', '');
    await screen.findByRole('form', { name: "Verify with the server's code" });
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(screen.getByLabelText('One-time code')).toHaveAccessibleDescription(
      'One-time code is required',
    );
    expect(seen.map((request) => request.path)).toEqual(['/api/config']);
  });

  it('says a new link was made for the administrator to pass on, not mailed', async () => {
    useAuthStore.getState().startSession({ token: 'session-1', user: buildUser() });
    stubAuthServer({
      'GET /api/config': () => publicConfigResponse({ sendsMail: false }),
      'POST /auth/verify-email/link': () =>
        errorResponse(400, 'LINK_INVALID', EMAIL_LINK_INVALID_MESSAGE),
      'POST /auth/verify-email/resend': () => Response.json({ success: true }),
    });
    openLink('/verify-email', TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    // Under the refusal: a new link will not be mailed either.
    expect(await screen.findByText(NO_MAIL_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
    const toast = (await screen.findByText('New link made')).closest('li');
    expect(toast).toHaveTextContent(NO_MAIL_MESSAGE);
    expect(screen.queryByText(/Check the inbox/)).not.toBeInTheDocument();
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
