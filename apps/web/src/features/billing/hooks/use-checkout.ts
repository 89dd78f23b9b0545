import { buildPlans, type Plan } from '@polymath/shared';
import { useBillingConfig } from '../api/billing-config';
import { useStartCheckout } from '../api/start-checkout';
import { openCheckoutTab } from '../logic/open-checkout-tab';

/** What a viewer-dependent upgrade needs from the app (no feature imports another). */
export interface BillingViewer {
  isSignedIn: boolean;
  isPremium: boolean;
  /** Opens the sign-in: a guest must have an account before paying. */
  onSignInRequired: () => void;
}

/**
 * The plans with the server's price id, whether payments work, and the checkout action: a guest is
 * sent to sign in, a signed-in user gets the hosted checkout in a new tab.
 */
export function useCheckout(viewer: BillingViewer, onLeave: () => void) {
  const config = useBillingConfig();
  const checkout = useStartCheckout();
  const [freePlan, premiumPlan] = buildPlans(config.data?.premiumPriceId ?? null);
  const isUnavailable = config.isError || (config.isSuccess && !config.data.isConfigured);

  const handleChoose = (plan: Plan) => {
    if (!viewer.isSignedIn) {
      onLeave();
      viewer.onSignInRequired();
      return;
    }
    checkout.mutate(plan, { onSuccess: openCheckoutTab });
  };

  return {
    freePlan,
    premiumPlan,
    isConfigLoading: config.isPending,
    isUnavailable,
    isStarting: checkout.isPending,
    error: checkout.error?.message ?? null,
    handleChoose,
  };
}
