import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { makeEvent, makeNote, makeProject, makeTask } from '../testing/productivity-fixtures';
import { stubProductivityServer } from '../testing/productivity-server';
import { renderProductivity } from '../testing/render-productivity';
import ProductivityDialog from './productivity-dialog';
import { useProductivityDialogStore } from '../stores/productivity-dialog-store';

const LOGIN_TEXT =
  'Please log in to access your productivity tools including tasks, calendar, notes, and research management.';

// The dialog mounts all four tabs at once; a busy machine needs time for that.
describe('Productivity dialog', { timeout: 30_000 }, () => {
  it('asks a guest to log in, reads nothing, and opens the sign-in form from Sign In', async () => {
    const { seen } = stubProductivityServer();
    const onSignIn = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderProductivity({ isSignedIn: false, onSignIn, onOpenChange });

    const dialog = screen.getByRole('dialog', { name: 'Productivity Tools' });
    expect(within(dialog).getByText(LOGIN_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('shows the four tabs and keeps each tab as it was when switching', async () => {
    stubProductivityServer();
    const { user } = renderProductivity();

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tasks',
      'Calendar',
      'Notes',
      'Research',
    ]);
    const taskTitle = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(taskTitle, 'Half-written');

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toBeVisible();
    expect(useProductivityDialogStore.getState().activeTab).toBe('notes');
    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written');
    useProductivityDialogStore.setState({ activeTab: 'tasks' });
  });

  it('searches all four tabs at once, notes on the server, and opens a result in its tab', async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const { seen } = stubProductivityServer({
      tasks: [makeTask({ title: 'Draft the solar report' }), makeTask({ title: 'Buy milk' })],
      events: [makeEvent({ title: 'Solar panel call', startTime: soon, endTime: soon })],
      notes: [makeNote({ title: 'Solar notes', content: 'Panels face south.' })],
      projects: [makeProject({ title: 'Energy', tags: ['solar'] })],
    });
    const { user } = renderProductivity();
    await screen.findByRole('list', { name: 'Tasks' });

    await user.type(
      screen.getByRole('searchbox', { name: /Search tasks, events, notes/ }),
      'solar',
    );
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('region', { name: 'Tasks (1)' })).toHaveTextContent(
      'Draft the solar report',
    );
    expect(within(results).getByRole('region', { name: 'Events (1)' })).toHaveTextContent(
      'Solar panel call',
    );
    expect(
      within(results).getByRole('region', { name: 'Research projects (1)' }),
    ).toHaveTextContent('Energy');
    expect(await within(results).findByRole('region', { name: 'Notes (1)' })).toHaveTextContent(
      'Solar notes',
    );
    expect(
      seen.some(
        (request) =>
          request.path === '/api/productivity/notes' && request.search.includes('q=solar'),
      ),
    ).toBe(true);
    expect(within(results).queryByText('Buy milk')).not.toBeInTheDocument();

    await user.click(within(results).getByRole('button', { name: /Solar notes/ }));
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    useProductivityDialogStore.setState({ activeTab: 'tasks' });
  });

  it('empties the search on Escape before a second Escape closes the dialog', async () => {
    stubProductivityServer();
    const onOpenChange = vi.fn();
    const { user } = renderProductivity({ onOpenChange });
    const search = screen.getByRole('searchbox', { name: /Search tasks, events, notes/ });
    await user.type(search, 'x');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reads the lists again each time it opens', async () => {
    const { seen } = stubProductivityServer({ tasks: [makeTask({ title: 'First' })] });
    const { rerender, queryClient } = renderProductivity();
    await screen.findByRole('listitem', { name: 'First' });
    const taskReads = () =>
      seen.filter((request) => request.path === '/api/productivity/tasks').length;
    expect(taskReads()).toBe(1);

    const dialog = (open: boolean) => (
      <QueryClientProvider client={queryClient}>
        <ProductivityDialog
          open={open}
          onOpenChange={() => undefined}
          isSignedIn
          onSignIn={() => undefined}
        />
      </QueryClientProvider>
    );
    rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(dialog(true));
    await waitFor(() => expect(taskReads()).toBe(2));
  });
});
