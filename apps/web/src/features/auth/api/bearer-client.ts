import { getAuthHeaders } from '@/lib/auth-headers';
import { createApiClient, type ApiClient } from '@/lib/api-client';

/**
 * An API client that sends `token` as the bearer instead of the stored one: the token of a
 * third-party sign-in return before it is stored, or the token being revoked after the local
 * session is already gone.
 */
export function createBearerClient(token: string): ApiClient {
  return createApiClient({
    getHeaders: () => ({ ...getAuthHeaders(), Authorization: `Bearer ${token}` }),
  });
}
