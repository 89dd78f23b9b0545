import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** Query options for GET /api/auth/providers: which third-party sign-ins this server offers. */
export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(authProvidersContract, undefined, { signal });
      return unwrapResult(result);
    },
    // The providers change only when the operator reconfigures and restarts the server.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The configured sign-in providers (undefined while loading or when the server did not say). */
export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
