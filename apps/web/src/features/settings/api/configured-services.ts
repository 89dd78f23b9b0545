import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkConfiguredServicesContract, configuredServicesContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The query key of the configured services' status (admins only). */
export const CONFIGURED_SERVICES_QUERY_KEY = ['admin', 'services'] as const;

/** While any service is still being checked, the status is asked again this often. */
const CHECKING_REFRESH_MS = 2000;

/** Query options for GET /api/admin/services: which configured services answer this server. */
export function getConfiguredServicesQueryOptions() {
  return queryOptions({
    queryKey: CONFIGURED_SERVICES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(configuredServicesContract, undefined, { signal });
      return unwrapResult(result);
    },
    retry: 1,
    // The start-up check runs in the background: follow it until every service has an answer.
    refetchInterval: (query) =>
      query.state.data?.services.some((service) => service.state === 'checking')
        ? CHECKING_REFRESH_MS
        : false,
  });
}

/** The configured services as the server last checked them. */
export function useConfiguredServices() {
  return useQuery(getConfiguredServicesQueryOptions());
}

/** Checks every configured service again (POST /api/admin/services/check); the list follows. */
export function useCheckConfiguredServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrapResult(await apiClient.call(checkConfiguredServicesContract)),
    onSuccess: (status) => queryClient.setQueryData(CONFIGURED_SERVICES_QUERY_KEY, status),
  });
}
