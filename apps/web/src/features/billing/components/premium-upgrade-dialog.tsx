import { CreditCard, Crown, Loader2 } from 'lucide-react';
import { PRICING, PREMIUM_PLAN_FEATURES } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { type BillingViewer, useCheckout } from '../hooks/use-checkout';
import { PaymentsUnavailable } from './payments-unavailable';

/** Props of PremiumUpgradeDialog. */
export interface PremiumUpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: BillingViewer;
  /** Opens the full plan chooser instead. */
  onComparePlans: () => void;
}

/** The Premium upgrade dialog (001 §2): 'Unlock Unlimited Access', card payment, 'Maybe Later'. */
export function PremiumUpgradeDialog({
  open,
  onOpenChange,
  viewer,
  onComparePlans,
}: PremiumUpgradeDialogProps) {
  const checkout = useCheckout(viewer, () => onOpenChange(false));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="flex items-center gap-2">
            <Crown aria-hidden className="size-5 text-primary" />
            Unlock Unlimited Access
          </span>
        }
        description={PRICING.premiumPriceText}
      >
        <ul aria-label="Premium features" className="grid gap-1 text-sm sm:grid-cols-2">
          {PREMIUM_PLAN_FEATURES.map((feature) => (
            <li key={feature}>• {feature}</li>
          ))}
        </ul>
        {checkout.isUnavailable && <PaymentsUnavailable />}
        {checkout.error && (
          <p role="alert" className="text-sm text-destructive">
            {checkout.error}
          </p>
        )}
        <Button variant="link" className="justify-self-start px-0" onClick={onComparePlans}>
          Compare plans
        </Button>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          {!viewer.isPremium && (
            <Button
              onClick={() => checkout.handleChoose(checkout.premiumPlan)}
              disabled={checkout.isStarting || checkout.isConfigLoading || checkout.isUnavailable}
            >
              {checkout.isStarting ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <CreditCard aria-hidden />
              )}
              {viewer.isSignedIn ? 'Pay with Card' : 'Sign in to upgrade'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
