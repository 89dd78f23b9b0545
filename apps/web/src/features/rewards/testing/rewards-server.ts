import type { RewardsOverview } from '../api/get-rewards';
import { vi } from 'vitest';

/** The four rewards calls, answered from `overview()` (read at each call, so a test can change it). */
export function stubRewardsServer(overview: () => RewardsOverview | 'fail'): string[] {
  const seen: string[] = [];
  vi.mocked(fetch).mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    seen.push(url.pathname);
    const current = overview();
    if (current === 'fail') {
      return Promise.resolve(
        Response.json(
          { success: false, error: 'Internal error', code: 'INTERNAL' },
          { status: 500 },
        ),
      );
    }
    return Promise.resolve(answer(url.pathname, current));
  });
  return seen;
}

function answer(path: string, current: RewardsOverview): Response {
  switch (path) {
    case '/api/rewards/stats':
      return Response.json(current.stats);
    case '/api/rewards/progress':
      return Response.json(current.progress);
    case '/api/rewards/achievements':
      return Response.json(current.achievements);
    case '/api/rewards/notifications':
      return Response.json({ notifications: current.notifications });
    default:
      return Response.json(
        { success: false, error: 'Not found', code: 'NOT_FOUND' },
        { status: 404 },
      );
  }
}
