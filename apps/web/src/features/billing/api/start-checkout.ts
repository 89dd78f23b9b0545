import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_TEXTS, createCheckoutSessionContract, type Plan } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { BILLING_CONFIG_QUERY_KEY } from './billing-config';

/**
 * POST /api/stripe/create-checkout-session for a plan; the hosted checkout's address. Fails with
 * the §8 text to show: the server's refusal, a missing address, or the generic failure.
 */
export async function startCheckout(plan: Plan): Promise<string> {
  if (!plan.priceId) throw new Error(BILLING_TEXTS.checkoutFailed);
  const result = await apiClient.call(createCheckoutSessionContract, {
    body: { priceId: plan.priceId, planName: plan.name },
  });
  if (result.ok) return result.data.url;
  const { error } = result;
  if (error.message === BILLING_TEXTS.noCheckoutUrl) throw new Error(BILLING_TEXTS.noCheckoutUrl);
  // The server answered and refused; without a code the request never got an answer.
  throw new Error(error.code ? BILLING_TEXTS.checkoutFailed : BILLING_TEXTS.paymentFailed, {
    cause: error,
  });
}

/** The checkout action; the first checkout creates the customer, so the config is refetched. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BILLING_CONFIG_QUERY_KEY }),
  });
}
