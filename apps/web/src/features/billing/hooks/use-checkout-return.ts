import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_RETURN_QUERY_PARAM } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';

/**
 * Runs once when the app opens at `/` back from the hosted checkout (`?checkout=success` or
 * `canceled`): says how it went and takes the parameter out of the address. Premium itself shows
 * once the server has Stripe's confirmation, which the session check on load picks up.
 */
export function useCheckoutReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const outcome = searchParams.get(CHECKOUT_RETURN_QUERY_PARAM);
    if (outcome === null) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(CHECKOUT_RETURN_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
    if (outcome === 'success') {
      showToast({
        title: 'Thank you! Your payment went through.',
        description: 'Premium turns on as soon as the payment is confirmed. Reload if it has not.',
      });
    } else if (outcome === 'canceled') {
      showToast({ title: 'Checkout canceled', description: 'You have not been charged.' });
    }
  }, [searchParams, setSearchParams]);
}
