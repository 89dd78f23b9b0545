import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@polymath/shared';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { buildUser, errorResponse, stubAuthServer } from '@/features/auth/testing/auth-fixtures';
import { renderApp, skipOnboarding, skipStartup } from '@/testing/render-app';

// The modal and the Settings tab load lazily; compile them up front on a busy machine.
const LAZY = { timeout: 4_000 };
// Typing into a real form through the whole app is slow on a shared machine.
const SLOW_TEST_MS = 20_000;

describe('account in the header and Settings', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/auth/components/auth-modal'),
      import('@/features/settings/components/settings-tab'),
      import('./mobile-menu-sheet'),
    ]);
  }, 60_000);

  beforeEach(() => {
    skipStartup();
    skipOnboarding();
  });

  it(
    'signs in from the header Login button, then shows the name and Logout',
    async () => {
      stubAuthServer({
        'GET /api/auth/providers': () => Response.json({ google: true }),
        'POST /auth/login': () =>
          Response.json({ success: true, token: 'token-1', user: buildUser() }),
      });
      const user = userEvent.setup();
      await renderApp();
      const header = screen.getByRole('navigation', { name: 'Features' });
      await user.click(within(header).getByRole('button', { name: 'Login' }));

      const dialog = await screen.findByRole('dialog', { name: 'Polymath account' }, LAZY);
      await user.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
      await user.type(within(dialog).getByLabelText('Password'), 'secret1');
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(header).getByText('Ada Lovelace')).toBeInTheDocument();
      expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(header).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'logs out from Settings even when the server call fails',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      useAuthStore
        .getState()
        .startSession({ token: 'token-1', user: buildUser({ plan: 'premium' }) });
      stubAuthServer({
        'GET /auth/me': () => Response.json({ user: buildUser({ plan: 'premium' }) }),
        'POST /auth/logout': () => errorResponse(500, 'INTERNAL', 'Internal server error'),
      });
      const user = userEvent.setup();
      await renderApp();
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      const panel = screen.getByRole('tabpanel', { name: 'Settings' });
      expect(await within(panel).findByText('ada@example.org', {}, LAZY)).toBeInTheDocument();
      expect(within(panel).getByText('Premium')).toBeInTheDocument();

      await user.click(within(panel).getByRole('button', { name: 'Logout' }));
      expect(await within(panel).findByText('Not signed in')).toBeInTheDocument();
      expect(
        within(screen.getByRole('navigation', { name: 'Features' })).getByRole('button', {
          name: 'Login',
        }),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      await waitFor(() =>
        expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/auth/logout')).toBe(true),
      );
    },
    SLOW_TEST_MS,
  );

  it('opens the Auth modal from Sign In in Settings', async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const panel = screen.getByRole('tabpanel', { name: 'Settings' });
    await user.click(await within(panel).findByRole('button', { name: 'Sign In' }, LAZY));
    expect(
      await screen.findByRole('dialog', { name: 'Polymath account' }, LAZY),
    ).toBeInTheDocument();
  });

  it(
    'offers Login in the phone menu, which opens the Auth modal',
    async () => {
      const user = userEvent.setup();
      await renderApp();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
      await user.click(within(menu).getByRole('button', { name: 'Login' }));
      expect(
        await screen.findByRole('dialog', { name: 'Polymath account' }, LAZY),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'shows the name, the email and Logout in the phone menu when signed in',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      useAuthStore.getState().startSession({ token: 'token-1', user: buildUser() });
      const user = userEvent.setup();
      await renderApp();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
      expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
      expect(within(menu).getByText('ada@example.org')).toBeInTheDocument();
      expect(within(menu).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
      await user.click(within(menu).getByRole('button', { name: 'Logout' }));
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
    },
    SLOW_TEST_MS,
  );
});
