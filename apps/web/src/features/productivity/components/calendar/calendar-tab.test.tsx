import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeEvent } from '../../testing/productivity-fixtures';
import { stubProductivityServer } from '../../testing/productivity-server';
import { renderWithProviders } from '../../testing/render-productivity';
import { CalendarTab } from './calendar-tab';

// Wednesday 12 March 2025, 10:00 local time.
const NOW = new Date(2025, 2, 12, 10, 0);
const local = (day: number, hour: number, month = 2) =>
  new Date(2025, month, day, hour).toISOString();
const dayButton = (label: RegExp) => screen.getByRole('button', { name: label });
const eventRequests = (seen: { method: string; path: string; search: string }[]) =>
  seen
    .filter(
      (request) => request.method === 'GET' && request.path === '/api/productivity/calendar/events',
    )
    .map((request) => Object.fromEntries(new URLSearchParams(request.search)));

describe('Calendar tab', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the month as 42 days, today marked, days with events dotted and named', async () => {
    stubProductivityServer({
      events: [makeEvent({ title: 'Dentist', startTime: local(14, 9), endTime: local(14, 10) })],
    });
    renderWithProviders(<CalendarTab />);

    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    const grid = screen.getByRole('group', { name: 'March 2025 calendar' });
    expect(within(grid).getAllByRole('button')).toHaveLength(42);
    const today = dayButton(/March 12, 2025, today/);
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(
      await screen.findByRole('button', { name: /March 14, 2025, 1 event$/ }),
    ).toBeInTheDocument();
    expect(dayButton(/March 13, 2025$/)).not.toHaveAttribute('aria-current');
  });

  it('asks for Upcoming Events from 7 days back to 30 ahead, and for the grid’s own window', async () => {
    const { seen } = stubProductivityServer();
    renderWithProviders(<CalendarTab />);
    expect(
      await screen.findByText('No events scheduled. Create your first event!'),
    ).toBeInTheDocument();

    const windows = eventRequests(seen);
    expect(windows).toContainEqual({
      start: new Date(2025, 2, 5).toISOString(),
      end: new Date(2025, 3, 12).toISOString(),
    });
    // The grid of March 2025 (weeks from Sunday): 23 February to 5 April.
    expect(windows).toContainEqual({
      start: new Date(2025, 1, 23).toISOString(),
      end: new Date(2025, 3, 6).toISOString(),
    });
  });

  it('moves between months and back to today', async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<CalendarTab />);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    await waitFor(() =>
      expect(eventRequests(seen)).toContainEqual({
        start: new Date(2025, 2, 30).toISOString(),
        end: new Date(2025, 4, 11).toISOString(),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    expect(dayButton(/March 12, 2025, today/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists Upcoming Events with their details', async () => {
    stubProductivityServer({
      events: [
        makeEvent({
          title: 'Quarterly review',
          description: 'Numbers for Q1',
          startTime: local(20, 14),
          endTime: local(20, 15),
          location: 'Room 4',
          priority: 'high',
          eventType: 'presentation',
        }),
      ],
    });
    renderWithProviders(<CalendarTab />);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const item = within(list).getByRole('listitem', { name: 'Quarterly review' });
    expect(item).toHaveTextContent('Numbers for Q1');
    expect(item).toHaveTextContent(/Mar 20, 2025.*2:00.*3:00/);
    expect(item).toHaveTextContent('Location: Room 4');
    expect(item).toHaveTextContent('Priority: High');
    expect(item).toHaveTextContent('Type: Presentation');
  });

  it('creates an event on the chosen day: Create waits for a title and an end after the start', async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<CalendarTab />);
    await user.click(dayButton(/March 18, 2025/));
    const chosenDay = screen.getByRole('region', { name: /March 18, 2025/ });
    await user.click(within(chosenDay).getByRole('button', { name: 'New Event' }));

    const dialog = screen.getByRole('dialog', { name: 'New Event' });
    const create = within(dialog).getByRole('button', { name: 'Create Event' });
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2025-03-18T09:00');
    expect(within(dialog).getByLabelText('Ends')).toHaveValue('2025-03-18T10:00');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('meeting');
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Reminder (minutes before)' }),
    ).toHaveValue(15);
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Planning');
    expect(create).toBeEnabled();
    const ends = within(dialog).getByLabelText('Ends');
    await user.clear(ends);
    await user.type(ends, '2025-03-18T08:00');
    expect(
      within(dialog).getByText('The end time must not be before the start time'),
    ).toBeInTheDocument();
    expect(ends).toHaveAttribute('aria-invalid', 'true');
    expect(create).toBeDisabled();
    await user.clear(ends);
    await user.type(ends, '2025-03-18T11:30');
    await user.click(create);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Event' })).not.toBeInTheDocument(),
    );
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Planning',
      description: '',
      startTime: local(18, 9),
      endTime: new Date(2025, 2, 18, 11, 30).toISOString(),
      location: '',
      eventType: 'meeting',
      priority: 'medium',
      reminderMinutes: 15,
    });
    expect(
      await screen.findByRole('button', { name: /March 18, 2025, 1 event$/ }),
    ).toBeInTheDocument();
    const upcoming = screen.getByRole('list', { name: 'Upcoming events' });
    expect(within(upcoming).getByRole('listitem', { name: 'Planning' })).toBeInTheDocument();
  });

  it('deletes an event after confirming', async () => {
    const { data } = stubProductivityServer({
      events: [
        makeEvent({ title: 'Cancelled lunch', startTime: local(13, 12), endTime: local(13, 13) }),
      ],
    });
    const { user } = renderWithProviders(<CalendarTab />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    await user.click(within(upcoming).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this event?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    expect(
      await screen.findByText('No events scheduled. Create your first event!'),
    ).toBeInTheDocument();
    expect(data.events).toEqual([]);
  });

  it('edits an event from Upcoming Events', async () => {
    const event = makeEvent({ title: 'Lunch', startTime: local(13, 12), endTime: local(13, 13) });
    const { seen } = stubProductivityServer({ events: [event] });
    const { user } = renderWithProviders(<CalendarTab />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    await user.click(within(upcoming).getByRole('button', { name: 'Edit' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2025-03-13T12:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Cafe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Upcoming events' })).getByRole('listitem', {
          name: 'Lunch',
        }),
      ).toHaveTextContent('Location: Cafe'),
    );
    expect(seen.find((request) => request.method === 'PATCH')).toMatchObject({
      path: `/api/productivity/calendar/events/${event.id}`,
      body: { title: 'Lunch', location: 'Cafe', startTime: local(13, 12), endTime: local(13, 13) },
    });
  });

  it('moves between days with the arrow keys, one day in the tab order', async () => {
    stubProductivityServer();
    const { user } = renderWithProviders(<CalendarTab />);
    const today = dayButton(/March 12, 2025, today/);
    expect(today).toHaveAttribute('tabindex', '0');
    expect(dayButton(/March 13, 2025/)).toHaveAttribute('tabindex', '-1');
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(dayButton(/March 13, 2025/)).toHaveFocus();
    expect(dayButton(/March 13, 2025/)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown}');
    expect(dayButton(/March 20, 2025/)).toHaveFocus();
    expect(screen.getByRole('heading', { name: /March 20, 2025/ })).toBeInTheDocument();
  });
});
