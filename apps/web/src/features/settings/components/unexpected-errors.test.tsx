import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ServerErrorsResponse } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { stubApiServer } from '@/testing/stub-api-server';
import { UnexpectedErrors } from './unexpected-errors';

function renderWith(summary: ServerErrorsResponse | (() => Response)) {
  stubApiServer({
    'GET /api/admin/errors': typeof summary === 'function' ? summary : () => Response.json(summary),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnexpectedErrors />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Unexpected errors' });
}

describe('the admin summary of unexpected errors', () => {
  it('lists each kind with its route, how often and its message, latest first', async () => {
    const region = renderWith({
      windowDays: 7,
      kinds: [
        {
          route: 'GET /api/productivity/tasks',
          code: 'INTERNAL',
          message: 'error: relation "tasks" does not exist',
          count: 3,
          firstSeenAt: '2026-12-01T09:00:00.000Z',
          lastSeenAt: '2026-12-01T10:00:00.000Z',
        },
        {
          route: 'POST /api/chat',
          code: 'INTERNAL',
          message: "TypeError: Cannot read properties of undefined (reading 'id')",
          count: 1,
          firstSeenAt: '2026-11-30T09:00:00.000Z',
          lastSeenAt: '2026-11-30T09:00:00.000Z',
        },
      ],
    });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^GET \/api\/productivity\/tasks3 times, last .+error: relation "tasks" does not exist$/,
      ),
      expect.stringMatching(/^POST \/api\/chatonce, last .+TypeError: Cannot read properties/),
    ]);
    expect(region).toHaveTextContent('In the last 7 days, latest first');
  });

  it('says when there were none', async () => {
    const region = renderWith({ windowDays: 7, kinds: [] });
    expect(await within(region).findByText('None in the last 7 days.')).toBeInTheDocument();
  });

  it('says when the summary cannot be loaded', async () => {
    const region = renderWith(() =>
      Response.json({ success: false, error: 'Server down', code: 'UNAVAILABLE' }, { status: 503 }),
    );
    // After the query's one retry.
    expect(await within(region).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "Could not load the servers' errors",
    );
  });
});
