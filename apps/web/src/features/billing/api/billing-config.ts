import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingConfigContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The query key of the billing configuration (it includes the caller's own customer id). */
export const BILLING_CONFIG_QUERY_KEY = ['billing', 'config'] as const;

/** Query options for GET /api/billing/config. */
export function getBillingConfigQueryOptions() {
  return queryOptions({
    queryKey: BILLING_CONFIG_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(billingConfigContract, undefined, { signal });
      return unwrapResult(result);
    },
    retry: false,
  });
}

/** Whether payments are set up, the Premium price id and the caller's customer id. */
export function useBillingConfig() {
  return useQuery(getBillingConfigQueryOptions());
}
