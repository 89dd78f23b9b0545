import { Crown, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { type BillingViewer, useCheckout } from '../hooks/use-checkout';
import { PaymentsUnavailable } from './payments-unavailable';
import { PlanCard } from './plan-card';

/** Props of PlanChooserDialog. */
export interface PlanChooserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: BillingViewer;
}

/** 'Choose Your Plan' (000 §2): the Free and Premium cards, and the checkout of Premium. */
export function PlanChooserDialog({ open, onOpenChange, viewer }: PlanChooserDialogProps) {
  const checkout = useCheckout(viewer, () => onOpenChange(false));
  const { freePlan, premiumPlan } = checkout;

  const premiumAction = () => {
    if (viewer.isPremium) {
      return (
        <p className="rounded-md border px-3 py-2 text-center text-sm text-muted-foreground">
          Your current plan
        </p>
      );
    }
    return (
      <Button
        className="w-full"
        onClick={() => checkout.handleChoose(premiumPlan)}
        disabled={checkout.isStarting || checkout.isConfigLoading || checkout.isUnavailable}
      >
        {checkout.isStarting ? (
          <Loader2 aria-hidden className="animate-spin" />
        ) : (
          <Crown aria-hidden />
        )}
        {viewer.isSignedIn ? 'Upgrade to Premium' : 'Sign in to upgrade'}
      </Button>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Choose Your Plan"
        description="Start free, or go Premium for unlimited use without ads."
        className="max-w-2xl"
      >
        {checkout.isUnavailable && <PaymentsUnavailable />}
        <div className="grid gap-3 sm:grid-cols-2">
          <PlanCard plan={freePlan}>
            <p className="rounded-md border px-3 py-2 text-center text-sm text-muted-foreground">
              {viewer.isPremium ? 'Included in Premium' : 'Your current plan'}
            </p>
          </PlanCard>
          <PlanCard plan={premiumPlan}>{premiumAction()}</PlanCard>
        </div>
        {checkout.error && (
          <p role="alert" className="text-sm text-destructive">
            {checkout.error}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
