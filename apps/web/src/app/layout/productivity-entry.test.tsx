import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { buildUser } from '@/features/auth/testing/auth-fixtures';
import { useProductivityDialogStore } from '@/features/productivity';
import { renderApp, skipOnboarding, skipStartup } from '@/testing/render-app';
import { stubApiServer } from '@/testing/stub-api-server';

// The dialog, the menu and the Settings tab load lazily; compile them up front on a busy machine.
const LAZY = { timeout: 5_000 };
const SLOW_TEST_MS = 30_000;
const LOGIN_TEXT =
  'Please log in to access your productivity tools including tasks, calendar, notes, and research management.';

const emptyLists = {
  'GET /api/productivity/tasks': () => Response.json({ tasks: [], total: 0 }),
  'GET /api/productivity/calendar/events': () => Response.json({ events: [] }),
  'GET /api/productivity/calendar/feed-link': () => Response.json({ url: null, createdAt: null }),
  'GET /api/productivity/notes': () => Response.json({ notes: [], total: 0 }),
  'GET /api/productivity/research/projects': () => Response.json({ projects: [], total: 0 }),
  'GET /api/productivity/research/citations': () => Response.json({ citations: [], total: 0 }),
};

describe('opening the Productivity tools in the app', { timeout: SLOW_TEST_MS }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/productivity/components/productivity-dialog'),
      import('@/features/auth/components/auth-modal'),
      import('@/features/settings/components/settings-tab'),
      import('./mobile-menu-sheet'),
    ]);
  }, 60_000);

  beforeEach(() => {
    skipStartup();
    skipOnboarding();
  });
  afterEach(() => useProductivityDialogStore.setState({ isOpen: null, returnFocusTo: null }));

  it('tells a guest to log in from the header, and Sign In opens the sign-in form', async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('button', { name: 'Productivity' }));

    const dialog = await screen.findByRole('dialog', { name: 'Productivity Tools' }, LAZY);
    expect(within(dialog).getByText(LOGIN_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('dialog', { name: 'Polymath account' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Productivity Tools' })).not.toBeInTheDocument();
  });

  it('opens from the phone menu, which says a guest needs to log in', async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
    const item = within(menu).getByRole('button', { name: 'Productivity' });
    expect(item).toHaveAccessibleDescription('Login needed');
    await user.click(item);

    expect(
      await screen.findByRole('dialog', { name: 'Productivity Tools' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('opens a signed-in user’s tools from the header, and gives the focus back on Escape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.getState().startSession({ token: 'token-1', user: buildUser() });
    const seen = stubApiServer(emptyLists);
    const user = userEvent.setup();
    await renderApp();
    const opener = screen.getByRole('button', { name: 'Productivity' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Productivity Tools' }, LAZY);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tasks', 'Calendar', 'Notes', 'Research']);
    expect(within(dialog).queryByText(LOGIN_TEXT)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(seen.filter((request) => request.path === '/api/productivity/tasks')).not.toHaveLength(
        0,
      ),
    );
    expect(seen.find((request) => request.path === '/api/productivity/tasks')?.authorization).toBe(
      'Bearer token-1',
    );

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Productivity Tools' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opens from Settings → Advanced Features', async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const panel = screen.getByRole('tabpanel', { name: 'Settings' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Open Productivity Tools' }, LAZY),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Productivity Tools' }, LAZY),
    ).toBeInTheDocument();
  });
});
