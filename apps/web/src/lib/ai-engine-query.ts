import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiEngineContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** Query options for `GET /api/ai-engine`: which engine answers chat messages on this server. */
export function getAiEngineQueryOptions() {
  return queryOptions({
    queryKey: ['ai-engine'],
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(aiEngineContract, undefined, { signal });
      return unwrapResult(result);
    },
    // The engine is chosen by the server's configuration and changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The engine answering chat messages, with the query's loading and error state. */
export function useAiEngine() {
  return useQuery(getAiEngineQueryOptions());
}
