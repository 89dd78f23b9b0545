import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { stubProductivityServer } from '../../testing/productivity-server';
import { renderWithProviders } from '../../testing/render-productivity';
import { CalendarFeedSection } from './calendar-feed-section';

async function confirm(
  user: ReturnType<typeof renderWithProviders>['user'],
  title: string,
  action: string,
) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: action }));
}

describe('calendar feed link', () => {
  it('makes a link, copies it, replaces it and turns it off', async () => {
    const { data } = stubProductivityServer();
    const { user } = renderWithProviders(<CalendarFeedSection />);
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Make Calendar Link' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar link' });
    const first = `${window.location.origin}${data.feedLink.url}`;
    expect(address).toHaveValue(first);

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make New Link' }));
    await confirm(user, 'Make a new link?', 'Make New Link');
    await waitFor(() => expect(address).not.toHaveValue(first));
    expect(address).toHaveValue(`${window.location.origin}${data.feedLink.url}`);

    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    await confirm(user, 'Turn off the calendar feed?', 'Turn Off');
    expect(await screen.findByRole('button', { name: 'Make Calendar Link' })).toBeInTheDocument();
    expect(data.feedLink.url).toBeNull();
  });

  it('says the feed is on when a link was made before, without showing it again', async () => {
    const { data } = stubProductivityServer();
    data.feedLink = {
      url: '/api/productivity/calendar.ics?key=secret',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText(/Your calendar feed is on/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make New Link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
  });
});
