import { describe, expect, it } from 'vitest';
import { USAGE_FEATURES } from '@polymath/shared';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { stubApiServer } from '@/testing/stub-api-server';
import { RunsCounter } from './runs-counter';

function usageWithRuns(used: number, limit: number) {
  return {
    monthKey: '2026-12',
    isPremium: false,
    usage: {
      ...Object.fromEntries(USAGE_FEATURES.map((feature) => [feature, { used: 0, limit: 3 }])),
      codeExecution: { used, limit },
    },
  };
}

describe('the runs counter', () => {
  it("shows the month's runs the server counted against the allowance, not the browser's list", async () => {
    stubApiServer({ 'GET /api/usage-limits': () => Response.json(usageWithRuns(3, 3)) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RunsCounter />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Runs: 3/3 this month')).toBeInTheDocument();
  });
});
