import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { INTERVALS, type ScraperStatus } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { announceChatReplyEnded } from '@/lib/chat-events';
import { LearningActivityPopupHost } from './learning-activity-popup-host';

const IDLE: ScraperStatus = {
  active: false,
  status: 'idle',
  enabled: true,
  queued: 0,
  processedToday: 4,
  lastError: null,
};
const ACTIVE: ScraperStatus = { ...IDLE, active: true, status: 'active', queued: 2 };

/** A fake server: the learner's status is whatever the test sets; stats count the calls. */
function serveLearning(initial: ScraperStatus) {
  const server = { status: initial, statusCalls: 0, statsCalls: 0, total: 1234 };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test');
      if (url.pathname === '/api/scraper-status') {
        server.statusCalls += 1;
        return Promise.resolve(Response.json(server.status));
      }
      if (url.pathname === '/api/background-learning/stats') {
        server.statsCalls += 1;
        return Promise.resolve(Response.json({ knowledge: { total: server.total } }));
      }
      return Promise.resolve(
        Response.json({ success: false, error: 'Not found' }, { status: 404 }),
      );
    }),
  );
  return server;
}

function renderHost() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LearningActivityPopupHost />
    </QueryClientProvider>,
  );
}

/** Moves the clock, then lets the answers of calls made at that moment arrive. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
}
const popup = () => screen.queryByRole('status', { name: 'AI learning active' });
/** Waits (advancing the fake clock a little) for the popup to appear after a check. */
const findPopup = () => screen.findByRole('status', { name: 'AI learning active' });

describe('LearningActivityPopupHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while the learner is active and hides itself after 4 s', async () => {
    serveLearning(ACTIVE);
    renderHost();
    await advance(0);
    expect(popup()).toBeInTheDocument();
    expect(popup()).toHaveTextContent('AI learning active');
    await advance(INTERVALS.learningPopupAutoHideMs - 100);
    expect(popup()).toBeInTheDocument();
    await advance(200);
    expect(popup()).not.toBeInTheDocument();
  });

  it('stays hidden while the learner is idle', async () => {
    const server = serveLearning(IDLE);
    renderHost();
    await advance(0);
    expect(server.statusCalls).toBe(1);
    expect(popup()).not.toBeInTheDocument();
  });

  it('polls every 2 minutes and shows when a poll finds the learner active', async () => {
    const server = serveLearning(IDLE);
    renderHost();
    await advance(0);
    server.status = ACTIVE;
    await advance(INTERVALS.scraperStatusPollMs - 1000);
    expect(server.statusCalls).toBe(1);
    expect(popup()).not.toBeInTheDocument();
    await advance(1000);
    expect(server.statusCalls).toBe(2);
    expect(await findPopup()).toBeInTheDocument();
  });

  it('checks again right after a chat message instead of waiting for the next poll', async () => {
    const server = serveLearning(IDLE);
    renderHost();
    await advance(0);
    server.status = ACTIVE;
    act(() => {
      announceChatReplyEnded();
    });
    await advance(1000);
    expect(server.statusCalls).toBe(2);
    expect(await findPopup()).toBeInTheDocument();
  });

  it('stays open with its details expanded, showing the store and queue figures', async () => {
    serveLearning(ACTIVE);
    renderHost();
    await advance(0);
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(details);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await advance(INTERVALS.learningPopupAutoHideMs * 3);
    expect(popup()).toBeInTheDocument();
    expect(popup()).toHaveTextContent('Articles learned1,234');
    expect(popup()).toHaveTextContent('Topics queued2');
    expect(popup()).toHaveTextContent('Processed today4');

    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    await advance(INTERVALS.learningPopupAutoHideMs);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes at once when dismissed, and comes back at the next active check', async () => {
    serveLearning(ACTIVE);
    renderHost();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(popup()).not.toBeInTheDocument();
    await advance(INTERVALS.scraperStatusPollMs);
    expect(await findPopup()).toBeInTheDocument();
  });

  it('closes on Escape from inside it', async () => {
    serveLearning(ACTIVE);
    renderHost();
    await advance(0);
    const details = screen.getByRole('button', { name: 'Details' });
    details.focus();
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(popup()).not.toBeInTheDocument();
  });

  it('refreshes the stats every 5 minutes', async () => {
    const server = serveLearning(IDLE);
    renderHost();
    await advance(0);
    expect(server.statsCalls).toBe(1);
    await advance(INTERVALS.learningStatsRefreshMs);
    expect(server.statsCalls).toBe(2);
  });

  it('says the figures are unavailable when the stats call fails', async () => {
    const server = serveLearning(ACTIVE);
    vi.mocked(fetch).mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      return Promise.resolve(
        url.includes('/api/scraper-status')
          ? Response.json(server.status)
          : Response.json({ success: false, error: 'Down', code: 'INTERNAL' }, { status: 500 }),
      );
    });
    renderHost();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    // The query retries once before it reports the error.
    await advance(5000);
    expect(popup()).toHaveTextContent('Articles learnedunavailable');
  });
});
