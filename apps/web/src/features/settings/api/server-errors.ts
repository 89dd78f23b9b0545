import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverErrorsContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** Query options for GET /api/admin/errors: the servers' unexpected errors (admins only). */
export function getServerErrorsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'errors'] as const,
    queryFn: async ({ signal }) =>
      unwrapResult(await apiClient.call(serverErrorsContract, undefined, { signal })),
    retry: 1,
  });
}

/** The kinds of unexpected error of the last days. */
export function useServerErrors() {
  return useQuery(getServerErrorsQueryOptions());
}
