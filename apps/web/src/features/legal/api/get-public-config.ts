import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_EMAIL, publicConfigContract } from '@polymath/shared';
import { apiClient } from '../../../lib/api-client';

/** Query options for the instance's public configuration (`GET /api/config`). */
export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(publicConfigContract, undefined, { signal });
      if (!result.ok) throw new Error(result.error.message, { cause: result.error });
      return result.data;
    },
    // The configuration only changes when the operator restarts the server.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The instance's support address; the built-in default until (or unless) the server answers. */
export function useSupportEmail(): string {
  const { data } = useQuery(getPublicConfigQueryOptions());
  return data?.supportEmail ?? SUPPORT_EMAIL;
}
