import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeTask } from '../../testing/productivity-fixtures';
import { stubProductivityServer } from '../../testing/productivity-server';
import { pickOption, renderWithProviders } from '../../testing/render-productivity';
import { TasksTab } from './tasks-tab';

const newTaskForm = () => screen.getByRole('region', { name: 'New Task' });
const taskItem = (title: string) => screen.getByRole('listitem', { name: title });

describe('Tasks tab', { timeout: 20_000 }, () => {
  it('keeps Create disabled until the title has more than blanks, then creates with the defaults', async () => {
    const { seen, data } = stubProductivityServer();
    const { user } = renderWithProviders(<TasksTab />);
    expect(
      await screen.findByText('No tasks yet. Create your first task above.'),
    ).toBeInTheDocument();

    const form = within(newTaskForm());
    const create = form.getByRole('button', { name: 'Create Task' });
    expect(create).toBeDisabled();
    // Quick entry: the title alone, the rest behind More options.
    const moreOptions = form.getByRole('button', { name: 'More options' });
    expect(moreOptions).toHaveAttribute('aria-expanded', 'false');
    expect(form.queryByRole('combobox', { name: 'Priority' })).not.toBeInTheDocument();
    await user.click(moreOptions);
    expect(moreOptions).toHaveAttribute('aria-expanded', 'true');
    expect(form.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    expect(form.getByRole('spinbutton', { name: 'Estimated duration (minutes)' })).toHaveValue(60);

    await user.type(form.getByRole('textbox', { name: 'Title' }), '   ');
    expect(create).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Write the report');
    await user.type(form.getByRole('textbox', { name: 'Tags' }), ' work, , q3 ,');
    await user.click(create);

    const item = await screen.findByRole('listitem', { name: 'Write the report' });
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Write the report',
      description: '',
      priority: 'medium',
      dueDate: null,
      tags: ['work', 'q3'],
      estimatedDuration: 60,
    });
    expect(item).toHaveTextContent('Priority: Medium');
    expect(item).toHaveTextContent('Status: Pending');
    expect(item).toHaveTextContent('60 min');
    expect(within(item).getByRole('list', { name: 'Tags' })).toHaveTextContent('#work#q3');
    expect(data.tasks).toHaveLength(1);
    // The form is empty again, ready for the next task.
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('sends the chosen priority, due date and duration, and submits with Enter', async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<TasksTab />);
    const form = within(newTaskForm());
    await user.click(form.getByRole('button', { name: 'More options' }));
    await pickOption(user, 'Priority', 'Urgent', form);
    await user.type(form.getByLabelText('Due date'), '2030-05-17');
    const duration = form.getByRole('spinbutton', { name: 'Estimated duration (minutes)' });
    await user.clear(duration);
    await user.type(duration, '90');
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'File taxes{Enter}');

    const item = await screen.findByRole('listitem', { name: 'File taxes' });
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      priority: 'urgent',
      dueDate: '2030-05-17',
      estimatedDuration: 90,
    });
    expect(item).toHaveTextContent('Priority: Urgent');
    expect(item).toHaveTextContent(/Due .*2030/);
    expect(item).toHaveTextContent('90 min');
  });

  it('completes a task, after which Complete is gone', async () => {
    const task = makeTask({ title: 'Call the bank' });
    const { seen } = stubProductivityServer({ tasks: [task] });
    const { user } = renderWithProviders(<TasksTab />);
    const item = await screen.findByRole('listitem', { name: 'Call the bank' });

    await user.click(within(item).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(taskItem('Call the bank')).toHaveTextContent('Status: Completed'));
    expect(
      within(taskItem('Call the bank')).queryByRole('button', { name: 'Complete' }),
    ).not.toBeInTheDocument();
    expect(
      seen.some(
        (request) =>
          request.method === 'PATCH' &&
          request.path === `/api/productivity/tasks/${task.id}/complete`,
      ),
    ).toBe(true);
  });

  it('edits a task in place (every field it shows) and deletes one after confirming', async () => {
    const task = makeTask({ title: 'Old title', tags: ['keep'] });
    const { seen, data } = stubProductivityServer({ tasks: [task, makeTask({ title: 'Other' })] });
    const { user } = renderWithProviders(<TasksTab />);
    const item = await screen.findByRole('listitem', { name: 'Old title' });

    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const title = screen.getByDisplayValue('Old title');
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'New title' })).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      title: 'New title',
      tags: ['keep'],
      status: 'pending',
    });

    await user.click(within(taskItem('Other')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this task?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Other' })).not.toBeInTheDocument(),
    );
    expect(data.tasks.map((kept) => kept.title)).toEqual(['New title']);
  });

  it('filters by status on the server and orders as chosen', async () => {
    const { seen } = stubProductivityServer({
      tasks: [
        makeTask({ title: 'Open one' }),
        makeTask({ title: 'Done one', status: 'completed' }),
      ],
    });
    const { user } = renderWithProviders(<TasksTab />);
    await screen.findByRole('listitem', { name: 'Open one' });

    await pickOption(user, 'Status', 'Completed');
    // The filtered list replaces the whole one once the server has answered.
    await waitFor(() => expect(seen.at(-1)?.search).toContain('status=completed'));
    expect(await screen.findByRole('listitem', { name: 'Done one' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Open one' })).not.toBeInTheDocument();
    await pickOption(user, 'Sort by', 'Priority');
    await waitFor(() => expect(seen.at(-1)?.search).toContain('sort=priority'));
    expect(seen.at(-1)?.search).toContain('status=completed');
  });

  it('says when the tasks cannot be loaded, and tries again', async () => {
    let isDown = true;
    stubProductivityServer(
      {},
      {
        'GET /api/productivity/tasks': () =>
          isDown
            ? Response.json(
                { success: false, error: 'Database unavailable', code: 'UNAVAILABLE' },
                { status: 503 },
              )
            : Response.json({ tasks: [makeTask({ title: 'Back again' })], total: 1 }),
      },
    );
    const { user } = renderWithProviders(<TasksTab />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load your tasks. Database unavailable');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Back again' })).toBeInTheDocument();
  });

  it('loads the next page with Load More', async () => {
    const tasks = Array.from({ length: 52 }, (_, index) =>
      makeTask({ title: `Task ${index + 1}` }),
    );
    const { seen } = stubProductivityServer({ tasks });
    const { user } = renderWithProviders(<TasksTab />);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('heading', { name: 'Your Tasks (52)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    expect(seen.at(-1)?.search).toContain('offset=50');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
