import { useMutation } from '@tanstack/react-query';
import {
  BILLING_TEXTS,
  billingConfigContract,
  cancelSubscriptionContract,
  listSubscriptionsContract,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Cancels the signed-in user's subscription (000 §7): finds the customer, takes the first current
 * subscription and cancels it. Fails with the §8 text to show.
 */
export async function cancelCurrentSubscription(): Promise<void> {
  const config = await apiClient.call(billingConfigContract);
  if (!config.ok) throw new Error(BILLING_TEXTS.cancelFailed, { cause: config.error });
  const { customerId } = config.data;
  if (!customerId) throw new Error(BILLING_TEXTS.noActiveSubscription);
  const list = await apiClient.call(listSubscriptionsContract, { params: { customerId } });
  if (!list.ok) throw new Error(BILLING_TEXTS.cancelFailed, { cause: list.error });
  const subscription = list.data.subscriptions[0];
  if (!subscription) throw new Error(BILLING_TEXTS.noActiveSubscription);
  const canceled = await apiClient.call(cancelSubscriptionContract, {
    body: { subscriptionId: subscription.id },
  });
  if (!canceled.ok) throw new Error(BILLING_TEXTS.cancelFailed, { cause: canceled.error });
}

/** The cancellation action; the caller reloads the page on success (000 §8). */
export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelCurrentSubscription });
}
