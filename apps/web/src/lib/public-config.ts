import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_EMAIL, publicConfigContract, type PublicAdsConfig } from '@polymath/shared';
import { apiClient } from './api-client';
import { unwrapResult } from './api-result';

/** Query options for the public configuration (`GET /api/config`); the key is shared app-wide. */
export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(publicConfigContract, undefined, { signal });
      return unwrapResult(result);
    },
    // The configuration only changes when the operator restarts the server.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The support address for Contact Support: the server's, or the built-in default without one. */
export function useSupportEmail(): string {
  const { data } = useQuery(getPublicConfigQueryOptions());
  return data?.supportEmail ?? SUPPORT_EMAIL;
}

/** The ad network settings, or undefined until the configuration has loaded (or failed to). */
export function usePublicAdsConfig(): PublicAdsConfig | undefined {
  const { data } = useQuery(getPublicConfigQueryOptions());
  return data?.ads;
}

/**
 * Whether this server mails its verification and reset links; undefined until the configuration
 * has loaded (or when it could not be), where the screens keep saying a link was mailed.
 */
export function useSendsMail(): boolean | undefined {
  const { data } = useQuery(getPublicConfigQueryOptions());
  return data?.sendsMail;
}
