import { useMutation } from '@tanstack/react-query';
import {
  BILLING_TEXTS,
  billingConfigContract,
  cancelSubscriptionContract,
  listSubscriptionsContract,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

const cancelFailed = () => BILLING_TEXTS.cancelFailed;

/**
 * Cancels the signed-in user's subscription (000 §7): finds the customer, takes the first current
 * subscription and cancels it. Fails with the §8 text to show.
 */
export async function cancelCurrentSubscription(): Promise<void> {
  const config = unwrapResult(await apiClient.call(billingConfigContract), cancelFailed);
  const { customerId } = config;
  if (!customerId) throw new Error(BILLING_TEXTS.noActiveSubscription);
  const list = unwrapResult(
    await apiClient.call(listSubscriptionsContract, { params: { customerId } }),
    cancelFailed,
  );
  const subscription = list.subscriptions[0];
  if (!subscription) throw new Error(BILLING_TEXTS.noActiveSubscription);
  const canceled = await apiClient.call(cancelSubscriptionContract, {
    body: { subscriptionId: subscription.id },
  });
  unwrapResult(canceled, cancelFailed);
}

/** The cancellation action; the caller reloads the page on success (000 §8). */
export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelCurrentSubscription });
}
