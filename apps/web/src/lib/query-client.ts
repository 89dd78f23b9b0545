import { QueryClient } from '@tanstack/react-query';

/** Server state is fresh for a minute; one retry covers a blip without hammering a server that is down. */
const STALE_TIME_MS = 60_000;

/** Creates the app's TanStack Query client (a fresh one per test keeps caches apart). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
