import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { NO_MAIL_MESSAGE, STORAGE_KEYS } from '@polymath/shared';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { useAuthModalStore, openAuthModal } from '../stores/auth-modal-store';
import { useAuthStore } from '../stores/auth-store';
import {
  buildUser,
  errorResponse,
  networkFailure,
  publicConfigResponse,
  stubAuthServer,
} from '../testing/auth-fixtures';
import AuthModal, { type AuthModalProps } from './auth-modal';

function renderModal(props: AuthModalProps = {}, options?: Parameters<typeof openAuthModal>[0]) {
  openAuthModal(options);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <AuthModal {...props} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Polymath account' });
}

/** The text of the message tied to a field (aria-describedby), or '' when it has none. */
function messageOf(field: HTMLElement): string {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

async function openSignUp() {
  await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
  return screen.getByRole('form', { name: 'Sign Up' });
}

const session = { success: true, token: 'token-123', user: buildUser() };

describe('Auth modal', () => {
  beforeEach(() => {
    stubAuthServer({ 'GET /api/auth/providers': () => Response.json({ google: true }) });
  });

  it('has Sign In and Sign Up tabs, Continue with Google and Privacy & Consent Settings', () => {
    const dialog = renderModal();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Sign In', 'Sign Up']);
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(
      within(dialog).getByRole('button', { name: 'Privacy & Consent Settings' }),
    ).toBeInTheDocument();
  });

  it('shows each sign-up rule next to its field, with the spec texts', async () => {
    renderModal();
    const form = await openSignUp();
    const name = within(form).getByLabelText('Name');
    const email = within(form).getByLabelText('Email');
    const password = within(form).getByLabelText('Password');
    const confirm = within(form).getByLabelText('Confirm Password');
    expect(email).toHaveAttribute('type', 'email');
    for (const field of [name, email, password]) expect(field).toBeRequired();

    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(messageOf(name)).toBe('Name is required');
    expect(messageOf(email)).toBe('Email is required');
    expect(messageOf(password)).toBe('Password is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await userEvent.type(name, 'Ada');
    await userEvent.type(email, 'ada@example.org');
    await userEvent.type(password, '12345');
    await userEvent.type(confirm, '12345');
    expect(messageOf(name)).toBe('');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(messageOf(password)).toBe('Password must be at least 6 characters');

    await userEvent.type(password, '6');
    expect(messageOf(password)).toBe('');
    expect(messageOf(confirm)).toBe('Passwords do not match');
    await userEvent.type(confirm, '6');
    expect(messageOf(confirm)).toBe('');
    // Nothing was sent while the form was invalid: the modal only asked which providers exist.
    // (Only the auth calls count: the suite's files share a worker, and a previous file's
    // background refresh may land here.)
    const authCalls = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => url)
      .filter((url) => typeof url === 'string' && /^\/(api\/)?auth\//.test(url));
    expect(authCalls).toEqual(['/api/auth/providers']);
  });

  it('asks for an email and a password on Sign In', async () => {
    const dialog = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const email = within(dialog).getByLabelText('Email');
    expect(messageOf(email)).toBe('Email is required');
    expect(messageOf(within(dialog).getByLabelText('Password'))).toBe('Password is required');
    await userEvent.type(email, 'not-an-address');
    expect(messageOf(email)).toBe('Please enter a valid email address');
  });

  it('signs up, stores the session and the token apart, and closes', async () => {
    const seen = stubAuthServer({
      'GET /api/auth/providers': () => Response.json({ google: true }),
      'POST /auth/register': () => Response.json(session, { status: 201 }),
    });
    renderModal();
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(within(form).getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(useAuthModalStore.getState().isOpen).toBe(false));
    expect(seen.find((request) => request.path === '/auth/register')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'secret1',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'token-123' });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-123');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.authState) ?? '{}') as {
      state?: { user?: { name?: string }; token?: unknown };
    };
    expect(stored.state?.user?.name).toBe('Ada Lovelace');
    expect(stored.state?.token).toBeUndefined();
  });

  describe('where the verification link went', () => {
    async function signUpAs(email: string) {
      const form = await openSignUp();
      await userEvent.type(within(form).getByLabelText('Name'), 'Ada Lovelace');
      await userEvent.type(within(form).getByLabelText('Email'), email);
      await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
      await userEvent.type(within(form).getByLabelText('Confirm Password'), 'secret1');
      await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
      return (await screen.findByText('Welcome! Please verify your e-mail address')).closest('li');
    }

    it('says the link was mailed when this server sends mail', async () => {
      stubAuthServer({
        'GET /api/auth/providers': () => Response.json({ google: true }),
        'GET /api/config': () => publicConfigResponse({ sendsMail: true }),
        'POST /auth/register': () => Response.json(session, { status: 201 }),
      });
      renderModal();
      const welcome = await signUpAs('ada@example.org');
      expect(welcome).toHaveTextContent('We sent a link to ada@example.org.');
    });

    it('says to ask the administrator for it when this server sends no mail', async () => {
      stubAuthServer({
        'GET /api/auth/providers': () => Response.json({ google: true }),
        'GET /api/config': () => publicConfigResponse({ sendsMail: false }),
        'POST /auth/register': () => Response.json(session, { status: 201 }),
      });
      renderModal();
      const welcome = await signUpAs('ada@example.org');
      expect(welcome).toHaveTextContent(NO_MAIL_MESSAGE);
      expect(welcome).not.toHaveTextContent('We sent');
    });
  });

  it("shows the server's error text, busy while the request runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubAuthServer({
      'GET /api/auth/providers': () => Response.json({ google: true }),
      'POST /auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const dialog = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const busy = await within(dialog).findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(errorResponse(401, 'UNAUTHENTICATED', 'Invalid email or password'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    // Emptied and sent again: the field errors, not the last attempt's answer.
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(/required/i);
  });

  it("says 'Login failed' when the answer is not the server's, and the network text offline", async () => {
    stubAuthServer({
      'GET /api/auth/providers': () => Response.json({ google: true }),
      'POST /auth/login': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const dialog = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Login failed$/);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubAuthServer({ 'POST /auth/login': networkFailure });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /^Network error\. Please try again\.$/,
      ),
    );
  });

  it("says 'Registration failed' or the server's text when signing up fails", async () => {
    stubAuthServer({
      'GET /api/auth/providers': () => Response.json({ google: true }),
      'POST /auth/register': () => new Response('', { status: 500 }),
    });
    renderModal();
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Name'), 'Ada');
    await userEvent.type(within(form).getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Registration failed$/);

    stubAuthServer({
      'POST /auth/register': () =>
        errorResponse(409, 'CONFLICT', 'An account with this email already exists'),
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'An account with this email already exists',
      ),
    );
  });

  it('disables Continue with Google, saying why, when the server has no Google sign-in', async () => {
    stubAuthServer({ 'GET /api/auth/providers': () => Response.json({ google: false }) });
    const dialog = renderModal();
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toHaveAttribute('aria-disabled', 'true'));
    expect(google).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
    expect(
      within(dialog).getByText('Google sign-in is not configured on this server.'),
    ).toBeVisible();
  });

  it('opens the privacy dialog when it is given, else says it is coming soon', async () => {
    const onOpenPrivacy = vi.fn();
    let dialog = renderModal({ onOpenPrivacy });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Privacy & Consent Settings' }),
    );
    expect(onOpenPrivacy).toHaveBeenCalledOnce();
    cleanup();

    dialog = renderModal();
    const privacy = within(dialog).getByRole('button', { name: 'Privacy & Consent Settings' });
    expect(privacy).toHaveAttribute('aria-disabled', 'true');
    expect(privacy).toHaveAccessibleDescription('Coming soon');
  });

  it('shows the notice it was opened with, as an alert', () => {
    const dialog = renderModal({}, { notice: 'Google sign-in failed. Please try again.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Google sign-in failed. Please try again.',
    );
  });

  describe("'Forgot password?'", () => {
    it('mails a reset link to the address typed, then says to check the inbox', async () => {
      const seen = stubAuthServer({
        'GET /api/auth/providers': () => Response.json({ google: true }),
        'POST /auth/forgot-password': () => Response.json({ success: true }),
      });
      const dialog = renderModal();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
      const form = within(dialog).getByRole('form', { name: 'Reset password' });
      await userEvent.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
      expect(messageOf(within(form).getByLabelText('Email'))).toBe('Email is required');
      expect(seen.some((request) => request.path === '/auth/forgot-password')).toBe(false);

      await userEvent.type(within(form).getByLabelText('Email'), ' ada@example.org ');
      await userEvent.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
      expect(await within(dialog).findByText('Check your inbox')).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'If an account exists for ada@example.org, we sent it a link to choose a new password. The link works for 60 minutes.',
      );
      expect(seen.find((request) => request.path === '/auth/forgot-password')?.body).toEqual({
        email: 'ada@example.org',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Sign In' }));
      expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it('says a server without mail makes the link for its administrator to pass on', async () => {
      const seen = stubAuthServer({
        'GET /api/auth/providers': () => Response.json({ google: true }),
        'GET /api/config': () => publicConfigResponse({ sendsMail: false }),
        'POST /auth/forgot-password': () => Response.json({ success: true }),
      });
      const dialog = renderModal({}, { tab: 'forgot-password' });
      const form = within(dialog).getByRole('form', { name: 'Reset password' });
      expect(await within(form).findByText(new RegExp(NO_MAIL_MESSAGE))).toBeInTheDocument();
      expect(within(form).queryByText(/we will send you/)).not.toBeInTheDocument();
      await userEvent.type(within(form).getByLabelText('Email'), 'ada@example.org');
      await userEvent.click(within(form).getByRole('button', { name: 'Request Reset Link' }));

      const status = await within(dialog).findByRole('status');
      expect(status).toHaveTextContent(
        `${NO_MAIL_MESSAGE}If an account exists for ada@example.org, a link to choose a new password is waiting on the server. The link works for 60 minutes.`,
      );
      expect(within(dialog).queryByText('Check your inbox')).not.toBeInTheDocument();
      expect(seen.find((request) => request.path === '/auth/forgot-password')?.body).toEqual({
        email: 'ada@example.org',
      });
    });

    it("shows the server's refusal and keeps the address for another try", async () => {
      stubAuthServer({
        'GET /api/auth/providers': () => Response.json({ google: true }),
        'POST /auth/forgot-password': () =>
          errorResponse(
            429,
            'RATE_LIMITED',
            'Too many password reset requests from this network. Please try again later.',
          ),
      });
      const dialog = renderModal({}, { tab: 'forgot-password' });
      const form = within(dialog).getByRole('form', { name: 'Reset password' });
      await userEvent.type(within(form).getByLabelText('Email'), 'ada@example.org');
      await userEvent.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Too many password reset requests from this network. Please try again later.',
      );
      expect(within(form).getByLabelText('Email')).toHaveValue('ada@example.org');
    });
  });
});
