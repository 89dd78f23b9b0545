import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { LIMITS, USAGE_FEATURES, type UsageLimits } from '@polymath/shared';
import { onLimitReached, type LimitReached } from '@/lib/limit-events';
import { createQueryClient } from '@/lib/query-client';
import { stubApiServer } from '@/testing/stub-api-server';
import { openVibeCoding } from '../index';
import { useVibeCodingStore } from '../stores/vibe-coding-store';
import VibeCodingOverlay from './vibe-coding-overlay';

// CodeMirror with its nine languages renders slowly in jsdom on a shared machine.
const SLOW = { timeout: 10_000 };
const SLOW_TEST_MS = 30_000;

/** A free account that has used this month's code generations, and `runs` of its runs. */
function usageAtGenerationLimit(runs: number): UsageLimits {
  const unused = { used: 0, limit: 3 };
  return {
    monthKey: '2026-12',
    isPremium: false,
    usage: {
      ...(Object.fromEntries(
        USAGE_FEATURES.map((feature) => [feature, unused]),
      ) as UsageLimits['usage']),
      codeGeneration: { used: LIMITS.free.codeGeneration, limit: LIMITS.free.codeGeneration },
      codeExecution: { used: runs, limit: LIMITS.free.codeExecution },
    },
  };
}

describe('Vibe-Coding with the month’s code generations used', () => {
  // jsdom lays nothing out: CodeMirror measures text ranges to draw its cursor and selection.
  beforeAll(() => {
    Object.defineProperty(Range.prototype, 'getClientRects', {
      value: () => [],
      configurable: true,
    });
  });
  afterAll(() => {
    delete (Range.prototype as Partial<Range>).getClientRects;
  });

  let limits: LimitReached[];
  beforeEach(() => {
    useVibeCodingStore.setState({ isOpen: false, language: 'python', codes: {}, executions: [] });
    limits = [];
    return onLimitReached((event) => limits.push(event));
  });

  it(
    'opens the editor with its code, and runs it within the run allowance',
    async () => {
      const user = userEvent.setup();
      let runs = 0;
      const seen = stubApiServer({
        'GET /api/usage-limits': () => Response.json(usageAtGenerationLimit(runs)),
        'POST /api/execute-code': () => {
          runs += 1;
          return Response.json({ success: true, output: 'Hello, world!\n', executionTime: 12 });
        },
      });
      render(
        <QueryClientProvider client={createQueryClient()}>
          <VibeCodingOverlay />
        </QueryClientProvider>,
      );

      openVibeCoding({ code: "print('Hello, world!')\n", language: 'python' });
      const overlay = await screen.findByRole('dialog', { name: 'Vibe-Coding' }, SLOW);
      expect(
        await within(overlay).findByText('Runs: 0/3 this month', {}, SLOW),
      ).toBeInTheDocument();
      expect(within(overlay).getByRole('textbox', { name: 'Python code' })).toHaveTextContent(
        "print('Hello, world!')",
      );

      await user.click(within(overlay).getByRole('button', { name: 'Run Code' }));
      const output = within(overlay).getByRole('log', { name: 'Program output' });
      await waitFor(() => expect(output).toHaveTextContent('Hello, world!'), SLOW);
      expect(seen.find((request) => request.path === '/api/execute-code')?.body).toEqual({
        code: "print('Hello, world!')\n",
        language: 'python',
      });
      expect(
        await within(overlay).findByText('Runs: 1/3 this month', {}, SLOW),
      ).toBeInTheDocument();
      expect(limits).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});
